import type { Timestamp } from '../users';

/** A member's like, or bookmark, of an announcement: one row per pair. */
export interface AnnouncementReactionTable {
  announcement_id: string;
  user_id: string;
  created_at: Timestamp;
}

/** Tables owned by the reactions domain. */
export interface ReactionTables {
  announcement_likes: AnnouncementReactionTable;
  announcement_bookmarks: AnnouncementReactionTable;
}
