/**
 * Notifications: what a member is told of (kinds), by which channel, and the limits and
 * delays that shape them. One place for the server (which creates and delivers them) and the
 * portal and studio (which list them and edit preferences).
 */

/** What a notification is about. */
export const NOTIFICATION_KINDS = [
  /** Someone commented on my announcement. */
  'ANNOUNCEMENT_COMMENT',
  /** Someone replied to my comment. */
  'COMMENT_REPLY',
  /** A moderator validated, refused or deleted my announcement (with the reason). */
  'ANNOUNCEMENT_DECISION',
  /** My announcement expires in a few days (`NOTIFICATION_LIMITS.expiresSoonDays`). */
  'ANNOUNCEMENT_EXPIRES_SOON',
  /** My announcement expired. */
  'ANNOUNCEMENT_EXPIRED',
  /** Someone started following my store. */
  'STORE_FOLLOWER',
  /** A message to me was not seen within `NOTIFICATION_LIMITS.unseenMessageDelayMs`. */
  'UNSEEN_MESSAGE',
  /** A report I made was handled by a moderator. */
  'REPORT_HANDLED',
  /** New announcements match a search I saved. */
  'SAVED_SEARCH_MATCH',
  /** An operator approved my store request (the store is open) or refused it (with the reason). */
  'STORE_REQUEST_DECISION',
  /** An operator approved my store's promotion request (it runs now) or refused it (with the reason). */
  'PROMOTION_REQUEST_DECISION',
  /** An order of mine moved: placed (to its seller), confirmed, shipped, delivered, returned, cancelled. */
  'ORDER_UPDATE',
  /** A sale left few units of an item I sell (`STOCK_ALERT_AT` or fewer), or none. */
  'STOCK_ALERT',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How a notification reaches its member. */
export const NOTIFICATION_CHANNELS = ['IN_APP', 'EMAIL', 'PUSH'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** Where a push token comes from: a browser's Web Push subscription, or the native shells (FCM). */
export const PUSH_PLATFORMS = ['WEB', 'ANDROID', 'IOS'] as const;
export type PushPlatform = (typeof PUSH_PLATFORMS)[number];

/**
 * Preferences a member has not changed. Everything shows in the app; e-mail only for what
 * needs acting on (a decision, an expiry, an unseen message, a handled report), so that
 * busy announcements do not flood the inbox; push for conversations and decisions.
 */
export const DEFAULT_NOTIFICATION_PREFERENCES: Record<NotificationKind, Record<NotificationChannel, boolean>> = {
  ANNOUNCEMENT_COMMENT: { IN_APP: true, EMAIL: false, PUSH: true },
  COMMENT_REPLY: { IN_APP: true, EMAIL: false, PUSH: true },
  ANNOUNCEMENT_DECISION: { IN_APP: true, EMAIL: true, PUSH: true },
  ANNOUNCEMENT_EXPIRES_SOON: { IN_APP: true, EMAIL: true, PUSH: false },
  ANNOUNCEMENT_EXPIRED: { IN_APP: true, EMAIL: true, PUSH: false },
  STORE_FOLLOWER: { IN_APP: true, EMAIL: false, PUSH: false },
  UNSEEN_MESSAGE: { IN_APP: true, EMAIL: true, PUSH: true },
  REPORT_HANDLED: { IN_APP: true, EMAIL: false, PUSH: false },
  SAVED_SEARCH_MATCH: { IN_APP: true, EMAIL: false, PUSH: true },
  STORE_REQUEST_DECISION: { IN_APP: true, EMAIL: true, PUSH: true },
  PROMOTION_REQUEST_DECISION: { IN_APP: true, EMAIL: true, PUSH: false },
  ORDER_UPDATE: { IN_APP: true, EMAIL: true, PUSH: true },
  STOCK_ALERT: { IN_APP: true, EMAIL: true, PUSH: false },
};

export const NOTIFICATION_LIMITS = {
  /** Notifications per page of the centre, by default and at most. */
  pageSize: 20,
  pageSizeMax: 50,
  /** At most one e-mail per conversation (or other target) within this window. */
  emailGroupWindowMs: 60 * 60_000,
  /** "Expires in 3 days". */
  expiresSoonDays: 3,
  /** A message not seen within this long becomes a notification. */
  unseenMessageDelayMs: 10 * 60_000,
  /** The daily digest gathers what waited at most this long. */
  digestIntervalMs: 24 * 60 * 60_000,
  /** Notifications listed in one digest e-mail (the rest are counted). */
  digestMaxItems: 30,
  /** A push token (FCM registration token, or a Web Push subscription in JSON). */
  pushTokenMaxLength: 4096,
} as const;

/** What a notification points at. */
export type NotificationTargetType =
  | 'ANNOUNCEMENT'
  | 'COMMENT'
  | 'STORE'
  | 'CONVERSATION'
  | 'REPORT'
  | 'SAVED_SEARCH'
  | 'STORE_REQUEST'
  | 'PROMOTION_REQUEST'
  | 'ORDER';

/** The announcement as its portal address needs it. */
export interface AnnouncementRef {
  id: string;
  slug: string;
}

/**
 * The portal paths notifications link to (the same shapes as the portal's route builders,
 * written here because `shared` cannot import the web app).
 */
export const notificationLinks = {
  announcement: (announcement: AnnouncementRef) =>
    `/${encodeURIComponent(announcement.slug || 'annonce')}-d${announcement.id}`,
  comment: (announcement: AnnouncementRef, commentId: string) =>
    `${notificationLinks.announcement(announcement)}#comment-${commentId}`,
  store: (store: { id: string; slug: string }) => `/store/${store.id}/${encodeURIComponent(store.slug || 'boutique')}/`,
  conversation: (conversationId: string) => `/messages/thread/${encodeURIComponent(conversationId)}`,
  notifications: () => '/notifications',
  /** Where a member's store request stands (/order-store). */
  storeRequest: () => '/order-store',
  /** An order, as its buyer, seller or provider sees it. */
  order: (orderId: string) => `/show-delivery/${encodeURIComponent(orderId)}`,
} as const;
