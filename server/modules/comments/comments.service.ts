import { sql, type Kysely } from 'kysely';
import { COMMENT_LIMITS } from '../../../shared/domain/announcements';
import { ErrorCode } from '../../../shared/domain/errors';
import type { Database } from '../../db/types';
import type { Deps } from '../../deps';
import { AppError, text } from '../../core/errors';
import { announcementNotFound, canSee, isAnnouncer, isModerator, requireActiveAnnouncement } from '../announcements';
import type { AnnouncementModel } from '../announcements';
import { loadAnnouncementsByIds } from '../announcements';
import type { Viewer } from '../users';
import { listComments, type CommentPage, type CommentReaction } from './comment-list.service';
import { COMMENT_COLUMNS, toCommentModel, type CommentModel } from './comments.mappers';

/** What announcementCommentCreate receives, ids already parsed. */
export interface CommentInput {
  announcementId: string;
  /** The text; the spec's clients send it as `content` or as `message`. */
  content?: string | null;
  message?: string | null;
  parentId?: string | null;
  /** The store the member writes as; they must be one of its members. */
  asStoreId?: string | null;
}

const commentNotFound = () => new AppError(ErrorCode.COMMENT_NOT_FOUND, text('comments.notFound'));

const commentsDisabled = () => new AppError(ErrorCode.COMMENT_DISABLED, text('comments.disabled'));

/**
 * A comment that is still shown: not deleted, and (for an answer) its thread not deleted
 * either. Unknown, deleted and hidden comments are all COMMENT/NOT_FOUND.
 */
async function findLiveComment(db: Kysely<Database>, id: string): Promise<CommentModel | null> {
  const row = await db
    .selectFrom('announcement_comments')
    .leftJoin('announcement_comments as thread', 'thread.id', 'announcement_comments.parent_id')
    .select(COMMENT_COLUMNS)
    .where('announcement_comments.id', '=', id)
    .where('announcement_comments.deleted_at', 'is', null)
    .where('thread.deleted_at', 'is', null)
    .executeTakeFirst();
  return row ? toCommentModel(row) : null;
}

/**
 * The comment a member reacts to or reports: it must be shown, under an active announcement
 * the caller sees, whose comments are switched on.
 */
async function requireDiscussableComment(deps: Deps, viewer: Viewer, id: string): Promise<CommentModel> {
  const comment = await findLiveComment(deps.db, id);
  if (!comment) throw commentNotFound();
  const announcement = await requireActiveAnnouncement(deps, viewer, comment.announcementId);
  if (!announcement.isCommentEnabled) throw commentsDisabled();
  return comment;
}

/** The text of a new comment, trimmed, or the spec's refusal (empty, too long). */
function commentText(input: CommentInput): string {
  // `content` wins when both are sent; a blank one does not hide a filled `message`.
  const written = input.content?.trim() || input.message?.trim() || '';
  if (!written) throw new AppError(ErrorCode.COMMENT_EMPTY, text('comments.empty'));
  // Counted in characters as people see them, not UTF-16 units (emoji, Arabic with marks).
  if ([...written].length > COMMENT_LIMITS.contentMax) {
    throw new AppError(ErrorCode.COMMENT_TOO_LONG, text('comments.tooLong'), {
      max: COMMENT_LIMITS.contentMax,
    });
  }
  return written;
}

/** The top-level comment an answer joins: the parent itself, or the parent's own thread. */
async function threadOf(deps: Deps, announcement: AnnouncementModel, parentId: string): Promise<string> {
  const parent = await findLiveComment(deps.db, parentId);
  if (!parent || parent.announcementId !== announcement.id) throw commentNotFound();
  return parent.parentId ?? parent.id;
}

/**
 * A member comments an active announcement, or answers a comment of it. Refused for members
 * who may not comment, on announcements whose comments are off, and for empty or too long
 * texts. The comment and the announcement's comment count are written together.
 */
export async function createComment(deps: Deps, viewer: Viewer, input: CommentInput): Promise<CommentModel> {
  if (!viewer.canComment) {
    throw new AppError(ErrorCode.COMMENT_NOT_ALLOWED, text('comments.submitError'));
  }
  const announcement = await requireActiveAnnouncement(deps, viewer, input.announcementId);
  if (!announcement.isCommentEnabled) throw commentsDisabled();
  const content = commentText(input);
  const storeId = input.asStoreId ?? null;
  if (storeId !== null && !viewer.storeIds?.includes(storeId)) {
    throw new AppError(ErrorCode.FORBIDDEN, text('errors.forbidden'));
  }
  const parentId = input.parentId ? await threadOf(deps, announcement, input.parentId) : null;
  return deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('announcement_comments')
      .values({
        announcement_id: announcement.id,
        user_id: viewer.id,
        parent_id: parentId,
        store_id: storeId,
        content,
        created_at: deps.now(),
      })
      .returning(COMMENT_COLUMNS)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('announcements')
      .set({ comment_count: sql<number>`comment_count + 1` })
      .where('id', '=', announcement.id)
      .execute();
    await deps.events.record(trx, {
      type: 'comment.created',
      actorId: viewer.id,
      payload: { commentId: row.id, announcementId: announcement.id, parentId, authorId: viewer.id },
    });
    return toCommentModel(row);
  });
}

