import type { Selectable } from 'kysely';
import type { AnnouncementCommentsTable } from './comments.tables';

/** What field resolvers of `Comment` receive: one live (not deleted) comment row. */
export interface CommentModel {
  id: string;
  announcementId: string;
  userId: string;
  /** The top-level comment this one answers; null for a top-level comment. */
  parentId: string | null;
  /** The store it was written as; null for the person. */
  storeId: string | null;
  content: string;
  likesCount: number;
  dislikesCount: number;
  createdAt: Date;
}

/** The columns the model needs (qualified, so queries may join). */
export const COMMENT_COLUMNS = [
  'announcement_comments.id',
  'announcement_comments.announcement_id',
  'announcement_comments.user_id',
  'announcement_comments.parent_id',
  'announcement_comments.store_id',
  'announcement_comments.content',
  'announcement_comments.likes_count',
  'announcement_comments.dislikes_count',
  'announcement_comments.created_at',
] as const;

/** A row as selected with COMMENT_COLUMNS. */
export type CommentRow = Omit<Selectable<AnnouncementCommentsTable>, 'deleted_at'>;

/** Turns a selected row into the model. */
export function toCommentModel(row: CommentRow): CommentModel {
  return {
    id: row.id,
    announcementId: row.announcement_id,
    userId: row.user_id,
    parentId: row.parent_id,
    storeId: row.store_id,
    content: row.content,
    likesCount: row.likes_count,
    dislikesCount: row.dislikes_count,
    createdAt: row.created_at,
  };
}
