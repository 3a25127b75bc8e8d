import { normalizeDomain } from '../../../shared/domain/stores';
import type { Deps } from '../../deps';
import type { Viewer } from '../users';
import { canSeeStore, storeNotFound } from './store-access';
import { loadStoresByIds, STORE_COLUMNS, toStoreModel, type StoreModel } from './stores.mappers';

/** A store by id, if the caller may see it (ACTIVE, or the caller is a member or an operator). */
export async function findStore(deps: Pick<Deps, 'db'>, viewer: Viewer | null, id: string): Promise<StoreModel | null> {
  const [store] = await loadStoresByIds(deps.db, [id]);
  return store && canSeeStore(viewer, store) ? store : null;
}

/** The store served on a host name (standalone store-domain mode), with the same visibility. */
export async function findStoreByDomain(
  deps: Pick<Deps, 'db'>,
  viewer: Viewer | null,
  domain: string,
): Promise<StoreModel | null> {
  const host = normalizeDomain(domain);
  if (host === null) return null;
  const row = await deps.db.selectFrom('stores').select(STORE_COLUMNS).where('domain', '=', host).executeTakeFirst();
  const store = row ? toStoreModel(row) : null;
  return store && canSeeStore(viewer, store) ? store : null;
}

/** The stores the member belongs to, whatever their status, those they own first, then by name. */
export async function myStores(deps: Pick<Deps, 'db'>, viewer: Viewer): Promise<StoreModel[]> {
  const rows = await deps.db
    .selectFrom('stores')
    .innerJoin('store_members', 'store_members.store_id', 'stores.id')
    .select(STORE_COLUMNS)
    .where('store_members.user_id', '=', viewer.id)
    .orderBy((eb) => eb.case().when('store_members.role', '=', 'OWNER').then(0).else(1).end())
    .orderBy('stores.name')
    .orderBy('stores.id')
    .execute();
  return rows.map(toStoreModel);
}

/**
 * Follows or stops following a store the caller can see; idempotent. The follower row and the
 * store's follower_count change in one transaction, and only when the row did, so the count
 * always equals the rows. Returns the store as it is now.
 */
export async function setFollowing(
  deps: Deps,
  viewer: Viewer,
  input: { storeId: string; follow: boolean },
): Promise<StoreModel> {
  const store = await findStore(deps, viewer, input.storeId);
  if (!store) throw storeNotFound();
  const row = await deps.db.transaction().execute(async (trx) => {
    const changed = input.follow
      ? await trx
          .insertInto('store_followers')
          .values({ store_id: store.id, user_id: viewer.id, created_at: deps.now() })
          .onConflict((oc) => oc.doNothing())
          .returning('store_id')
          .executeTakeFirst()
      : await trx
          .deleteFrom('store_followers')
          .where('store_id', '=', store.id)
          .where('user_id', '=', viewer.id)
          .returning('store_id')
          .executeTakeFirst();
    if (changed) {
      await trx
        .updateTable('stores')
        .set((eb) => ({ follower_count: eb('follower_count', input.follow ? '+' : '-', 1) }))
        .where('id', '=', store.id)
        .execute();
      await deps.events.record(trx, {
        type: 'store.followed',
        actorId: viewer.id,
        payload: { storeId: store.id, userId: viewer.id, following: input.follow },
      });
    }
    return trx.selectFrom('stores').select(STORE_COLUMNS).where('id', '=', store.id).executeTakeFirstOrThrow();
  });
  return toStoreModel(row);
}
