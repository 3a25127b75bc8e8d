import { datasetsFitting } from '../../../shared/domain/announcement-form';
import { ANNOUNCEMENT_LIMITS } from '../../../shared/domain/announcements';
import { failure, isYear, type RuleFailure } from '../../../shared/domain/validation';
import type { SpecificationModel } from '../catalog';
import type { CatalogSnapshot } from '../catalog';
import type { SpecValues } from './announcements.tables';

/** A specification value as a form sends it. */
export interface SpecInput {
  codename: string;
  value?: string | null;
  values?: readonly string[] | null;
}

/** The values of one input, trimmed; a MULTI_SELECT may come as a list or as "a,b". */
function inputValues(input: SpecInput, multiple: boolean): string[] {
  const raw = input.values && input.values.length > 0 ? input.values : input.value != null ? [input.value] : [];
  const split = multiple ? raw.flatMap((v) => v.split(',')) : raw;
  return [...new Set(split.map((v) => v.trim()).filter((v) => v !== ''))];
}

/**
 * Checks specification values against the category (spec §3: required ones, datasets,
 * dependencies) and returns what to store: SELECT as a codename, MULTI_SELECT as a list,
 * NUMBER in canonical writing, BOOLEAN as "true"/"false", YEAR and TEXT as text. Failures name
 * the field `specs.<codename>`. Sub-specifications count only once their parent has a value.
 */
export function validateSpecs(
  catalog: CatalogSnapshot,
  categoryId: number,
  inputs: readonly SpecInput[],
  today: Date,
): { specs: SpecValues; failures: RuleFailure[] } {
  const failures: RuleFailure[] = [];
  const specs: SpecValues = {};
  const byCodename = new Map(inputs.map((input) => [input.codename, input]));

  const check = (specification: SpecificationModel, isRequired: boolean): void => {
    const field = `specs.${specification.codename}`;
    const input = byCodename.get(specification.codename);
    byCodename.delete(specification.codename);
    const multiple = specification.type === 'MULTI_SELECT';
    const values = input ? inputValues(input, multiple) : [];
    if (values.length === 0) {
      if (isRequired) failures.push(failure(field, 'required'));
      return;
    }
    const stored = storedValue(catalog, specification, values, specs, today);
    if ('failure' in stored) {
      failures.push({ ...stored.failure, field });
      return;
    }
    specs[specification.codename] = stored.value;
    // Sub-specifications apply once their parent has a value (for a yes/no, once it is yes); never required.
    if (stored.value === 'false' && specification.type === 'BOOLEAN') return;
    for (const sub of catalog.subSpecifications(specification.id)) check(sub, false);
  };

  for (const { specification, isRequired } of catalog.specifications(categoryId)) check(specification, isRequired);
  // Whatever is left is not a field of this category (or a sub-field whose parent is empty).
  for (const codename of byCodename.keys()) failures.push(failure(`specs.${codename}`, 'exists'));
  return { specs, failures };
}

/** The value to store, or the rule it breaks. */
function storedValue(
  catalog: CatalogSnapshot,
  specification: SpecificationModel,
  values: string[],
  chosen: SpecValues,
  today: Date,
): { value: string | string[] } | { failure: RuleFailure } {
  const refuse = (rule: RuleFailure['rule'], params: RuleFailure['params'] = {}) => ({
    failure: failure(specification.codename, rule, params),
  });
  const single = values[0]!;
  switch (specification.type) {
    case 'SELECT':
    case 'MULTI_SELECT': {
      const allowed = allowedDatasets(catalog, specification, chosen);
      if (specification.type === 'SELECT' && values.length > 1) return refuse('one_of', { values: allowed.join(', ') });
      const unknown = values.find((v) => !allowed.includes(v));
      if (unknown !== undefined) return refuse('one_of', { values: allowed.join(', ') });
      return { value: specification.type === 'SELECT' ? single : values };
    }
    case 'NUMBER': {
      const number = Number(single.replace(',', '.'));
      if (values.length > 1 || !Number.isFinite(number) || single.trim() === '') return refuse('float');
      if (number < 0) return refuse('min_value', { min: 0 });
      return { value: String(number) };
    }
    case 'YEAR': {
      const latest = today.getUTCFullYear() + 1;
      if (values.length > 1 || !isYear(single)) return refuse('year');
      const year = Number(single);
      if (year < 1900) return refuse('min_value', { min: 1900 });
      if (year > latest) return refuse('max_value', { max: latest });
      return { value: single };
    }
    case 'BOOLEAN': {
      const truthy = ['true', '1'].includes(single.toLowerCase());
      const falsy = ['false', '0'].includes(single.toLowerCase());
      if (values.length > 1 || (!truthy && !falsy)) return refuse('one_of', { values: 'true, false' });
      return { value: truthy ? 'true' : 'false' };
    }
    case 'TEXT': {
      const text = values.join(', ');
      if ([...text].length > ANNOUNCEMENT_LIMITS.specTextMax) {
        return refuse('max_length', { n: ANNOUNCEMENT_LIMITS.specTextMax });
      }
      return { value: text };
    }
  }
}

/**
 * The dataset codenames a choice may take: for a specification that depends on another (a car
 * model on its make), those of the chosen parent value and those that fit every value.
 */
export function allowedDatasets(
  catalog: CatalogSnapshot,
  specification: SpecificationModel,
  chosen: SpecValues,
): string[] {
  const datasets = catalog.datasets(specification.id);
  let parentValues: string[] | null = null;
  if (specification.dependsOnId !== null) {
    const parent = catalog.specificationsById.get(specification.dependsOnId);
    const parentValue = parent ? chosen[parent.codename] : undefined;
    parentValues = parentValue === undefined ? [] : Array.isArray(parentValue) ? parentValue : [parentValue];
  }
  return datasetsFitting(datasets, parentValues).map((d) => d.codename);
}

/**
 * Checks the specification values of one variant (size, colour...): each must be a choice
 * specification of the category with a valid value; a variant names at least one.
 */
export function validateVariantSpecs(
  catalog: CatalogSnapshot,
  categoryId: number,
  inputs: readonly SpecInput[],
  today: Date,
  fieldPrefix: string,
): { specs: SpecValues; failures: RuleFailure[] } {
  const failures: RuleFailure[] = [];
  const specs: SpecValues = {};
  const allowed = new Map(
    catalog.specifications(categoryId).map((cs) => [cs.specification.codename, cs.specification]),
  );
  if (inputs.length === 0) failures.push(failure(`${fieldPrefix}.specs`, 'required'));
  for (const input of inputs) {
    const field = `${fieldPrefix}.specs.${input.codename}`;
    const specification = allowed.get(input.codename);
    if (!specification || (specification.type !== 'SELECT' && specification.type !== 'MULTI_SELECT')) {
      failures.push(failure(field, 'exists'));
      continue;
    }
    const values = inputValues(input, specification.type === 'MULTI_SELECT');
    if (values.length === 0) {
      failures.push(failure(field, 'required'));
      continue;
    }
    const stored = storedValue(catalog, specification, values, specs, today);
    if ('failure' in stored) failures.push({ ...stored.failure, field });
    else specs[specification.codename] = stored.value;
  }
  return { specs, failures };
}
