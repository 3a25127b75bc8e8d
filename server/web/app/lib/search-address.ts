/**
 * The two-way mapping between a search's address and the filter of the `Search` query
 * (spec §2 routes search, searchP, search_keywords, search_category; §5 normalisation; §9 page
 * size 48). The address is the search's only state: the page reads its filter from it, the
 * filter panel writes a new one, so every search can be shared, bookmarked and reloaded.
 *
 * Address shape (the spec gives the paths, the query names are ours):
 * - `/s`, `/s/2`: every category; `/{category}`, `/{category}/2`: one category;
 *   `/{keywords}-r`, `/{keywords}-r/2`: keywords (slugified), with `?category={slug}` when a
 *   category is active too. Page 1 never has `/1`.
 * - Query: `q` (keywords typed in a GET form; the page's address puts them in the path),
 *   `category`, `regionIds` and `cityIds` (repeated; "alger-16" is read as 16), `priceMin`,
 *   `priceMax`, `priceUnit`, `origin`, `delivery`, `exchange`, `hasPictures`, `hasPrice`,
 *   `connected` (1 when on), `orderByField`, `f.{codename}` for each specification condition,
 *   `{codename}.min` and `{codename}.max` for a numeric specification's range (search-ranges.ts);
 *   last, `view=list` when the results are shown as a list (search-view.ts: a layout, no condition).
 */
import { SEARCH_LIMITS } from '../../../../shared/domain/announcements';
import {
  normalizeSearchFilter,
  SEARCH_FILTER_LIMITS,
  SearchFilterError,
  type SearchFilter,
  type SearchFilterInput,
} from '../../../../shared/domain/search';
import type { SearchFilter as SearchFilterVariables, SearchQueryVariables } from '../../../../shared/graphql/generated';
import { paths, type RouteMatch } from '../routes';
import { appendFieldRangeParams, fieldRangesFromQuery, fieldRangeVariables } from './search-ranges';
import { SEARCH_VIEW_PARAM, searchViewOf, searchViewParam, type SearchView } from './search-view';

/** Spec §9: the filter panel and the search box wait this long after the last change before searching. */
export { SEARCH_DEBOUNCE_MS } from '../../../../shared/domain/search';

/** The routes that show a search. */
export const SEARCH_ROUTE_NAMES = ['search', 'search_keywords', 'search_category'] as const;

/** Names of the address's query parameters. */
export const SEARCH_PARAMS = {
  keywords: 'q',
  category: 'category',
  regionIds: 'regionIds',
  cityIds: 'cityIds',
  priceMin: 'priceMin',
  priceMax: 'priceMax',
  priceUnit: 'priceUnit',
  origin: 'origin',
  delivery: 'delivery',
  exchange: 'exchange',
  hasPictures: 'hasPictures',
  hasPrice: 'hasPrice',
  connected: 'connected',
  orderByField: 'orderByField',
} as const;

/**
 * A search as its address holds it: the filter, and how its results are laid out. The layout
 * rides along with the filter so that every link built from it (pages, order, categories, filters)
 * keeps it; the query's variables leave it out.
 */
export interface SearchAddress extends SearchFilter {
  /** Absent: the default grid. */
  view?: SearchView;
}

/** Prefix of a specification condition's parameter: `f.marque=peugeot`. */
export const FIELD_PARAM_PREFIX = 'f.';

/** The boolean filters, in the order the panel shows them. */
export const SEARCH_TOGGLES = ['delivery', 'exchange', 'hasPictures', 'hasPrice', 'connected'] as const;
export type SearchToggle = (typeof SEARCH_TOGGLES)[number];

/** True for the three search routes. */
export function isSearchRoute(match: RouteMatch): boolean {
  return (SEARCH_ROUTE_NAMES as readonly string[]).includes(match.name);
}

/** True when normalising `input` alone succeeds: a value the search can read. */
function readable(input: SearchFilterInput): boolean {
  try {
    normalizeSearchFilter(input);
    return true;
  } catch (error) {
    if (error instanceof SearchFilterError) return false;
    throw error;
  }
}

/** The filter with no condition: every announcement, page 1, default order. */
export function emptySearchFilter(): SearchFilter {
  return normalizeSearchFilter({});
}

