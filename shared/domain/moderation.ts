import type { AnnouncementStatus } from './announcements';

/**
 * The moderation queue (issue 7; the spec shows no queue): announcements waiting for a
 * moderator's decision, oldest first. PENDING ones wait for validation; VALIDATED_QUEUED ones were
 * validated but wait for a free place in their category, and a moderator may still refuse them.
 */
export const MODERATION_QUEUE_STATUSES = [
  'PENDING',
  'VALIDATED_QUEUED',
] as const satisfies readonly AnnouncementStatus[];

export const MODERATION_LIMITS = {
  /**
   * How long a moderator's lock lasts without a sign of life. The studio renews its locks every
   * third of it; a moderator who closes the window or loses the network lets them go within it.
   */
  lockMs: 90_000,
  /** Most announcements one bulk decision or one lock renewal may name. */
  bulkMax: 50,
  /** Longest keywords filter. */
  keywordsMax: 100,
  /** Queue and audit log pages. */
  pageSizeDefault: 24,
  pageSizeMax: 100,
} as const;

/** What the audit log records (who did it, to what, when, why). */
export const MODERATION_AUDIT_ACTIONS = [
  'LOCK',
  'RELEASE',
  'VALIDATE',
  'REFUSE',
  'DELETE',
  'DISMISS_REPORTS',
  'COMMENTS_ON',
  'COMMENTS_OFF',
  'SUSPEND',
  'RESTORE',
  // A SUPER_ADMIN's grants: the entry's reason is the role's or the permission's name.
  'ROLE_GRANT',
  'ROLE_REVOKE',
  'PERMISSION_GRANT',
  'PERMISSION_REVOKE',
] as const;
export type ModerationAuditAction = (typeof MODERATION_AUDIT_ACTIONS)[number];

/** What an audit entry is about. */
export const MODERATION_TARGET_TYPES = ['ANNOUNCEMENT', 'COMMENT', 'USER'] as const;
export type ModerationTargetType = (typeof MODERATION_TARGET_TYPES)[number];

/**
 * The changelog reason of announcements hidden with their suspended owner (DISABLED): restoring
 * the account brings back exactly these, to the status they had.
 */
export const SUSPENSION_REASON = 'ACCOUNT_SUSPENDED';

/** Statuses a suspension hides: what is visible or on its way to being visible. */
export const HIDDEN_BY_SUSPENSION = ['PUBLISHED', 'EDITED', 'PENDING', 'VALIDATED_QUEUED', 'LOCKED'] as const;

/** Longest reason a moderator gives for a suspension. */
export const SUSPENSION_REASON_MAX = 500;
