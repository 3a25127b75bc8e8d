import { sql, type Kysely, type Selectable } from 'kysely';
import { isActiveStatus } from '../../../shared/domain/announcements';
import { ErrorCode } from '../../../shared/domain/errors';
import { notificationLinks } from '../../../shared/domain/notifications';
import {
  deviceOf,
  PROMOTION_LIMITS,
  promotionProblems,
  promotionState,
  type PromotionDevice,
  type PromotionForm,
  type PromotionLocation,
  type PromotionState,
} from '../../../shared/domain/promotions';
import { addDays, algerianDay, daysOf, periodProblem, type StatisticsPeriod } from '../../../shared/domain/statistics';
import { AppError, text } from '../../core/errors';
import { pageRequest, readPage, type Page } from '../../core/pagination';
import type { Database } from '../../db/types';
import type { Deps } from '../../deps';
import type { PromotionCampaignInput } from '../../graphql/resolvers.generated';
import { loadCatalog } from '../catalog';
import type { Viewer } from '../users';
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

export function promotionNotFound(): AppError {
  return new AppError(ErrorCode.PROMOTION_NOT_FOUND, text('promotions.notFound'));
}

/** Loads campaigns with their locations, categories and visuals, in the order of `ids`. */
async function loadPromotions(
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

export interface PromotionFetchInput {
  location: PromotionLocation;
  maxCount: number | null | undefined;
  categoryId: string | null | undefined;
  categorySlug: string | null | undefined;
  withoutAdSense: boolean | null | undefined;
}

/**
 * The promotions a slot shows now: running campaigns of the location (started, not ended, not
 * paused), aimed at the asked category, one of its parents, or no category; under their daily cap
 * (today's impressions as last rolled up); without AdSense when asked. Several compete by weight:
 * each is drawn with a key `-ln(u) / weight`, the smallest first (weighted sampling without
 * replacement), so a campaign of weight 2 comes first about twice as often as one of weight 1.
 * A promoted store or announcement no longer public is left out.
 */
export async function fetchPromotions(
  deps: Pick<Deps, 'db' | 'now'>,
  input: PromotionFetchInput,
): Promise<PromotionModel[]> {
  const count = Math.min(Math.max(Math.trunc(input.maxCount ?? 1), 1), PROMOTION_LIMITS.maxFetch);
  const catalog = await loadCatalog(deps);
  const asked =
    input.categoryId != null && /^\d{1,9}$/.test(input.categoryId)
      ? catalog.categoriesById.get(Number(input.categoryId))
      : input.categorySlug
        ? catalog.categoriesBySlug.get(input.categorySlug)
        : undefined;
  const chain = asked ? catalog.parentTree(asked.id).map((category) => category.id) : [];
  const now = deps.now();
  const today = algerianDay(now);
  let query = deps.db
    .selectFrom('promotions as p')
    .innerJoin('promotion_locations as l', (join) =>
      join.onRef('l.promotion_id', '=', 'p.id').on('l.location', '=', input.location),
    )
    .select('p.id')
    .where('p.paused', '=', false)
    .where('p.starts_at', '<=', now)
    .where('p.ends_at', '>', now)
    .where((eb) =>
      eb.or([
        eb.not(
          eb.exists(
            eb.selectFrom('promotion_categories as c').select('c.promotion_id').whereRef('c.promotion_id', '=', 'p.id'),
          ),
        ),
        ...(chain.length > 0
          ? [
              eb.exists(
                eb
                  .selectFrom('promotion_categories as c')
                  .select('c.promotion_id')
                  .whereRef('c.promotion_id', '=', 'p.id')
                  .where('c.category_id', 'in', chain),
              ),
            ]
          : []),
      ]),
    )
    .where((eb) =>
      eb.or([
        eb('p.daily_cap', 'is', null),
        eb(
          sql<number>`coalesce((select d.impressions from promotion_daily d where d.promotion_id = p.id and d.day = ${today}::date), 0)`,
          '<',
          eb.ref('p.daily_cap'),
        ),
      ]),
    )
    .orderBy(sql`-ln(1 - random()) / p.weight`)
    // A few more than asked, for the targets that turn out not to be public any more.
    .limit(count + 4);
  if (input.withoutAdSense) query = query.where('p.is_adsense', '=', false);
  const ids = (await query.execute()).map((row) => row.id);
  const promotions = await loadPromotions(deps, ids, deviceOf(input.location));
  const visible = await publicTargets(deps.db, promotions);
  return promotions.filter((promotion) => visible(promotion)).slice(0, count);
}

/** Which promotions' targets the public can open: active announcements, active stores. */
async function publicTargets(
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

/** The visual a slot of `device` shows: its own, else the other device's. */
export function visualFor(promotion: PromotionModel, device: PromotionDevice | null): PromotionVisualRow | null {
  const wanted = device ?? 'DESKTOP';
  return (
    promotion.visuals.find((visual) => visual.device === wanted) ??
    promotion.visuals.find((visual) => visual.device !== wanted) ??
    null
  );
}

/** Where a click on a promotion goes, once counted: its link, or the page of what it promotes. */
export async function promotionDestination(deps: Pick<Deps, 'db'>, id: string): Promise<string | null> {
  const row = await deps.db
    .selectFrom('promotions as p')
    .leftJoin('stores as s', 's.id', 'p.target_store_id')
    .leftJoin('announcements as a', 'a.id', 'p.target_announcement_id')
    .select([
      'p.target_type',
      'p.target_link',
      's.id as store_id',
      's.slug as store_slug',
      'a.id as announcement_id',
      'a.slug as announcement_slug',
    ])
    .where('p.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  if (row.target_type === 'LINK') return row.target_link;
  if (row.announcement_id)
    return notificationLinks.announcement({ id: row.announcement_id, slug: row.announcement_slug ?? '' });
  if (row.store_id) return notificationLinks.store({ id: row.store_id, slug: row.store_slug ?? '' });
  return '/';
}

// ---------------------------------------------------------------------------------------------
// Operators: campaigns

const STATE_FILTERS: Record<PromotionState, (now: Date) => ReturnType<typeof sql<boolean>>> = {
  ENDED: (now) => sql<boolean>`ends_at <= ${now}`,
  PAUSED: (now) => sql<boolean>`ends_at > ${now} and paused`,
  SCHEDULED: (now) => sql<boolean>`ends_at > ${now} and not paused and starts_at > ${now}`,
  RUNNING: (now) => sql<boolean>`ends_at > ${now} and not paused and starts_at <= ${now}`,
};

export async function promotionCampaigns(
  deps: Pick<Deps, 'db' | 'now'>,
  input: {
    state: PromotionState | null | undefined;
    page: number | null | undefined;
    count: number | null | undefined;
  },
): Promise<Page<PromotionModel>> {
  const request = pageRequest(input.page, input.count, { defaultSize: 20, maxSize: 100 });
  let query = deps.db.selectFrom('promotions').select('id').orderBy('id', 'desc');
  if (input.state) query = query.where(STATE_FILTERS[input.state](deps.now()));
  const page = await readPage(query, request);
  return {
    ...page,
    data: await loadPromotions(
      deps,
      page.data.map((row) => row.id),
    ),
  };
}

export async function promotionCampaign(deps: Pick<Deps, 'db' | 'now'>, id: string): Promise<PromotionModel> {
  const [promotion] = await loadPromotions(deps, [id]);
  if (!promotion) throw promotionNotFound();
  return promotion;
}

/** The form's problems, said in one error with each field's code (the studio shows them beside the fields). */
function invalid(problems: Record<string, true>): AppError {
  return new AppError(ErrorCode.PROMOTION_INVALID, text('promotions.invalid'), {
    problems: Object.keys(problems),
  });
}

/**
 * Checks a campaign's form (the shared rules, then what only the database knows: the uploaded
 * pictures and their real sizes, the target, the categories, the ad networks) and returns the
 * rows to write.
 */
async function readCampaignInput(deps: Deps, viewer: Viewer, input: PromotionCampaignInput) {
  const problems: Record<string, true> = {};
  const mediaIds = input.visuals.flatMap((visual) =>
    visual.kind === 'IMAGE' && visual.mediaId ? [visual.mediaId] : [],
  );
  const media = mediaIds.length
    ? await deps.db
        .selectFrom('media')
        .select(['id', 'width', 'height', 'storage_key', 'user_id', 'announcement_id'])
        .where(
          'id',
          'in',
          mediaIds.filter((mediaId) => /^\d{1,18}$/.test(mediaId)),
        )
        .execute()
    : [];
  const visuals = input.visuals.map((visual) => {
    if (visual.kind === 'IMAGE') {
      const picture = media.find((row) => row.id === visual.mediaId);
      // The operator's own upload, not someone's announcement picture: its real size decides.
      if (!picture || picture.announcement_id !== null) problems.visual = true;
      return {
        device: visual.device,
        kind: visual.kind,
        media_id: picture?.id ?? null,
        url: null,
        width: picture?.width ?? visual.width,
        height: picture?.height ?? visual.height,
        background: visual.background ?? null,
      };
    }
    const allowed = visual.url != null && deps.config.adNetworks.some((origin) => safeOrigin(visual.url!) === origin);
    if (!allowed) problems.visual = true;
    return {
      device: visual.device,
      kind: visual.kind,
      media_id: null,
      url: visual.url ?? null,
      width: visual.width,
      height: visual.height,
      background: visual.background ?? null,
    };
  });
  const form: PromotionForm = {
    name: input.name,
    targetType: input.targetType,
    targetLink: input.targetLink,
    targetStoreId: input.targetStoreId,
    targetAnnouncementId: input.targetAnnouncementId,
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    locations: input.locations,
    weight: input.weight ?? 1,
    dailyCap: input.dailyCap,
    categoryIds: input.categoryIds ?? [],
    visuals,
  };
  Object.assign(problems, promotionProblems(form));
  const catalog = await loadCatalog(deps);
  const categoryIds = [...new Set(form.categoryIds)].map(Number);
  if (categoryIds.some((categoryId) => !catalog.categoriesById.has(categoryId))) problems.categories = true;
  const storeId =
    form.targetType === 'STORE' || form.targetType === 'STORE_LOCATION' ? (form.targetStoreId ?? null) : null;
  const announcementId = form.targetType === 'ANNOUNCEMENT' ? (form.targetAnnouncementId ?? null) : null;
  if (storeId !== null) {
    const store = /^\d{1,18}$/.test(storeId)
      ? await deps.db.selectFrom('stores').select('id').where('id', '=', storeId).executeTakeFirst()
      : undefined;
    if (!store) problems.target = true;
  }
  if (announcementId !== null) {
    const announcement = /^\d{1,18}$/.test(announcementId)
      ? await deps.db.selectFrom('announcements').select('id').where('id', '=', announcementId).executeTakeFirst()
      : undefined;
    if (!announcement) problems.target = true;
  }
  if (Object.keys(problems).length > 0) throw invalid(problems);
  const at = deps.now();
  return {
    row: {
      name: form.name.trim(),
      target_type: form.targetType,
      target_link: form.targetType === 'LINK' ? form.targetLink!.trim() : null,
      target_store_id: storeId,
      target_announcement_id: announcementId,
      starts_at: form.startsAt,
      ends_at: form.endsAt,
      weight: form.weight,
      daily_cap: form.dailyCap ?? null,
      updated_at: at,
    },
    createdBy: viewer.id,
    at,
    locations: [...form.locations],
    categoryIds,
    visuals,
  };
}

function safeOrigin(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

type CampaignInput = Awaited<ReturnType<typeof readCampaignInput>>;

/** Writes a campaign's locations, categories and visuals (replacing them), and keeps its pictures. */
async function writeParts(trx: Kysely<Database>, id: string, input: CampaignInput): Promise<void> {
  await trx.deleteFrom('promotion_locations').where('promotion_id', '=', id).execute();
  await trx.deleteFrom('promotion_categories').where('promotion_id', '=', id).execute();
  await trx.deleteFrom('promotion_visuals').where('promotion_id', '=', id).execute();
  await trx
    .insertInto('promotion_locations')
    .values(input.locations.map((location) => ({ promotion_id: id, location })))
    .execute();
  if (input.categoryIds.length > 0) {
    await trx
      .insertInto('promotion_categories')
      .values(input.categoryIds.map((categoryId) => ({ promotion_id: id, category_id: categoryId })))
      .execute();
  }
  if (input.visuals.length > 0) {
    await trx
      .insertInto('promotion_visuals')
      .values(input.visuals.map((visual) => ({ ...visual, promotion_id: id })))
      .execute();
  }
  const mediaIds = input.visuals.flatMap((visual) => (visual.media_id ? [visual.media_id] : []));
  if (mediaIds.length > 0) {
    await trx.updateTable('media').set({ kept_by: 'promotion' }).where('id', 'in', mediaIds).execute();
  }
}

export async function createPromotionCampaign(
  deps: Deps,
  viewer: Viewer,
  input: PromotionCampaignInput,
): Promise<PromotionModel> {
  const campaign = await readCampaignInput(deps, viewer, input);
  const id = await deps.db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('promotions')
      .values({ ...campaign.row, created_by: viewer.id, created_at: campaign.at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeParts(trx, id, campaign);
    return id;
  });
  return promotionCampaign(deps, id);
}

export async function updatePromotionCampaign(
  deps: Deps,
  viewer: Viewer,
  id: string,
  input: PromotionCampaignInput,
): Promise<PromotionModel> {
  await promotionCampaign(deps, id);
  const campaign = await readCampaignInput(deps, viewer, input);
  await deps.db.transaction().execute(async (trx) => {
    await trx.updateTable('promotions').set(campaign.row).where('id', '=', id).execute();
    await writeParts(trx, id, campaign);
  });
  return promotionCampaign(deps, id);
}

export async function pausePromotionCampaign(deps: Deps, id: string, paused: boolean): Promise<PromotionModel> {
  const updated = await deps.db
    .updateTable('promotions')
    .set({ paused, updated_at: deps.now() })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw promotionNotFound();
  return promotionCampaign(deps, id);
}

export interface PromotionFiguresModel {
  days: { day: string; impressions: number; clicks: number }[];
  impressions: number;
  clicks: number;
  clickThroughRate: number | null;
}

/** A campaign's figures per day of a period (every day present), from the rolled-up tracking. */
export async function promotionFigures(
  deps: Pick<Deps, 'db'>,
  id: string,
  period: StatisticsPeriod,
): Promise<PromotionFiguresModel> {
  const problem = periodProblem(period);
  if (problem) {
    throw new AppError(
      ErrorCode.BAD_USER_INPUT,
      'The period must be days (YYYY-MM-DD), from before to, at most 366 days',
      {
        argument: 'period',
        reason: problem,
      },
    );
  }
  const rows = await deps.db
    .selectFrom('promotion_daily')
    .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'impressions', 'clicks'])
    .where('promotion_id', '=', id)
    .where('day', '>=', period.from)
    .where('day', '<', addDays(period.to, 1))
    .execute();
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const days = daysOf(period).map((day) => ({
    day,
    impressions: byDay.get(day)?.impressions ?? 0,
    clicks: byDay.get(day)?.clicks ?? 0,
  }));
  const impressions = days.reduce((sum, day) => sum + day.impressions, 0);
  const clicks = days.reduce((sum, day) => sum + day.clicks, 0);
  return { days, impressions, clicks, clickThroughRate: impressions > 0 ? clicks / impressions : null };
}