/**
 * Reads a search from its address. Spec §5's normalisation applies (shared/domain/search.ts);
 * a value it cannot read (an unknown origin, a region "abc", a page past the last one the
 * search serves) is ignored rather than failing the whole search, so a mistyped address
 * still shows results. Null for a route that is not a search.
 */
export function searchFilterFromAddress(match: RouteMatch, query: URLSearchParams): SearchAddress | null {
  if (!isSearchRoute(match)) return null;
  const candidates: SearchFilterInput[] = [];
  const keep = (input: SearchFilterInput) => {
    if (readable(input)) candidates.push(input);
  };

  const keywords = [match.params.keywords, ...query.getAll(SEARCH_PARAMS.keywords)]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(' ');
  if (keywords) keep({ keywords });

  const categorySlug =
    match.name === 'search_category' ? match.params.category : (query.get(SEARCH_PARAMS.category) ?? undefined);
  if (categorySlug && /^[a-z0-9][a-z0-9-]*$/.test(categorySlug)) keep({ categorySlug });

  if (match.params.page) keep({ page: match.params.page });

  const listParam = (name: string): string[] =>
    query
      .getAll(name)
      .flatMap((value) => value.split(','))
      .map((value) => value.trim())
      .filter((value) => value !== '');
  const regionIds = listParam(SEARCH_PARAMS.regionIds)
    .filter((id) => readable({ regionIds: [id] }))
    .slice(0, SEARCH_FILTER_LIMITS.regionIdsMax);
  if (regionIds.length > 0) keep({ regionIds });
  const cityIds = listParam(SEARCH_PARAMS.cityIds)
    .filter((id) => readable({ cityIds: [id] }))
    .slice(0, SEARCH_FILTER_LIMITS.cityIdsMax);
  if (cityIds.length > 0) keep({ cityIds });

  const priceRange = { min: query.get(SEARCH_PARAMS.priceMin), max: query.get(SEARCH_PARAMS.priceMax) };
  if (!readable({ priceRange: { min: priceRange.min } })) priceRange.min = null;
  if (!readable({ priceRange: { max: priceRange.max } })) priceRange.max = null;
  keep({ priceRange });
  const priceUnit = query.get(SEARCH_PARAMS.priceUnit);
  if (priceUnit) keep({ priceUnit });

  const origin = query.get(SEARCH_PARAMS.origin);
  if (origin) keep({ origin });
  for (const toggle of SEARCH_TOGGLES) {
    const value = query.get(SEARCH_PARAMS[toggle]);
    if (value !== null) keep({ [toggle]: value });
  }
  const orderByField = query.get(SEARCH_PARAMS.orderByField);
  if (orderByField) keep({ orderByField });

  const fields: { key: string; value: string }[] = [];
  for (const [name, value] of query) {
    if (!name.startsWith(FIELD_PARAM_PREFIX)) continue;
    const field = { key: name.slice(FIELD_PARAM_PREFIX.length), value };
    if (readable({ fields: [field] })) fields.push(field);
  }
  if (fields.length > 0) keep({ fields: fields.slice(0, SEARCH_FILTER_LIMITS.fieldsMax) });
  const fieldRanges = fieldRangesFromQuery(query);
  if (fieldRanges.length > 0) keep({ fieldRanges });

  const filter = normalizeSearchFilter(Object.assign({}, ...candidates) as SearchFilterInput);
  return withView(canonical(filter), searchViewOf(query.get(SEARCH_VIEW_PARAM)));
}

/** The search shown in a layout; the default grid is no property at all, so equal searches compare equal. */
export function withView(filter: SearchFilter, view: SearchView | undefined): SearchAddress {
  const { view: _previous, ...rest } = filter as SearchAddress;
  return searchViewParam(view) ? { ...rest, view } : rest;
}

/**
 * One filter per search: what the defaults already say is dropped, so two addresses of the
 * same search read to equal filters (a unit without a range, DA as the unit, the last-refresh
 * order where it is the default anyway).
 */
