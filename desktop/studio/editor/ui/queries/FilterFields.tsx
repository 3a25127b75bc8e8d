import { useId } from 'react';
import type { SiteQueryFilter } from '../../../../../shared/site/document';
import { useI18n } from '../../../kernel';
import { DeferredInput } from './DeferredInput';
import { useFilterChoices, useRegionCities, type CityChoice } from './filter-choices';
import { changeFilter, parsePriceBound } from './query-draft';

const ORDERS = ['REFRESHED_AT', 'CREATED_AT'] as const;
const TOGGLES = ['delivery', 'hasPictures', 'hasPrice'] as const;

/**
 * The filter of a list (or of its second list): category, wilayas and their communes, the
 * delivery, pictures and price toggles, the price range and the order. Each change hands the
 * whole new filter to `onChange` (one `query/update`, so one undo step).
 */
export function FilterFields({
  filter,
  onChange,
}: {
  filter: SiteQueryFilter;
  onChange: (filter: SiteQueryFilter) => boolean;
}) {
  const { t, locale } = useI18n();
  const id = useId();
  const { choices, failed, retry } = useFilterChoices();
  const regionIds = filter.regionIds ?? [];
  const cityIds = filter.cityIds ?? [];
  const cities = useRegionCities(regionIds);
  const change = (part: Partial<SiteQueryFilter>) => onChange(changeFilter(filter, part));

  const categoryValue =
    filter.categoryId ??
    choices?.categories
      .flatMap((root) => [root, ...root.children])
      .find((category) => category.slug === filter.categorySlug)?.id ??
    '';

  const toggleRegion = (regionId: string, on: boolean) => {
    if (on) {
      change({ regionIds: [...regionIds, regionId] });
      return;
    }
    // The wilaya's communes go with it: a commune outside every chosen wilaya would empty the list.
    const dropped = new Set((cities.get(regionId) ?? []).map((city) => city.id));
    change({
      regionIds: regionIds.filter((candidate) => candidate !== regionId),
      cityIds: cityIds.filter((cityId) => !dropped.has(cityId)),
    });
  };

  const toggleCity = (cityId: string, on: boolean) =>
    change({ cityIds: on ? [...cityIds, cityId] : cityIds.filter((candidate) => candidate !== cityId) });

  const range = filter.priceRange ?? {};
  const setBound = (bound: 'min' | 'max', text: string): boolean => {
    const amount = parsePriceBound(text);
    if (amount === undefined) return false;
    return change({ priceRange: { min: range.min ?? null, max: range.max ?? null, [bound]: amount } });
  };

  return (
    <fieldset className="studio-field studio-query-filter">
      <legend>{t('queries.filter.legend')}</legend>
      {failed && (
        <p className="studio-field__error" role="alert">
          {t('queries.filter.loadFailed')}{' '}
          <button type="button" className="studio-button" onClick={retry}>
            {t('queries.filter.retry')}
          </button>
        </p>
      )}
      {!choices && !failed && (
        <p className="studio-hint" role="status">
          {t('queries.filter.loading')}
        </p>
      )}

      <label className="studio-field">
        <span className="studio-field__label">{t('queries.filter.category')}</span>
        <select
          value={categoryValue}
          disabled={!choices}
          onChange={(event) => {
            const picked = choices?.categories
              .flatMap((root) => [root, ...root.children])
              .find((category) => category.id === event.target.value);
            change({ categoryId: picked?.id, categorySlug: picked?.slug });
          }}
        >
          <option value="">{t('queries.filter.anyCategory')}</option>
          {choices?.categories.map((root) => (
            <optgroup key={root.id} label={root.names[locale]}>
              <option value={root.id}>{t('queries.filter.wholeCategory', { name: root.names[locale] })}</option>
              {root.children.map((child) => (
                <option key={child.id} value={child.id}>
                  {child.names[locale]}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>

      <fieldset className="studio-field">
        <legend>{t('queries.filter.regions', { count: regionIds.length })}</legend>
        <div className="studio-query-choices">
          {choices?.regions.map((region) => (
            <label key={region.id} className="studio-field--check">
              <input
                type="checkbox"
                checked={regionIds.includes(region.id)}
                onChange={(event) => toggleRegion(region.id, event.target.checked)}
              />
              <span>
                {region.code} · {region.names[locale]}
              </span>
            </label>
          ))}
        </div>
        {regionIds.length === 0 && <p className="studio-hint">{t('queries.filter.citiesHint')}</p>}
      </fieldset>

      {regionIds.map((regionId) => {
        const region = choices?.regions.find((candidate) => candidate.id === regionId);
        const communes: CityChoice[] = cities.get(regionId) ?? [];
        // Shown once its communes are here (a wilaya whose communes could not be read still filters).
        if (communes.length === 0) return null;
        const chosen = communes.filter((city) => cityIds.includes(city.id)).length;
        const legend = t('queries.filter.cities', { region: region?.names[locale] ?? regionId, count: chosen });
        return (
          <fieldset key={regionId} className="studio-field" data-region={regionId}>
            <legend>{legend}</legend>
            <div className="studio-query-choices">
              {communes.map((city) => (
                <label key={city.id} className="studio-field--check">
                  <input
                    type="checkbox"
                    checked={cityIds.includes(city.id)}
                    onChange={(event) => toggleCity(city.id, event.target.checked)}
                  />
                  <span>{city.names[locale]}</span>
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}

      {TOGGLES.map((toggle) => (
        <label key={toggle} className="studio-field studio-field--check">
          <input
            type="checkbox"
            checked={filter[toggle] === true}
            onChange={(event) => change({ [toggle]: event.target.checked })}
          />
          <span>{t(`queries.filter.${toggle}`)}</span>
        </label>
      ))}

      <fieldset className="studio-field studio-query-range">
        <legend>{t('queries.filter.price')}</legend>
        {(['min', 'max'] as const).map((bound) => (
          <label key={bound} className="studio-field" htmlFor={`${id}-${bound}`}>
            <span className="studio-field__label">{t(`queries.filter.price${bound === 'min' ? 'Min' : 'Max'}`)}</span>
            <DeferredInput
              id={`${id}-${bound}`}
              type="number"
              inputMode="numeric"
              min={0}
              step="any"
              dir="ltr"
              value={range[bound] === null || range[bound] === undefined ? '' : String(range[bound])}
              onCommit={(text) => setBound(bound, text)}
              invalidText={t('queries.filter.priceInvalid')}
            />
          </label>
        ))}
      </fieldset>

      <label className="studio-field">
        <span className="studio-field__label">{t('queries.filter.order')}</span>
        <select
          value={filter.orderByField ?? ''}
          onChange={(event) =>
            change({ orderByField: ORDERS.find((order) => order === event.target.value) ?? undefined })
          }
        >
          <option value="">{t('queries.filter.orders.DEFAULT')}</option>
          {ORDERS.map((order) => (
            <option key={order} value={order}>
              {t(`queries.filter.orders.${order}`)}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}
