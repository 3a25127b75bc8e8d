import { sql, type RawBuilder } from 'kysely';
import type { SearchOrigin } from '../../../shared/domain/search';
import { ANNOUNCEMENT_COLUMNS, type AnnouncementRow } from '../announcements';
import type { KeywordQuery } from './search-keywords';

/**
 * The SQL of the search, as raw fragments over `announcements a`: the filter's conditions, and
 * the statements the service chooses between (search.service.ts decides which runs when).
 */

/** Counting stops past this many matches: beyond, totals and facets are estimated. */
export const SEARCH_COUNT_CAP = 1000;

/** Freshness in the relevance order: an announcement this old weighs half a new one. */
const FRESHNESS_HALF_LIFE_SECONDS = 14 * 24 * 3600;
/** ts_rank weights of D, C (description), B (search text: categories, specifications, places), A (title). */
const RANK_WEIGHTS = '{0.1, 0.2, 0.4, 1.0}';
const PER_SQUARE_UNITS = ['UNIT_PER_SQUARE', 'MILLION_PER_SQUARE'] as const;

/** The order of a page: relevance (keywords without an explicit order), a date, newest first, or the price. */
export type SearchOrder = 'RELEVANCE' | 'REFRESHED_AT' | 'CREATED_AT' | 'PRICE_ASC' | 'PRICE_DESC';

/** A price order (its scope then holds announcements with a price only). */
export const isPriceOrder = (order: string | null | undefined): order is 'PRICE_ASC' | 'PRICE_DESC' =>
  order === 'PRICE_ASC' || order === 'PRICE_DESC';

/** A specification condition, its values grouped: any value of one key matches. */
export interface FieldCondition {
  key: string;
  /** MULTI_SELECT values are lists: they match when they contain the value. */
  multiple: boolean;
  values: string[];
}

/** A range of a numeric specification (NUMBER or YEAR), bounds included; null is open. */
export interface RangeCondition {
  key: string;
  min: number | null;
  max: number | null;
}

/** A filter resolved against the catalog and the clock, ready to become SQL. */
export interface SearchScope {
  /** The category and the ones under it; null for every category. */
  categoryIds: readonly number[] | null;
  keyword: KeywordQuery | null;
  origin: SearchOrigin | null;
  delivery: boolean;
  regionIds: readonly number[];
  cityIds: readonly number[];
  /** In dinars; perSquare says which prices are comparable with the bounds. */
  price: { min: number | null; max: number | null; perSquare: boolean } | null;
  hasPrice: boolean;
  exchange: boolean;
  hasPictures: boolean;
  fields: readonly FieldCondition[];
  ranges: readonly RangeCondition[];
  userId: string | null;
  excludeId: string | null;
  /** Only announcements of these stores (a store's or a market's site); empty: no condition. */
  storeIds: readonly string[];
  /** Sellers seen since then count as connected; null: no condition. */
  connectedSince: Date | null;
  order: SearchOrder;
  /**
   * The categories (with those under them) the keywords name ("voiture": cars), whose matches a
   * relevance order puts first; null when the keywords name none or the order is not relevance.
   */
  namedCategoryIds: readonly number[] | null;
  /**
   * The instant freshness and time windows are measured from, rounded so that the pages of one
   * search asked for a few minutes apart are cut the same way.
   */
  anchor: Date;
}

type Fragment = RawBuilder<unknown>;

/** True when the scope has no condition but category and places (the counters can answer it). */
export function onlyCategoryAndPlaces(scope: SearchScope): boolean {
  return (
    scope.keyword === null &&
    scope.origin === null &&
    !scope.delivery &&
    scope.price === null &&
    !scope.hasPrice &&
    !scope.exchange &&
    !scope.hasPictures &&
    scope.fields.length === 0 &&
    scope.ranges.length === 0 &&
    scope.userId === null &&
    scope.excludeId === null &&
    scope.storeIds.length === 0 &&
    scope.connectedSince === null
  );
}

/** True when a condition needs the row itself (an index-only scan cannot check it). */
export function needsRows(scope: SearchScope): boolean {
  return scope.keyword !== null || scope.fields.length > 0 || scope.ranges.length > 0 || scope.connectedSince !== null;
}

