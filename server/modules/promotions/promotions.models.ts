import type { Kysely, Selectable } from 'kysely';
import { isActiveStatus } from '../../../shared/domain/announcements';
import {
  promotionState,
  type PromotionDevice,
  type PromotionLocation,
  type PromotionState,
} from '../../../shared/domain/promotions';
import type { Database } from '../../db/types';
import type { Deps } from '../../deps';
import type { PromotionsTable, PromotionVisualsTable } from './promotions.tables';

export type PromotionRow = Selectable<PromotionsTable>;
/** A visual, with the storage key of its uploaded picture (IMAGE). */
export type PromotionVisualRow = Selectable<PromotionVisualsTable> & { storage_key: string | null };

/** A campaign with what belongs to it: the GraphQL `PromotionCampaign`, and `Promotion` once placed. */
export interface PromotionModel extends PromotionRow {
  locations: PromotionLocation[];
  categoryIds: number[];
  visuals: PromotionVisualRow[];
  /** The device of the slot it is shown in (null for the top ads): which visual is current. */
  device: PromotionDevice | null;
  state: PromotionState;
}

/** Loads campaigns with their locations, categories and visuals, in the order of `ids`. */
export async function loadPromotions(
  deps: Pick<Deps, 'db' | 'now'>,
  ids: readonly string[],
  device: PromotionDevice | null = null,
): Promise<PromotionModel[]> {
  if (ids.length === 0) return [];
  const [rows, locations, categories, visuals] = await Promise.all([
    deps.db
      .selectFrom('promotions')
      .selectAll()
      .where('id', 'in', [...ids])
      .execute(),
    deps.db
      .selectFrom('promotion_locations')
      .selectAll()
      .where('promotion_id', 'in', [...ids])
      .execute(),
    deps.db
      .selectFrom('promotion_categories')
      .selectAll()
      .where('promotion_id', 'in', [...ids])
      .execute(),
    deps.db
      .selectFrom('promotion_visuals as v')
      .leftJoin('media as m', 'm.id', 'v.media_id')
      .selectAll('v')
      .select('m.storage_key')
      .where('v.promotion_id', 'in', [...ids])
      .execute(),
  ]);
  const now = deps.now();
  const byId = new Map(
    rows.map((row) => [
      row.id,
      {
        ...row,
        locations: locations.filter((item) => item.promotion_id === row.id).map((item) => item.location),
        categoryIds: categories.filter((item) => item.promotion_id === row.id).map((item) => Number(item.category_id)),
        visuals: visuals.filter((item) => item.promotion_id === row.id),
        device,
        state: promotionState({ startsAt: row.starts_at, endsAt: row.ends_at, paused: row.paused }, now),
      } satisfies PromotionModel,
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Which promotions' targets the public can open: active announcements, active stores. */
export async function publicTargets(
  db: Kysely<Database>,
  promotions: readonly PromotionModel[],
): Promise<(promotion: PromotionModel) => boolean> {
  const storeIds = promotions.flatMap((item) => (item.target_store_id ? [item.target_store_id] : []));
  const announcementIds = promotions.flatMap((item) =>
    item.target_announcement_id ? [item.target_announcement_id] : [],
  );
  const [stores, announcements] = await Promise.all([
    storeIds.length > 0
      ? db.selectFrom('stores').select(['id', 'status']).where('id', 'in', storeIds).execute()
      : Promise.resolve([]),
    announcementIds.length > 0
      ? db.selectFrom('announcements').select(['id', 'status']).where('id', 'in', announcementIds).execute()
      : Promise.resolve([]),
  ]);
  const activeStores = new Set(stores.filter((row) => row.status === 'ACTIVE').map((row) => row.id));
  const activeAnnouncements = new Set(announcements.filter((row) => isActiveStatus(row.status)).map((row) => row.id));
  return (promotion) =>
    (promotion.target_store_id === null || activeStores.has(promotion.target_store_id)) &&
    (promotion.target_announcement_id === null || activeAnnouncements.has(promotion.target_announcement_id));
}
