import type { RawBuilder } from 'kysely';
import {
  ANNOUNCEMENT_LIMITS,
  ACTIVE_STATUSES,
  PRICE_UNIT_FACTORS,
  SEARCH_LIMITS,
} from '../../../shared/domain/announcements';
import { ErrorCode } from '../../../shared/domain/errors';
import {
  CONNECTED_WITHIN_MINUTES,
  normalizeSearchFilter,
  NUMERIC_SPECIFICATION_TYPES,
  SearchFilterError,
  type SearchFilter,
  type SearchFilterInput,
} from '../../../shared/domain/search';
import type { Deps } from '../../deps';
import { AppError, text, type LocalizedMessage } from '../../core/errors';
import {
  ANNOUNCEMENT_COLUMNS,
  loadAnnouncementsByIds,
  toAnnouncementModel,
  type AnnouncementModel,
} from '../announcements';
import type { CategoryModel } from '../catalog';
import { loadCatalog, type CatalogSnapshot } from '../catalog';
import type { CityModel, RegionModel } from '../geo';
import { loadGeo, type GeoSnapshot } from '../geo';
import { searchCacheOf } from './search-cache';
import { countsByCategory, readCounters, type PlaceKey } from './search-counts';
import { namedCategoryIds } from './search-categories';
import { buildKeywordQuery } from './search-keywords';
import {
  estimatedRows,
  estimateQuery,
  isPriceOrder,
  materializedPageQuery,
  needsRows,
  onlyCategoryAndPlaces,
  SEARCH_COUNT_CAP,
  sampleQuery,
  type SampleRow,
  walkPageQuery,
  windowPageQuery,
  withCards,
  type FieldCondition,
  type PageRow,
  type RangeCondition,
  type SearchScope,
  type TimeWindow,
} from './search-query';
import { runTraced, type SearchTrace } from './search-trace';

/** What a search is asked: the search box's words and the filter, in any of their loose forms. */
export interface SearchInput {
  q?: string | null;
  filter?: SearchFilterInput | null;
}

/** Options of a search run. */
export interface SearchOptions {
  /** Collects every statement the search runs (the benchmark replays them). */
  trace?: SearchTrace;
}

/** A page of announcements and where it stands. */
export interface SearchPage {
  data: AnnouncementModel[];
  paginatorInfo: { currentPage: number; lastPage: number; hasMorePages: boolean; total: number };
}

/** A wilaya or commune with its number of matching announcements. */
export interface PlaceFacet<T> {
  place: T;
  count: number;
}

/** A wilaya with its number of matching announcements (GraphQL `SearchRegionFacet`). */
export type RegionFacetModel = PlaceFacet<RegionModel>;

/** A commune with its number of matching announcements (GraphQL `SearchCityFacet`). */
export type CityFacetModel = PlaceFacet<CityModel>;

/** The category searched, its count and its place facets. */
export interface SearchActiveModel {
  category: CategoryModel | null;
  count: number;
  filter: () => Promise<{ regions: RegionFacetModel[]; cities: CityFacetModel[] }>;
}

/** A category to narrow to, with its count. */
export interface CategoryCount {
  category: CategoryModel;
  count: number;
}

/**
 * A search's answer. Its parts are computed when first asked for (GraphQL resolves only the
 * fields a query selects): a page change that does not ask for facets does not count places.
 */
export interface SearchResultModel {
  filter: SearchFilter;
  keywords: string | null;
  active: () => Promise<SearchActiveModel | null>;
  suggested: () => Promise<CategoryCount[]>;
  announcements: () => Promise<SearchPage>;
  estimated: () => Promise<boolean>;
}

/** How many matches a filter has, and how many in each category. */
interface Counts {
  total: number;
  /** False past SEARCH_COUNT_CAP: `total` and the category counts are then estimates. */
  exact: boolean;
  byCategory: Map<number, number>;
  /** Counted alongside when no place is chosen (one sample serves both), else null. */
  places: PlaceCounts | null;
  /** Matches per hour among the latest announcements, when a recent window was sampled: sizes the page windows. */
  perHour: number | null;
  /** The page's ids, when counting read every match and ordered them on the way (small result sets). */
  pageIds: string[] | null;
  /** Active announcements of the filter's categories wherever they are, when the counters gave it. */
  scopeSize: number | null;
}

