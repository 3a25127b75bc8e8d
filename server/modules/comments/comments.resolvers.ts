import type { Resolvers } from '../../graphql/resolvers.generated';
import { parseId } from '../../core/ids';
import { allow, anyone, member } from '../../graphql/permissions';
import { listComments } from './comment-list.service';
import { createComment, deleteComment, reactToComment, reportComment } from './comments.service';

/** Comments under announcements: anyone reads them, registered members write, react and report. */
export const commentsResolvers: Resolvers = {
  Query: {
    announcementCommentList: allow(anyone, (_parent, { announcementId, first, page }, ctx) =>
      listComments(ctx.deps, ctx.viewer, parseId(announcementId, 'announcementId'), { first, page }),
    ),
  },
  Mutation: {
    announcementCommentCreate: allow(member, (_parent, args, ctx) =>
      createComment(ctx.deps, ctx.viewer!, {
        announcementId: parseId(args.announcementId, 'announcementId'),
        content: args.content ?? null,
        message: args.message ?? null,
        parentId: args.parentId ? parseId(args.parentId, 'parentId') : null,
        asStoreId: args.asStoreId ? parseId(args.asStoreId, 'asStoreId') : null,
      }),
    ),
    announcementCommentReport: allow(member, (_parent, { id }, ctx) =>
      reportComment(ctx.deps, ctx.viewer!, parseId(id, 'id')),
    ),
    announcementCommentReact: allow(member, (_parent, { commentId, reaction }, ctx) =>
      reactToComment(ctx.deps, ctx.viewer!, parseId(commentId, 'commentId'), reaction),
    ),
    announcementCommentDelete: allow(member, (_parent, { id }, ctx) =>
      deleteComment(ctx.deps, ctx.viewer!, parseId(id, 'id')),
    ),
  },
};
