import type { Kysely } from 'kysely';
import { COMMENT_LIMITS } from '../../../shared/domain/announcements';
import type { Database } from '../../db/types';
import type { Deps } from '../../deps';
import { announcementNotFound, canSee, isAnnouncer, isModerator } from '../announcements';
import { loadAnnouncementsByIds } from '../announcements';
import { pageRequest, paginatorInfo, readPage, type PaginatorInfoModel } from '../../core/pagination';
import type { Viewer } from '../users';
import { COMMENT_COLUMNS, toCommentModel, type CommentModel } from './comments.mappers';

/** A member's reaction to a comment. */
export type CommentReaction = 'LIKE' | 'DISLIKE';

/** A page of top-level comments (GraphQL `CommentPaginator`); their answers come from `Comment.replies`. */
export interface CommentPage {
  data: CommentModel[];
  paginatorInfo: PaginatorInfoModel;
}

/** Which page of comments a caller asks for (nulls take the defaults). */
export interface CommentPageArgs {
  first?: number | null;
  page?: number | null;
}

/**
 * A page of an announcement's live top-level comments, newest first. The announcement must be
 * visible to the caller (active, or theirs, or the caller moderates). When its comments are
 * switched off, only its owner and moderators still see them; others get an empty page.
 */
export async function listComments(
  deps: Deps,
  viewer: Viewer | null,
  announcementId: string,
  args: CommentPageArgs,
): Promise<CommentPage> {
  const request = pageRequest(args.page, args.first, {
    defaultSize: COMMENT_LIMITS.pageSize,
    maxSize: COMMENT_LIMITS.pageSizeMax,
  });
  const [announcement] = await loadAnnouncementsByIds(deps.db, [announcementId]);
  if (!announcement || !canSee(viewer, announcement)) throw announcementNotFound();
  if (!announcement.isCommentEnabled && !isAnnouncer(viewer, announcement) && !isModerator(viewer)) {
    return { data: [], paginatorInfo: paginatorInfo(request, 0) };
  }
  const page = await readPage(
    deps.db
      .selectFrom('announcement_comments')
      .where('announcement_comments.announcement_id', '=', announcementId)
      .where('announcement_comments.parent_id', 'is', null)
      .where('announcement_comments.deleted_at', 'is', null)
      .select(COMMENT_COLUMNS)
      .orderBy('announcement_comments.created_at', 'desc')
      .orderBy('announcement_comments.id', 'desc'),
    request,
  );
  return { data: page.data.map(toCommentModel), paginatorInfo: page.paginatorInfo };
}

/** The live answers of many top-level comments in one query, oldest first, in the order of `parentIds`. */
export async function loadReplies(db: Kysely<Database>, parentIds: readonly string[]): Promise<CommentModel[][]> {
  if (parentIds.length === 0) return [];
  const rows = await db
    .selectFrom('announcement_comments')
    .select(COMMENT_COLUMNS)
    .where('announcement_comments.parent_id', 'in', [...new Set(parentIds)])
    .where('announcement_comments.deleted_at', 'is', null)
    .orderBy('announcement_comments.created_at', 'asc')
    .orderBy('announcement_comments.id', 'asc')
    .execute();
  const byParent = new Map<string, CommentModel[]>();
  for (const row of rows) {
    const replies = byParent.get(row.parent_id!) ?? [];
    replies.push(toCommentModel(row));
    byParent.set(row.parent_id!, replies);
  }
  return parentIds.map((id) => byParent.get(id) ?? []);
}

/** The caller's reaction to many comments in one query (null without one); visitors get nulls without a query. */
export async function loadViewerReactions(
  db: Kysely<Database>,
  viewer: Viewer | null,
  commentIds: readonly string[],
): Promise<(CommentReaction | null)[]> {
  if (!viewer || commentIds.length === 0) return commentIds.map(() => null);
  const rows = await db
    .selectFrom('comment_reactions')
    .select(['comment_id', 'reaction'])
    .where('user_id', '=', viewer.id)
    .where('comment_id', 'in', [...new Set(commentIds)])
    .execute();
  const byComment = new Map(rows.map((row) => [row.comment_id, row.reaction]));
  return commentIds.map((id) => byComment.get(id) ?? null);
}

/** Whether the caller reported each of many comments, in one query; false for visitors without a query. */
export async function loadViewerReports(
  db: Kysely<Database>,
  viewer: Viewer | null,
  commentIds: readonly string[],
): Promise<boolean[]> {
  if (!viewer || commentIds.length === 0) return commentIds.map(() => false);
  const rows = await db
    .selectFrom('comment_reports')
    .select('comment_id')
    .where('user_id', '=', viewer.id)
    .where('comment_id', 'in', [...new Set(commentIds)])
    .execute();
  const reported = new Set(rows.map((row) => row.comment_id));
  return commentIds.map((id) => reported.has(id));
}
