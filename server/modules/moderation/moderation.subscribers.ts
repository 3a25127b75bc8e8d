import { MODERATION_QUEUE_STATUSES, type ModerationAuditAction } from '../../../shared/domain/moderation';
import type { AnnouncementTransition } from '../../../shared/domain/announcement-status';
import { subscriber, type DomainEvent } from '../../core/events';
import { recordModerationAction, type ModerationActionEntry } from './audit.service';
import { MODERATION_TOPIC, type QueueEventModel } from './queue.service';

/** The moderators' decisions among announcement transitions, as the audit log names them. */
const AUDITED_TRANSITIONS: Partial<Record<AnnouncementTransition, ModerationAuditAction>> = {
  validate: 'VALIDATE',
  refuse: 'REFUSE',
  moderatorDelete: 'DELETE',
};

/** The audit entry an event makes, if any. */
function auditEntryOf(event: DomainEvent): Omit<ModerationActionEntry, 'at'> | null {
  const moderatorId = event.actorId;
  switch (event.type) {
    case 'announcement.statusChanged': {
      const action = AUDITED_TRANSITIONS[event.payload.transition];
      if (!action) return null;
      const { announcementId: targetId, reason } = event.payload;
      return { moderatorId, action, targetType: 'ANNOUNCEMENT', targetId, reason };
    }
    case 'moderation.lockTaken':
      return { moderatorId, action: 'LOCK', targetType: 'ANNOUNCEMENT', targetId: event.payload.announcementId };
    case 'moderation.lockReleased':
      return {
        moderatorId,
        action: 'RELEASE',
        targetType: 'ANNOUNCEMENT',
        targetId: event.payload.announcementId,
        reason: event.payload.expired ? 'EXPIRED' : null,
      };
    case 'moderation.reportsDismissed':
      return {
        moderatorId,
        action: 'DISMISS_REPORTS',
        targetType: event.payload.targetType,
        targetId: event.payload.targetId,
        reason: event.payload.reason,
      };
    case 'announcement.commentsSwitched':
      return {
        moderatorId,
        action: event.payload.enabled ? 'COMMENTS_ON' : 'COMMENTS_OFF',
        targetType: 'ANNOUNCEMENT',
        targetId: event.payload.announcementId,
      };
    case 'comment.deleted':
      if (!event.payload.byModerator) return null;
      return {
        moderatorId,
        action: 'DELETE',
        targetType: 'COMMENT',
        targetId: event.payload.commentId,
        reason: event.payload.reason,
      };
    case 'account.suspended':
      return {
        moderatorId,
        action: 'SUSPEND',
        targetType: 'USER',
        targetId: event.payload.userId,
        reason: event.payload.reason,
      };
    case 'account.restored':
      return { moderatorId, action: 'RESTORE', targetType: 'USER', targetId: event.payload.userId };
    case 'account.grantChanged': {
      const kind = event.payload.kind === 'role' ? 'ROLE' : 'PERMISSION';
      const action = `${kind}_${event.payload.granted ? 'GRANT' : 'REVOKE'}` as const;
      return { moderatorId, action, targetType: 'USER', targetId: event.payload.userId, reason: event.payload.name };
    }
    default:
      return null;
  }
}

/**
 * The moderation audit log: who did what to which announcement, comment or account, and why.
 * Written in the dispatcher's transaction, once per event, dated when the action happened.
 */
export const moderationAuditSubscriber = subscriber({
  name: 'moderation.audit',
  events: [
    'announcement.statusChanged',
    'moderation.lockTaken',
    'moderation.lockReleased',
    'moderation.reportsDismissed',
    'announcement.commentsSwitched',
    'comment.deleted',
    'account.suspended',
    'account.restored',
    'account.grantChanged',
  ],
  async handle(event, { db }) {
    const entry = auditEntryOf(event);
    if (entry) await recordModerationAction(db, { ...entry, at: event.occurredAt });
  },
});

const WAITING: readonly string[] = [...MODERATION_QUEUE_STATUSES, 'LOCKED'];

/** What the open queues are told of an event, if it concerns them. */
function queueEventOf(event: DomainEvent): QueueEventModel | null {
  switch (event.type) {
    case 'announcement.created':
      return event.payload.status === 'PENDING'
        ? { kind: 'ADDED', announcementId: event.payload.announcementId, moderatorId: null }
        : null;
    case 'moderation.lockTaken':
      return { kind: 'TAKEN', announcementId: event.payload.announcementId, moderatorId: event.actorId };
    case 'announcement.statusChanged': {
      const { from, to, transition, announcementId } = event.payload;
      // Taking a lock is told by lockTaken, with the moderator.
      if (transition === 'lock' || (!WAITING.includes(from) && !WAITING.includes(to))) return null;
      if (transition === 'release') return { kind: 'RELEASED', announcementId, moderatorId: event.actorId };
      if (WAITING.includes(to)) return { kind: 'ADDED', announcementId, moderatorId: null };
      return { kind: 'DECIDED', announcementId, moderatorId: event.actorId };
    }
    default:
      return null;
  }
}

/** The moderators' open queues (`moderationQueueChanged`) hear of every change to what waits. */
export const moderationQueueLiveSubscriber = subscriber({
  name: 'moderation.queueLive',
  events: ['announcement.created', 'announcement.statusChanged', 'moderation.lockTaken'],
  // eslint-disable-next-line @typescript-eslint/require-await -- the work happens after commit
  async handle(event, { afterCommit, live }) {
    const change = queueEventOf(event);
    if (change) afterCommit(() => live.publish(MODERATION_TOPIC, { moderationQueueChanged: change }));
  },
});
