import { sql } from 'kysely';
import type { MediaSize } from '../../../shared/domain/announcements';
import type { SiteQuery } from '../../../shared/site/document';
import type { Deps } from '../../deps';
import { isAppError } from '../../core/errors';
import type { AnnouncementModel } from '../announcements';
import { search } from '../search';
import { STORE_COLUMNS, toStoreModel, type StoreModel } from '../stores';
import { marketStoreIds, type LandRef } from './lands';
import type { SiteQueryModel } from './sitebuild.mappers';

/**
 * The results of a build's queries, read within the land: a store's own announcements, a
 * market's stores and their announcements. Queries come in batches (a loader gets every query
 * of a response at once): the land's stores are read once per batch, the searches run in
 * parallel.
 */

/** Where a land's announcements come from: one store, or a market's ACTIVE stores. */
export type LandScope = { launchType: 'STORE'; storeId: string } | { launchType: 'MARKET'; storeIds: string[] };

const landKey = (land: LandRef) => `${land.launchType}:${land.id}`;

/** The scopes of the lands of a batch of queries, each read once. */
export async function landScopes(deps: Deps, queries: readonly SiteQueryModel[]): Promise<Map<string, LandScope>> {
  const lands = new Map<string, LandRef>();
  for (const query of queries)
    lands.set(landKey({ launchType: query.launchType, id: query.landId }), {
      launchType: query.launchType,
      id: query.landId,
    });
  const entries = await Promise.all(
    [...lands].map(async ([key, land]): Promise<[string, LandScope]> => [
      key,
      land.launchType === 'STORE'
        ? { launchType: 'STORE', storeId: land.id }
        : { launchType: 'MARKET', storeIds: await marketStoreIds(deps.db, land.id) },
    ]),
  );
  return new Map(entries);
}

/** The scope of one query in a batch's scopes. */
export function scopeOf(scopes: Map<string, LandScope>, query: SiteQueryModel): LandScope {
  const scope = scopes.get(landKey({ launchType: query.launchType, id: query.landId }));
  if (!scope) throw new Error('site query outside the batch it was loaded with');
  return scope;
}

/** The list part of a query (the query itself or its cluster). */
type SiteList = Pick<SiteQuery, 'q' | 'count' | 'filter'>;

/**
 * A list's announcements within the land, newest first unless its filter orders otherwise. A
 * market's list may narrow to some of its stores (filter.storeIds); a market without stores
 * has none (an empty store list would mean every store to the search). A filter the search
 * refuses (a category since removed) gives an empty list, not a broken site.
 */
export async function landAnnouncements(
  deps: Deps,
  scope: LandScope,
  list: SiteList,
  mediaSize: MediaSize | undefined,
): Promise<AnnouncementModel[]> {
  const { storeIds: picked, ...filter } = list.filter;
  let stores: { storeId: string } | { storeIds: string[] };
  if (scope.launchType === 'STORE') stores = { storeId: scope.storeId };
  else {
    const storeIds = picked?.length ? scope.storeIds.filter((id) => picked.includes(id)) : scope.storeIds;
    if (storeIds.length === 0) return [];
    stores = { storeIds };
  }
  try {
    const result = await search(deps, {
      q: list.q || null,
      filter: { ...filter, ...stores, count: list.count, mediaSize: mediaSize ?? null, fetchActiveCategory: false },
    });
    return (await result.announcements()).data;
  } catch (error) {
    if (!isAppError(error)) throw error;
    deps.log.warn({ err: error, filter: list.filter }, 'site query refused by the search');
    return [];
  }
}

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A market's list of stores (query type STORES): its ACTIVE stores in the market's order whose
 * name contains q (any case), narrowed to filter.storeIds when given, at most `count`.
 */
export async function landStores(deps: Deps, scope: LandScope, list: SiteList): Promise<StoreModel[]> {
  if (scope.launchType !== 'MARKET' || scope.storeIds.length === 0) return [];
  const picked = list.filter.storeIds;
  const storeIds = picked?.length ? scope.storeIds.filter((id) => picked.includes(id)) : scope.storeIds;
  if (storeIds.length === 0) return [];
  const q = list.q.trim();
  let query = deps.db.selectFrom('stores').select(STORE_COLUMNS).where('stores.id', 'in', storeIds);
  if (q) query = query.where(sql<boolean>`lower(stores.name) like lower(${likePattern(q)})`);
  const rows = await query.execute();
  // The scope lists the market's stores in its order: keep it.
  const order = new Map(storeIds.map((id, index) => [id, index]));
  return rows
    .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))
    .slice(0, list.count)
    .map(toStoreModel);
}