function categoryCondition(categoryIds: readonly number[]): Fragment {
  return categoryIds.length === 1
    ? sql`a.category_id = ${categoryIds[0]}`
    : sql`a.category_id = any(${[...categoryIds]}::int[])`;
}

/**
 * The filter's conditions on `announcements a`. Active statuses are written as literals so
 * the planner can use the partial indexes. `places: false` leaves out wilayas and communes
 * (for the place facets, counted as if no place were chosen).
 */
export function conditions(scope: SearchScope, options: { places?: boolean } = {}): Fragment {
  const parts: Fragment[] = [sql`a.status in ('PUBLISHED', 'EDITED')`];
  if (scope.keyword) {
    // The filter lexemes in the tsquery say all of category, places, origin, delivery, pictures
    // and exchange: written again in SQL they would only tempt the planner into ANDing bitmaps
    // the GIN index has already intersected. Except the category with a price range: the
    // (category, price) index then narrows what the keywords match to the range.
    parts.push(sql`a.search_vector @@ ${filteredTsquery(scope, options)}::tsquery`);
    if (scope.price && scope.categoryIds) parts.push(categoryCondition(scope.categoryIds));
  } else {
    if (scope.categoryIds) parts.push(categoryCondition(scope.categoryIds));
    if (scope.origin === 'STORE') parts.push(sql`a.store_id is not null`);
    if (scope.origin === 'INDIVIDUAL') parts.push(sql`a.store_id is null`);
    if (scope.delivery) parts.push(sql`a.has_delivery`);
    if (options.places !== false) {
      if (scope.regionIds.length > 0) parts.push(sql`a.region_ids && ${[...scope.regionIds]}::int[]`);
      if (scope.cityIds.length > 0) parts.push(sql`a.city_ids && ${[...scope.cityIds]}::int[]`);
    }
    if (scope.hasPictures) parts.push(sql`a.media_count > 0`);
    if (scope.exchange) parts.push(sql`a.exchange_type in ('EXCHANGEABLE', 'EXCHANGEABLE_ONLY')`);
  }
  if (scope.price) {
    const units = sql.join(PER_SQUARE_UNITS.map((unit) => sql.lit(unit)));
    parts.push(
      scope.price.perSquare ? sql`a.price_unit in (${units})` : sql`a.price_unit not in (${units}, 'NO_PRICE')`,
    );
    parts.push(sql`a.price is not null`);
    if (scope.price.min !== null) parts.push(sql`a.price >= ${scope.price.min}`);
    if (scope.price.max !== null) parts.push(sql`a.price <= ${scope.price.max}`);
  }
  if (scope.hasPrice) parts.push(sql`a.price > 0 and a.price_unit <> 'NO_PRICE'`);
  for (const field of scope.fields) {
    // Containment (@>) is what the jsonb_path_ops index answers.
    const matches = field.values.map(
      (value) => sql`a.specs @> ${JSON.stringify({ [field.key]: field.multiple ? [value] : value })}::jsonb`,
    );
    parts.push(matches.length === 1 ? matches[0]! : sql`(${sql.join(matches, sql` or `)})`);
  }
  for (const range of scope.ranges) parts.push(rangeCondition(range));
  if (scope.userId !== null) parts.push(sql`a.user_id = ${scope.userId}`);
  // A narrow condition like userId, answered by the (store_id, refreshed_at) index of active announcements.
  if (scope.storeIds.length === 1) parts.push(sql`a.store_id = ${scope.storeIds[0]}`);
  if (scope.storeIds.length > 1) parts.push(sql`a.store_id = any(${[...scope.storeIds]}::bigint[])`);
  if (scope.excludeId !== null) parts.push(sql`a.id <> ${scope.excludeId}`);
  if (scope.connectedSince) {
    parts.push(sql`a.user_id in (select u.id from users u where u.last_seen_at >= ${scope.connectedSince})`);
  }
  return sql.join(parts, sql` and `);
}

/**
 * A numeric specification within bounds. `search_spec_number` (migration 0029) reads the stored
 * text as a number (null when it is none); the codename goes in as a literal (it is a catalog
 * codename, checked) so that the planner matches the specification's partial index, whose
 * bitmap it ANDs with the other conditions' (the category's above all).
 */