/** Matches per wilaya and per commune, place conditions left out. */
interface PlaceCounts {
  regions: Map<number, number>;
  cities: Map<number, number>;
  exact: boolean;
}

/** Categories suggested for keywords when none is chosen. */
const KEYWORD_CATEGORY_SUGGESTIONS = 10;
/** Announcements stay active this long after a refresh: the span time windows divide. */
const LIFETIME_MS = ANNOUNCEMENT_LIMITS.lifetimeDays * 24 * 3600 * 1000;
const HOUR_MS = 3600 * 1000;
/** Keywords expected in more announcements than this are counted on a recent window's sample. */
const LARGE_KEYWORD_ESTIMATE = 5 * SEARCH_COUNT_CAP;
/** Matches a recent-window sample aims at: enough for the shares of categories and places. */
const WINDOW_SAMPLE = 500;
/** How much denser the latest hours are than an even spread (refreshes bring announcements back to the top). */
const RECENT_CROWDING = 4;
/** Matches the first time window aims at: a page or two, ranked cheaply; an estimate too low is caught up by the next windows. */
const WINDOW_MATCHES = 250;
/** Windows double in length; past this many, or three years back, the last takes everything older. */
const MAX_WINDOWS = 16;
const OLDEST_WINDOW_MS = 3 * 365 * 24 * HOUR_MS;
/** The clock freshness and windows are measured from moves in steps of this. */
const ANCHOR_STEP_MS = 10 * 60 * 1000;
/**
 * Index entries an index-only walk reads for the cost of fetching one row from the table (what
 * collecting the matches does): a walk is kept until it would read this many times the matches.
 */
const WALK_COST_RATIO = 10;
/** Past this many matches collecting them is never cheap: the walk is kept. */
const MATERIALIZE_MAX = 20_000;

const badInput = (field: string, message: string | LocalizedMessage): AppError =>
  new AppError(ErrorCode.BAD_USER_INPUT, message, { argument: field });

/** Reads a search filter (spec §5) or answers BAD_USER_INPUT naming the field (in the caller's language when the rule has a text). */
export function readSearchFilter(input: SearchInput): SearchFilter {
  try {
    return normalizeSearchFilter(input.filter ?? {}, input.q);
  } catch (error) {
    if (error instanceof SearchFilterError) {
      throw badInput(error.field, error.text ? text(error.text.key, error.text.params) : error.message);
    }
    throw error;
  }
}

function resolveCategory(
  catalog: CatalogSnapshot,
  filter: SearchFilter,
): { asked: boolean; category: CategoryModel | null } {
  if (filter.categoryId === null && filter.categorySlug === null) return { asked: false, category: null };
  const byId = filter.categoryId !== null ? catalog.categoriesById.get(filter.categoryId) : undefined;
  const bySlug = filter.categorySlug !== null ? catalog.categoriesBySlug.get(filter.categorySlug) : undefined;
  if (filter.categoryId !== null && filter.categorySlug !== null && byId?.id !== bySlug?.id) {
    throw badInput('categoryId', 'categoryId and categorySlug name different categories');
  }
  const category = byId ?? bySlug ?? null;
  // A retired category is not found: the portal shows its "not found" state.
  return { asked: true, category: category?.active ? category : null };
}

function resolveFields(catalog: CatalogSnapshot, filter: SearchFilter): FieldCondition[] {
  const byKey = new Map<string, FieldCondition>();
  for (const { key, value } of filter.fields) {
    const specification = catalog.specificationsByCodename.get(key);
    if (!specification) throw badInput('fields', `${key} is not a specification`);
    const condition = byKey.get(key) ?? { key, multiple: specification.type === 'MULTI_SELECT', values: [] };
    condition.values.push(value);
    byKey.set(key, condition);
  }
  return [...byKey.values()];
}

/** The ranges of numeric specifications, each checked against the catalog. */
function resolveRanges(catalog: CatalogSnapshot, filter: SearchFilter): RangeCondition[] {
  return filter.fieldRanges.map(({ key, min, max }) => {
    const specification = catalog.specificationsByCodename.get(key);
    if (!specification) throw badInput('fieldRanges', text('search.unknownSpecification', { name: key }));
    if (!NUMERIC_SPECIFICATION_TYPES.includes(specification.type)) {
      throw badInput('fieldRanges', text('search.notNumeric', { name: key }));
    }
    return { key, min, max };
  });
}

