import type { ColumnType, Generated } from 'kysely';
import type { ReportReason } from '../../../shared/domain/announcements';
import type { Timestamp } from '../users/users.tables';

/** A member's report of an announcement, waiting for a moderator. */
export interface AnnouncementReportsTable {
  id: Generated<string>;
  announcement_id: string;
  user_id: string;
  reason: ReportReason;
  message: string | null;
  created_at: Timestamp;
  resolved_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Tables owned by the moderation domain. */
export interface ModerationTables {
  announcement_reports: AnnouncementReportsTable;
}
