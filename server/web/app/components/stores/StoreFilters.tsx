import { Search, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '../../../../../shared/graphql/use-query';
import { CitiesDocument, RegionsDocument } from '../../../../../shared/graphql/generated';
import { useI18n } from '../../i18n';
import { Link, useNavigation } from '../../navigation';
import { DIRECTORY_PARAMS, directoryAddress, type StoreDirectoryFilter } from '../../lib/store-directory';
import { HiddenFields } from '../search/HiddenFields';

/**
 * The directory's filters (spec §2: keyword, regionId, cityId): a GET form whose controls carry
 * the address's own names, so it works without JavaScript. With JavaScript, choosing a wilaya
 * lists its communes at once and submitting navigates in place (back to page 1).
 */
export function StoreFilters({ filter }: { filter: StoreDirectoryFilter }) {
  const { t, locale } = useI18n();
  const { navigate } = useNavigation();
  const ids = { keyword: useId(), region: useId(), city: useId() };
  const [regionId, setRegionId] = useState(filter.regionId ?? '');
  const [regions] = useQuery({ query: RegionsDocument });
  const [cities] = useQuery({ query: CitiesDocument, variables: { regionId }, pause: regionId === '' });
  const regionOptions = [...(regions.data?.regions ?? [])].sort((a, b) => Number(a.code) - Number(b.code));
  const cityOptions = [...(cities.data?.cities ?? [])].sort((a, b) => a.name.localeCompare(b.name, locale));
  const action = directoryAddress({ ...filter, keyword: null, regionId: null, cityId: null, page: 1 });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' && value.trim() ? value.trim() : null;
    };
    const region = text(DIRECTORY_PARAMS.regionId);
    navigate(
      directoryAddress({
        tag: filter.tag,
        keyword: text(DIRECTORY_PARAMS.keyword),
        regionId: region,
        cityId: region ? text(DIRECTORY_PARAMS.cityId) : null,
        page: 1,
      }),
    );
  };

  const active = filter.keyword !== null || filter.regionId !== null;
  return (
    <form className="store-filters" method="get" action={action} role="search" onSubmit={submit}>
      <h2 className="visually-hidden">{t('portal.stores.directory.filters')}</h2>
      <div className="field store-filters__keyword">
        <label htmlFor={ids.keyword}>{t('portal.stores.directory.keyword')}</label>
        <input
          id={ids.keyword}
          type="search"
          name={DIRECTORY_PARAMS.keyword}
          defaultValue={filter.keyword ?? ''}
          placeholder={t('portal.stores.directory.keywordPlaceholder')}
          maxLength={100}
          enterKeyHint="search"
        />
      </div>
      <div className="field">
        <label htmlFor={ids.region}>{t('portal.stores.directory.region')}</label>
        <select
          // Remounted once the wilayas arrive: a default value only selects options present at mount.
          key={regionOptions.length > 0 ? 'regions' : 'loading'}
          id={ids.region}
          name={DIRECTORY_PARAMS.regionId}
          defaultValue={regionId}
          onChange={(event) => setRegionId(event.target.value)}
        >
          <option value="">{t('portal.stores.directory.anyRegion')}</option>
          {regionOptions.map((region) => (
            <option key={region.id} value={region.id}>
              {`${region.code} · ${region.name}`}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={ids.city}>{t('portal.stores.directory.city')}</label>
        <select
          key={`${regionId}-${cityOptions.length > 0 ? 'cities' : 'loading'}`}
          id={ids.city}
          name={DIRECTORY_PARAMS.cityId}
          defaultValue={regionId === filter.regionId ? (filter.cityId ?? '') : ''}
          disabled={regionId === ''}
        >
          <option value="">{t('portal.stores.directory.anyCity')}</option>
          {cityOptions.map((city) => (
            <option key={city.id} value={city.id}>
              {city.name}
            </option>
          ))}
        </select>
      </div>
      <HiddenFields params={[]} />
      <div className="store-filters__actions">
        <button type="submit" className="button button--primary">
          <Search aria-hidden="true" size={18} />
          {t('portal.stores.directory.apply')}
        </button>
        {active ? (
          <Link href={action} className="button button--ghost">
            <X aria-hidden="true" size={18} />
            {t('portal.stores.directory.reset')}
          </Link>
        ) : null}
      </div>
    </form>
  );
}
