import type { MercuriusLoaders } from 'mercurius';
import type { Context } from '../../graphql/context';
import { findUsers } from '../users';
import type { UserModel } from '../users';
import type { AnnouncementVariantModel } from './announcement-views';
import type { AnnouncementModel } from './announcements.mappers';

type Query = { obj: AnnouncementModel; params: Record<string, never> };

/**
 * Batched fields of `Announcement`: one query per request for a whole page of cards instead of
 * one per card. (The cache is off: parents are distinct objects and the batch is the point.)
 */
export const announcementsLoaders: MercuriusLoaders<Context> = {
  Announcement: {
    user: {
      loader: async (queries: Query[], ctx): Promise<(UserModel | null)[]> => {
        const users = await findUsers(ctx.deps.db, [...new Set(queries.map((q) => q.obj.userId))]);
        const byId = new Map(users.map((user) => [user.id, user]));
        return queries.map((q) => byId.get(q.obj.userId) ?? null);
      },
      opts: { cache: false },
    },
    variants: {
      loader: async (queries: Query[], ctx): Promise<AnnouncementVariantModel[][]> => {
        const ids = [...new Set(queries.map((q) => q.obj.id))];
        const rows = await ctx.deps.db
          .selectFrom('announcement_variants')
          .selectAll()
          .where('announcement_id', 'in', ids)
          .orderBy('announcement_id')
          .orderBy('rank')
          .execute();
        return queries.map((q) =>
          rows
            .filter((row) => row.announcement_id === q.obj.id)
            .map((row) => ({
              id: row.id,
              hash: row.hash,
              specs: row.specifications,
              price: row.price === null ? null : Number(row.price),
              oldPrice: row.old_price === null ? null : Number(row.old_price),
              quantity: row.quantity,
              priceUnit: q.obj.priceUnit,
            })),
        );
      },
      opts: { cache: false },
    },
    hasVariants: {
      loader: async (queries: Query[], ctx): Promise<boolean[]> => {
        const ids = [...new Set(queries.map((q) => q.obj.id))];
        const rows = await ctx.deps.db
          .selectFrom('announcement_variants')
          .select('announcement_id')
          .distinct()
          .where('announcement_id', 'in', ids)
          .execute();
        const withVariants = new Set(rows.map((row) => row.announcement_id));
        return queries.map((q) => withVariants.has(q.obj.id));
      },
      opts: { cache: false },
    },
  },
};