function resolvePrice(filter: SearchFilter): SearchScope['price'] {
  if (!filter.priceRange) return null;
  const unit = filter.priceUnit ?? 'UNIT';
  if (unit === 'NO_PRICE') throw badInput('priceUnit', 'NO_PRICE has no amounts to compare');
  // Bounds are in the filter's unit; prices are stored in dinars.
  const toDinars = (amount: number | null): number | null =>
    amount === null ? null : Math.round(amount * PRICE_UNIT_FACTORS[unit]);
  return {
    min: toDinars(filter.priceRange.min),
    max: toDinars(filter.priceRange.max),
    perSquare: unit === 'UNIT_PER_SQUARE' || unit === 'MILLION_PER_SQUARE',
  };
}

/** The cache key of a filter's numbers: everything but the page, its size and the pictures. */
function countsKey(kind: string, scope: SearchScope): string {
  const { anchor: _anchor, order: _order, connectedSince, ...conditions } = scope;
  // Sellers come and go: the connected filter's numbers are cached per minute of the clock.
  return JSON.stringify([kind, conditions, connectedSince ? Math.floor(connectedSince.getTime() / 60_000) : null]);
}

/**
 * One search: the filter read and resolved (category, specifications, keywords with their
 * corrections), then its parts computed on demand and at most once.
 */
class SearchRun {
  private countsPromise?: Promise<Counts>;
  private placesPromise?: Promise<PlaceCounts>;

  constructor(
    private readonly deps: Deps,
    private readonly catalog: CatalogSnapshot,
    private readonly geo: GeoSnapshot,
    readonly filter: SearchFilter,
    readonly scope: SearchScope,
    readonly category: CategoryModel | null,
    /** A category was asked for and does not exist: nothing matches. */
    private readonly missingCategory: boolean,
    private readonly trace?: SearchTrace,
  ) {}

  counts(): Promise<Counts> {
    this.countsPromise ??= this.computeCounts();
    return this.countsPromise;
  }

  private async computeCounts(): Promise<Counts> {
    if (this.missingCategory) {
      return {
        total: 0,
        exact: true,
        byCategory: new Map(),
        places: null,
        perHour: null,
        pageIds: null,
        scopeSize: null,
      };
    }
    const place = this.counterPlace();
    if (place) {
      // One read of the counters: the numbers, the facets when the active category is asked
      // for, and past the first page the size of the listing a date walk runs along.
      const numbers = await readCounters(
        this.deps.db,
        this.scope.categoryIds,
        place,
        { facets: this.filter.fetchActiveCategory ? this.facetKeys() : undefined, scope: this.filter.page > 1 },
        this.trace,
      );
      return {
        total: sum(numbers.byCategory.values()),
        exact: true,
        byCategory: numbers.byCategory,
        places:
          numbers.regions && numbers.cities ? { regions: numbers.regions, cities: numbers.cities, exact: true } : null,
        perHour: null,
        pageIds: null,
        scopeSize: numbers.scopeSize,
      };
    }
    // Without a place condition, the sample that counts also gives the place facets.
    const withPlaces = this.filter.fetchActiveCategory && !this.hasPlaceConditions();
    return searchCacheOf(this.deps.db).getOrCompute(
      countsKey(withPlaces ? 'counts+places' : 'counts', this.scope),
      this.deps.now().getTime(),
      async () => {
        const sample = await this.sample({ places: withPlaces, placeConditions: true, page: this.pageWindow() });
        return {
          total: sample.total,
          exact: sample.exact,
          byCategory: sample.categories,
          places: withPlaces ? { regions: sample.regions, cities: sample.cities, exact: sample.exact } : null,
          perHour: sample.perHour,
          pageIds: sample.pageIds,
          scopeSize: null,
        };
      },
      (counts) => !counts.exact,
    );
  }

  /**
   * Counts the matches (by category, and by place with `places`), exactly up to
   * SEARCH_COUNT_CAP. Past it the total is estimated and the sample's shares are spread over it.
   * Keywords the planner expects in more than LARGE_KEYWORD_ESTIMATE announcements are sampled
   * in a recent time window instead: building the bitmap of a word found in a quarter of the
   * announcements costs more than the whole search may, while the window's matches come out of
   * the GIN index already intersected with the window's time lexemes.
   */
  /** The rows of the asked page, one more than its size: whether another follows is then known, not guessed. */
  private pageWindow(): { offset: number; limit: number } {
    return { offset: (this.filter.page - 1) * this.filter.count, limit: this.filter.count + 1 };
  }