function rangeCondition(range: RangeCondition): Fragment {
  const value = sql`search_spec_number(a.specs, ${sql.lit(range.key)})`;
  if (range.min !== null && range.max !== null) return sql`${value} between ${range.min} and ${range.max}`;
  return range.min !== null ? sql`${value} >= ${range.min}` : sql`${value} <= ${range.max}`;
}

const lexeme = (text: string): string => `'${text}'`;
const anyOf = (lexemes: string[]): string => (lexemes.length === 1 ? lexemes[0]! : `(${lexemes.join(' | ')})`);

/**
 * The keywords' tsquery joined with the filter lexemes of the conditions the vector carries
 * (migration 0006's search_filter_lexemes): the GIN index then intersects them itself. The same
 * conditions stay in SQL too, where they are cheap rechecks.
 */
export function filteredTsquery(scope: SearchScope, options: { places?: boolean } = {}): string {
  const parts = [scope.keyword!.tsquery];
  if (scope.categoryIds) parts.push(anyOf(scope.categoryIds.map((id) => lexeme(`category:${id}`))));
  if (options.places !== false) {
    if (scope.regionIds.length > 0) parts.push(anyOf(scope.regionIds.map((id) => lexeme(`region:${id}`))));
    if (scope.cityIds.length > 0) parts.push(anyOf(scope.cityIds.map((id) => lexeme(`city:${id}`))));
  }
  if (scope.origin) parts.push(lexeme(scope.origin === 'STORE' ? 'origin:store' : 'origin:individual'));
  // Announcements of given stores are from stores: the index narrows to those first.
  else if (scope.storeIds.length > 0) parts.push(lexeme('origin:store'));
  if (scope.delivery) parts.push(lexeme('delivery'));
  if (scope.hasPictures) parts.push(lexeme('pictures'));
  if (scope.exchange) parts.push(lexeme('exchange'));
  return parts.join(' & ');
}

/**
 * Added to the relevance of the matches in a category the keywords name: ts_rank gives at most
 * a few units (and freshness only divides it), so these all come before the others, and keep
 * their own relevance order among themselves.
 */
const NAMED_CATEGORY_BOOST = 1000;

/**
 * The relevance of a match: weighted text rank, halved by age every FRESHNESS_HALF_LIFE; the
 * categories the keywords name come first (a column compared with a list: no function per row).
 */
function score(scope: SearchScope): Fragment {
  const rank = sql`ts_rank(${RANK_WEIGHTS}::float4[], a.search_vector, ${scope.keyword!.tsquery}::tsquery)
    / (1 + greatest(0, extract(epoch from (${scope.anchor}::timestamptz - a.refreshed_at))) / ${FRESHNESS_HALF_LIFE_SECONDS})`;
  if (!scope.namedCategoryIds || scope.namedCategoryIds.length === 0) return rank;
  return sql`(case when a.category_id = any(${[...scope.namedCategoryIds]}::int[]) then ${NAMED_CATEGORY_BOOST} else 0 end + ${rank})`;
}

/** The date column a date order (and its time windows) runs on. */
export function dateColumn(order: SearchOrder): Fragment {
  return order === 'CREATED_AT' ? sql.ref('a.created_at') : sql.ref('a.refreshed_at');
}

/**
 * What a page is ordered by first, descending (then its date, then its id): the relevance, the
 * price (negated when ascending), or nothing (0) for a date order.
 */
function orderScore(scope: SearchScope): Fragment {
  if (scope.order === 'RELEVANCE' && scope.keyword) return score(scope);
  if (scope.order === 'PRICE_ASC') return sql`-a.price`;
  if (scope.order === 'PRICE_DESC') return sql`a.price`;
  return sql`0`;
}

/**
 * The date a page's ties are ordered by: the order's date; for a price order the same for all,
 * so ties go by id alone whichever statement takes the page (a walk of the price index too).
 */
function orderDate(scope: SearchScope): Fragment {
  return isPriceOrder(scope.order) ? sql`'epoch'::timestamptz` : dateColumn(scope.order);
}

function orderBy(scope: SearchScope): Fragment {
  if (scope.order === 'RELEVANCE' && scope.keyword) return sql`${score(scope)} desc, a.refreshed_at desc, a.id desc`;
  // Walks the price index, ties by id (see orderDate).
  if (scope.order === 'PRICE_ASC') return sql`a.price asc, a.id desc`;
  if (scope.order === 'PRICE_DESC') return sql`a.price desc, a.id desc`;
  return sql`${dateColumn(scope.order)} desc, a.id desc`;
}

