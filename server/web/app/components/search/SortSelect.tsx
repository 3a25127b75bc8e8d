import { useId } from 'react';
import { SEARCH_ORDER_FIELDS, type SearchFilter, type SearchOrderField } from '../../../../../shared/domain/search';
import { useI18n } from '../../i18n';
import { useNavigation } from '../../navigation';
import { applySearchFilter, searchAddressOf, searchPath, searchQueryString } from '../../lib/search-address';
import { HiddenFields } from './HiddenFields';
import { useHydrated } from './use-hydrated';

/**
 * The order of the results (spec §9: last refresh by default, creation as the alternative;
 * with keywords, relevance comes first; ours: the price either way, which keeps the priced ones). A GET form of its own: without JavaScript its "Sort"
 * button submits it; with JavaScript a change applies at once and the button is gone.
 */
export function SortSelect({ filter }: { filter: SearchFilter }) {
  const { t } = useI18n();
  const { navigate } = useNavigation();
  const hydrated = useHydrated();
  const id = useId();
  const byPrice = [
    { value: 'PRICE_ASC', label: t('portal.search.sort.PRICE_ASC') },
    { value: 'PRICE_DESC', label: t('portal.search.sort.PRICE_DESC') },
  ] as const;
  const options: { value: '' | SearchOrderField; label: string }[] = filter.keywords
    ? [
        { value: '', label: t('portal.search.sort.RELEVANCE') },
        { value: 'REFRESHED_AT', label: t('portal.search.sort.REFRESHED_AT') },
        { value: 'CREATED_AT', label: t('portal.search.sort.CREATED_AT') },
        ...byPrice,
      ]
    : [
        { value: '', label: t('portal.search.sort.REFRESHED_AT') },
        { value: 'CREATED_AT', label: t('portal.search.sort.CREATED_AT') },
        ...byPrice,
      ];
  const rest = [...new URLSearchParams(searchQueryString({ ...filter, orderByField: null }))];
  const onChange = (value: string) => {
    const orderByField = (SEARCH_ORDER_FIELDS as readonly string[]).includes(value)
      ? (value as SearchOrderField)
      : null;
    navigate(searchAddressOf(applySearchFilter(filter, { orderByField })), { replace: true, keepScroll: true });
  };
  return (
    <form className="search-sort" method="get" action={searchPath(filter)} onSubmit={(event) => event.preventDefault()}>
      <HiddenFields params={rest} />
      <label htmlFor={id}>{t('portal.search.sort.label')}</label>
      <select
        id={id}
        name="orderByField"
        value={filter.orderByField ?? ''}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hydrated ? null : (
        <button type="submit" className="button">
          {t('portal.search.sort.apply')}
        </button>
      )}
    </form>
  );
}
