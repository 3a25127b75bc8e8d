import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../users';

/** A question or answer under an announcement; replies point at their parent. */
export interface AnnouncementCommentsTable {
  id: Generated<string>;
  announcement_id: string;
  user_id: string;
  parent_id: string | null;
  /** The store its author wrote it as (a member of that store); null for the person. */
  store_id: ColumnType<string | null, string | null | undefined, string | null>;
  content: string;
  likes_count: Generated<number>;
  dislikes_count: Generated<number>;
  created_at: Timestamp;
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** A member's like or dislike of a comment. */
export interface CommentReactionsTable {
  comment_id: string;
  user_id: string;
  reaction: 'LIKE' | 'DISLIKE';
  created_at: Timestamp;
}

/** A member's report of a comment. */
export interface CommentReportsTable {
  comment_id: string;
  user_id: string;
  created_at: Timestamp;
  /** When a moderator dealt with it; null while open. */
  resolved_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** Tables owned by the comments domain. */
export interface CommentTables {
  announcement_comments: AnnouncementCommentsTable;
  comment_reactions: CommentReactionsTable;
  comment_reports: CommentReportsTable;
}
