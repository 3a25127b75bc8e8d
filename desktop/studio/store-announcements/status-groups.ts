import type { AnnouncementStatus } from '../../../shared/domain/announcements';

/**
 * The list's status chips: each groups statuses an owner thinks of as one (ours: the spec lists
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
