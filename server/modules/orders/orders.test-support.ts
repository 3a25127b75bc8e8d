import type { DeliveryMode } from '../../../shared/domain/orders';
import type { Deps } from '../../deps';
import { createAnnouncement, type AnnouncementFactoryInput } from '../announcements/announcements.test-support';
import { loadGeo } from '../geo';

/** An announcement that can be ordered: priced 2,500 DA, delivered, paid on delivery, 5 in stock. */
export function createOrderable(deps: Deps, userId: string, overrides: Partial<AnnouncementFactoryInput> = {}) {
  return createAnnouncement(deps, {
    userId,
    price: 2500,
    hasDelivery: true,
    deliveryType: 'DELIVERY_AVAILABLE',
    paymentMethod: 'PAYMENT_ON_DELIVERY',
    quantity: 5,
    ...overrides,
  });
}

/** A delivery provider (worked by `userId` when given) serving `regions` at home and at pickup points. */
export async function createDeliveryProvider(
  deps: Deps,
  input: { name?: string; userId?: string | null; regions?: number[]; price?: number; modes?: DeliveryMode[] } = {},
): Promise<{ id: string; name: string }> {
  const name = input.name ?? `Colis ${Math.random().toString(36).slice(2, 8)}`;
  const provider = await deps.db
    .insertInto('delivery_providers')
    .values({
      name,
      slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      user_id: input.userId ?? null,
      created_at: deps.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const regions = input.regions ?? [16];
  const modes = input.modes ?? ['HOME', 'PICKUP'];
  await deps.db
    .insertInto('delivery_rates')
    .values(
      regions.flatMap((regionId) =>
        modes.map((mode) => ({
          provider_id: provider.id,
          region_id: regionId,
          mode,
          price: (input.price ?? 600) - (mode === 'PICKUP' ? 200 : 0),
          delay_min: 1,
          delay_max: 3,
          delay_unit: 'DAYS' as const,
        })),
      ),
    )
    .execute();
  return { id: provider.id, name };
}

/** A commune of a wilaya (Alger by default), for checkout forms. */
export async function cityIn(deps: Deps, regionId = 16): Promise<{ regionId: string; cityId: string }> {
  const city = (await loadGeo(deps)).citiesByRegion.get(regionId)![0]!;
  return { regionId: String(regionId), cityId: String(city.id) };
}
