import type { ReportReason } from '../../../shared/domain/announcements';
import { REPORT_LIMITS } from '../../../shared/domain/announcements';
import { MODERATION_LIMITS } from '../../../shared/domain/moderation';
import { sql } from 'kysely';
import { ErrorCode } from '../../../shared/domain/errors';
import type { Deps } from '../../deps';
import { AppError, text } from '../../core/errors';
import { pageRequest, readPage, type PaginatorInfoModel } from '../../core/pagination';
import { deleteComment } from '../comments';
import { COMMENT_COLUMNS, toCommentModel, type CommentModel } from '../comments';
import { announcementNotFound } from '../announcements';
import { loadAnnouncementsByIds, type AnnouncementModel } from '../announcements';
import { switchComments } from '../announcements';
import type { Viewer } from '../users';
import { decide } from './queue.service';
import type { UserReportModel } from './user-search.service';

export type ReportTarget = 'ANNOUNCEMENT' | 'COMMENT';

/** The open reports of one announcement or comment (GraphQL `ModerationReportGroup`). */
export interface ReportGroupModel {
  target: ReportTarget;
  targetId: string;
  count: number;
  firstReportedAt: Date;
  lastReportedAt: Date;
  /** Announcements only: how many reports give each reason, most given first. */
  reasons: { reason: ReportReason; count: number }[];
  /** The announcement reported, or the one the reported comment is under. */
  announcementId: string;
  commentId: string | null;
}

/**
 * Open reports grouped by what they report, the longest waiting first: one line per announcement
 * (or comment) with how many members reported it, when, and why.
 */
export async function reportGroups(
  deps: Deps,
  target: ReportTarget,
  page: number | null | undefined,
  count: number | null | undefined,
): Promise<{ data: ReportGroupModel[]; paginatorInfo: PaginatorInfoModel }> {
  const request = pageRequest(page, count, { defaultSize: REPORT_LIMITS.pageSize, maxSize: REPORT_LIMITS.pageSizeMax });
  if (target === 'ANNOUNCEMENT') {
    const open = deps.db.selectFrom('announcement_reports').where('resolved_at', 'is', null);
    const { data: rows, paginatorInfo } = await readPage(
      open
        .select((eb) => [
          'announcement_id',
          eb.fn.countAll<string>().as('n'),
          eb.fn.min('created_at').as('first'),
          eb.fn.max('created_at').as('last'),
        ])
        .groupBy('announcement_id')
        .orderBy((eb) => eb.fn.min('created_at'))
        .orderBy('announcement_id'),
      request,
      { countQuery: open.select((eb) => eb.fn.count<string>('announcement_id').distinct().as('total')) },
    );
    const ids = rows.map((row) => row.announcement_id);
    const reasons =
      ids.length === 0
        ? []
        : await open
            .select((eb) => ['announcement_id', 'reason', eb.fn.countAll<string>().as('n')])
            .where('announcement_id', 'in', ids)
            .groupBy(['announcement_id', 'reason'])
            .execute();
    return {
      data: rows.map((row) => ({
        target,
        targetId: row.announcement_id,
        count: Number(row.n),
        firstReportedAt: new Date(row.first),
        lastReportedAt: new Date(row.last),
        reasons: reasons
          .filter((entry) => entry.announcement_id === row.announcement_id)
          .map((entry) => ({ reason: entry.reason, count: Number(entry.n) }))
          .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
        announcementId: row.announcement_id,
        commentId: null,
      })),
      paginatorInfo,
    };
  }
  const open = deps.db
    .selectFrom('comment_reports as r')
    .innerJoin('announcement_comments as c', 'c.id', 'r.comment_id')
    .where('r.resolved_at', 'is', null)
    .where('c.deleted_at', 'is', null);
  const { data: rows, paginatorInfo } = await readPage(
    open
      .select((eb) => [
        'r.comment_id',
        'c.announcement_id',
        eb.fn.countAll<string>().as('n'),
        eb.fn.min('r.created_at').as('first'),
        eb.fn.max('r.created_at').as('last'),
      ])
      .groupBy(['r.comment_id', 'c.announcement_id'])
      .orderBy((eb) => eb.fn.min('r.created_at'))
      .orderBy('r.comment_id'),
    request,
    { countQuery: open.select((eb) => eb.fn.count<string>('r.comment_id').distinct().as('total')) },
  );
  return {
    data: rows.map((row) => ({
      target,
      targetId: row.comment_id,
      count: Number(row.n),
      firstReportedAt: new Date(row.first),
      lastReportedAt: new Date(row.last),
      reasons: [],
      announcementId: row.announcement_id,
      commentId: row.comment_id,
    })),
    paginatorInfo,
  };
}

/** How many reports a group lists: `first` within 0 and MODERATION_LIMITS.groupReportsMax. */
export function groupReportsBound(first: number | null | undefined): number {
  const asked = first ?? MODERATION_LIMITS.groupReportsDefault;
  return Math.max(0, Math.min(Math.trunc(asked), MODERATION_LIMITS.groupReportsMax));
}

/**
 * The latest open reports of each group of a page, newest first, at most `first[i]` for the
 * i-th group: one query per kind of target for the whole page (a window numbers each group's
 * reports), whatever the number of groups.
 */
