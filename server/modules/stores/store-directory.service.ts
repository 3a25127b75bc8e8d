import { sql, type Expression, type SqlBool } from 'kysely';
import { SEARCH_LIMITS } from '../../../shared/domain/announcements';
import { ErrorCode } from '../../../shared/domain/errors';
import { locationIdOf, searchWordsOf } from '../../../shared/domain/search';
import { STORE_LIMITS } from '../../../shared/domain/stores';
import type { Deps } from '../../deps';
import { AppError } from '../../core/errors';
import { pageRequest, readPage, type PaginatorInfoModel } from '../../core/pagination';
import { loadCatalog } from '../catalog';
import { STORE_COLUMNS, toStoreModel, type StoreModel } from './stores.mappers';

/** The directory's filters as they arrive (StoreFilter, plus q), in their loose forms. */
export interface StoreDirectoryInput {
  q?: string | null;
  keyword?: string | null;
  /** A wilaya: 16 or "alger-16" (the part after the last dash counts, as in the search). */
  regionId?: string | null;
  cityId?: string | null;
  /** A category slug the stores sell in (the directory's {tag}). */
  tag?: string | null;
  isOfficial?: boolean | null;
  page?: number | null;
  count?: number | null;
  /** Not in the API: only these stores (a market's stores, for the site builder's store lists). */
  storeIds?: readonly string[];
}

/** A page of stores. */
export interface StorePage {
  data: StoreModel[];
  paginatorInfo: PaginatorInfoModel;
}

const badInput = (argument: string, message: string): AppError =>
  new AppError(ErrorCode.BAD_USER_INPUT, message, { argument });

/** A wilaya or commune id of the filter, or null; malformed ones are the caller's mistake. */
function placeId(argument: string, value: string | null | undefined): number | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const id = locationIdOf(value);
  if (id === null) throw badInput(argument, `${argument} must be a wilaya or commune id`);
  return id;
}

/**
 * The store directory (spec §2 /boutiques/{tag?}): ACTIVE stores matching the keywords (q and
 * filter.keyword together: every word in the name or description, accents and case ignored),
 * the wilaya or commune of their main location, a category they sell in (the tag's category,
 * those under it and those above it) and the official badge. Official stores first, then the
 * most followed, then the oldest.
 */
export async function searchStores(deps: Deps, input: StoreDirectoryInput): Promise<StorePage> {
  const keywords = [input.q, input.keyword].filter((k): k is string => typeof k === 'string' && k.trim() !== '');
  if (keywords.some((k) => k.length > SEARCH_LIMITS.keywordsMax)) {
    throw badInput('keyword', `at most ${SEARCH_LIMITS.keywordsMax} characters`);
  }
  const words = searchWordsOf(keywords.join(' '));
  const regionId = placeId('regionId', input.regionId);
  const cityId = placeId('cityId', input.cityId);
  const window = pageRequest(input.page, input.count, {
    defaultSize: STORE_LIMITS.directoryPageSize,
    maxSize: STORE_LIMITS.directoryMaxPageSize,
  });

  let categoryIds: number[] | null = null;
  const tag = input.tag?.trim().toLowerCase();
  if (tag) {
    const catalog = await loadCatalog(deps);
    const category = catalog.categoriesBySlug.get(tag);
    // An unknown tag matches no store (the directory shows its empty state).
    categoryIds = category
      ? [...new Set([...catalog.descendantIds(category.id), ...catalog.parentTree(category.id).map((c) => c.id)])]
      : [];
  }

  const conditions: Expression<SqlBool>[] = [sql<SqlBool>`stores.status = 'ACTIVE'`];
  // Normalised words hold only letters and digits: no LIKE wildcard can slip in.
  for (const word of words) conditions.push(sql<SqlBool>`stores.search_text like ${`%${word}%`}`);
  if (regionId !== null || cityId !== null) {
    const place = [sql`l.store_id = stores.id`, sql`l.is_main`];
    if (regionId !== null) place.push(sql`l.region_id = ${regionId}`);
    if (cityId !== null) place.push(sql`l.city_id = ${cityId}`);
    conditions.push(sql<SqlBool>`exists (select 1 from store_locations l where ${sql.join(place, sql` and `)})`);
  }
  if (categoryIds !== null) {
    conditions.push(
      categoryIds.length === 0
        ? sql<SqlBool>`false`
        : sql<SqlBool>`exists (select 1 from store_categories c where c.store_id = stores.id
            and c.category_id = any(${categoryIds}::int[]))`,
    );
  }
  if (input.isOfficial === true) conditions.push(sql<SqlBool>`stores.is_official`);
  if (input.storeIds) {
    conditions.push(
      input.storeIds.length === 0
        ? sql<SqlBool>`false`
        : sql<SqlBool>`stores.id = any(${[...input.storeIds]}::bigint[])`,
    );
  }

  const page = await readPage(
    deps.db
      .selectFrom('stores')
      .where((eb) => eb.and(conditions))
      .select(STORE_COLUMNS)
      .orderBy('stores.is_official', 'desc')
      .orderBy('stores.follower_count', 'desc')
      .orderBy('stores.id'),
    window,
  );
  return { data: page.data.map(toStoreModel), paginatorInfo: page.paginatorInfo };
}