/**
 * A member likes or dislikes a comment. The same reaction again takes it back; the other one
 * replaces it, moving one count to the other. The comment row is locked meanwhile, so two
 * clicks at once cannot count twice.
 */
export async function reactToComment(
  deps: Deps,
  viewer: Viewer,
  commentId: string,
  reaction: CommentReaction,
): Promise<CommentModel> {
  await requireDiscussableComment(deps, viewer, commentId);
  return deps.db.transaction().execute(async (trx) => {
    await trx.selectFrom('announcement_comments').select('id').where('id', '=', commentId).forUpdate().execute();
    const current = await trx
      .selectFrom('comment_reactions')
      .select('reaction')
      .where('comment_id', '=', commentId)
      .where('user_id', '=', viewer.id)
      .executeTakeFirst();
    const delta = { LIKE: 0, DISLIKE: 0 };
    if (current?.reaction === reaction) {
      await trx
        .deleteFrom('comment_reactions')
        .where('comment_id', '=', commentId)
        .where('user_id', '=', viewer.id)
        .execute();
      delta[reaction] -= 1;
    } else if (current) {
      await trx
        .updateTable('comment_reactions')
        .set({ reaction, created_at: deps.now() })
        .where('comment_id', '=', commentId)
        .where('user_id', '=', viewer.id)
        .execute();
      delta[current.reaction] -= 1;
      delta[reaction] += 1;
    } else {
      await trx
        .insertInto('comment_reactions')
        .values({ comment_id: commentId, user_id: viewer.id, reaction, created_at: deps.now() })
        .execute();
      delta[reaction] += 1;
    }
    const row = await trx
      .updateTable('announcement_comments')
      .set({
        likes_count: sql<number>`greatest(likes_count + ${delta.LIKE}, 0)`,
        dislikes_count: sql<number>`greatest(dislikes_count + ${delta.DISLIKE}, 0)`,
      })
      .where('id', '=', commentId)
      .returning(COMMENT_COLUMNS)
      .executeTakeFirstOrThrow();
    return toCommentModel(row);
  });
}

/** A member reports a comment to the moderators; reporting it again changes nothing. */
export async function reportComment(deps: Deps, viewer: Viewer, commentId: string): Promise<CommentModel> {
  const comment = await requireDiscussableComment(deps, viewer, commentId);
  await deps.db.transaction().execute(async (trx) => {
    const report = await trx
      .insertInto('comment_reports')
      .values({ comment_id: commentId, user_id: viewer.id, created_at: deps.now() })
      .onConflict((oc) => oc.columns(['comment_id', 'user_id']).doNothing())
      .returning('comment_id')
      .executeTakeFirst();
    // Reporting it again changes nothing, and tells nobody.
    if (report) {
      await deps.events.record(trx, {
        type: 'comment.reported',
        actorId: viewer.id,
        payload: { commentId, announcementId: comment.announcementId },
      });
    }
  });
  return comment;
}

/**
 * Deletes a comment: allowed to its author, the announcement's owner and moderators (FORBIDDEN
 * for anyone else). Deleting a top-level comment deletes its answers too. Rows are kept with
 * `deleted_at` (moderators may need them); the comment count drops by the comments hidden.
 * A deletion by moderation (a moderator's of someone else's comment under someone else's
 * announcement, or one made from the reports, `byModeration`) goes to the moderation audit log.
 * Answers the first page of the announcement's remaining comments.
 */
export async function deleteComment(
  deps: Deps,
  viewer: Viewer,
  id: string,
  byModeration?: { reason?: string | null },
): Promise<CommentPage> {
  const comment = await findLiveComment(deps.db, id);
  if (!comment) throw commentNotFound();
  const [announcement] = await loadAnnouncementsByIds(deps.db, [comment.announcementId]);
  if (!announcement || !canSee(viewer, announcement)) throw announcementNotFound();
  const ownRight = comment.userId === viewer.id || isAnnouncer(viewer, announcement);
  if (!ownRight && !isModerator(viewer)) throw new AppError(ErrorCode.FORBIDDEN, text('errors.forbidden'));
  const audited = byModeration !== undefined || !ownRight;
  await deps.db.transaction().execute(async (trx) => {
    const hidden = await trx
      .updateTable('announcement_comments')
      .set({ deleted_at: deps.now() })
      .where((eb) => eb.or([eb('id', '=', id), eb('parent_id', '=', id)]))
      .where('deleted_at', 'is', null)
      .returning('id')
      .execute();
    if (hidden.length === 0) return;
    await trx
      .updateTable('announcements')
      .set({ comment_count: sql<number>`greatest(comment_count - ${hidden.length}, 0)` })
      .where('id', '=', comment.announcementId)
      .execute();
    await deps.events.record(trx, {
      type: 'comment.deleted',
      actorId: viewer.id,
      payload: {
        commentId: id,
        announcementId: comment.announcementId,
        byModerator: audited,
        reason: byModeration?.reason ?? null,
      },
    });
  });
  return listComments(deps, viewer, comment.announcementId, {});
}
