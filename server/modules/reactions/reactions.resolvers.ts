import type { Resolvers } from '../../graphql/resolvers.generated';
import { parseId } from '../../core/ids';
import { allow, member } from '../../graphql/permissions';
import { listReactedAnnouncements, listViewedAnnouncements } from './profile-tabs.service';
import {
  bookmarkAnnouncement,
  likeAnnouncement,
  unbookmarkAnnouncement,
  unlikeAnnouncement,
} from './reactions.service';

/** Likes, bookmarks and the member's profile tabs; registered members only (the spec's connection dialog). */
export const reactionsResolvers: Resolvers = {
  Query: {
    myLikedAnnouncements: allow(member, (_parent, args, ctx) =>
      listReactedAnnouncements(ctx.deps, ctx.viewer!.id, 'likes', args),
    ),
    myBookmarkedAnnouncements: allow(member, (_parent, args, ctx) =>
      listReactedAnnouncements(ctx.deps, ctx.viewer!.id, 'bookmarks', args),
    ),
    myViewedAnnouncements: allow(member, (_parent, args, ctx) =>
      listViewedAnnouncements(ctx.deps, ctx.viewer!.id, args),
    ),
  },
  Mutation: {
    announcementLike: allow(member, (_parent, { id }, ctx) =>
      likeAnnouncement(ctx.deps, ctx.viewer!, parseId(id, 'id')),
    ),
    announcementDislike: allow(member, (_parent, { id }, ctx) =>
      unlikeAnnouncement(ctx.deps, ctx.viewer!, parseId(id, 'id')),
    ),
    announcementBookmarkAdd: allow(member, async (_parent, { id }, ctx) => ({
      status: await bookmarkAnnouncement(ctx.deps, ctx.viewer!, parseId(id, 'id')),
    })),
    announcementBookmarkRemove: allow(member, async (_parent, { id }, ctx) => ({
      status: await unbookmarkAnnouncement(ctx.deps, ctx.viewer!, parseId(id, 'id')),
    })),
  },
};
