import { useId } from 'react';
import type { PriceUnit } from '../../../../../shared/domain/marketplace';
import type { SearchFilter } from '../../../../../shared/domain/search';
import { useI18n } from '../../i18n';
import { SEARCH_PARAMS } from '../../lib/search-address';
import { priceUnitText } from './search-text';

/** Units a search can compare prices in when no category says which (whole prices). */
const DEFAULT_UNITS: readonly PriceUnit[] = ['UNIT', 'MILLION', 'BILLION'];

/**
 * The price range, in one of the category's price units (cars in millions, land per m²). The
 * unit select appears when there is a choice; a range without a unit is in dinars.
 */
export function PriceFields({ filter, priceUnits }: { filter: SearchFilter; priceUnits: readonly PriceUnit[] | null }) {
  const { t } = useI18n();
  const id = useId();
  const units: PriceUnit[] = (priceUnits ?? DEFAULT_UNITS).filter((unit) => unit !== 'NO_PRICE');
  if (units.length === 0) return null;
  const unit: PriceUnit = filter.priceUnit ?? (filter.priceRange ? 'UNIT' : units[0]!);
  const choices = units.includes(unit) ? units : [unit, ...units];
  const bound = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
  return (
    <fieldset className="search-filters__section search-price">
      <legend>{t('portal.search.filters.price')}</legend>
      <div className="search-price__row">
        <div className="field">
          <label htmlFor={`${id}-min`}>{t('portal.search.filters.min')}</label>
          <input
            id={`${id}-min`}
            name={SEARCH_PARAMS.priceMin}
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            defaultValue={bound(filter.priceRange?.min)}
            aria-describedby={`${id}-unit`}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-max`}>{t('portal.search.filters.max')}</label>
          <input
            id={`${id}-max`}
            name={SEARCH_PARAMS.priceMax}
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            defaultValue={bound(filter.priceRange?.max)}
            aria-describedby={`${id}-unit`}
          />
        </div>
        {choices.length > 1 ? (
          <div className="field">
            <label htmlFor={`${id}-unit`}>{t('portal.search.filters.priceUnit')}</label>
            <select
              // The category's units arrive after the form may have mounted: a new list is a new select.
              key={choices.join()}
              id={`${id}-unit`}
              name={SEARCH_PARAMS.priceUnit}
              defaultValue={unit}
            >
              {choices.map((choice) => (
                <option key={choice} value={choice}>
                  {priceUnitText(t, choice)}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <p className="search-price__unit" id={`${id}-unit`}>
            <input type="hidden" name={SEARCH_PARAMS.priceUnit} value={unit} />
            {priceUnitText(t, unit)}
          </p>
        )}
      </div>
    </fieldset>
  );
}