  private async sample(options: {
    places: boolean;
    placeConditions: boolean;
    page?: { offset: number; limit: number };
  }): Promise<SampleNumbers> {
    let estimate: number | null = null;
    if (this.scope.keyword) {
      estimate = await this.estimate({ places: options.placeConditions });
      if (estimate > LARGE_KEYWORD_ESTIMATE) {
        const recent = await this.recentSample(options, estimate, WINDOW_SAMPLE);
        // Too few in the window: the estimate was wrong; count for real below.
        if (recent.sampled >= WINDOW_SAMPLE / 4) return { ...spread(recent.row, estimate), perHour: recent.perHour };
      }
    }
    const { rows } = await runTraced(this.deps.db, sampleQuery(this.scope, options), this.trace);
    const sampled = rows[0]?.sampled ?? 0;
    if (sampled <= SEARCH_COUNT_CAP) {
      return { ...spread(rows[0], null), pageIds: options.page ? (rows[0]?.page ?? []).map(String) : null };
    }
    let total = Math.max(sampled, estimate ?? (await this.estimate({ places: options.placeConditions })));
    let perHour: number | null = null;
    if (this.scope.keyword) {
      // Past the cap, yet the planner expected fewer: keywords correlated with the category or
      // the place ("samsung" in smartphones), which it takes for independent. How many
      // matches the latest hours hold tells more, and sizes the page windows.
      const recent = await this.recentSample({ places: false, placeConditions: options.placeConditions }, total, 100);
      if (recent.sampled >= 10) {
        perHour = recent.perHour;
        total = Math.max(total, Math.round((perHour * (LIFETIME_MS / HOUR_MS)) / RECENT_CROWDING));
      }
    }
    return { ...spread(rows[0], total), perHour };
  }

  /**
   * Samples the matches of the latest hours, a window sized to hold about `target` of `total`
   * matches. Announcements are refreshed, so the latest hours hold more of them than an even
   * spread over their lifetime would: the window is RECENT_CROWDING times narrower than that.
   */
  private async recentSample(
    options: { places: boolean; placeConditions: boolean },
    total: number,
    target: number,
  ): Promise<{ row: SampleRow | undefined; sampled: number; perHour: number }> {
    const width = Math.max(1, Math.round(((LIFETIME_MS / HOUR_MS) * (target / total)) / RECENT_CROWDING));
    const hour = Math.floor(this.scope.anchor.getTime() / HOUR_MS);
    const { rows } = await runTraced(
      this.deps.db,
      sampleQuery(this.scope, { ...options, window: { fromHour: hour - width, toHour: hour + 2 } }),
      this.trace,
    );
    const sampled = rows[0]?.sampled ?? 0;
    // The window reaches from `width` hours before the anchor's hour to now.
    const spanHours = width + (this.scope.anchor.getTime() % HOUR_MS) / HOUR_MS;
    return { row: rows[0], sampled, perHour: sampled / spanHours };
  }

  private hasPlaceConditions(): boolean {
    return this.scope.regionIds.length > 0 || this.scope.cityIds.length > 0;
  }

  private async estimate(options: { places: boolean }): Promise<number> {
    const { rows } = await runTraced(this.deps.db, estimateQuery(this.scope, options), this.trace);
    return estimatedRows(rows[0]);
  }

  /**
   * The counter rows that answer this filter exactly, or null: only category and place
   * conditions, and a place condition that is one key (no wilaya, one wilaya, or one commune
   * whose wilaya is not excluded by the wilayas chosen).
   */
  private counterPlace(): PlaceKey | null {
    if (!onlyCategoryAndPlaces(this.scope)) return null;
    const { regionIds, cityIds } = this.scope;
    if (cityIds.length === 0) {
      if (regionIds.length === 0) return { regionId: 0, cityId: 0 };
      return regionIds.length === 1 ? { regionId: regionIds[0]!, cityId: 0 } : null;
    }
    const city = cityIds.length === 1 ? this.geo.citiesById.get(cityIds[0]!) : undefined;
    if (!city || (regionIds.length > 0 && !regionIds.includes(city.regionId))) return null;
    return { regionId: city.regionId, cityId: city.id };
  }

