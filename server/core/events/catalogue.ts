import type { AnnouncementStatus } from '../../../shared/domain/announcements';
import type { AnnouncementTransition } from '../../../shared/domain/announcement-status';
import type { ModerationTargetType } from '../../../shared/domain/moderation';
import type { OrderHistoryAction, OrderStatus } from '../../../shared/domain/orders';
import type { StoreStatus } from '../../../shared/domain/stores';
import type { Locale } from '../../../shared/i18n/locales';

/** What an announcement's creation and edit carry. */
interface AnnouncementWrittenPayload {
  announcementId: string;
  userId: string;
  storeId: string | null;
  status: AnnouncementStatus;
  words: string[];
}

/** What the site-build events carry: the land, the build and who made it. */
interface SiteBuildEventPayload {
  launchType: 'STORE' | 'MARKET';
  landId: string;
  buildId: string;
  version: number;
  autoSave: boolean;
  authorId: string | null;
  /** The editor window that made it (absent for the server's own work). */
  origin?: string | null;
}

/**
 * Every domain event of the marketplace: its name, its version and what it carries. A module
 * records an event in the transaction of the change that causes it (`deps.events.record`); other
 * modules react to it in subscribers after the commit. An event says what happened in the
 * domain's words, with ids rather than whole rows: a subscriber reads what it needs.
 *
 * A change to an event's payload that old subscribers could not read is a new version: bump it
 * here, and keep reading the old one until no undelivered event of it is left.
 */
export interface EventCatalogue {
  /** `words`: the normalised words of its texts, for the search vocabulary. */
  'announcement.created': { version: 1; payload: AnnouncementWrittenPayload };
  'announcement.edited': { version: 1; payload: AnnouncementWrittenPayload };
  /** Written by the announcements' lifecycle, the only writer of their status. */
  'announcement.statusChanged': {
    version: 1;
    payload: {
      announcementId: string;
      userId: string;
      from: AnnouncementStatus;
      to: AnnouncementStatus;
      transition: AnnouncementTransition;
      reason: string | null;
    };
  };
  'announcement.commentsSwitched': { version: 1; payload: { announcementId: string; enabled: boolean } };
  'announcement.reported': { version: 1; payload: { announcementId: string; reportId: string; reason: string } };
  'announcement.phoneRevealed': { version: 1; payload: { announcementId: string; viewerId: string | null } };
  'comment.created': {
    version: 1;
    payload: { commentId: string; announcementId: string; parentId: string | null; authorId: string };
  };
  'comment.deleted': {
    version: 1;
    payload: { commentId: string; announcementId: string; byModerator: boolean; reason: string | null };
  };
  'comment.reported': { version: 1; payload: { commentId: string; announcementId: string } };
  'reaction.given': {
    version: 1;
    payload: { announcementId: string; userId: string; kind: 'LIKE' | 'BOOKMARK'; given: boolean };
  };
  /**
   * The account mails carry their one-time token (the mail's link): the token table keeps only
   * its hash, the event and the outbox keep the link until they are purged.
   */
  'account.registered': {
    version: 1;
    payload: { userId: string; username: string | null; email: string; locale: Locale; validationToken: string };
  };
  'account.validationRequested': {
    version: 1;
    payload: { userId: string; username: string | null; email: string; locale: Locale; validationToken: string };
  };
  'account.validated': { version: 1; payload: { userId: string } };
  'account.passwordResetRequested': {
    version: 1;
    payload: { userId: string; username: string | null; email: string; locale: Locale; resetToken: string };
  };
  'account.suspended': { version: 1; payload: { userId: string; reason: string; hiddenAnnouncementIds: string[] } };
  'account.restored': { version: 1; payload: { userId: string } };
  'account.grantChanged': {
    version: 1;
    payload: { userId: string; kind: 'role' | 'permission'; name: string; granted: boolean };
  };
  'moderation.lockTaken': { version: 1; payload: { announcementId: string } };
  'moderation.lockReleased': { version: 1; payload: { announcementId: string; expired: boolean } };
  'moderation.reportsDismissed': {
    version: 1;
    payload: { targetType: ModerationTargetType; targetId: string; reason: string | null; count: number };
  };
  /**
   * Reports of a target were dealt with (`action`: dismissed, or the target refused or deleted);
   * `reporterIds`: the members whose open reports this closed.
   */
  'moderation.reportsResolved': {
    version: 1;
    payload: {
      targetType: ModerationTargetType;
      targetId: string;
      action: 'DISMISS' | 'REFUSE' | 'DELETE';
      reporterIds: string[];
    };
  };
  /** A notification was written (its live delivery and push follow). */
  'notification.created': {
    version: 1;
    payload: { notificationId: string; userId: string; inApp: boolean; push: boolean; mailed: boolean };
  };
  'store.followed': { version: 1; payload: { storeId: string; userId: string; following: boolean } };
  'store.statusChanged': { version: 1; payload: { storeId: string; from: StoreStatus; to: StoreStatus } };
  /** A commit became the head of a land's site (`autoSave`: the studio's autosave made it). */
  'siteBuild.committed': { version: 1; payload: SiteBuildEventPayload };
  /** One of the land's commits became its public site. */
  'siteBuild.published': { version: 1; payload: SiteBuildEventPayload };
  'contact.messageReceived': { version: 1; payload: { messageId: string; tag: string } };
  /** A message was stored in a conversation; `parties`: both sides (`U:<id>`, `S:<id>`), the sender's first. */
  'message.sent': {
    version: 1;
    payload: { conversationId: string; messageId: string; senderId: string; parties: string[]; flagged: boolean };
  };
  /**
   * A side of a conversation changed (`change`): read or delivered up to a message, archived,
   * muted, blocked, or a message deleted for one member. `parties`: who hears of it.
   */
  'conversation.updated': {
    version: 1;
    payload: {
      conversationId: string;
      party: string;
      change: 'READ' | 'DELIVERED' | 'ARCHIVED' | 'MUTED' | 'BLOCKED' | 'MESSAGE_DELETED';
      messageId: string | null;
      parties: string[];
    };
  };
  /** A message or a conversation went to the moderators (`reporterId` null: raised by the server). */
  'message.reported': {
    version: 1;
    payload: {
      reportId: string;
      conversationId: string;
      messageId: string | null;
      reporterId: string | null;
      reason: string;
    };
  };
  /** A checkout made an order (one per seller): its stock is reserved. */
  'order.placed': {
    version: 1;
    payload: { orderId: string; checkoutId: string; buyerId: string; sellerId: string; storeId: string | null };
  };
  /** Written by the orders' state machine, the only writer of their status. */
  'order.statusChanged': {
    version: 1;
    payload: {
      orderId: string;
      action: OrderHistoryAction;
      from: OrderStatus;
      to: OrderStatus;
      reason: string | null;
    };
  };
}

