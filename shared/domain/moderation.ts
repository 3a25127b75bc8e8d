import { MODERATOR_DELETE_REASONS } from './announcements';
import type { AnnouncementStatus, ModeratorDeleteReason, ReportReason } from './announcements';

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
  /** Reports a report group lists by default (the latest), and at most. */
  groupReportsDefault: 5,
  groupReportsMax: 20,
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

/**
 * The moderator's reason that matches a reason members report with, where there is one (ours:
 * the spec names the report reasons, not the moderators'). IDENTITY_THEFT and WRONG_PHONE have
 * no counterpart: the moderator words those themselves.
 */
export const DELETE_REASON_OF_REPORT: Readonly<Record<ReportReason, ModeratorDeleteReason | null>> = {
  IDENTITY_THEFT: null,
  WRONG_PHONE: null,
  WRONG_CATEGORY: 'WRONG_CATEGORY',
  SCAM: 'SCAM',
  INAPPROPRIATE: 'INAPPROPRIATE_CONTENT',
  SPAM: 'SPAM',
};

/**
 * The moderator's reason the reports of an announcement point to: the match of the most given
 * report reason that has one (a tie goes to the reason listed first), or null when none matches.
 */
export function suggestedDeleteReason(
  reasons: readonly { reason: ReportReason; count: number }[],
): ModeratorDeleteReason | null {
  const ranked = reasons
    .map((entry, index) => ({ ...entry, index, match: DELETE_REASON_OF_REPORT[entry.reason] }))
    .filter((entry) => entry.match !== null && entry.count > 0)
    .sort((a, b) => b.count - a.count || a.index - b.index);
  return ranked[0]?.match ?? null;
}

/** The moderators' reasons in the order to offer them: the one the reports point to first, the others as usual. */
export function deleteReasonsFor(
  reasons: readonly { reason: ReportReason; count: number }[],
): readonly ModeratorDeleteReason[] {
  const first = suggestedDeleteReason(reasons);
  return first === null ? MODERATOR_DELETE_REASONS : [first, ...MODERATOR_DELETE_REASONS.filter((r) => r !== first)];
}
