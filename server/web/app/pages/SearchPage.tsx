import { useId, useMemo, useRef, useState } from 'react';
import { useQuery } from '../../../../shared/graphql/use-query';
import type { SearchFilter } from '../../../../shared/domain/search';
import { CategoriesDocument, CategoryDocument, SearchDocument } from '../../../../shared/graphql/generated';
import { FilterPanel } from '../components/search/FilterPanel';
import { PromoSlot } from '../components/promotions/PromoSlot';
import { SponsoredCards } from '../components/promotions/SponsoredCards';
import { CoverSlot } from '../components/promotions/CoverSlot';
import { FlashDialog, Interstitial } from '../components/promotions/PromotionDialog';
import { Pagination } from '../components/search/Pagination';
import { SearchHead } from '../components/search/SearchHead';
import { SearchHeader } from '../components/search/SearchHeader';
import { EmptyResults, RESULTS_CLASS, ResultCards, SearchError } from '../components/search/SearchResults';
import { SuggestedCategories } from '../components/search/SuggestedCategories';
import { useLastResult } from '../components/search/last-result';
import { useI18n } from '../i18n';
import {
  searchAddressOf,
  searchAtPage,
  searchFilterFromAddress,
  searchVariables,
  withView,
  type SearchAddress,
} from '../lib/search-address';
import { DEFAULT_SEARCH_VIEW } from '../lib/search-view';
import { Link, useNavigation } from '../navigation';
import { useCanonicalRedirect, useHttpStatus } from '../page-status';
import { NotFound } from './NotFoundPage';
import type { PageProps } from './page-props';

/** Placeholder cards while a first search loads in the browser (the server always has the data). */
const SKELETON_CARDS = 8;

/**
 * The search (spec §2 routes search, searchP, search_keywords, search_category): the filter is
 * read from the address, and everything the page shows comes from the `Search` query for it.
 */
export default function SearchPage({ params }: PageProps) {
  const { location, query, localize } = useNavigation();
  const filter = useMemo(() => searchFilterFromAddress(location.match, query), [location.match, query]);
  // A page number the search does not serve (past its last page) is not a page.
  const pageServed = filter !== null && (params.page === undefined || Number(params.page) === filter.page);

  // One address per search: a GET form's (`/s?q=`, empty fields) is redirected to the search's own.
  const canonical = filter && pageServed ? localize(searchAddressOf(filter)) : null;
  const redirect = canonical !== null && canonical !== `${location.pathname}${location.search}` ? canonical : null;
  useCanonicalRedirect(redirect);

  if (!filter) return null;
  if (!pageServed) return <ResultsPageNotFound filter={filter} />;
  // The server answers the redirect: no need to search for a page nobody will see.
  if (redirect && typeof window === 'undefined') return null;
  return <SearchScreen filter={filter} />;
}

/** Sponsored cards above a page of results: a few, so the results stay the page. */
const SPONSORED_IN_RESULTS = 2;