function canonical<F extends SearchFilter>(filter: F): F {
  const priceUnit = filter.priceRange && filter.priceUnit !== 'UNIT' ? filter.priceUnit : null;
  const orderByField = filter.orderByField === 'REFRESHED_AT' && !filter.keywords ? null : filter.orderByField;
  return { ...filter, priceUnit, orderByField };
}

/** The query string of a search (without `?`), in a fixed order; empty when there is none. */
export function searchQueryString(filter: SearchFilter, options: { keywordsInPath?: boolean } = {}): string {
  const query = new URLSearchParams();
  const keywordsInPath = options.keywordsInPath ?? true;
  if (filter.keywords && !keywordsInPath) query.set(SEARCH_PARAMS.keywords, filter.keywords);
  if (filter.keywords && filter.categorySlug && keywordsInPath) query.set(SEARCH_PARAMS.category, filter.categorySlug);
  for (const id of filter.regionIds) query.append(SEARCH_PARAMS.regionIds, String(id));
  for (const id of filter.cityIds) query.append(SEARCH_PARAMS.cityIds, String(id));
  if (filter.priceRange) {
    if (filter.priceRange.min !== null) query.set(SEARCH_PARAMS.priceMin, String(filter.priceRange.min));
    if (filter.priceRange.max !== null) query.set(SEARCH_PARAMS.priceMax, String(filter.priceRange.max));
    if (filter.priceUnit && filter.priceUnit !== 'UNIT') query.set(SEARCH_PARAMS.priceUnit, filter.priceUnit);
  }
  if (filter.origin) query.set(SEARCH_PARAMS.origin, filter.origin);
  if (filter.delivery) query.set(SEARCH_PARAMS.delivery, '1');
  if (filter.exchange) query.set(SEARCH_PARAMS.exchange, '1');
  if (filter.hasPictures) query.set(SEARCH_PARAMS.hasPictures, '1');
  if (filter.hasPrice) query.set(SEARCH_PARAMS.hasPrice, '1');
  if (filter.connected) query.set(SEARCH_PARAMS.connected, '1');
  const order = canonical(filter).orderByField;
  if (order) query.set(SEARCH_PARAMS.orderByField, order);
  for (const { key, value } of filter.fields) query.append(`${FIELD_PARAM_PREFIX}${key}`, value);
  appendFieldRangeParams(query, filter);
  return query.toString();
}

/** The path of a search at a page: keywords first, else the category, else `/s`; page 1 has no `/1`. */
export function searchPath(filter: Pick<SearchFilter, 'keywords' | 'categorySlug'>, page = 1): string {
  if (filter.keywords) return paths.searchKeywords(filter.keywords, page);
  if (filter.categorySlug) return paths.searchCategory(filter.categorySlug, page);
  return paths.search(page);
}

/** The address of a search (path and query, its layout last), the one the page shows and links to. */
export function searchAddressOf(filter: SearchAddress, page = filter.page): string {
  const params = new URLSearchParams(searchQueryString(filter));
  const view = searchViewParam(filter.view);
  if (view) params.set(SEARCH_VIEW_PARAM, view);
  const query = params.toString();
  const path = searchPath(filter, page);
  return query ? `${path}?${query}` : path;
}

/** The variables of the `Search` query for a filter: only what is set, so equal searches share one cache entry. */
export function searchVariables(filter: SearchFilter): SearchQueryVariables {
  const variables: SearchFilterVariables = {};
  if (filter.categorySlug) variables.categorySlug = filter.categorySlug;
  if (filter.regionIds.length > 0) variables.regionIds = filter.regionIds.map(String);
  if (filter.cityIds.length > 0) variables.cityIds = filter.cityIds.map(String);
  if (filter.priceRange) {
    variables.priceRange = { min: filter.priceRange.min, max: filter.priceRange.max };
    if (filter.priceUnit) variables.priceUnit = filter.priceUnit;
  }
  if (filter.origin) variables.origin = filter.origin;
  if (filter.delivery) variables.delivery = true;
  if (filter.exchange) variables.exchange = true;
  if (filter.hasPictures) variables.hasPictures = true;
  if (filter.hasPrice) variables.hasPrice = true;
  if (filter.connected) variables.connected = true;
  if (filter.fields.length > 0) variables.fields = filter.fields.map(({ key, value }) => ({ key, value }));
  const fieldRanges = fieldRangeVariables(filter);
  if (fieldRanges) variables.fieldRanges = fieldRanges;
  if (filter.orderByField) variables.orderByField = filter.orderByField;
  if (filter.page > 1) variables.page = filter.page;
  return { q: filter.keywords, filter: variables };
}

