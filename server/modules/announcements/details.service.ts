import { createHmac } from 'node:crypto';
import { sql } from 'kysely';
import {
  ACTIVE_STATUSES,
  ANNOUNCEMENT_LIMITS,
  type AnnouncementStatus,
  type MediaSize,
} from '../../../shared/domain/announcements';
import { OWNER_LIST_LIMITS } from '../../../shared/domain/announcements';
import type { Deps } from '../../deps';
import { pageRequest } from '../../core/pagination';
import type { Viewer } from '../users';
import { canSee, isAnnouncer } from './access';
import { announcementPage, matchingTyped, type AnnouncementPage } from './announcement-pages';

export type { AnnouncementPage } from './announcement-pages';
import { loadAnnouncementsByIds, type AnnouncementModel } from './announcements.mappers';

/** Who is counted for views and phone reveals: the member, or a keyed hash of the address (no address is stored). */
export function visitorKey(deps: Pick<Deps, 'config'>, viewer: Viewer | null, ip: string): string {
  if (viewer) return `user:${viewer.id}`;
  return `ip:${createHmac('sha256', deps.config.secrets.jwt).update(`visitor:${ip}`).digest('base64url').slice(0, 22)}`;
}

const PERIOD_MS = ANNOUNCEMENT_LIMITS.viewPeriodHours * 60 * 60 * 1000;

/**
 * Counts a view: once per visitor per period (24 h windows), never the owner's own. A member's
 * later view in the same period only moves the time of their history entry. Returns whether it counted.
 */
export async function recordView(
  deps: Deps,
  announcement: AnnouncementModel,
  viewer: Viewer | null,
  ip: string,
): Promise<boolean> {
  if (isAnnouncer(viewer, announcement)) return false;
  const at = deps.now();
  const periodStart = new Date(Math.floor(at.getTime() / PERIOD_MS) * PERIOD_MS);
  const visitor = visitorKey(deps, viewer, ip);
  // One statement: the insert decides (xmax = 0 marks a fresh row) and the counter follows.
  const result = await sql<{ id: string }>`
    with view as (
      insert into announcement_views (announcement_id, visitor, period_start, user_id, viewed_at)
      values (${announcement.id}, ${visitor}, ${periodStart}, ${viewer?.id ?? null}, ${at})
      on conflict (announcement_id, visitor, period_start) do update set viewed_at = excluded.viewed_at
      returning announcement_id, (xmax = 0) as inserted
    )
    update announcements set view_count = view_count + 1
    where id = (select announcement_id from view where inserted)
    returning id`.execute(deps.db);
  return result.rows.length > 0;
}

/** The detail page's announcement, if the caller may see it, with the view counted. */
export async function announcementDetails(
  deps: Deps,
  viewer: Viewer | null,
  id: string,
  ip: string,
): Promise<AnnouncementModel | null> {
  const [announcement] = await loadAnnouncementsByIds(deps.db, [id]);
  if (!announcement || !canSee(viewer, announcement)) return null;
  if (await recordView(deps, announcement, viewer, ip)) announcement.viewCount += 1;
  return announcement;
}

/** Most suggestions one call returns. */
export const SUGGESTIONS_MAX = 48;
// Suggestions are picked among this many of the category's freshest announcements.
const SUGGESTION_POOL = 200;

/**
 * Active announcements like this one: the same category, those in the same wilayas first, then
 * the freshest. Only a bounded pool of the category's newest is considered, so a big category
 * costs one index range scan.
 */
export async function announcementSuggestions(
  deps: Deps,
  viewer: Viewer | null,
  input: { id: string; count: number; offset: number; mediaSize: MediaSize },
): Promise<AnnouncementModel[]> {
  const [announcement] = await loadAnnouncementsByIds(deps.db, [input.id]);
  if (!announcement || !canSee(viewer, announcement)) return [];
  const count = Math.max(0, Math.min(input.count, SUGGESTIONS_MAX));
  const offset = Math.max(0, input.offset);
  if (count === 0 || offset >= SUGGESTION_POOL) return [];
  const pool = await deps.db
    .selectFrom('announcements')
    .select(['id', 'region_ids'])
    .where('category_id', '=', announcement.categoryId)
    .where('status', 'in', [...ACTIVE_STATUSES])
    .where('id', '<>', announcement.id)
    .orderBy('refreshed_at', 'desc')
    .limit(SUGGESTION_POOL)
    .execute();
  const near = (regionIds: number[]) => regionIds.some((r) => announcement.regionIds.includes(r));
  // A stable sort: nearby ones first, each group still freshest first.
  const ordered = [...pool.filter((row) => near(row.region_ids)), ...pool.filter((row) => !near(row.region_ids))];
  const ids = ordered.slice(offset, offset + count).map((row) => row.id);
  return loadAnnouncementsByIds(deps.db, ids, input.mediaSize);
}

/** The member's own announcements, every status unless filtered, newest first. */
export async function myAnnouncements(
  deps: Deps,
  viewer: Viewer,
  input: { statuses: readonly AnnouncementStatus[] | null; q?: string | null; page: number; count: number },
): Promise<AnnouncementPage> {
  const window = pageRequest(input.page, input.count, {
    defaultSize: OWNER_LIST_LIMITS.pageSize,
    maxSize: OWNER_LIST_LIMITS.pageSizeMax,
  });
  return announcementPage(
    deps,
    (query) => matchingTyped(query.where('user_id', '=', viewer.id), input.q ?? null, OWNER_LIST_LIMITS.qMax),
    input.statuses,
    window,
  );
}
