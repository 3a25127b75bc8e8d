import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { runTraced, type SearchTrace } from './search-trace';

/**
 * Reads of `search_counts` (migration 0006): active announcements per category and place, kept
 * by triggers as +1/-1 rows that readers sum. Exact, and a handful of index rows to read where
 * counting the announcements themselves would read tens of thousands.
 */

/** Which counter rows a place condition reads: (0, 0) every place, (r, 0) a wilaya, (r, c) a commune. */
export interface PlaceKey {
  regionId: number;
  cityId: number;
}

/** Per-category counts of the active announcements at one place key; every category when `categoryIds` is null. */
export async function countsByCategory(
  db: Kysely<Database>,
  categoryIds: readonly number[] | null,
  place: PlaceKey,
  trace?: SearchTrace,
): Promise<Map<number, number>> {
  const query = sql<{ category_id: number; n: number }>`
    select category_id, sum(active_count)::int as n from search_counts
    where region_id = ${place.regionId} and city_id = ${place.cityId}
      ${categoryIds ? sql`and category_id = any(${[...categoryIds]}::int[])` : sql``}
    group by category_id having sum(active_count) > 0`;
  const { rows } = await runTraced(db, query, trace);
  return new Map(rows.map((row) => [row.category_id, row.n]));
}

/** What one read of the counters gives. */
export interface CounterNumbers {
  /** Per category at the filter's place key. */
  byCategory: Map<number, number>;
  /** With `facets`: per wilaya (place conditions left out) and per commune of the given wilayas. */
  regions: Map<number, number> | null;
  cities: Map<number, number> | null;
  /** With `scope`: every active announcement of the categories, wherever (what a date walk runs along). */
  scopeSize: number | null;
}

/**
 * Reads the counters in one statement: per-category counts at the place key (every category
 * when `categoryIds` is null), and on demand the place facets and the categories' whole size.
 */
export async function readCounters(
  db: Kysely<Database>,
  categoryIds: readonly number[] | null,
  place: PlaceKey,
  options: { facets?: { allRegionIds: readonly number[]; citiesOfRegionIds: readonly number[] }; scope?: boolean },
  trace?: SearchTrace,
): Promise<CounterNumbers> {
  const inCategories = categoryIds ? sql`and category_id = any(${[...categoryIds]}::int[])` : sql``;
  const parts = [
    sql`select 'category' as kind, category_id as id, sum(active_count)::int as n from search_counts
      where region_id = ${place.regionId} and city_id = ${place.cityId} ${inCategories}
      group by category_id having sum(active_count) > 0`,
  ];
  if (options.facets) {
    // region_id leads the index: "every wilaya" is written as the list of them, so it is searched, not scanned.
    parts.push(sql`select 'region', region_id, sum(active_count)::int from search_counts
      where region_id = any(${[...options.facets.allRegionIds]}::int[]) and city_id = 0 ${inCategories}
      group by region_id having sum(active_count) > 0`);
    if (options.facets.citiesOfRegionIds.length > 0) {
      parts.push(sql`select 'city', city_id, sum(active_count)::int from search_counts
        where region_id = any(${[...options.facets.citiesOfRegionIds]}::int[]) and city_id <> 0 ${inCategories}
        group by city_id having sum(active_count) > 0`);
    }
  }
  if (options.scope) {
    parts.push(sql`select 'scope', 0, coalesce(sum(active_count), 0)::int from search_counts
      where region_id = 0 and city_id = 0 ${inCategories}`);
  }
  const query = sql<{ kind: 'category' | 'region' | 'city' | 'scope'; id: number; n: number }>`${sql.join(
    parts,
    sql` union all `,
  )}`;
  const { rows } = await runTraced(db, query, trace);
  const numbers: CounterNumbers = {
    byCategory: new Map(),
    regions: options.facets ? new Map() : null,
    cities: options.facets ? new Map() : null,
    scopeSize: options.scope ? 0 : null,
  };
  for (const row of rows) {
    if (row.kind === 'category') numbers.byCategory.set(row.id, row.n);
    else if (row.kind === 'region') numbers.regions!.set(row.id, row.n);
    else if (row.kind === 'city') numbers.cities!.set(row.id, row.n);
    else numbers.scopeSize = row.n;
  }
  return numbers;
}

/**
 * Folds the +1/-1 rows of each key into one (keys whose count falls to zero disappear). Safe
 * to run at any time and from several servers at once; the search module runs it every minute.
 */
export async function compactSearchCounts(db: Kysely<Database>): Promise<void> {
  await sql`with keys as (
      select category_id, region_id, city_id from search_counts group by 1, 2, 3 having count(*) > 1
    ), moved as (
      delete from search_counts s using keys k
      where s.category_id = k.category_id and s.region_id = k.region_id and s.city_id = k.city_id
      returning s.*
    )
    insert into search_counts (category_id, region_id, city_id, active_count)
    select category_id, region_id, city_id, sum(active_count)::int from moved
    group by 1, 2, 3 having sum(active_count) <> 0`.execute(db);
}

/**
 * Recounts everything from the announcements, for loaders that wrote with the triggers off
 * and for repairs. One transaction: readers see the old counts or the new ones.
 */
export async function rebuildSearchCounts(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // The table is locked first so no trigger appends a row the recount would count twice.
    await sql`lock table search_counts in exclusive mode`.execute(trx);
    await sql`delete from search_counts`.execute(trx);
    await sql`insert into search_counts (category_id, region_id, city_id, active_count)
      select k.category_id, k.region_id, k.city_id, count(*)::int
      from announcements a, search_count_keys(a.category_id, a.region_ids, a.city_ids) k
      where a.status in ('PUBLISHED', 'EDITED')
      group by 1, 2, 3`.execute(trx);
  });
}