/** What a sample of the matches gives: its size (past SEARCH_COUNT_CAP, a sample) and counts by category and place. */
export interface SampleRow {
  sampled: number;
  categories: [number, number][];
  regions: [number, number][] | null;
  cities: [number, number][] | null;
  /** The asked page's ids in the order, when a page was asked (meaningful when the sample is every match). */
  page: (string | number)[] | null;
}

/**
 * Counts up to SEARCH_COUNT_CAP + 1 matches (the exact total of a small result set, a sample of
 * a large one) and, among them, how many fall in each category and, with `places`, in each
 * wilaya and commune. `placeConditions: false` counts as if no place were chosen (the place
 * facets' own sample when places are chosen); `window` samples recent hours only (time
 * lexemes). With `page`, the same rows also give the page in the filter's order: a small result
 * set is then read once for its numbers and its page.
 */
export function sampleQuery(
  scope: SearchScope,
  options: {
    places: boolean;
    placeConditions: boolean;
    window?: { fromHour: number; toHour: number };
    page?: { offset: number; limit: number };
  },
): RawBuilder<SampleRow> {
  const columns = [sql`a.category_id`];
  if (options.places) columns.push(sql`a.region_ids, a.city_ids`);
  if (options.page) columns.push(sql`a.id, ${orderDate(scope)} as at, ${orderScore(scope)} as score`);
  const places = options.places
    ? sql`coalesce((select json_agg(json_build_array(r, n))
          from (select r, count(*)::int as n from m, unnest(m.region_ids) as r group by r) x), '[]'::json) as regions,
        coalesce((select json_agg(json_build_array(c, n))
          from (select c, count(*)::int as n from m, unnest(m.city_ids) as c group by c) y), '[]'::json) as cities`
    : sql`null::json as regions, null::json as cities`;
  const page = options.page
    ? sql`(select coalesce(json_agg(id order by score desc, at desc, id desc), '[]'::json)
          from (select id, score, at from m order by score desc, at desc, id desc
            limit ${options.page.limit} offset ${options.page.offset}) p) as page`
    : sql`null::json as page`;
  const window = options.window
    ? sql` and a.search_vector @@ ${anyOf(timeLexemes(options.window.fromHour, options.window.toHour).map(lexeme))}::tsquery`
    : sql``;
  // A window sample may hold a few times the cap (an estimate is no promise); it stays bounded.
  const limit = options.window ? SEARCH_COUNT_CAP * 4 : SEARCH_COUNT_CAP + 1;
  return sql`with m as materialized (
      select ${sql.join(columns)} from announcements a
      where ${conditions(scope, { places: options.placeConditions })}${window} limit ${limit}
    )
    select (select count(*)::int from m) as sampled,
      coalesce((select json_agg(json_build_array(category_id, n))
        from (select category_id, count(*)::int as n from m group by category_id) c), '[]'::json) as categories,
      ${places}, ${page}`;
}

/** The planner's estimate of the matches (EXPLAIN, nothing run): the numbers past the cap. */
export function estimateQuery(scope: SearchScope, options: { places?: boolean } = {}): RawBuilder<unknown> {
  return sql`explain (format json) select 1 from announcements a where ${conditions(scope, options)}`;
}

/** Reads the row estimate out of an EXPLAIN (FORMAT JSON) result row. */
export function estimatedRows(row: unknown): number {
  const plan = Object.values(row as Record<string, unknown>)[0];
  const parsed: unknown = typeof plan === 'string' ? JSON.parse(plan) : plan;
  const rows = (parsed as { Plan?: { 'Plan Rows'?: number } }[])[0]?.Plan?.['Plan Rows'];
  return typeof rows === 'number' && Number.isFinite(rows) ? Math.round(rows) : 0;
}

/** A page's rows before they become cards: the id and what orders it. */
export type PageRow = { id: string; score: number; at: Date };

/**
 * A page in the filter's order straight from the indexes: the planner walks the date index
 * (or, with keywords, whatever it likes) and stops after `limit` rows past `offset`. Fast when
 * matches are dense along the index; `materializedPageQuery` is for sparse ones.
 */
