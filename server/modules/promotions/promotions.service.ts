import { sql, type Kysely } from 'kysely';
import { ErrorCode } from '../../../shared/domain/errors';
import { notificationLinks } from '../../../shared/domain/notifications';
import {
  promotionProblems,
  type PromotionDevice,
  type PromotionForm,
  type PromotionState,
} from '../../../shared/domain/promotions';
import { addDays, daysOf, type StatisticsPeriod } from '../../../shared/domain/statistics';
import { AppError, text } from '../../core/errors';
import { pageRequest, readPage, type Page } from '../../core/pagination';
import type { Database } from '../../db/types';
import type { Deps } from '../../deps';
import type { PromotionCampaignInput } from '../../graphql/resolvers.generated';
import { loadCatalog } from '../catalog';
import { assertPeriod } from '../statistics';
import type { Viewer } from '../users';
import { loadPromotions, type PromotionModel, type PromotionVisualRow } from './promotions.models';
import { invalidatePlacement } from './placement';

export function promotionNotFound(): AppError {
  return new AppError(ErrorCode.PROMOTION_NOT_FOUND, text('promotions.notFound'));
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
export function invalid(problems: Record<string, true>): AppError {
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
    timeout: input.timeout,
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
      timeout: form.timeout ?? null,
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

/**
 * A new campaign. A store's approved request passes the store it was asked for, and `within`,
 * which records the decision in the same transaction (a request decided meanwhile leaves no
 * campaign behind).
 */
export async function createPromotionCampaign(
  deps: Deps,
  viewer: Viewer,
  input: PromotionCampaignInput,
  options: { requestedByStoreId?: string; within?: (trx: Kysely<Database>, id: string) => Promise<void> } = {},
): Promise<PromotionModel> {
  const campaign = await readCampaignInput(deps, viewer, input);
  const id = await deps.db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('promotions')
      .values({
        ...campaign.row,
        requested_by_store_id: options.requestedByStoreId ?? null,
        created_by: viewer.id,
        created_at: campaign.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeParts(trx, id, campaign);
    await options.within?.(trx, id);
    return id;
  });
  invalidatePlacement(deps);
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
  invalidatePlacement(deps);
  return promotionCampaign(deps, id);
}

export async function pausePromotionCampaign(deps: Deps, id: string, paused: boolean): Promise<PromotionModel> {
  const updated = await deps.db
    .updateTable('promotions')
    .set({ paused, updated_at: deps.now() })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw promotionNotFound();
  invalidatePlacement(deps);
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
  assertPeriod(period);
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
