import type { AnnouncementStatus, ChangelogAction } from './announcements';

/**
 * What can be done to an announcement in which status: one table, read by the server (which
 * enforces it) and by the portal and the studio (which only offer possible actions). The spec
 * gives the statuses and the owner's actions; the exact transitions are ours.
 */
export type AnnouncementAction =
  /** The owner (or a moderator) changes the content. */
  | 'update'
  /** The owner brings it back to the top and restarts its lifetime. */
  | 'refresh'
  /** The owner puts it aside. */
  | 'disable'
  /** The owner brings back an archived or deleted one. */
  | 'restore'
  /** The owner deletes it with a reason. */
  | 'delete'
  /** A moderator starts validating it (content frozen). */
  | 'lock'
  /** A moderator validates it. */
  | 'validate'
  /** A moderator refuses or disables it. */
  | 'refuse'
  /** A moderator deletes it. */
  | 'moderatorDelete';

/** The statuses each action starts from. */
export const ACTION_FROM: Record<AnnouncementAction, readonly AnnouncementStatus[]> = {
  // LOCKED: "content cannot change until published"; DELETED and the store statuses are out of the owner's hands.
  update: ['PENDING', 'PUBLISHED', 'EDITED', 'VALIDATED_QUEUED', 'ARCHIVED', 'EXPIRED', 'DISABLED'],
  refresh: ['PUBLISHED', 'EDITED', 'EXPIRED'],
  disable: ['PENDING', 'PUBLISHED', 'EDITED', 'VALIDATED_QUEUED'],
  // A moderator's deletion is not the owner's to undo (checked apart: it is not a status).
  restore: ['ARCHIVED', 'DELETED'],
  delete: ['PENDING', 'PUBLISHED', 'EDITED', 'EXPIRED', 'ARCHIVED', 'VALIDATED_QUEUED', 'DISABLED'],
  lock: ['PENDING'],
  validate: ['PENDING', 'LOCKED', 'DISABLED'],
  refuse: ['PENDING', 'LOCKED', 'PUBLISHED', 'EDITED', 'VALIDATED_QUEUED'],
  moderatorDelete: [
    'PENDING',
    'PUBLISHED',
    'EDITED',
    'EXPIRED',
    'ARCHIVED',
    'VALIDATED_QUEUED',
    'LOCKED',
    'DISABLED',
    'DISABLED_STORE',
    'EXPIRED_STORE',
    'DELETED',
  ],
};

/** The changelog action each announcement action is recorded as. */
export const CHANGELOG_ACTION_OF: Record<AnnouncementAction, ChangelogAction> = {
  update: 'UPDATE',
  refresh: 'REFRESH',
  disable: 'DEACTIVATE',
  restore: 'RESTORE',
  delete: 'DELETE',
  lock: 'VALIDATE',
  validate: 'VALIDATE',
  refuse: 'DEACTIVATE',
  moderatorDelete: 'DELETE',
};

/** True when the action may start from the status. */
export function canApply(action: AnnouncementAction, status: AnnouncementStatus): boolean {
  return ACTION_FROM[action].includes(status);
}

/** The status an edit leaves behind: a published announcement becomes EDITED, a refused one goes back to moderation. */
export function statusAfterUpdate(status: AnnouncementStatus): AnnouncementStatus {
  if (status === 'PUBLISHED') return 'EDITED';
  if (status === 'DISABLED') return 'PENDING';
  return status;
}

/**
 * The status chips of announcement lists (the store's, a member's for moderators): each groups statuses an owner thinks of as one (ours: the spec lists
 * statuses, not how a studio groups them). `all` asks for every status.
 */
export const STATUS_GROUPS = {
  all: [],
  active: ['PUBLISHED', 'EDITED'],
  waiting: ['PENDING', 'LOCKED', 'VALIDATED_QUEUED'],
  expired: ['EXPIRED'],
  archived: ['ARCHIVED'],
  deleted: ['DELETED'],
  hidden: ['DISABLED', 'DISABLED_STORE', 'EXPIRED_STORE'],
} as const satisfies Record<string, readonly AnnouncementStatus[]>;

export type StatusGroup = keyof typeof STATUS_GROUPS;
export const STATUS_GROUP_NAMES = Object.keys(STATUS_GROUPS) as StatusGroup[];
