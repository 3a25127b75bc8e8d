import type { Loader, MercuriusLoaders } from 'mercurius';
import type { Context } from '../../graphql/context';
import { loadAnnouncementsByIds } from '../announcements';
import { findUsers } from '../users';
import type { AuditEntryModel } from './audit.service';
import type { QueueEntryModel } from './queue.service';
import { latestGroupReports, loadComments } from './report-groups.service';
import type { ReportGroupModel } from './report-groups.service';
import {
  countAnnouncements,
  countOpenReportsAgainst,
  countReportsFiled,
  loadPermissionNames,
  loadRoleNames,
  type ModerationUserModel,
  type UserReportModel,
} from './user-search.service';

type NoArgs = Record<string, never>;
type UserLoader = Loader<ModerationUserModel, NoArgs, Context>;
type GroupLoader = Loader<ReportGroupModel, NoArgs, Context>;
type ReportLoader = Loader<UserReportModel, NoArgs, Context>;

/** Accounts by id for a page of parents (null where gone): one query. */
async function usersByIds(ctx: Context, ids: readonly (string | null)[]) {
  const users = await findUsers(
    ctx.deps.db,
    ids.filter((id): id is string => id !== null),
  );
  const byId = new Map(users.map((user) => [user.id, user]));
  return ids.map((id) => (id === null ? null : (byId.get(id) ?? null)));
}

/** Announcements by id for a page of parents: one query. */
async function announcementsByIds(ctx: Context, ids: readonly string[]) {
  const loaded = await loadAnnouncementsByIds(ctx.deps.db, [...new Set(ids)]);
  const byId = new Map(loaded.map((announcement) => [announcement.id, announcement]));
  return ids.map((id) => byId.get(id) ?? null);
}

/** Comments by id (deleted ones too: a report outlives them) for a page of parents: one query. */
async function commentsByIds(ctx: Context, ids: readonly (string | null)[]) {
  const loaded = await loadComments(ctx.deps, [...new Set(ids.filter((id): id is string => id !== null))]);
  return ids.map((id) => (id === null ? null : (loaded.get(id) ?? null)));
}

const ids = <T extends { id: string }>(queries: { obj: T }[]) => queries.map(({ obj }) => obj.id);

const roles: UserLoader = (queries, ctx) => loadRoleNames(ctx.deps.db, ids(queries));
const permissions: UserLoader = (queries, ctx) => loadPermissionNames(ctx.deps.db, ids(queries));
const announcementCount: UserLoader = (queries, ctx) => countAnnouncements(ctx.deps.db, ids(queries));
const openReportsAgainst: UserLoader = (queries, ctx) => countOpenReportsAgainst(ctx.deps.db, ids(queries));
const reportsFiled: UserLoader = (queries, ctx) => countReportsFiled(ctx.deps.db, ids(queries));

const groupAnnouncement: GroupLoader = (queries, ctx) =>
  announcementsByIds(
    ctx,
    queries.map(({ obj }) => obj.announcementId),
  );
const groupComment: GroupLoader = (queries, ctx) =>
  commentsByIds(
    ctx,
    queries.map(({ obj }) => obj.commentId),
  );
const groupReports: Loader<ReportGroupModel, { first?: number | null }, Context> = (queries, ctx) =>
  latestGroupReports(
    ctx.deps,
    queries.map(({ obj, params }) => ({ group: obj, first: params.first })),
  );
const reportAnnouncement: ReportLoader = (queries, ctx) =>
  announcementsByIds(
    ctx,
    queries.map(({ obj }) => obj.announcementId),
  );
const reportComment: ReportLoader = (queries, ctx) =>
  commentsByIds(
    ctx,
    queries.map(({ obj }) => obj.commentId),
  );
const reporter: ReportLoader = (queries, ctx) =>
  usersByIds(
    ctx,
    queries.map(({ obj }) => obj.reporterId),
  );
const lockedBy: Loader<QueueEntryModel, NoArgs, Context> = (queries, ctx) =>
  usersByIds(
    ctx,
    queries.map(({ obj }) => obj.lockedById),
  );
const auditModerator: Loader<AuditEntryModel, NoArgs, Context> = (queries, ctx) =>
  usersByIds(
    ctx,
    queries.map(({ obj }) => obj.moderatorId),
  );

/** Not cached: parents are distinct objects, and counts must be fresh after an action in the same document. */
const fresh = <L>(loader: L) => ({ loader, opts: { cache: false } });

/**
 * Batched fields of the moderators' lists: a page of users, report groups, reports, queue rows or
 * audit entries reads each related thing (an announcement, a comment, an account, a count) in one
 * query for the whole page instead of one per row.
 */
export const moderationLoaders: MercuriusLoaders<Context> = {
  ModerationUser: {
    roles: fresh(roles),
    permissions: fresh(permissions),
    announcementCount: fresh(announcementCount),
    openReportsAgainst: fresh(openReportsAgainst),
    reportsFiled: fresh(reportsFiled),
  },
  ModerationReportGroup: {
    announcement: fresh(groupAnnouncement),
    comment: fresh(groupComment),
    reports: fresh(groupReports),
  },
  ModerationUserReport: {
    announcement: fresh(reportAnnouncement),
    comment: fresh(reportComment),
    reporter: fresh(reporter),
  },
  ModerationQueueEntry: { lockedBy: fresh(lockedBy) },
  ModerationAuditEntry: { moderator: fresh(auditModerator) },
};