  /** The wilayas whose communes the facets list: those chosen, and those of the communes chosen. */
  private facetRegionIds(): number[] {
    const ids = new Set(this.scope.regionIds);
    for (const cityId of this.scope.cityIds) {
      const city = this.geo.citiesById.get(cityId);
      if (city) ids.add(city.regionId);
    }
    return [...ids];
  }

  /** What the counters are asked for the place facets. */
  private facetKeys(): { allRegionIds: number[]; citiesOfRegionIds: number[] } {
    return { allRegionIds: [...this.geo.regionsById.keys()], citiesOfRegionIds: this.facetRegionIds() };
  }

  places(): Promise<PlaceCounts> {
    this.placesPromise ??= this.computePlaces();
    return this.placesPromise;
  }

  private async computePlaces(): Promise<PlaceCounts> {
    if (this.missingCategory) return { regions: new Map(), cities: new Map(), exact: true };
    const facetRegions = this.facetRegionIds();
    if (onlyCategoryAndPlaces(this.scope)) {
      const counted = (await this.counts()).places;
      if (counted) return counted;
      const numbers = await readCounters(
        this.deps.db,
        this.scope.categoryIds,
        { regionId: 0, cityId: 0 },
        { facets: this.facetKeys() },
        this.trace,
      );
      return { regions: numbers.regions!, cities: numbers.cities!, exact: true };
    }
    const sampled =
      (await this.counts()).places ??
      (await searchCacheOf(this.deps.db).getOrCompute(
        countsKey('places', this.scope),
        this.deps.now().getTime(),
        async (): Promise<PlaceCounts> => {
          const sample = await this.sample({ places: true, placeConditions: false });
          return { regions: sample.regions, cities: sample.cities, exact: sample.exact };
        },
        (places) => !places.exact,
      ));
    // Communes are listed for the chosen wilayas only.
    const cities = new Map(
      [...sampled.cities].filter(([id]) => facetRegions.includes(this.geo.citiesById.get(id)?.regionId ?? -1)),
    );
    return { regions: sampled.regions, cities, exact: sampled.exact };
  }

  async suggested(): Promise<CategoryCount[]> {
    const { byCategory } = await this.counts();
    const withCount = (category: CategoryModel): CategoryCount => ({
      category,
      count: sum(this.catalog.descendantIds(category.id).map((id) => byCategory.get(id) ?? 0)),
    });
    if (this.category)
      return this.catalog
        .activeChildren(this.category.id)
        .map(withCount)
        .filter((c) => c.count > 0);
    if (this.missingCategory) return [];
    if (this.scope.keyword) {
      return [...byCategory]
        .map(([id, count]) => ({ category: this.catalog.categoriesById.get(id), count }))
        .filter((c): c is CategoryCount => c.category?.active === true)
        .sort((a, b) => b.count - a.count || a.category.rank - b.category.rank)
        .slice(0, KEYWORD_CATEGORY_SUGGESTIONS);
    }
    return this.catalog.roots.map(withCount).filter((c) => c.count > 0);
  }

  async page(): Promise<SearchPage> {
    const { page, count, mediaSize } = this.filter;
    const { offset, limit } = this.pageWindow();
    const counts = await this.counts();
    let cards: AnnouncementModel[];
    if (counts.total === 0 || (counts.exact && offset >= counts.total)) cards = [];
    else if (counts.pageIds) cards = await this.cards(counts.pageIds, mediaSize);
    else if (counts.total <= SEARCH_COUNT_CAP)
      cards = await this.pageCards(materializedPageQuery(this.scope, offset, limit));
    // Date windows serve date and relevance orders; a price order sorts every match.
    else if (isPriceOrder(this.scope.order) && needsRows(this.scope))
      cards = await this.pageCards(materializedPageQuery(this.scope, offset, limit));
    else if (needsRows(this.scope)) cards = await this.windowedCards(offset, limit, counts);
    else cards = await this.pageCards(await this.indexedPage(offset, limit, counts));

    const hasMore = cards.length > count && page < SEARCH_LIMITS.maxPage;
    const data = cards.slice(0, count);
    const estimatedLast = Math.min(SEARCH_LIMITS.maxPage, Math.max(1, Math.ceil(counts.total / count)));
    // An estimated total may promise pages that are not there, or hide some: the page itself tells.
    const lastPage = counts.exact ? estimatedLast : hasMore ? Math.max(estimatedLast, page + 1) : page;
    return { data, paginatorInfo: { currentPage: page, lastPage, hasMorePages: hasMore, total: counts.total } };
  }

