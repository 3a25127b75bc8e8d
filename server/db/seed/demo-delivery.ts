import { sql } from 'kysely';
import type { Deps } from '../../deps';
import { REGION_WEIGHTS } from './announcements/places';

/** Set in app_meta with the rows: the demo providers are loaded once. */
export const DEMO_DELIVERY_KEY = 'demo_delivery_seeded_at';

/** The wilayas of the far south (Adrar, Tamanrasset, Illizi, Tindouf and the 2019 ones): dearer, slower. */
const FAR_SOUTH = new Set([1, 11, 33, 37, 49, 50, 52, 53, 54, 56]);
/** The rest of the south and the high plateaus. */
const SOUTH = new Set([3, 7, 8, 30, 32, 39, 47, 51, 55, 57, 58, 17]);

/**
 * Two demo delivery providers with a price grid over the 58 wilayas (home and pickup): Sahel
 * Express, worked by the demo courier account, and Atlas Colis, cheaper in the north and absent
 * from the far south, so the delivery step has a choice to make and a wilaya without it.
 */
export const DEMO_PROVIDERS = [
  { name: 'Sahel Express', slug: 'sahel-express', courier: true, base: 500, farSouth: true },
  { name: 'Atlas Colis', slug: 'atlas-colis', courier: false, base: 400, farSouth: false },
] as const;

/** The courier account of Sahel Express (a DeliveryProvider account; its parcels show in the studio). */
export const DEMO_COURIER = {
  username: 'sahel_livraison',
  displayName: 'Sahel Express',
  gender: 'MALE',
  birthDate: '1985-06-01',
  regionId: 16,
  phone: '0552003004',
} as const;

function rateOf(base: number, regionId: number) {
  const zone = FAR_SOUTH.has(regionId) ? 2 : SOUTH.has(regionId) ? 1 : 0;
  // The big cities (heavier weights) are on every route: a little cheaper.
  const city = (REGION_WEIGHTS[regionId] ?? 0.5) >= 3 ? -100 : 0;
  return {
    home: base + city + zone * 400,
    pickup: Math.max(200, base - 200 + city + zone * 300),
    delayMin: zone === 0 ? 1 : zone === 1 ? 2 : 4,
    delayMax: zone === 0 ? 3 : zone === 1 ? 5 : 8,
  };
}

/**
 * The demo providers, their grids, and a stock for the demo announcements that can be delivered
 * and paid (so the portal's cart and checkout work on the demo): 1 to 9 units each, the same for
 * the same announcement. Once per database.
 */
export async function seedDemoDelivery(deps: Deps): Promise<void> {
  const done = await deps.db
    .selectFrom('app_meta')
    .select('key')
    .where('key', '=', DEMO_DELIVERY_KEY)
    .executeTakeFirst();
  if (done) return;
  const courier = await deps.db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(username)`, '=', DEMO_COURIER.username)
    .executeTakeFirst();
  const at = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    for (const provider of DEMO_PROVIDERS) {
      const { id } = await trx
        .insertInto('delivery_providers')
        .values({
          name: provider.name,
          slug: provider.slug,
          user_id: provider.courier ? (courier?.id ?? null) : null,
          created_at: at,
        })
        .onConflict((oc) => oc.column('slug').doUpdateSet({ name: provider.name }))
        .returning('id')
        .executeTakeFirstOrThrow();
      const rows = Array.from({ length: 58 }, (_, i) => i + 1)
        .filter((regionId) => provider.farSouth || !FAR_SOUTH.has(regionId))
        .flatMap((regionId) => {
          const rate = rateOf(provider.base, regionId);
          const common = { provider_id: id, region_id: regionId, delay_min: rate.delayMin, delay_max: rate.delayMax };
          return [
            { ...common, mode: 'HOME' as const, price: rate.home, delay_unit: 'DAYS' as const },
            { ...common, mode: 'PICKUP' as const, price: rate.pickup, delay_unit: 'DAYS' as const },
          ];
        });
      await trx
        .insertInto('delivery_rates')
        .values(rows)
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    await trx
      .updateTable('announcements')
      .set({ quantity: sql<number>`1 + (id % 9)` })
      .where('has_delivery', '=', true)
      .where('payment_method', 'is not', null)
      .where('price', '>', '0')
      .where('quantity', 'is', null)
      .execute();
    await trx.insertInto('app_meta').values({ key: DEMO_DELIVERY_KEY, value: at.toISOString() }).execute();
  });
}
