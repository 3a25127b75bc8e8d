import { sql } from 'kysely';
import type { Deps } from '../../deps';
import { pageRequest, paginatorInfo, type Page } from '../../core/pagination';
import { findUsers, type UserModel, type Viewer } from '../users';
import { loadStoresByIds, type StoreModel } from './stores.mappers';

const PAGE_LIMITS = { defaultSize: 24, maxSize: 48 };

/** A member following one of the caller's stores. */
export interface StoreFollowerModel {
  user: UserModel;
  store: StoreModel;
  followedAt: Date;
}

/** The ACTIVE stores the member follows, the latest followed first (the profile's "Abonnements"). */
export async function followedStores(
  deps: Deps,
  viewer: Viewer,
  page: number | null | undefined,
): Promise<Page<StoreModel>> {
  const request = pageRequest(page, null, PAGE_LIMITS);
  const base = deps.db
    .selectFrom('store_followers as f')
    .innerJoin('stores as s', 's.id', 'f.store_id')
    .where('f.user_id', '=', viewer.id)
    .where('s.status', '=', 'ACTIVE');
  const [rows, count] = await Promise.all([
    base
      .select(['f.store_id'])
      .orderBy('f.created_at', 'desc')
      .orderBy('f.store_id', 'desc')
      .limit(request.size)
      .offset(request.offset)
      .execute(),
    base.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
  ]);
  const stores = await loadStoresByIds(
    deps.db,
    rows.map((row) => row.store_id),
  );
  const byId = new Map(stores.map((store) => [store.id, store]));
  return {
    data: rows.flatMap((row) => byId.get(row.store_id) ?? []),
    paginatorInfo: paginatorInfo(request, Number(count.total)),
  };
}

/**
 * The members who follow one of the caller's stores, the latest first (the profile's "Abonnés"):
 * each with the store they follow. Suspended accounts are left out.
 */
export async function storeFollowers(
  deps: Deps,
  viewer: Viewer,
  page: number | null | undefined,
): Promise<Page<StoreFollowerModel>> {
  const request = pageRequest(page, null, PAGE_LIMITS);
  const base = deps.db
    .selectFrom('store_followers as f')
    .innerJoin('store_members as m', 'm.store_id', 'f.store_id')
    .innerJoin('users as u', 'u.id', 'f.user_id')
    .where('m.user_id', '=', viewer.id)
    .where('u.suspended_at', 'is', null);
  const [rows, count] = await Promise.all([
    base
      .select(['f.store_id', 'f.user_id', 'f.created_at'])
      .orderBy('f.created_at', 'desc')
      .orderBy('f.user_id', 'desc')
      .limit(request.size)
      .offset(request.offset)
      .execute(),
    base.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
  ]);
  const [users, stores] = await Promise.all([
    findUsers(
      deps.db,
      rows.map((row) => row.user_id),
    ),
    loadStoresByIds(
      deps.db,
      rows.map((row) => row.store_id),
    ),
  ]);
  const userById = new Map(users.map((user) => [user.id, user]));
  const storeById = new Map(stores.map((store) => [store.id, store]));
  return {
    data: rows.flatMap((row) => {
      const user = userById.get(row.user_id);
      const store = storeById.get(row.store_id);
      return user && store ? [{ user, store, followedAt: row.created_at }] : [];
    }),
    paginatorInfo: paginatorInfo(request, Number(count.total)),
  };
}