function SearchScreen({ filter }: { filter: SearchAddress }) {
  const variables = useMemo(() => searchVariables(filter), [filter]);
  const view = filter.view ?? DEFAULT_SEARCH_VIEW;
  // The promotions follow the search's conditions, not its layout: switching to the list keeps them.
  const conditionsKey = useMemo(() => JSON.stringify(withView(filter, undefined)), [filter]);
  const [result, reexecuteSearch] = useQuery({ query: SearchDocument, variables });
  const [categoryResult] = useQuery({
    query: CategoryDocument,
    variables: { slug: filter.categorySlug ?? '' },
    pause: !filter.categorySlug,
  });
  const [rootsResult] = useQuery({ query: CategoriesDocument });

  const loading = result.fetching;
  const search = useLastResult('search', result.data?.search, loading);
  // Spec §8: a failed category fetch is silent; the panel then goes without the category's details.
  const category = useLastResult(
    'category',
    filter.categorySlug ? (categoryResult.data?.category ?? undefined) : undefined,
    categoryResult.fetching,
  );
  const roots = rootsResult.data?.categories ?? [];
  const rootSlugs = useMemo(() => new Set(roots.map((root) => root.slug)), [roots]);

  const filtersId = useId();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeFilters = () => {
    setFiltersOpen(false);
    toggleRef.current?.focus();
  };

  const failed = !loading && result.error !== undefined;
  useHttpStatus(failed && !search ? 503 : 200);

  // Spec §4 notFound: a category was asked for and none came back.
  const settled = !loading ? result.data?.search : undefined;
  if (settled && filter.categorySlug && !settled.active?.category) return <CategoryNotFound />;
  if (settled && filter.page > 1 && settled.announcements.data.length === 0) {
    return <ResultsPageNotFound filter={filter} />;
  }

  const activeCategory = search?.active?.category ?? null;
  const count = search?.active?.count ?? search?.announcements.paginatorInfo.total ?? null;
  const counts = new Map(search?.suggested.map((entry) => [entry.category.slug, entry.count]));
  const announcements = search?.announcements.data ?? [];

  return (
    <div className="search">
      <SearchHead filter={filter} categoryName={activeCategory?.name ?? null} count={count} />
      <SearchHeader
        filter={filter}
        category={activeCategory}
        count={count}
        estimated={search?.estimated ?? false}
        fetching={loading}
        filtersId={filtersId}
        filtersOpen={filtersOpen}
        onToggleFilters={() => setFiltersOpen((open) => !open)}
        toggleRef={toggleRef}
      />
      {search ? <SuggestedCategories filter={filter} suggested={search.suggested} rootSlugs={rootSlugs} /> : null}
      {/* The listing's dialogs, for the category searched (a new category is a new page). */}
      <FlashDialog page="LISTING" categorySlug={filter.categorySlug ?? null} pageKey={filter.categorySlug ?? ''} />
      <Interstitial page="LISTING" categorySlug={filter.categorySlug ?? null} pageKey={filter.categorySlug ?? ''} />
      <div className={loading ? 'search-layout is-loading' : 'search-layout'}>
        <div className="search-side">
          {/* The listing's cover (desktop), for the category searched, above the filters. */}
          <CoverSlot page="LISTING" categorySlug={filter.categorySlug ?? null} refetchKey={filter.categorySlug ?? ''} />
          <FilterPanel
            id={filtersId}
            filter={filter}
            facets={search?.active?.filter ?? null}
            category={filter.categorySlug ? (category ?? null) : null}
            roots={roots}
            counts={counts}
            open={filtersOpen}
            onClose={closeFilters}
          />
        </div>
        <section className="search-results" aria-busy={loading}>
          {/* The listing's header banner (spec §9: 1300×150, 360×100), for the category searched:
              between the title and the results, over the results' column so they start higher. */}
          <PromoSlot
            page="LISTING"
            kind="HEADER"
            categorySlug={filter.categorySlug ?? null}
            refetchKey={filter.categorySlug ?? ''}
            debounce
            className="search__promo"
          />
          {failed ? <SearchError onRetry={() => reexecuteSearch({ requestPolicy: 'network-only' })} /> : null}
          {/* Promoted announcements of this search's category first, marked sponsored (spec §2). */}
          <SponsoredCards
            request={{
              page: 'LISTING',
              kind: 'FEED',
              maxCount: SPONSORED_IN_RESULTS,
              categorySlug: filter.categorySlug ?? null,
              refetchKey: conditionsKey,
              debounce: true,
            }}
          />
          {search ? (
            announcements.length > 0 ? (
              <ResultCards announcements={announcements} view={view} />
            ) : (
              <EmptyResults filter={filter} />
            )
          ) : loading ? (
            <ul className={RESULTS_CLASS[view]} aria-hidden="true">
              {Array.from({ length: SKELETON_CARDS }, (_, index) => (
                <li key={index} className="search-skeleton" />
              ))}
            </ul>
          ) : null}
          {/* Spec §4: the listing's banner follows the page and the filters, 200 ms after they settle. */}
          <PromoSlot
            page="LISTING"
            kind="FEED"
            categorySlug={filter.categorySlug ?? null}
            refetchKey={conditionsKey}
            debounce
          />
          {search ? <Pagination filter={filter} lastPage={search.announcements.paginatorInfo.lastPage} /> : null}
        </section>
      </div>
    </div>
  );
}

/** An unknown category slug: a real 404 with the not-found block. */
function CategoryNotFound() {
  const { t } = useI18n();
  useHttpStatus(404);
  return <NotFound title={t('portal.search.notFound.categoryTitle')} text={t('portal.search.notFound.categoryText')} />;
}

/** A results page past the last one: a real 404, with the way back to the first page. */
function ResultsPageNotFound({ filter }: { filter: SearchFilter }) {
  const { t } = useI18n();
  useHttpStatus(404);
  return (
    <>
      <NotFound title={t('portal.search.notFound.pageTitle')} text={t('portal.search.notFound.pageText')} />
      <p className="search-first-page">
        <Link href={searchAddressOf(searchAtPage(filter, 1))}>{t('portal.search.notFound.firstPage')}</Link>
      </p>
    </>
  );
}
