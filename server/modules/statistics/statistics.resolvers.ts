import { parseId } from '../../core/ids';
import { allow, member } from '../../graphql/permissions';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { announcementStatistics, storeStatistics } from './statistics.service';

/**
 * Signed-in members (not anonymous tokens) pass the guard; the services then ask who the caller
 * is to the announcement or store: announcers, store members, moderators (and operators for a
 * store). SUPER_ADMIN passes both as a moderator.
 */
export const statisticsResolvers: Resolvers = {
  Query: {
    announcementStatistics: allow(member, (_parent, { id, period }, ctx) =>
      announcementStatistics(ctx.deps, ctx.viewer!, parseId(id, 'id'), period),
    ),
    storeStatistics: allow(member, (_parent, { storeId, period }, ctx) =>
      storeStatistics(ctx.deps, ctx.viewer!, parseId(storeId, 'storeId'), period),
    ),
  },
};