  /** Runs a page query with its cards joined (one statement); only active ones are kept. */
  private async pageCards(page: RawBuilder<PageRow>): Promise<AnnouncementModel[]> {
    const { rows } = await runTraced(this.deps.db, withCards(page), this.trace);
    return rows.map((row) => toAnnouncementModel(row, this.filter.mediaSize));
  }

  /**
   * Large result sets without row-only conditions: walk the date index (index-only: the cheap
   * filters' columns are in it) unless the matches are so sparse along it that fetching them
   * all from the table costs less (deep pages of thin listings).
   */
  private async indexedPage(offset: number, limit: number, counts: Counts): Promise<RawBuilder<PageRow>> {
    if (offset > 0 && counts.total <= MATERIALIZE_MAX) {
      const scopeSize =
        counts.scopeSize ??
        sum(
          (
            await countsByCategory(this.deps.db, this.scope.categoryIds, { regionId: 0, cityId: 0 }, this.trace)
          ).values(),
        );
      // Entries the walk reads before reaching the page, if matches are spread evenly along it.
      const entriesToWalk = ((offset + limit) * scopeSize) / counts.total;
      if (entriesToWalk > WALK_COST_RATIO * counts.total) return materializedPageQuery(this.scope, offset, limit);
    }
    return walkPageQuery(this.scope, offset, limit);
  }

  /**
   * Large result sets that need the rows (keywords, specifications, connected sellers): taken
   * window by window of the order's date, newest first, the first sized to hold about
   * WINDOW_MATCHES matches (from the matches per hour measured among the latest announcements,
   * else from the total), each next one twice as long. A window's matches are collected and
   * ordered (by relevance, or by date) and come back with their cards; the pages run through
   * the windows in turn. The planner never walks a date index in search of rare matches, and
   * relevance is weighed among announcements of a similar age.
   */
  private async windowedCards(offset: number, limit: number, counts: Counts): Promise<AnnouncementModel[]> {
    const { total, perHour } = counts;
    const anchorHour = Math.floor(this.scope.anchor.getTime() / HOUR_MS);
    const oldestHour = anchorHour - OLDEST_WINDOW_MS / HOUR_MS;
    // Sized from the matches per hour measured among the latest announcements when known; else
    // from the total spread over the lifetime, crowded towards now, and taken as at least four
    // times the cap (a total just past the cap is often an estimate that fell short).
    const expectedPerHour =
      perHour ?? (Math.max(total, 4 * SEARCH_COUNT_CAP) * RECENT_CROWDING) / (LIFETIME_MS / HOUR_MS);
    let width = Math.max(1, Math.round(WINDOW_MATCHES / expectedPerHour));
    // The newest window reaches the hour after the anchor's: announcements refreshed since the
    // anchor was rounded down are in it.
    let toHour = anchorHour + 2;
    let skip = offset;
    const cards: AnnouncementModel[] = [];
    for (let index = 0; ; index += 1) {
      const fromHour = index === 0 ? anchorHour - width : toHour - width;
      const last = index === MAX_WINDOWS - 1 || fromHour < oldestHour;
      const window: TimeWindow = last ? { beforeHour: toHour } : { fromHour, toHour, newest: index === 0 };
      const { rows } = await runTraced(
        this.deps.db,
        windowPageQuery(this.scope, window, skip + 1, limit - cards.length),
        this.trace,
      );
      const size = rows[0]?.size ?? 0;
      for (const row of rows) {
        if (row.position > skip && row.id !== null) cards.push(toAnnouncementModel(row, this.filter.mediaSize));
      }
      skip = Math.max(0, skip - size);
      if (cards.length >= limit || last) return cards;
      toHour = fromHour;
      width *= 2;
    }
  }

  private async cards(ids: string[], mediaSize: SearchFilter['mediaSize']): Promise<AnnouncementModel[]> {
    if (ids.length === 0) return [];
    // The cards' statement, recorded as loadAnnouncementsByIds runs it, for the benchmark's replay.
    this.trace?.push(
      this.deps.db
        .selectFrom('announcements')
        .select(ANNOUNCEMENT_COLUMNS)
        .where('announcements.id', 'in', ids)
        .compile(),
    );
    const cards = await loadAnnouncementsByIds(this.deps.db, ids, mediaSize);
    // Only active ones: one may have left between the two statements.
    return cards.filter((card) => (ACTIVE_STATUSES as readonly string[]).includes(card.status));
  }
}