export function walkPageQuery(scope: SearchScope, offset: number, limit: number): RawBuilder<PageRow> {
  return sql`select a.id, ${orderScore(scope)} as score, ${orderDate(scope)} as at
    from announcements a where ${conditions(scope)}
    order by ${orderBy(scope)} limit ${limit} offset ${offset}`;
}

/**
 * A page out of every match: the matches are collected first (materialised, so the planner
 * cannot walk the date index hoping to meet rare matches soon), then ordered. For result sets
 * known to be small.
 */
export function materializedPageQuery(scope: SearchScope, offset: number, limit: number): RawBuilder<PageRow> {
  return sql`with m as materialized (
      select a.id, ${orderDate(scope)} as at, ${orderScore(scope)} as score
      from announcements a where ${conditions(scope)}
    )
    select id, score, at from m order by score desc, at desc, id desc limit ${limit} offset ${offset}`;
}

/**
 * A page query's announcements, whole (the cards' columns), in the page's order: the page and
 * its cards in one statement, one round trip.
 */
export function withCards(page: RawBuilder<PageRow>): RawBuilder<AnnouncementRow> {
  const columns = sql.join(ANNOUNCEMENT_COLUMNS.map((column) => sql.ref(column)));
  return sql`select ${columns} from (${page}) as page join announcements on announcements.id = page.id
    order by page.score desc, page.at desc, page.id desc`;
}

const HOUR_MS = 3600 * 1000;

/** A time window of a windowed page: whole hours [fromHour, toHour) since the epoch, or everything before an hour. */
export type TimeWindow = { fromHour: number; toHour: number; newest: boolean } | { beforeHour: number };

/**
 * The refresh-time lexemes (migration 0006: day:N, hour:N) that cover the hours [fromHour,
 * toHour): whole days where they fit, single hours at the edges.
 */
export function timeLexemes(fromHour: number, toHour: number): string[] {
  const lexemes: string[] = [];
  for (let hour = fromHour; hour < toHour;) {
    if (hour % 24 === 0 && hour + 24 <= toHour) {
      lexemes.push(`day:${hour / 24}`);
      hour += 24;
    } else {
      lexemes.push(`hour:${hour}`);
      hour += 1;
    }
  }
  return lexemes;
}

/**
 * The matches of one time window of the order's date, ordered, as rows `first` (1-based) to
 * `first + limit - 1`, plus the window's size on every row (the first row always comes back,
 * so the size is known even when the whole window is skipped). With keywords on the refresh
 * date the window is a set of time lexemes in the tsquery (the GIN index intersects them with
 * the keywords: the estimate of the planner does not matter); otherwise a date range.
 */
export function windowPageQuery(
  scope: SearchScope,
  window: TimeWindow,
  first: number,
  limit: number,
): RawBuilder<WindowRow> {
  const column = dateColumn(scope.order === 'CREATED_AT' ? 'CREATED_AT' : 'REFRESHED_AT');
  let where = conditions(scope);
  if ('beforeHour' in window) {
    where = sql`${where} and ${column} < ${new Date(window.beforeHour * HOUR_MS)}`;
  } else if (scope.keyword && scope.order !== 'CREATED_AT') {
    const hours = timeLexemes(window.fromHour, window.toHour).map(lexeme);
    where = sql`${where} and a.search_vector @@ ${anyOf(hours)}::tsquery`;
  } else {
    where = sql`${where} and ${column} >= ${new Date(window.fromHour * HOUR_MS)}`;
    // The newest window is open: nothing newer is left out.
    if (!window.newest) where = sql`${where} and ${column} < ${new Date(window.toHour * HOUR_MS)}`;
  }
  // The page's rows come with their cards (one round trip); the first row, kept for the
  // window's size, without.
  const columns = sql.join(ANNOUNCEMENT_COLUMNS.map((column) => sql.ref(column)));
  const last = first + limit - 1;
  return sql`select w.size, w.position, ${columns} from (
      select a.id, (count(*) over ())::int as size, (row_number() over (order by ${orderBy(scope)}))::int as position
      from announcements a where ${where}
    ) w
    left join announcements on announcements.id = w.id and w.position between ${first} and ${last}
    where w.position = 1 or w.position between ${first} and ${last}
    order by w.position`;
}

/** A row of a window's page: the window's size, the position, and the card (null outside the page). */
export type WindowRow = { size: number; position: number } & (({ id: string } & AnnouncementRow) | { id: null });
