import { useId } from 'react';
import type { SearchFilter } from '../../../../../shared/domain/search';
import type { SpecificationType } from '../../../../../shared/graphql/generated';
import { useI18n } from '../../i18n';
import { FIELD_PARAM_PREFIX } from '../../lib/search-address';

/** A specification as the Category query gives it, at any depth of sub-specifications. */
export interface SpecificationNode {
  codename: string;
  label: string;
  type: SpecificationType;
  dependsOn: { codename: string } | null;
  datasets: { codename: string; label: string; parentCodename: string | null }[];
  allSubSpecificationCodenames: string[];
  subSpecifications?: SpecificationNode[];
}

const fieldName = (codename: string) => `${FIELD_PARAM_PREFIX}${codename}`;

/** True for the specifications a filter can offer: a choice among values, or yes/no. */
function filterable(specification: SpecificationNode): boolean {
  if (specification.type === 'BOOLEAN') return true;
  return (
    (specification.type === 'SELECT' || specification.type === 'MULTI_SELECT') && specification.datasets.length > 0
  );
}

/**
 * The category's own conditions (spec §3 "model", the API's `fields`): a select per choice
 * specification and a box per yes/no one. A specification that depends on another (the model on
 * the make) appears once that one has a value, with the values that fit it; sub-specifications
 * appear under their parent once it has a value. Changing a value clears what depended on it.
 */
export function SpecificationFields({
  filter,
  specifications,
}: {
  filter: SearchFilter;
  specifications: readonly SpecificationNode[];
}) {
  const { t } = useI18n();
  const values = new Map<string, string>();
  for (const { key, value } of filter.fields) if (!values.has(key)) values.set(key, value);
  const dependents = new Map<string, string[]>();
  const collect = (nodes: readonly SpecificationNode[]) => {
    for (const node of nodes) {
      if (node.dependsOn)
        dependents.set(node.dependsOn.codename, [...(dependents.get(node.dependsOn.codename) ?? []), node.codename]);
      collect(node.subSpecifications ?? []);
    }
  };
  collect(specifications);
  const shown = specifications.filter(filterable);
  if (shown.length === 0) return null;
  return (
    <fieldset className="search-filters__section">
      <legend>{t('portal.search.filters.details')}</legend>
      {shown.map((specification) => (
        <SpecificationControl
          key={specification.codename}
          specification={specification}
          values={values}
          dependents={dependents}
        />
      ))}
    </fieldset>
  );
}

function SpecificationControl({
  specification,
  values,
  dependents,
}: {
  specification: SpecificationNode;
  values: ReadonlyMap<string, string>;
  dependents: ReadonlyMap<string, string[]>;
}) {
  const { t } = useI18n();
  const id = useId();
  const value = values.get(specification.codename) ?? '';
  const clears = [...(dependents.get(specification.codename) ?? []), ...specification.allSubSpecificationCodenames]
    .map(fieldName)
    .join(' ');
  const parentValue = specification.dependsOn ? values.get(specification.dependsOn.codename) : undefined;
  if (specification.dependsOn && !parentValue) return null;

  const children =
    value && value !== 'false'
      ? (specification.subSpecifications ?? [])
          .filter(filterable)
          .map((child) => (
            <SpecificationControl key={child.codename} specification={child} values={values} dependents={dependents} />
          ))
      : null;

  if (specification.type === 'BOOLEAN') {
    return (
      <>
        <label className="search-check">
          <input
            type="checkbox"
            name={fieldName(specification.codename)}
            value="true"
            defaultChecked={value === 'true'}
            data-clears={clears || undefined}
          />
          <span>{specification.label}</span>
        </label>
        {children}
      </>
    );
  }

  const options = specification.datasets.filter(
    (dataset) => !parentValue || dataset.parentCodename === null || dataset.parentCodename === parentValue,
  );
  return (
    <>
      <div className="field">
        <label htmlFor={id}>{specification.label}</label>
        <select
          // A dependent list changes with the value it depends on: a new list is a new select.
          key={parentValue ?? ''}
          id={id}
          name={fieldName(specification.codename)}
          defaultValue={options.some((option) => option.codename === value) ? value : ''}
          data-clears={clears || undefined}
        >
          <option value="">{t('portal.search.filters.anyValue')}</option>
          {options.map((option) => (
            <option key={option.codename} value={option.codename}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {children}
    </>
  );
}
