import { ErrorCode } from '../../../shared/domain/errors';
import { REPORT_LIMITS, type ReportReason } from '../../../shared/domain/announcements';
import type { Deps } from '../../deps';
import { AppError, text } from '../../core/errors';
import { requireActiveAnnouncement } from '../announcements';
import { loadAnnouncementsByIds, type AnnouncementModel } from '../announcements';
import { pageRequest, readPage, type PaginatorInfoModel } from '../../core/pagination';
import type { UserModel } from '../users';
import { findUsers } from '../users';
import type { Viewer } from '../users';

/** Limits of reports; ours, the spec is silent. */

/** A report as moderators read it (GraphQL `AnnouncementReport`). */
export interface AnnouncementReportModel {
  id: string;
  announcement: AnnouncementModel;
  reporter: UserModel;
  reason: ReportReason;
  message: string | null;
  createdAt: Date;
  resolvedAt: Date | null;
}

/** A page of reports (GraphQL `AnnouncementReportPaginator`). */
export interface AnnouncementReportPage {
  data: AnnouncementReportModel[];
  paginatorInfo: PaginatorInfoModel;
}

const REPORT_COLUMNS = ['id', 'announcement_id', 'user_id', 'reason', 'message', 'created_at', 'resolved_at'] as const;

/** The optional message of a report, trimmed (blank means none), or BAD_USER_INPUT when too long. */
function reportMessage(message: string | null | undefined): string | null {
  const written = message?.trim() ?? '';
  if ([...written].length > REPORT_LIMITS.messageMax) {
    throw new AppError(ErrorCode.BAD_USER_INPUT, text('validation.max_length', { n: REPORT_LIMITS.messageMax }), {
      argument: 'message',
    });
  }
  return written || null;
}

/**
 * A member reports an active announcement. One report per member and announcement: reporting
 * it again replaces the reason and message and puts the report back in the moderators' queue.
 */
export async function reportAnnouncement(
  deps: Deps,
  viewer: Viewer,
  input: { announcementId: string; reason: ReportReason; message?: string | null },
): Promise<true> {
  const message = reportMessage(input.message);
  await requireActiveAnnouncement(deps, viewer, input.announcementId);
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const report = await trx
      .insertInto('announcement_reports')
      .values({
        announcement_id: input.announcementId,
        user_id: viewer.id,
        reason: input.reason,
        message,
        created_at: now,
      })
      .onConflict((oc) =>
        oc
          .columns(['announcement_id', 'user_id'])
          .doUpdateSet({ reason: input.reason, message, created_at: now, resolved_at: null }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    await deps.events.record(trx, {
      type: 'announcement.reported',
      actorId: viewer.id,
      payload: { announcementId: input.announcementId, reportId: report.id, reason: input.reason },
    });
  });
  return true;
}

type ReportRow = {
  id: string;
  announcement_id: string;
  user_id: string;
  reason: ReportReason;
  message: string | null;
  created_at: Date;
  resolved_at: Date | null;
};

/** Attaches announcements and reporters to report rows, two queries for the whole page. */
async function withSubjects(deps: Deps, rows: ReportRow[]): Promise<AnnouncementReportModel[]> {
  const [announcements, reporters] = await Promise.all([
    loadAnnouncementsByIds(
      deps.db,
      rows.map((row) => row.announcement_id),
    ),
    findUsers(
      deps.db,
      rows.map((row) => row.user_id),
    ),
  ]);
  const announcementsById = new Map(announcements.map((announcement) => [announcement.id, announcement]));
  const reportersById = new Map(reporters.map((reporter) => [reporter.id, reporter]));
  return rows.flatMap((row) => {
    const announcement = announcementsById.get(row.announcement_id);
    const reporter = reportersById.get(row.user_id);
    // Both are deleted with their reports (cascade); a row caught in between is skipped.
    if (!announcement || !reporter) return [];
    return [
      {
        id: row.id,
        announcement,
        reporter,
        reason: row.reason,
        message: row.message,
        createdAt: row.created_at,
        resolvedAt: row.resolved_at,
      },
    ];
  });
}

/** Moderators: the open reports, newest first, with their announcements and reporters. */
export async function listOpenReports(
  deps: Deps,
  args: { page?: number | null; count?: number | null },
): Promise<AnnouncementReportPage> {
  const request = pageRequest(args.page, args.count, {
    defaultSize: REPORT_LIMITS.pageSize,
    maxSize: REPORT_LIMITS.pageSizeMax,
  });
  const page = await readPage(
    deps.db
      .selectFrom('announcement_reports')
      .where('resolved_at', 'is', null)
      .select(REPORT_COLUMNS)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc'),
    request,
  );
  return { data: await withSubjects(deps, page.data), paginatorInfo: page.paginatorInfo };
}

/** Moderators: marks a report as dealt with (once: resolving it again keeps the first time). NOT_FOUND when unknown. */
export async function resolveReport(deps: Deps, id: string): Promise<AnnouncementReportModel> {
  await deps.db.transaction().execute(async (trx) => {
    const resolved = await trx
      .updateTable('announcement_reports')
      .set({ resolved_at: deps.now() })
      .where('id', '=', id)
      .where('resolved_at', 'is', null)
      .returning(['announcement_id', 'user_id'])
      .executeTakeFirst();
    if (!resolved) return;
    // The reporter hears that the report was dealt with (notifications).
    await deps.events.record(trx, {
      type: 'moderation.reportsResolved',
      payload: {
        targetType: 'ANNOUNCEMENT',
        targetId: resolved.announcement_id,
        action: 'DISMISS',
        reporterIds: [resolved.user_id],
      },
    });
  });
  const row = await deps.db
    .selectFrom('announcement_reports')
    .select(REPORT_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  const [report] = row ? await withSubjects(deps, [row]) : [];
  if (!report) throw new AppError(ErrorCode.NOT_FOUND, 'Report not found');
  return report;
}
