/**
 * The messenger's rules (issue 18): limits, kinds and states, written once for the server, the
 * portal and the studio.
 */

/** Who a conversation is with: a member (USER) or a store answered by any of its members (STORE). */
export const CONVERSATION_TYPES = ['USER', 'STORE'] as const;
export type ConversationType = (typeof CONVERSATION_TYPES)[number];

/** Where a message of mine stands on the other side: stored, reached one of their devices, read. */
export const MESSAGE_STATUSES = ['SENT', 'DELIVERED', 'SEEN'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** Why a message or a conversation is in front of the moderators. */
export const MESSAGE_REPORT_REASONS = ['SPAM', 'ABUSE', 'SCAM', 'OTHER', 'LINK_FROM_NEW_ACCOUNT'] as const;
export type MessageReportReason = (typeof MESSAGE_REPORT_REASONS)[number];

export const MESSAGE_LIMITS = {
  /** Characters as people count them (code points), after trimming. */
  textMax: 2000,
  picturesMax: 6,
  /** An account younger than this is "new": links in its first message go to the moderators. */
  newAccountDays: 7,
  pageSize: 30,
  pageSizeMax: 100,
  quickReplyTitleMax: 60,
  quickRepliesPerStore: 50,
  reportReasonMax: 500,
} as const;

/** A party of a conversation as stored: `U:<userId>` or `S:<storeId>`. */
export type PartyKey = `U:${string}` | `S:${string}`;

export const userParty = (userId: string): PartyKey => `U:${userId}`;
export const storeParty = (storeId: string): PartyKey => `S:${storeId}`;

/**
 * Whether a text carries a link (scheme, www., or a bare domain with a common top-level name),
 * which the first message of a new account may not carry unseen by moderators.
 */
export function containsLink(text: string): boolean {
  return /\bhttps?:\/\/|\bwww\.|\b[a-z0-9-]+\.(?:com|net|org|dz|fr|io|info|biz|xyz|me|ly|co|app|link|site|shop)\b/i.test(
    text,
  );
}

/** The first name shown to a store's other members beside a message sent as the store. */
export function firstNameOf(displayName: string | null, username: string | null): string | null {
  const name = (displayName ?? username ?? '').trim();
  return name ? name.split(/\s+/)[0]! : null;
}