/** The name of an event. */
export type DomainEventType = keyof EventCatalogue;

/** What a module records: the event's name, its payload and who caused it (null: the system). */
export type NewDomainEvent<T extends DomainEventType = DomainEventType> = {
  [K in T]: { type: K; payload: EventCatalogue[K]['payload']; actorId?: string | null };
}[T];

/** An event as subscribers receive it, after commit. */
export type DomainEvent<T extends DomainEventType = DomainEventType> = {
  [K in T]: {
    id: string;
    type: K;
    version: EventCatalogue[K]['version'];
    payload: EventCatalogue[K]['payload'];
    actorId: string | null;
    occurredAt: Date;
  };
}[T];

/** The version each event is written with today. */
export const EVENT_VERSIONS: { [K in DomainEventType]: EventCatalogue[K]['version'] } = {
  'announcement.created': 1,
  'announcement.edited': 1,
  'announcement.statusChanged': 1,
  'announcement.commentsSwitched': 1,
  'announcement.reported': 1,
  'announcement.phoneRevealed': 1,
  'comment.created': 1,
  'comment.deleted': 1,
  'comment.reported': 1,
  'reaction.given': 1,
  'account.registered': 1,
  'account.validationRequested': 1,
  'account.validated': 1,
  'account.passwordResetRequested': 1,
  'account.suspended': 1,
  'account.restored': 1,
  'account.grantChanged': 1,
  'moderation.lockTaken': 1,
  'moderation.lockReleased': 1,
  'moderation.reportsDismissed': 1,
  'moderation.reportsResolved': 1,
  'notification.created': 1,
  'store.followed': 1,
  'store.statusChanged': 1,
  'siteBuild.committed': 1,
  'siteBuild.published': 1,
  'order.placed': 1,
  'order.statusChanged': 1,
  'contact.messageReceived': 1,
  'message.sent': 1,
  'conversation.updated': 1,
  'message.reported': 1,
};
