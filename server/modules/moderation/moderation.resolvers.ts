import type { Resolvers } from '../../graphql/resolvers.generated';
import { parseId } from '../../graphql/ids';
import { allow, member, moderator } from '../../graphql/permissions';
import { listOpenReports, reportAnnouncement, resolveReport } from './reports.service';

/** Reports of announcements: members file them, moderators read and resolve them. */
export const moderationResolvers: Resolvers = {
  Query: {
    announcementReportList: allow(moderator, (_parent, { page, count }, ctx) =>
      listOpenReports(ctx.deps, { page, count }),
    ),
  },
  Mutation: {
    announcementReport: allow(member, (_parent, { id, reason, message }, ctx) =>
      reportAnnouncement(ctx.deps, ctx.viewer!, { announcementId: parseId(id, 'id'), reason, message }, ctx.lang),
    ),
    announcementReportResolve: allow(moderator, (_parent, { id }, ctx) => resolveReport(ctx.deps, parseId(id, 'id'))),
  },
};
