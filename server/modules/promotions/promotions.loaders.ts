import type { MercuriusLoaders } from 'mercurius';
import type { Context } from '../../graphql/context';
import { loadAnnouncementsByIds } from '../announcements';
import { loadStoresByIds } from '../stores';
import type { PromotionModel } from './promotions.models';

interface TargetQuery {
  obj: PromotionModel;
}

/**
 * `Promotion.target`, batched: the 48 top ads load their announcements in one query and their
 * stores in another. Each comes with its type for the `PromotionTarget` union.
 */
async function target(queries: TargetQuery[], ctx: Context) {
  const announcementIds = [...new Set(queries.flatMap(({ obj }) => obj.target_announcement_id ?? []))];
  const storeIds = [...new Set(queries.flatMap(({ obj }) => obj.target_store_id ?? []))];
  const [announcements, stores] = await Promise.all([
    loadAnnouncementsByIds(ctx.deps.db, announcementIds, 'SMALL'),
    storeIds.length > 0 ? loadStoresByIds(ctx.deps.db, storeIds) : Promise.resolve([]),
  ]);
  const announcementsById = new Map(announcements.map((item) => [item.id, item]));
  const storesById = new Map(stores.map((item) => [item.id, item]));
  return queries.map(({ obj }) => {
    if (obj.target_announcement_id) {
      const announcement = announcementsById.get(obj.target_announcement_id);
      return announcement ? { ...announcement, __typename: 'Announcement' as const } : null;
    }
    if (obj.target_store_id) {
      const store = storesById.get(obj.target_store_id);
      return store ? { ...store, __typename: 'Store' as const } : null;
    }
    return null;
  });
}

export const promotionsLoaders: MercuriusLoaders<Context> = {
  Promotion: { target },
};
