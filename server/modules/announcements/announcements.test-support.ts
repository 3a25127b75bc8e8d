import slugify from '@sindresorhus/slugify';
import { ANNOUNCEMENT_LIMITS, type AnnouncementStatus } from '../../../shared/domain/announcements';
import type {
  DeliveryType,
  ExchangeType,
  PaymentMethod,
  PriceType,
  PriceUnit,
} from '../../../shared/domain/marketplace';
import type { Deps } from '../../deps';
import { loadCatalog } from '../catalog/catalog.service';
import { loadGeo } from '../geo/geo.service';
import { buildSearchText } from '../search/search-text';
import type { SpecValues } from './announcements.tables';

/** Categories tests commonly use (ids of resources/catalog/categories.json). */
export const TEST_CATEGORIES = {
  /** Voitures: requires marque, modele, kilometrage and (from Véhicules) annee; max 20 active per user. */
  cars: 101,
  /** Smartphones: requires etat, marque_telephone, modele_telephone; max 50 active per user. */
  smartphones: 301,
  /** Vente d'appartements: requires pieces. */
  apartmentsForSale: 20101,
  /** Vélos: no required specification. */
  bikes: 1002,
  /** Véhicules: a group, not publishable. */
  vehiclesGroup: 1,
} as const;

/** Communes tests commonly use: Bab Ezzouar (Alger, 16) and Bir El Djir (Oran, 31). */
export const TEST_CITIES = { babEzzouar: 558, birElDjir: 1116 } as const;

/** A bike announcement's form (AnnouncementInput) that passes every rule, for tests through the API. */
export const bikeInput = (overrides: Record<string, unknown> = {}) => ({
  title: 'Vélo de ville Btwin',
  description: 'Très bon état, pneus neufs, visible à Bab Ezzouar.',
  categoryId: String(TEST_CATEGORIES.bikes),
  price: 25000,
  priceUnit: 'UNIT',
  priceType: 'NEGOTIABLE',
  cityIds: [String(TEST_CITIES.babEzzouar)],
  ...overrides,
});

export interface AnnouncementFactoryInput {
  userId: string;
  categoryId?: number;
  title?: string;
  description?: string;
  status?: AnnouncementStatus;
  /** Whole dinars. */
  price?: number | null;
  oldPrice?: number | null;
  priceUnit?: PriceUnit;
  priceType?: PriceType | null;
  exchangeType?: ExchangeType;
  hasDelivery?: boolean;
  deliveryType?: DeliveryType | null;
  paymentMethod?: PaymentMethod | null;
  /** Units in stock; null (the default) for none said. */
  quantity?: number | null;
  specs?: SpecValues;
  cityIds?: number[];
  isCommentEnabled?: boolean;
  phones?: { phone: string; hasViber?: boolean; hasWhatsapp?: boolean; hasTelegram?: boolean }[];
  storeId?: string | null;
  createdAt?: Date;
  refreshedAt?: Date;
}

let sequence = 0;

/**
 * Inserts an announcement straight into the database (no form validation, no changelog),
 * published by default, for tests of the flows that act on announcements.
 */
export async function createAnnouncement(
  deps: Deps,
  input: AnnouncementFactoryInput,
): Promise<{ id: string; slug: string; title: string }> {
  sequence += 1;
  const [catalog, geo] = await Promise.all([loadCatalog(deps), loadGeo(deps)]);
  const title = input.title ?? `Vélo de route numéro ${sequence}`;
  const categoryId = input.categoryId ?? TEST_CATEGORIES.bikes;
  const specs = input.specs ?? {};
  const cityIds = input.cityIds ?? [TEST_CITIES.babEzzouar];
  const regionIds = [...new Set(cityIds.map((id) => geo.citiesById.get(id)?.regionId ?? 0))];
  const status = input.status ?? 'PUBLISHED';
  const refreshedAt = input.refreshedAt ?? input.createdAt ?? deps.now();
  const active = status === 'PUBLISHED' || status === 'EDITED';
  const row = await deps.db
    .insertInto('announcements')
    .values({
      user_id: input.userId,
      store_id: input.storeId ?? null,
      category_id: categoryId,
      title,
      slug: slugify(title),
      description: input.description ?? `Description de ${title}.`,
      price: input.price === undefined ? 10_000 : input.price,
      old_price: input.oldPrice ?? null,
      price_type: input.priceType === undefined ? 'NEGOTIABLE' : input.priceType,
      price_unit: input.priceUnit ?? 'UNIT',
      exchange_type: input.exchangeType ?? 'NOT_EXCHANGEABLE',
      has_delivery: input.hasDelivery ?? false,
      delivery_type: input.deliveryType ?? null,
      payment_method: input.paymentMethod ?? null,
      quantity: input.quantity ?? null,
      has_phone: (input.phones ?? []).length > 0,
      is_comment_enabled: input.isCommentEnabled ?? true,
      specs: JSON.stringify(specs),
      city_ids: cityIds,
      region_ids: regionIds,
      search_text: buildSearchText({ title, categoryId, specs, cityIds }, catalog, geo),
      status,
      created_at: input.createdAt ?? refreshedAt,
      updated_at: refreshedAt,
      refreshed_at: refreshedAt,
      validated_at: active ? refreshedAt : null,
      expires_at: active
        ? new Date(refreshedAt.getTime() + ANNOUNCEMENT_LIMITS.lifetimeDays * 24 * 60 * 60 * 1000)
        : null,
    })
    .returning(['id', 'slug'])
    .executeTakeFirstOrThrow();
  for (const [rank, phone] of (input.phones ?? []).entries()) {
    await deps.db
      .insertInto('announcement_phones')
      .values({
        announcement_id: row.id,
        rank,
        phone: phone.phone,
        has_viber: phone.hasViber ?? false,
        has_whatsapp: phone.hasWhatsapp ?? false,
        has_telegram: phone.hasTelegram ?? false,
      })
      .execute();
  }
  return { id: row.id, slug: row.slug, title };
}
