import { ACTIVE_STATUSES, type MediaSize } from '../../../shared/domain/announcements';
import type { Deps } from '../../deps';
import { loadAnnouncementsByIds, type AnnouncementModel } from '../announcements';
import { pageRequest, readPage, type PaginatorInfoModel } from '../../core/pagination';

/** Page sizes of the member's profile tabs (likes, bookmarks, history); ours, the spec is silent. */
export const PROFILE_TAB_LIMITS = { defaultSize: 24, maxSize: 96 } as const;

/** The page and picture size a profile tab is asked for (nulls take the defaults). */
export interface ProfileTabArgs {
  page?: number | null;
  count?: number | null;
  mediaSize?: MediaSize | null;
}

/** A page of announcements (GraphQL `AnnouncementPaginator`). */
export interface AnnouncementPage {
  data: AnnouncementModel[];
  paginatorInfo: PaginatorInfoModel;
}

/**
 * The announcements a member liked or bookmarked, most recent first. Only active ones are
 * listed: the others cannot be opened by the member any more (the rows stay, and come back
 * when the announcement is published again).
 */
export async function listReactedAnnouncements(
  deps: Deps,
  userId: string,
  kind: 'likes' | 'bookmarks',
  args: ProfileTabArgs,
): Promise<AnnouncementPage> {
  const request = pageRequest(args.page, args.count, PROFILE_TAB_LIMITS);
  const table = kind === 'likes' ? 'announcement_likes' : 'announcement_bookmarks';
  const page = await readPage(
    deps.db
      .selectFrom(`${table} as r`)
      .innerJoin('announcements as a', 'a.id', 'r.announcement_id')
      .where('r.user_id', '=', userId)
      .where('a.status', 'in', [...ACTIVE_STATUSES])
      .select('r.announcement_id as id')
      .orderBy('r.created_at', 'desc')
      .orderBy('r.announcement_id', 'desc'),
    request,
  );
  const data = await loadAnnouncementsByIds(
    deps.db,
    page.data.map((row) => row.id),
    args.mediaSize ?? undefined,
  );
  return { data, paginatorInfo: page.paginatorInfo };
}

/**
 * The member's history: the active announcements they opened, each once, the most recently
 * viewed first (views are recorded per period, so one announcement has several rows).
 */
export async function listViewedAnnouncements(
  deps: Deps,
  userId: string,
  args: ProfileTabArgs,
): Promise<AnnouncementPage> {
  const request = pageRequest(args.page, args.count, PROFILE_TAB_LIMITS);
  const base = deps.db
    .selectFrom('announcement_views as v')
    .innerJoin('announcements as a', 'a.id', 'v.announcement_id')
    .where('v.user_id', '=', userId)
    .where('a.status', 'in', [...ACTIVE_STATUSES]);
  const page = await readPage(
    base
      .select((eb) => ['v.announcement_id as id', eb.fn.max('v.viewed_at').as('last_viewed_at')])
      .groupBy('v.announcement_id')
      .orderBy('last_viewed_at', 'desc')
      .orderBy('v.announcement_id', 'desc'),
    request,
    { countQuery: base.select((eb) => eb.fn.count<string>('v.announcement_id').distinct().as('total')) },
  );
  const data = await loadAnnouncementsByIds(
    deps.db,
    page.data.map((row) => row.id),
    args.mediaSize ?? undefined,
  );
  return { data, paginatorInfo: page.paginatorInfo };
}