export async function latestGroupReports(
  deps: Deps,
  groups: readonly { group: ReportGroupModel; first: number | null | undefined }[],
): Promise<UserReportModel[][]> {
  const limit = Math.max(0, ...groups.map(({ first }) => groupReportsBound(first)));
  const idsOf = (target: ReportTarget) => [
    ...new Set(groups.filter(({ group }) => group.target === target).map(({ group }) => group.targetId)),
  ];
  const announcementIds = idsOf('ANNOUNCEMENT');
  const commentIds = idsOf('COMMENT');
  const byTarget = new Map<string, UserReportModel[]>();
  const add = (key: string, report: UserReportModel) => {
    const list = byTarget.get(key);
    if (list) list.push(report);
    else byTarget.set(key, [report]);
  };
  if (limit > 0 && announcementIds.length > 0) {
    const ranked = deps.db
      .selectFrom('announcement_reports')
      .select([
        'id',
        'announcement_id',
        'user_id',
        'reason',
        'message',
        'created_at',
        sql<string>`row_number() over (partition by announcement_id order by created_at desc, id desc)`.as('rank'),
      ])
      .where('resolved_at', 'is', null)
      .where('announcement_id', 'in', announcementIds);
    const rows = await deps.db
      .selectFrom(ranked.as('r'))
      .selectAll()
      .where('rank', '<=', String(limit))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    for (const row of rows) {
      add(`ANNOUNCEMENT:${row.announcement_id}`, {
        target: 'ANNOUNCEMENT',
        targetId: row.announcement_id,
        announcementId: row.announcement_id,
        commentId: null,
        reporterId: row.user_id,
        reason: row.reason,
        message: row.message,
        createdAt: new Date(row.created_at),
        resolvedAt: null,
      });
    }
  }
  if (limit > 0 && commentIds.length > 0) {
    const ranked = deps.db
      .selectFrom('comment_reports as r')
      .innerJoin('announcement_comments as c', 'c.id', 'r.comment_id')
      .select([
        'r.comment_id',
        'c.announcement_id',
        'r.user_id',
        'r.created_at',
        sql<string>`row_number() over (partition by r.comment_id order by r.created_at desc, r.user_id desc)`.as(
          'rank',
        ),
      ])
      .where('r.resolved_at', 'is', null)
      .where('r.comment_id', 'in', commentIds);
    const rows = await deps.db
      .selectFrom(ranked.as('r'))
      .selectAll()
      .where('rank', '<=', String(limit))
      .orderBy('created_at', 'desc')
      .orderBy('user_id', 'desc')
      .execute();
    for (const row of rows) {
      add(`COMMENT:${row.comment_id}`, {
        target: 'COMMENT',
        targetId: row.comment_id,
        announcementId: row.announcement_id,
        commentId: row.comment_id,
        reporterId: row.user_id,
        reason: null,
        message: null,
        createdAt: new Date(row.created_at),
        resolvedAt: null,
      });
    }
  }
  return groups.map(({ group, first }) =>
    (byTarget.get(`${group.target}:${group.targetId}`) ?? []).slice(0, groupReportsBound(first)),
  );
}

/**
 * Deals with every open report of an announcement or a comment at once: DISMISS leaves the target
 * as it is; REFUSE disables the announcement; DELETE deletes the announcement or the comment. The
 * reports are marked resolved and the action goes to the audit log. Returns how many were open.
 */
export async function resolveReportGroup(
  deps: Deps,
  viewer: Viewer,
  input: {
    target: ReportTarget;
    targetId: string;
    action: 'DISMISS' | 'REFUSE' | 'DELETE';
    reason?: string | null;
  },
): Promise<number> {
  const { target, targetId, action } = input;
  if (target === 'COMMENT' && action === 'REFUSE') {
    throw new AppError(ErrorCode.BAD_USER_INPUT, text('errors.formValidation'), { argument: 'action' });
  }
  if (action === 'REFUSE' || action === 'DELETE') {
    if (target === 'ANNOUNCEMENT') {
      await decide(deps, viewer, action === 'REFUSE' ? 'refuse' : 'moderatorDelete', targetId, input.reason);
    } else {
      await deleteComment(deps, viewer, targetId, { reason: input.reason });
    }
  }
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const resolved =
      target === 'ANNOUNCEMENT'
        ? await trx
            .updateTable('announcement_reports')
            .set({ resolved_at: now })
            .where('announcement_id', '=', targetId)
            .where('resolved_at', 'is', null)
            .returning('user_id')
            .execute()
        : await trx
            .updateTable('comment_reports')
            .set({ resolved_at: now })
            .where('comment_id', '=', targetId)
            .where('resolved_at', 'is', null)
            .returning('user_id')
            .execute();
    const count = resolved.length;
    // Decisions on announcements (decide) and deleted comments (deleteComment) have their own events.
    if (action === 'DISMISS') {
      await deps.events.record(trx, {
        type: 'moderation.reportsDismissed',
        actorId: viewer.id,
        payload: { targetType: target, targetId, reason: input.reason ?? null, count },
      });
    }
    if (count > 0) {
      // The reporters hear that their reports were dealt with (notifications).
      await deps.events.record(trx, {
        type: 'moderation.reportsResolved',
        actorId: viewer.id,
        payload: { targetType: target, targetId, action, reporterIds: [...new Set(resolved.map((r) => r.user_id))] },
      });
    }
    return count;
  });
}

/** Switches comments on or off for an announcement (moderators), written to the audit log. */
export async function setComments(
  deps: Deps,
  viewer: Viewer,
  announcementId: string,
  enabled: boolean,
): Promise<AnnouncementModel> {
  if (!(await switchComments(deps, viewer, announcementId, enabled))) throw announcementNotFound();
  return (await loadAnnouncementsByIds(deps.db, [announcementId]))[0]!;
}

/** The reported comments of a page of groups, by id (deleted ones too: a group may outlive them). */
export async function loadComments(deps: Deps, ids: readonly string[]): Promise<Map<string, CommentModel>> {
  if (ids.length === 0) return new Map();
  const rows = await deps.db
    .selectFrom('announcement_comments')
    .select(COMMENT_COLUMNS)
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, toCommentModel(row)]));
}
