import { SEARCH_ORIGINS, type SearchFilter } from '../../../../../shared/domain/search';
import { useI18n } from '../../i18n';
import { SEARCH_PARAMS, SEARCH_TOGGLES, type SearchToggle } from '../../lib/search-address';

/** What the active category allows: no delivery toggle where nothing is delivered, and so on. */
export interface OptionScope {
  delivery: boolean;
  exchange: boolean;
  price: boolean;
}

/**
 * The seller (stores, individuals or both) and the yes/no conditions: delivery, exchange,
 * pictures, a price, a seller online now. Checked boxes send `1` (spec §5: 1 counts as true).
 */
export function OptionFields({ filter, scope }: { filter: SearchFilter; scope: OptionScope }) {
  const { t } = useI18n();
  const checked: Record<SearchToggle, boolean> = {
    delivery: filter.delivery,
    exchange: filter.exchange !== null,
    hasPictures: filter.hasPictures,
    hasPrice: filter.hasPrice,
    connected: filter.connected,
  };
  const allowed: Record<SearchToggle, boolean> = {
    delivery: scope.delivery,
    exchange: scope.exchange,
    hasPictures: true,
    hasPrice: scope.price,
    connected: true,
  };
  // A condition set in the address stays visible even where the category does not offer it, so it can be cleared.
  const shown = SEARCH_TOGGLES.filter((toggle) => allowed[toggle] || checked[toggle]);
  return (
    <>
      <fieldset className="search-filters__section">
        <legend>{t('portal.search.filters.origin')}</legend>
        <div className="search-segments">
          {(['', ...SEARCH_ORIGINS] as const).map((origin) => (
            <label key={origin || 'any'} className="search-segment">
              <input
                type="radio"
                name={SEARCH_PARAMS.origin}
                value={origin}
                defaultChecked={(filter.origin ?? '') === origin}
              />
              <span>{origin ? t(`portal.search.filters.${origin}`) : t('portal.search.filters.originAny')}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="search-filters__section">
        <legend>{t('portal.search.filters.conditions')}</legend>
        <div className="search-checks">
          {shown.map((toggle) => (
            <label key={toggle} className="search-check">
              <input type="checkbox" name={SEARCH_PARAMS[toggle]} value="1" defaultChecked={checked[toggle]} />
              <span>{t(`portal.search.filters.${toggle}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
