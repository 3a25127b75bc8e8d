import type { ModerationQueueFilter, Resolvers } from '../../graphql/resolvers.generated';
import { MODERATION_LIMITS } from '../../../shared/domain/moderation';
import { parseId, parseIds } from '../../core/ids';
import { allow, member, moderator } from '../../graphql/permissions';
import { moderationAuditLog, moderationStats } from './audit.service';
import {
  decide,
  lockForModeration,
  moderationQueue,
  MODERATION_TOPIC,
  releaseForModeration,
  renewModerationLocks,
  takeNextForModeration,
  type QueueFilter,
} from './queue.service';
import { restoreUser, suspendUser } from './suspension.service';
import { reportGroups, resolveReportGroup, setComments } from './report-groups.service';
import { listOpenReports, reportAnnouncement, resolveReport } from './reports.service';
import { moderationUser, searchUsers, userAnnouncements, userReports } from './user-search.service';

/** The GraphQL filter as the service reads it (ids checked: a bad one is BAD_USER_INPUT). */
function queueFilter(input: ModerationQueueFilter | null | undefined): QueueFilter {
  return {
    categoryId: input?.categoryId ? Number(parseId(input.categoryId, 'filter.categoryId')) : null,
    regionId: input?.regionId ? Number(parseId(input.regionId, 'filter.regionId')) : null,
    origin: input?.origin === 'STORE' || input?.origin === 'INDIVIDUAL' ? input.origin : null,
    storeId: input?.storeId ? parseId(input.storeId, 'filter.storeId') : null,
    keywords: input?.keywords ?? null,
  };
}

/**
 * Moderation: the queue with its locks (one moderator per announcement), the counts, the audit
 * log, and the reports of announcements that members file.
 */
export const moderationResolvers: Resolvers = {
  Query: {
    announcementReportList: allow(moderator, (_parent, { page, count }, ctx) =>
      listOpenReports(ctx.deps, { page, count }),
    ),
    moderationQueue: allow(moderator, (_parent, { filter, page, count }, ctx) =>
      moderationQueue(ctx.deps, queueFilter(filter), page, count),
    ),
    moderationReports: allow(moderator, (_parent, { target, page, count }, ctx) =>
      reportGroups(ctx.deps, target, page, count),
    ),
    moderationStats: allow(moderator, (_parent, _args, ctx) => moderationStats(ctx.deps, ctx.viewer!)),
    moderationAuditLog: allow(moderator, (_parent, { filter, page, count }, ctx) =>
      moderationAuditLog(
        ctx.deps,
        {
          moderatorId: filter?.moderatorId ? parseId(filter.moderatorId, 'filter.moderatorId') : null,
          action: filter?.action ?? null,
          targetType: filter?.targetType ?? null,
          targetId: filter?.targetId ? parseId(filter.targetId, 'filter.targetId') : null,
          from: filter?.from ? new Date(filter.from) : null,
          to: filter?.to ? new Date(filter.to) : null,
        },
        page,
        count,
      ),
    ),
    moderationUserSearch: allow(moderator, (_parent, { q, filter, page, count }, ctx) =>
      searchUsers(ctx.deps, { q, filter, page, count }),
    ),
    moderationUser: allow(moderator, (_parent, { id }, ctx) => moderationUser(ctx.deps, parseId(id, 'id'))),
  },
  Mutation: {
    // The announcements' schema declares these; they go through the moderation queue: LOCKED holds
    // it for the caller, a decision is refused while another moderator holds it.
    announcementValidationSet: allow(moderator, async (_parent, { id, status, reason }, ctx) => {
      const announcementId = parseId(id, 'id');
      if (status === 'LOCKED') return (await lockForModeration(ctx.deps, ctx.viewer!, announcementId)).announcement;
      return decide(ctx.deps, ctx.viewer!, status === 'PUBLISHED' ? 'validate' : 'refuse', announcementId, reason);
    }),
    announcementDeleteForAdmin: allow(moderator, (_parent, { id, reason }, ctx) =>
      decide(ctx.deps, ctx.viewer!, 'moderatorDelete', parseId(id, 'id'), reason),
    ),
    announcementReport: allow(member, (_parent, { id, reason, message }, ctx) =>
      reportAnnouncement(ctx.deps, ctx.viewer!, { announcementId: parseId(id, 'id'), reason, message }),
    ),
    announcementReportResolve: allow(moderator, (_parent, { id }, ctx) => resolveReport(ctx.deps, parseId(id, 'id'))),
    moderationLock: allow(moderator, (_parent, { id }, ctx) =>
      lockForModeration(ctx.deps, ctx.viewer!, parseId(id, 'id')),
    ),
    moderationTakeNext: allow(moderator, (_parent, { filter, exclude }, ctx) =>
      takeNextForModeration(
        ctx.deps,
        ctx.viewer!,
        queueFilter(filter),
        // The studio sends its latest skips; past the bulk limit the oldest are dropped.
        parseIds(exclude ?? [], 'exclude').slice(-MODERATION_LIMITS.bulkMax),
      ),
    ),
    moderationLockRenew: allow(moderator, (_parent, { ids }, ctx) =>
      renewModerationLocks(ctx.deps, ctx.viewer!, parseIds(ids, 'ids')),
    ),
    moderationRelease: allow(moderator, (_parent, { id }, ctx) =>
      releaseForModeration(ctx.deps, ctx.viewer!, parseId(id, 'id')),
    ),
    moderationReportsResolve: allow(moderator, (_parent, { target, targetId, action, reason }, ctx) =>
      resolveReportGroup(ctx.deps, ctx.viewer!, { target, targetId: parseId(targetId, 'targetId'), action, reason }),
    ),
    moderationCommentsSet: allow(moderator, (_parent, { announcementId, enabled }, ctx) =>
      setComments(ctx.deps, ctx.viewer!, parseId(announcementId, 'announcementId'), enabled),
    ),
    userSuspend: allow(moderator, (_parent, { userId, reason }, ctx) =>
      suspendUser(ctx.deps, ctx.viewer!, parseId(userId, 'userId'), reason),
    ),
    userRestore: allow(moderator, (_parent, { userId }, ctx) =>
      restoreUser(ctx.deps, ctx.viewer!, parseId(userId, 'userId')),
    ),
  },
  Subscription: {
    moderationQueueChanged: {
      subscribe: allow(moderator, (_parent, _args, ctx) => ctx.pubsub.subscribe(MODERATION_TOPIC)),
    },
  },
  // Fields read from other tables are batched per page in moderation.loaders.ts.
  ModerationUser: {
    announcements: (user, { statuses, page, count }, ctx) =>
      userAnnouncements(ctx.deps, user.id, { statuses, page, count }),
    reportsAgainst: (user, { page, count }, ctx) => userReports(ctx.deps, user.id, 'against', { page, count }),
    reportsMade: (user, { page, count }, ctx) => userReports(ctx.deps, user.id, 'made', { page, count }),
  },
};