/** A sample's numbers: the total, and the counts by category and place. */
interface SampleNumbers {
  total: number;
  exact: boolean;
  categories: Map<number, number>;
  regions: Map<number, number>;
  cities: Map<number, number>;
  /** Matches per hour, when the sample was a recent window. */
  perHour: number | null;
  /** The asked page's ids, when the sample was every match and a page was asked. */
  pageIds: string[] | null;
}

/**
 * Reads a sample row: as it is when `total` is null (the sample is every match), else with its
 * counts spread over `total` in proportion.
 */
function spread(row: SampleRow | undefined, total: number | null): SampleNumbers {
  const sampled = row?.sampled ?? 0;
  const scale = (pairs: [number, number][] | null | undefined): Map<number, number> =>
    new Map(
      (pairs ?? []).map(
        ([id, n]) => [id, total === null ? n : Math.max(1, Math.round((n * total) / sampled))] as [number, number],
      ),
    );
  return {
    perHour: null,
    pageIds: null,
    total: total ?? sampled,
    exact: total === null,
    categories: scale(row?.categories),
    regions: scale(row?.regions),
    cities: scale(row?.cities),
  };
}

function sum(values: Iterable<number>): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}

/**
 * Searches active announcements (spec §3, §5, §7): reads the filter, resolves its category,
 * specifications and keywords (with typo corrections), and returns the result whose parts
 * (active category, suggestions, page) are computed when asked for.
 */
export async function search(deps: Deps, input: SearchInput, options: SearchOptions = {}): Promise<SearchResultModel> {
  const filter = readSearchFilter(input);
  const [catalog, geo] = await Promise.all([loadCatalog(deps), loadGeo(deps)]);
  const { asked, category } = resolveCategory(catalog, filter);
  const fields = resolveFields(catalog, filter);
  const ranges = resolveRanges(catalog, filter);
  const price = resolvePrice(filter);
  const keyword = await buildKeywordQuery(deps.db, filter.keywords, deps.now().getTime(), options.trace);
  const now = deps.now();
  const order = filter.orderByField ?? (keyword ? 'RELEVANCE' : 'REFRESHED_AT');
  const scope: SearchScope = {
    categoryIds: category ? catalog.descendantIds(category.id) : null,
    keyword,
    origin: filter.origin,
    delivery: filter.delivery,
    regionIds: filter.regionIds,
    cityIds: filter.cityIds,
    price,
    hasPrice: filter.hasPrice || isPriceOrder(filter.orderByField),
    exchange: filter.exchange !== null,
    hasPictures: filter.hasPictures,
    fields,
    ranges,
    userId: filter.userId,
    excludeId: filter.excludeId,
    storeIds: filter.storeIds,
    connectedSince: filter.connected ? new Date(now.getTime() - CONNECTED_WITHIN_MINUTES * 60_000) : null,
    order,
    // Only a relevance order ranks the named categories first; a price or date order is asked for as it is.
    namedCategoryIds: order === 'RELEVANCE' && keyword ? namedCategoryIds(catalog, keyword.words) : null,
    anchor: new Date(Math.floor(now.getTime() / ANCHOR_STEP_MS) * ANCHOR_STEP_MS),
  };
  const run = new SearchRun(deps, catalog, geo, filter, scope, category, asked && !category, options.trace);

  let pagePromise: Promise<SearchPage> | undefined;
  return {
    filter,
    keywords: filter.keywords,
    announcements: () => (pagePromise ??= run.page()),
    suggested: () => run.suggested(),
    estimated: async () => !(await run.counts()).exact,
    active: async () => {
      if (!filter.fetchActiveCategory) return null;
      const counts = await run.counts();
      return {
        category,
        count: counts.total,
        filter: async () => {
          const places = await run.places();
          const facet = <T>(counts: Map<number, number>, lookup: ReadonlyMap<number, T>): PlaceFacet<T>[] =>
            [...counts]
              .flatMap(([id, count]) => {
                const place = lookup.get(id);
                return place && count > 0 ? [{ place, count, id }] : [];
              })
              .sort((a, b) => b.count - a.count || a.id - b.id)
              .map(({ place, count }) => ({ place, count }));
          return { regions: facet(places.regions, geo.regionsById), cities: facet(places.cities, geo.citiesById) };
        },
      };
    },
  };
}
