import type { ColumnType, Generated } from 'kysely';
import type { ReportReason } from '../../../shared/domain/announcements';
import type { ModerationAuditAction, ModerationTargetType } from '../../../shared/domain/moderation';
import type { Timestamp } from '../users';

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

/** A moderator's hold on an announcement of the queue, until `expires_at` unless renewed. */
export interface ModerationLocksTable {
  announcement_id: string;
  moderator_id: string;
  locked_at: Date;
  expires_at: Date;
}

/** One moderator action, for the audit log. */
export interface ModerationAuditTable {
  id: Generated<string>;
  moderator_id: string | null;
  action: ModerationAuditAction;
  target_type: ModerationTargetType;
  target_id: string;
  reason: string | null;
  created_at: Timestamp;
}

/** Tables owned by the moderation domain. */
export interface ModerationTables {
  announcement_reports: AnnouncementReportsTable;
  moderation_locks: ModerationLocksTable;
  moderation_audit: ModerationAuditTable;
}
