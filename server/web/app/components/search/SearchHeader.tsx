import { SaveSearch } from './SaveSearch';
import { SlidersHorizontal } from 'lucide-react';
import type { RefObject } from 'react';
import type { SearchQuery } from '../../../../../shared/graphql/generated';
import { useI18n } from '../../i18n';
import { paths } from '../../routes';
import { activeConditionCount, keywordsText, type SearchAddress } from '../../lib/search-address';
import { SearchBreadcrumb, type BreadcrumbStep } from './SearchBreadcrumb';
import { SortSelect } from './SortSelect';
import { ViewSwitch } from './ViewSwitch';
import { resultCountText } from './search-text';
import { useHydrated } from './use-hydrated';

type ActiveCategory = NonNullable<NonNullable<SearchQuery['search']['active']>['category']>;

/**
 * The search's header: breadcrumb, title (the category, or the keywords), the number of results
 * ("about" when the search estimates it), the phone's "Filters" button, the order and the layout.
 */
export function SearchHeader({
  filter,
  category,
  count,
  estimated,
  fetching,
  filtersId,
  filtersOpen,
  onToggleFilters,
  toggleRef,
}: {
  filter: SearchAddress;
  category: ActiveCategory | null;
  count: number | null;
  estimated: boolean;
  fetching: boolean;
  filtersId: string;
  filtersOpen: boolean;
  onToggleFilters: () => void;
  toggleRef: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const keywords = keywordsText(filter.keywords);
  const steps: BreadcrumbStep[] = (category?.parentTree ?? []).map((node) => ({
    label: node.name,
    href: paths.searchCategory(node.slug),
  }));
  if (keywords) steps.push({ label: t('portal.search.heading.quoted', { keywords }) });
  if (steps.length === 0) steps.push({ label: t('portal.search.heading.all') });
  const title = keywords
    ? t('portal.search.heading.keywords', { keywords })
    : (category?.name ?? t('portal.search.heading.all'));
  const conditions = activeConditionCount(filter);
  const filtersLabel =
    conditions > 0 ? t('portal.search.filters.openCount', { count: conditions }) : t('portal.search.filters.open');

  return (
    <header className="search-header">
      <SearchBreadcrumb steps={steps} />
      <h1>{title}</h1>
      <div className="search-toolbar">
        <p className="search-toolbar__count" aria-live="polite">
          {fetching ? <span className="visually-hidden">{t('portal.search.updating')}</span> : null}
          {count === null ? null : resultCountText(t, count, estimated)}
        </p>
        {hydrated ? (
          <button
            type="button"
            ref={toggleRef}
            className="button search-toolbar__filters"
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            onClick={onToggleFilters}
          >
            <SlidersHorizontal aria-hidden="true" size={18} />
            <span>{filtersLabel}</span>
          </button>
        ) : (
          <a href={`#${filtersId}`} className="button search-toolbar__filters">
            <SlidersHorizontal aria-hidden="true" size={18} />
            <span>{filtersLabel}</span>
          </a>
        )}
        <SortSelect filter={filter} />
        <ViewSwitch filter={filter} />
        {hydrated ? <SaveSearch filter={filter} title={title} /> : null}
      </div>
    </header>
  );
}
