import { useId } from 'react';
import {
  NUMERIC_SPECIFICATION_TYPES,
  SEARCH_FILTER_LIMITS,
  type SearchFilter,
} from '../../../../../shared/domain/search';
import { useI18n } from '../../i18n';
import { rangeParamName, type RangeBound } from '../../lib/search-ranges';
import type { SpecificationNode } from './SpecificationFields';

/**
 * A "from – to" pair for each numeric specification of the category (year, mileage, surface...),
 * laid out like the price's. The inputs carry the address's own names (`annee.min`,
 * `annee.max`), so the GET form works without JavaScript and the values come back from the
 * address. Whole numbers only, as the search takes them.
 */
export function RangeFields({
  filter,
  specifications,
}: {
  filter: SearchFilter;
  specifications: readonly SpecificationNode[];
}) {
  const numeric = specifications.filter((specification) => NUMERIC_SPECIFICATION_TYPES.includes(specification.type));
  if (numeric.length === 0) return null;
  return (
    <>
      {numeric.map((specification) => (
        <RangeField
          key={specification.codename}
          specification={specification}
          range={filter.fieldRanges.find((range) => range.key === specification.codename)}
        />
      ))}
    </>
  );
}

function RangeField({
  specification,
  range,
}: {
  specification: SpecificationNode;
  range: SearchFilter['fieldRanges'][number] | undefined;
}) {
  const { t } = useI18n();
  const id = useId();
  const bound = (which: RangeBound) => {
    const value = range?.[which];
    const label = which === 'min' ? t('portal.searchRanges.min') : t('portal.searchRanges.max');
    const name = specification.label;
    return (
      <div className="field">
        <label htmlFor={`${id}-${which}`}>{label}</label>
        <input
          id={`${id}-${which}`}
          name={rangeParamName(specification.codename, which)}
          type="number"
          inputMode="numeric"
          min={SEARCH_FILTER_LIMITS.rangeBoundMin}
          max={SEARCH_FILTER_LIMITS.rangeBoundMax}
          step={1}
          // The visible label is short ("From"); read alone, the field says whose bound it is.
          aria-label={
            which === 'min' ? t('portal.searchRanges.minOf', { name }) : t('portal.searchRanges.maxOf', { name })
          }
          defaultValue={value === null || value === undefined ? '' : String(value)}
        />
      </div>
    );
  };
  return (
    <fieldset className="search-filters__section search-price search-range" data-range={specification.codename}>
      <legend>{specification.label}</legend>
      <div className="search-price__row">
        {bound('min')}
        {bound('max')}
      </div>
    </fieldset>
  );
}
