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

/** The statuses an announcement takes when it becomes visible: published, queued when its category is full, or hidden with its store. */
const VISIBLE_OR_WAITING: readonly AnnouncementStatus[] = [
  'PUBLISHED',
  'VALIDATED_QUEUED',
  'DISABLED_STORE',
  'EXPIRED_STORE',
];

/**
 * Every way an announcement's status changes: the actions of owners and moderators above, and
 * what the system does by itself (lifetimes, queues, locks, suspensions, stores). The server's
 * lifecycle (announcements module) is the only writer of the status and refuses any change this
 * table does not list; the changelog records each with its `history` action.
 */
export type AnnouncementTransition =
  | AnnouncementAction
  /** Its lifetime ran out. */
  | 'expire'
  /** A place freed up in its category: the oldest validated one waiting is published. */
  | 'promote'
  /** The moderator who held it let it go, or stopped renewing the lock. */
  | 'release'
  /** Its owner's account was suspended. */
  | 'suspend'
  /** Its owner's account was restored: back to what it was. */
  | 'unsuspend'
  /** Its store left ACTIVE (or went from disabled to expired and back). */
  | 'storeHide'
  /** Its store is ACTIVE again. */
  | 'storeShow';

export const ANNOUNCEMENT_TRANSITIONS: Record<
  AnnouncementTransition,
  { from: readonly AnnouncementStatus[]; to: readonly AnnouncementStatus[]; history: ChangelogAction }
> = {
  update: { from: ACTION_FROM.update, to: ['EDITED', 'PENDING'], history: 'UPDATE' },
  refresh: { from: ACTION_FROM.refresh, to: ['EDITED', ...VISIBLE_OR_WAITING], history: 'REFRESH' },
  disable: { from: ACTION_FROM.disable, to: ['ARCHIVED'], history: 'DEACTIVATE' },
  restore: { from: ACTION_FROM.restore, to: ['PENDING', ...VISIBLE_OR_WAITING], history: 'RESTORE' },
  delete: { from: ACTION_FROM.delete, to: ['DELETED'], history: 'DELETE' },
  lock: { from: ACTION_FROM.lock, to: ['LOCKED'], history: 'VALIDATE' },
  validate: { from: ACTION_FROM.validate, to: VISIBLE_OR_WAITING, history: 'VALIDATE' },
  refuse: { from: ACTION_FROM.refuse, to: ['DISABLED'], history: 'DEACTIVATE' },
  moderatorDelete: { from: ACTION_FROM.moderatorDelete, to: ['DELETED'], history: 'DELETE' },
  expire: { from: ['PUBLISHED', 'EDITED'], to: ['EXPIRED'], history: 'DEACTIVATE' },
  promote: { from: ['VALIDATED_QUEUED'], to: ['PUBLISHED'], history: 'VALIDATE' },
  release: { from: ['LOCKED'], to: ['PENDING'], history: 'RESTORE' },
  suspend: {
    from: ['PENDING', 'LOCKED', 'PUBLISHED', 'EDITED', 'VALIDATED_QUEUED'],
    to: ['DISABLED'],
    history: 'DEACTIVATE',
  },
  unsuspend: {
    from: ['DISABLED'],
    to: ['PENDING', 'PUBLISHED', 'EDITED', 'VALIDATED_QUEUED', 'EXPIRED'],
    history: 'RESTORE',
  },
  storeHide: {
    from: ['PUBLISHED', 'EDITED', 'DISABLED_STORE', 'EXPIRED_STORE'],
    to: ['DISABLED_STORE', 'EXPIRED_STORE'],
    history: 'DEACTIVATE',
  },
  storeShow: { from: ['DISABLED_STORE', 'EXPIRED_STORE'], to: ['PUBLISHED'], history: 'RESTORE' },
};

/**
 * True when the transition may take an announcement from one status to the other. Staying in
 * the same status is allowed where the transition starts from it (a refresh of a published one).
 */
export function canTransition(
  transition: AnnouncementTransition,
  from: AnnouncementStatus,
  to: AnnouncementStatus,
): boolean {
  const rule = ANNOUNCEMENT_TRANSITIONS[transition];
  return rule.from.includes(from) && (from === to || rule.to.includes(to));
}

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
