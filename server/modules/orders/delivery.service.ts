import type { Kysely } from 'kysely';
import type { DeliveryMode } from '../../../shared/domain/orders';
import type { Database } from '../../db/types';

/** A provider's rate to a wilaya, when it is active and serves it that way. */
export function deliveryRate(db: Kysely<Database>, providerId: string, regionId: number, mode: DeliveryMode) {
  return db
    .selectFrom('delivery_rates as r')
    .innerJoin('delivery_providers as p', 'p.id', 'r.provider_id')
    .selectAll('r')
    .where('r.provider_id', '=', providerId)
    .where('r.region_id', '=', regionId)
    .where('r.mode', '=', mode)
    .where('p.is_active', '=', true)
    .executeTakeFirst();
}

/** What the delivery step lists: the active providers serving a wilaya, cheapest first, then fastest. */
export async function deliveryOptions(db: Kysely<Database>, regionId: number, mode: DeliveryMode | null) {
  let query = db
    .selectFrom('delivery_rates as r')
    .innerJoin('delivery_providers as p', 'p.id', 'r.provider_id')
    .select(['r.provider_id', 'r.mode', 'r.price', 'r.delay_min', 'r.delay_max', 'r.delay_unit'])
    .where('r.region_id', '=', regionId)
    .where('p.is_active', '=', true);
  if (mode) query = query.where('r.mode', '=', mode);
  const rows = await query.orderBy('r.price').orderBy('r.delay_max').orderBy('p.name').execute();
  return rows.map((row) => ({
    providerId: row.provider_id,
    mode: row.mode,
    price: Number(row.price),
    delayMin: row.delay_min,
    delayMax: row.delay_max,
    delayUnit: row.delay_unit,
  }));
}

export type DeliveryOptionModel = Awaited<ReturnType<typeof deliveryOptions>>[number];

/** Providers by id, for the fields that show them. */
export function providersByIds(db: Kysely<Database>, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('delivery_providers').select(['id', 'name', 'slug', 'user_id']).where('id', 'in', ids).execute();
}

export type DeliveryProviderModel = Awaited<ReturnType<typeof providersByIds>>[number];

/** The providers a user's account works (a DeliveryProvider account). */
export function providersOf(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('delivery_providers')
    .select(['id', 'name', 'slug', 'user_id'])
    .where('user_id', '=', userId)
    .orderBy('name')
    .execute();
}