/** Spec §4: applying a filter resets the page to 1. */
export function applySearchFilter(filter: SearchAddress, changes: Partial<SearchAddress>): SearchAddress {
  return canonical({ ...filter, ...changes, page: 1 });
}

/** The same search at another page (within the pages the search serves). */
export function searchAtPage(filter: SearchAddress, page: number): SearchAddress {
  return { ...filter, page: Math.min(Math.max(1, Math.trunc(page)), SEARCH_LIMITS.maxPage) };
}

/** Pages on each side of the current one that the pagination numbers. */
const PAGE_NEIGHBOURS = 2;

/** The page numbers the pagination shows: the first, the last, the current one's neighbours; null marks a gap. */
export function pageWindow(current: number, last: number): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let page = 1; page <= last; page += 1) {
    if (page === 1 || page === last || Math.abs(page - current) <= PAGE_NEIGHBOURS) pages.push(page);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}

/** How a category the visitor opens relates to the current search. */
export interface CategoryTarget {
  slug: string;
  /** A root category: spec §4, applying a category without a parent tree resets the filter. */
  isRoot: boolean;
  /** A sub-category of the active one: its announcements have the same specifications and prices. */
  isDescendant: boolean;
}

/**
 * The search in another category (or in every category for null). Keywords stay. A root
 * category, or every category, starts a fresh filter (spec §4); a sub-category keeps the whole
 * filter; any other category keeps places and the general conditions but drops the specification
 * conditions, their ranges and the price, whose units differ from one category to another.
 */
export function searchInCategory(filter: SearchAddress, target: CategoryTarget | null): SearchAddress {
  if (target === null || target.isRoot) {
    const fresh = { ...emptySearchFilter(), keywords: filter.keywords, categorySlug: target?.slug ?? null };
    return withView(fresh, filter.view);
  }
  if (target.isDescendant) return applySearchFilter(filter, { categorySlug: target.slug });
  return applySearchFilter(filter, {
    categorySlug: target.slug,
    fields: [],
    fieldRanges: [],
    priceRange: null,
    priceUnit: null,
  });
}

/** The same keywords and category with every other condition cleared ("Clear the filters"); the layout stays. */
export function clearedSearch(filter: SearchAddress): SearchAddress {
  return withView(
    { ...emptySearchFilter(), keywords: filter.keywords, categorySlug: filter.categorySlug },
    filter.view,
  );
}

/** The keywords as a person reads them: the slug's dashes back to spaces. */
export function keywordsText(keywords: string | null): string {
  return keywords ? keywords.split('-').join(' ') : '';
}

/**
 * True when the search narrows more than by category, keywords and place: such combinations
 * are many, thin and near-duplicates of their category's page, so they are not indexed.
 */
export function isNarrowSearch(filter: SearchFilter): boolean {
  return (
    filter.priceRange !== null ||
    filter.origin !== null ||
    filter.delivery ||
    filter.exchange !== null ||
    filter.hasPictures ||
    filter.hasPrice ||
    filter.connected ||
    filter.fields.length > 0 ||
    filter.fieldRanges.length > 0 ||
    filter.orderByField !== null
  );
}

/** How many conditions beyond category and keywords are set (the "Filters" button's badge). */
export function activeConditionCount(filter: SearchFilter): number {
  return (
    (filter.regionIds.length > 0 ? 1 : 0) +
    (filter.cityIds.length > 0 ? 1 : 0) +
    (filter.priceRange ? 1 : 0) +
    (filter.origin ? 1 : 0) +
    SEARCH_TOGGLES.filter((toggle) => (toggle === 'exchange' ? filter.exchange !== null : filter[toggle])).length +
    new Set(filter.fields.map((field) => field.key)).size +
    filter.fieldRanges.length
  );
}
