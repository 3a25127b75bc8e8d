import type { Kysely } from 'kysely';
import type { LaunchType } from '../../../shared/site/launch';
import type { EditableLand } from '../../../shared/site/plans';
import type { Database } from '../../db/types';

/**
 * What the site builder reads of stores and markets (their services belong to the stores and
 * markets modules): whether a land exists and is shown, who may edit it, its plan and location.
 */

/** A store or a market, named by launch type and id. */
export interface LandRef {
  launchType: LaunchType;
  id: string;
}

/** A land that exists. `shown` is false for a store that is not ACTIVE (its site is hidden). */
export interface Land extends LandRef {
  shown: boolean;
}

/** The store or market, or null when there is none with that id. */
export async function findLand(db: Kysely<Database>, ref: LandRef): Promise<Land | null> {
  if (ref.launchType === 'STORE') {
    const store = await db.selectFrom('stores').select(['id', 'status']).where('id', '=', ref.id).executeTakeFirst();
    return store ? { launchType: 'STORE', id: store.id, shown: store.status === 'ACTIVE' } : null;
  }
  const market = await db.selectFrom('markets').select('id').where('id', '=', ref.id).executeTakeFirst();
  return market ? { launchType: 'MARKET', id: market.id, shown: true } : null;
}

/** The store or market served on a host name (already normalised), stores first. */
export async function findLandByDomain(db: Kysely<Database>, domain: string): Promise<Land | null> {
  const store = await db.selectFrom('stores').select(['id', 'status']).where('domain', '=', domain).executeTakeFirst();
  if (store) return { launchType: 'STORE', id: store.id, shown: store.status === 'ACTIVE' };
  const market = await db.selectFrom('markets').select('id').where('domain', '=', domain).executeTakeFirst();
  return market ? { launchType: 'MARKET', id: market.id, shown: true } : null;
}

/** The land's users (store or market members) and service params: what edit access is decided on. */
export async function loadEditableLand(db: Kysely<Database>, land: LandRef): Promise<EditableLand> {
  const members =
    land.launchType === 'STORE'
      ? db.selectFrom('store_members').select('user_id').where('store_id', '=', land.id)
      : db.selectFrom('market_members').select('user_id').where('market_id', '=', land.id);
  const [users, serviceParams] = await Promise.all([
    members.execute(),
    db
      .selectFrom('land_service_params')
      .select('code')
      .where('land_type', '=', land.launchType)
      .where('land_id', '=', land.id)
      .execute(),
  ]);
  return { userIds: users.map((row) => row.user_id), serviceParams };
}

/** True when the land has a place to show on a map: a store's main location with coordinates. Markets have none. */
export async function landHasLocation(db: Kysely<Database>, land: LandRef): Promise<boolean> {
  if (land.launchType !== 'STORE') return false;
  const location = await db
    .selectFrom('store_locations')
    .select('id')
    .where('store_id', '=', land.id)
    .where('is_main', '=', true)
    .where('lat', 'is not', null)
    .where('lng', 'is not', null)
    .executeTakeFirst();
  return location !== undefined;
}

/** The ACTIVE stores a market gathers, in the market's order. */
export async function marketStoreIds(db: Kysely<Database>, marketId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('market_stores')
    .innerJoin('stores', 'stores.id', 'market_stores.store_id')
    .select('stores.id')
    .where('market_stores.market_id', '=', marketId)
    .where('stores.status', '=', 'ACTIVE')
    .orderBy('market_stores.rank')
    .orderBy('stores.id')
    .execute();
  return rows.map((row) => row.id);
}
