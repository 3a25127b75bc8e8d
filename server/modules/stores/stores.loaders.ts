import { sql } from 'kysely';
import type { MercuriusLoaders } from 'mercurius';
import { STORE_LIMITS } from '../../../shared/domain/stores';
import type { Context } from '../../graphql/context';
import {
  ANNOUNCEMENT_COLUMNS,
  toAnnouncementModel,
  type AnnouncementModel,
  type AnnouncementRow,
} from '../announcements';
import type { CategoryModel } from '../catalog';
import { loadCatalog } from '../catalog';
import type { UserModel } from '../users';
import { findUsers } from '../users';
import { landMembers, landServiceParams, type ServiceParamModel } from './lands';
import { seesStoreInternals } from './store-access';
import {
  loadStoresByIds,
  toStoreLocationModel,
  type LandMemberModel,
  type StoreLocationModel,
  type StoreModel,
} from './stores.mappers';

/** One field of one store asked in an operation, as Mercurius batches them. */
interface StoreQuery<P = Record<string, never>> {
  obj: StoreModel;
  params: P;
}

const idsOf = (queries: readonly StoreQuery<unknown>[]): string[] => [...new Set(queries.map((q) => q.obj.id))];

/** Active announcements per store, in one grouped count. */
async function announcementsCount(queries: StoreQuery[], ctx: Context): Promise<number[]> {
  const rows = await ctx.deps.db
    .selectFrom('announcements')
    .select(['store_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('store_id', 'in', idsOf(queries))
    .where('status', 'in', ['PUBLISHED', 'EDITED'])
    .groupBy('store_id')
    .execute();
  const counts = new Map(rows.map((row) => [row.store_id, Number(row.n)]));
  return queries.map((q) => counts.get(q.obj.id) ?? 0);
}

/** Whether the caller follows each store: one query for a signed-in caller, none for visitors. */
async function iAmFollowing(queries: StoreQuery[], ctx: Context): Promise<boolean[]> {
  if (!ctx.viewer) return queries.map(() => false);
  const rows = await ctx.deps.db
    .selectFrom('store_followers')
    .select('store_id')
    .where('user_id', '=', ctx.viewer.id)
    .where('store_id', 'in', idsOf(queries))
    .execute();
  const followed = new Set(rows.map((row) => row.store_id));
  return queries.map((q) => followed.has(q.obj.id));
}

/** Every location of the stores asked, main first. */
async function locationsOf(queries: StoreQuery[], ctx: Context, mainOnly: boolean): Promise<StoreLocationModel[][]> {
  let query = ctx.deps.db.selectFrom('store_locations').selectAll().where('store_id', 'in', idsOf(queries));
  if (mainOnly) query = query.where('is_main', '=', true);
  const rows = await query.orderBy('store_id').orderBy('is_main', 'desc').orderBy('id').execute();
  return queries.map((q) => rows.filter((row) => row.store_id === q.obj.id).map(toStoreLocationModel));
}

/** The categories each store sells in, in its order, from the catalog snapshot. */
async function categories(queries: StoreQuery[], ctx: Context): Promise<CategoryModel[][]> {
  const [catalog, rows] = await Promise.all([
    loadCatalog(ctx.deps),
    ctx.deps.db
      .selectFrom('store_categories')
      .select(['store_id', 'category_id'])
      .where('store_id', 'in', idsOf(queries))
      .orderBy('store_id')
      .orderBy('rank')
      .execute(),
  ]);
  return queries.map((q) =>
    rows.filter((row) => row.store_id === q.obj.id).flatMap((row) => catalog.categoriesById.get(row.category_id) ?? []),
  );
}

/**
 * The store card's announcements: for every store asked with the same arguments, its newest
 * active ones (only those with pictures unless told otherwise), in one statement (a lateral
 * join walking each store's (store_id, refreshed_at) index).
 */
async function cardAnnouncements(
  queries: StoreQuery<{ count?: number | null; withPictures?: boolean | null }>[],
  ctx: Context,
): Promise<AnnouncementModel[][]> {
  const groups = new Map<string, { count: number; withPictures: boolean; ids: Set<string> }>();
  const keyOf = (q: (typeof queries)[number]) => {
    const count = Math.min(
      Math.max(Math.trunc(q.params.count ?? STORE_LIMITS.cardAnnouncements), 0),
      STORE_LIMITS.cardAnnouncementsMax,
    );
    const withPictures = q.params.withPictures !== false;
    return { key: `${count}:${withPictures}`, count, withPictures };
  };
  for (const q of queries) {
    const { key, count, withPictures } = keyOf(q);
    const group = groups.get(key) ?? { count, withPictures, ids: new Set<string>() };
    group.ids.add(q.obj.id);
    groups.set(key, group);
  }
  const byKey = new Map<string, Map<string, AnnouncementModel[]>>();
  const columns = sql.join(ANNOUNCEMENT_COLUMNS.map((column) => sql.ref(column)));
  for (const [key, group] of groups) {
    const byStore = new Map<string, AnnouncementModel[]>();
    byKey.set(key, byStore);
    if (group.count === 0) continue;
    const pictures = group.withPictures ? sql` and announcements.media_count > 0` : sql``;
    const { rows } = await sql<AnnouncementRow>`select a.* from unnest(${[...group.ids]}::bigint[]) as s(id)
      cross join lateral (
        select ${columns} from announcements
        where announcements.store_id = s.id and announcements.status in ('PUBLISHED', 'EDITED')${pictures}
        order by announcements.refreshed_at desc, announcements.id desc
        limit ${group.count}
      ) a`.execute(ctx.deps.db);
    for (const row of rows) {
      const model = toAnnouncementModel(row);
      const list = byStore.get(model.storeId!) ?? [];
      list.push(model);
      byStore.set(model.storeId!, list);
    }
  }
  return queries.map((q) => byKey.get(keyOf(q).key)?.get(q.obj.id) ?? []);
}

/** Members of the stores the caller may see them of (members and operators); empty for others. */
async function users(queries: StoreQuery[], ctx: Context): Promise<LandMemberModel[][]> {
  const visible = idsOf(queries).filter((id) => seesStoreInternals(ctx.viewer, id));
  const members = await landMembers(ctx.deps.db, 'STORE', visible);
  return queries.map((q) => members.get(q.obj.id) ?? []);
}

/** Service params, with the same visibility as the members. */
async function serviceParams(queries: StoreQuery[], ctx: Context): Promise<ServiceParamModel[][]> {
  const visible = idsOf(queries).filter((id) => seesStoreInternals(ctx.viewer, id));
  const params = await landServiceParams(ctx.deps.db, 'STORE', visible);
  return queries.map((q) => params.get(q.obj.id) ?? []);
}

/**
 * Batched fields of `Store`, `Announcement.store` and `LandMember.user`: a directory page of 24
 * cards, or a search page of 48 announcements, costs one query per field, not one per row.
 * (The cache is off: parents are distinct objects and the batch is the point.)
 */
export const storesLoaders: MercuriusLoaders<Context> = {
  Store: {
    announcementsCount: { loader: announcementsCount, opts: { cache: false } },
    iAmFollowing: { loader: iAmFollowing, opts: { cache: false } },
    mainLocation: {
      loader: async (queries: StoreQuery[], ctx) =>
        (await locationsOf(queries, ctx, true)).map((list) => list[0] ?? null),
      opts: { cache: false },
    },
    locations: { loader: (queries: StoreQuery[], ctx) => locationsOf(queries, ctx, false), opts: { cache: false } },
    categories: { loader: categories, opts: { cache: false } },
    announcements: { loader: cardAnnouncements, opts: { cache: false } },
    users: { loader: users, opts: { cache: false } },
    serviceParams: { loader: serviceParams, opts: { cache: false } },
  },
  Announcement: {
    store: {
      loader: async (queries: { obj: AnnouncementModel }[], ctx): Promise<(StoreModel | null)[]> => {
        const ids = [...new Set(queries.flatMap((q) => (q.obj.storeId ? [q.obj.storeId] : [])))];
        const stores = new Map((await loadStoresByIds(ctx.deps.db, ids)).map((store) => [store.id, store]));
        return queries.map((q) => (q.obj.storeId ? (stores.get(q.obj.storeId) ?? null) : null));
      },
      opts: { cache: false },
    },
  },
  LandMember: {
    user: {
      loader: async (queries: { obj: LandMemberModel }[], ctx): Promise<(UserModel | null)[]> => {
        const found = new Map(
          (await findUsers(ctx.deps.db, [...new Set(queries.map((q) => q.obj.userId))])).map((u) => [u.id, u]),
        );
        return queries.map((q) => found.get(q.obj.userId) ?? null);
      },
      opts: { cache: false },
    },
  },
};
