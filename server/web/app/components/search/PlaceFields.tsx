import { useId } from 'react';
import { useQuery } from '../../../../../shared/graphql/use-query';
import type { SearchFilter } from '../../../../../shared/domain/search';
import { CitiesDocument, RegionsDocument, type SearchQuery } from '../../../../../shared/graphql/generated';
import { useI18n } from '../../i18n';
import { SEARCH_PARAMS } from '../../lib/search-address';
import { withCountText } from './search-text';

type Facets = NonNullable<SearchQuery['search']['active']>['filter'];

/**
 * Wilaya and commune selects. Every wilaya is listed (by code) with its number of matches when
 * it has some; once a wilaya is chosen, its communes are listed with theirs. Changing the
 * wilaya clears the commune (`data-clears`), whose old value belongs to another wilaya.
 */
export function PlaceFields({ filter, facets }: { filter: SearchFilter; facets: Facets | null }) {
  const { t, locale } = useI18n();
  const regionSelect = useId();
  const citySelect = useId();
  const regionId = filter.regionIds[0] ?? null;
  const [regions] = useQuery({ query: RegionsDocument });
  const [cities] = useQuery({
    query: CitiesDocument,
    variables: { regionId: String(regionId ?? '') },
    pause: regionId === null,
  });

  const regionCounts = new Map(facets?.regions.map((facet) => [facet.id, facet.count]));
  const cityCounts = new Map(facets?.cities.map((facet) => [facet.id, facet.count]));
  const regionOptions = [...(regions.data?.regions ?? [])].sort((a, b) => a.code.localeCompare(b.code));
  // The communes of the chosen wilaya; with only communes in the address, those the search counted.
  const cityOptions = [
    ...(regionId !== null ? (cities.data?.cities ?? []) : (facets?.cities ?? [])).map((city) => ({
      id: city.id,
      name: city.name,
    })),
  ].sort((a, b) => a.name.localeCompare(b.name, locale));
  const cityId = filter.cityIds[0] ?? null;
  const showCities = regionId !== null || cityId !== null;

  return (
    <section className="search-filters__section">
      <div className="field">
        <label htmlFor={regionSelect}>{t('portal.search.filters.region')}</label>
        <select
          // Remounted once the wilayas arrive: a default value only selects options present at mount.
          key={regionOptions.length > 0 ? 'regions' : 'loading'}
          id={regionSelect}
          name={SEARCH_PARAMS.regionIds}
          defaultValue={regionId === null ? '' : String(regionId)}
          data-clears={SEARCH_PARAMS.cityIds}
        >
          <option value="">{t('portal.search.filters.anyRegion')}</option>
          {regionOptions.map((region) => (
            <option key={region.id} value={region.id}>
              {`${region.code} · ${withCountText(t, region.name, regionCounts.get(region.id))}`}
            </option>
          ))}
        </select>
      </div>
      {showCities ? (
        <div className="field">
          <label htmlFor={citySelect}>{t('portal.search.filters.city')}</label>
          <select
            key={`${regionId ?? ''}-${cityOptions.length > 0 ? 'cities' : 'loading'}`}
            id={citySelect}
            name={SEARCH_PARAMS.cityIds}
            defaultValue={cityId === null ? '' : String(cityId)}
          >
            <option value="">{t('portal.search.filters.anyCity')}</option>
            {cityOptions.map((city) => (
              <option key={city.id} value={city.id}>
                {withCountText(t, city.name, cityCounts.get(city.id))}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </section>
  );
}
