import type { SpecValues } from '../../../modules/announcements';
import type { SpecificationModel } from '../../../modules/catalog';
import type { CatalogSnapshot } from '../../../modules/catalog';
import type { Random } from './random';
import type { Lang } from './vocabulary/types';
import { allowedDatasets } from '../../../modules/announcements';

/**
 * The dataset codenames a choice specification may take given the values chosen so far: for a
 * specification that depends on another (a car model on its make), those of the chosen parent
 * value and those that fit every value.
 */
export function allowedValues(catalog: CatalogSnapshot, codename: string, chosen: SpecValues): string[] {
  const specification = catalog.specificationsByCodename.get(codename);
  return specification ? allowedDatasets(catalog, specification, chosen) : [];
}

/** The label of a dataset value in the announcement's language (Darija writes the French one). */
export function valueLabel(catalog: CatalogSnapshot, codename: string, value: string, lang: Lang): string {
  const specification = catalog.specificationsByCodename.get(codename);
  const dataset = specification ? catalog.datasets(specification.id).find((d) => d.codename === value) : undefined;
  if (!dataset) return value;
  return lang === 'ar' ? dataset.labels.ar : dataset.labels.fr;
}

/** The labels of a MULTI_SELECT's values, joined as a list. */
export function valueLabels(catalog: CatalogSnapshot, codename: string, values: readonly string[], lang: Lang): string {
  return values.map((value) => valueLabel(catalog, codename, value, lang)).join(lang === 'ar' ? '، ' : ', ');
}

/** Numbers a NUMBER specification takes when a writer left it to chance: [min, max, step]. */
const NUMBER_RANGES: Record<string, readonly [number, number, number]> = {
  kilometrage: [5_000, 250_000, 1_000],
  cylindree: [50, 600, 25],
  superficie: [40, 400, 5],
  etage: [0, 8, 1],
  nombre_etages: [1, 4, 1],
  taille_ecran: [13, 65, 1],
  pointure: [36, 45, 1],
  duree_garantie: [3, 24, 3],
  duree_sejour: [4, 21, 1],
  poids: [1, 10, 1],
};

/** Free texts a TEXT specification takes when a writer left it to chance. */
const TEXT_VALUES: Record<string, readonly string[]> = {
  moteur: ['1.2 essence', '1.5 dCi', '1.6 HDi', '1.4 TSI', '2.0 TDI', '1.6 MPI', '1.5 BlueHDi', '1.0 TCe'],
  destination: ['Istanbul', 'Tunis', 'Hammamet', 'Sharm El Sheikh', 'Dubaï', 'Kuala Lumpur', 'Djanet', 'Taghit'],
};

// Catch-alls ("autre", "Autre marque") exist so people can say "none of these"; a generated
// announcement takes them now and then, not one time in ten.
const CATCH_ALL = new Set(['autre']);

/** A value for one specification, drawn within its rules (datasets, dependencies, year range). */
export function drawSpecValue(
  catalog: CatalogSnapshot,
  specification: SpecificationModel,
  chosen: SpecValues,
  random: Random,
  now: Date,
): string | string[] | null {
  const year = now.getUTCFullYear();
  switch (specification.type) {
    case 'SELECT': {
      const values = allowedValues(catalog, specification.codename, chosen);
      if (values.length === 0) return null;
      return random.weighted(values.map((v) => [v, CATCH_ALL.has(v) ? 0.05 : 1] as const));
    }
    case 'MULTI_SELECT': {
      const values = allowedValues(catalog, specification.codename, chosen).filter((v) => !CATCH_ALL.has(v));
      if (values.length === 0) return null;
      return random.sample(values, random.int(1, Math.min(4, values.length)));
    }
    case 'BOOLEAN':
      return random.chance(0.5) ? 'true' : 'false';
    case 'NUMBER': {
      const [min, max, step] = NUMBER_RANGES[specification.codename] ?? [1, 100, 1];
      return String(Math.max(min, random.amount(min, max, step)));
    }
    case 'YEAR':
      // A delivery year is ahead; any other year is behind (the form accepts up to next year).
      return specification.codename === 'annee_livraison'
        ? String(random.int(year, year + 1))
        : String(random.int(year - 18, year));
    case 'TEXT':
      return random.pick(TEXT_VALUES[specification.codename] ?? [specification.labels.fr]);
  }
}

/** True when a stored value fits the specification as chosen so far (a writer's value is checked, not trusted). */
function fits(
  catalog: CatalogSnapshot,
  specification: SpecificationModel,
  value: string | string[],
  chosen: SpecValues,
): boolean {
  if (specification.type === 'SELECT') {
    return typeof value === 'string' && allowedValues(catalog, specification.codename, chosen).includes(value);
  }
  if (specification.type === 'MULTI_SELECT') {
    const allowed = allowedValues(catalog, specification.codename, chosen);
    return Array.isArray(value) && value.length > 0 && value.every((v) => allowed.includes(v));
  }
  return typeof value === 'string' && value !== '';
}

/**
 * The specification values of an announcement: the writer's values that fit the category,
 * every required specification (drawn when the writer left it out), some of the optional ones,
 * and sub-specifications once their parent has a value (a BOOLEAN parent only when true).
 * Values of specifications the category does not have are dropped.
 */
export function completeSpecs(
  catalog: CatalogSnapshot,
  categoryId: number,
  draft: SpecValues,
  random: Random,
  now: Date,
  optionalRate = 0.45,
): SpecValues {
  const specs: SpecValues = {};
  const visit = (specification: SpecificationModel, isRequired: boolean, rate: number): void => {
    const given = draft[specification.codename];
    let value: string | string[] | null = null;
    if (given !== undefined && fits(catalog, specification, given, specs)) value = given;
    else if (isRequired || (given === undefined && random.chance(rate))) {
      value = drawSpecValue(catalog, specification, specs, random, now);
    }
    if (value === null) return;
    specs[specification.codename] = value;
    if (specification.type === 'BOOLEAN' && value !== 'true') return;
    for (const sub of catalog.subSpecifications(specification.id)) visit(sub, false, 0.6);
  };
  for (const { specification, isRequired } of catalog.specifications(categoryId)) {
    visit(specification, isRequired, optionalRate);
  }
  return specs;
}
