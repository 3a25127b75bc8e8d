import type { ColumnType, Generated } from 'kysely';
import type { ConversationType, MessageReportReason, PartyKey } from '../../../shared/domain/messaging';
import type { Timestamp } from '../users';

type NullableTimestamp = ColumnType<Date | null, Date | null | undefined, Date | null>;

/** A conversation between the member who started it and a member or a store, about an announcement or not. */
export interface ConversationsTable {
  id: Generated<string>;
  type: ConversationType;
  announcement_id: string | null;
  starter_id: string;
  recipient: PartyKey;
  /** The announcement's id, 0 without one: part of the one-conversation-per-pair key. */
  subject_key: string;
  created_at: Timestamp;
  last_message_id: string | null;
  last_message_at: Timestamp;
}

/** One party's view of a conversation. A store's side is shared by all its members. */
export interface ConversationSidesTable {
  conversation_id: string;
  party: PartyKey;
  user_id: string | null;
  store_id: string | null;
  unread_count: Generated<number>;
  archived: Generated<boolean>;
  muted: Generated<boolean>;
  last_read_message_id: Generated<string>;
  last_delivered_message_id: Generated<string>;
  last_message_at: Timestamp;
}

export interface MessagesTable {
  id: Generated<string>;
  conversation_id: string;
  sender_id: string;
  /** `U:<sender>`, or `S:<store>` when a member answered as the store. */
  sender_party: PartyKey;
  body: string;
  client_id: string | null;
  /** Held for the moderators (a link in a new account's first message); still delivered. */
  flagged: Generated<boolean>;
  created_at: Timestamp;
}

/** A message a member removed from their own view of the thread. */
export interface MessageDeletionsTable {
  message_id: string;
  user_id: string;
  deleted_at: Timestamp;
}

/** A party that no longer exchanges messages with another (either way). */
export interface PartyBlocksTable {
  blocker: PartyKey;
  blocked: PartyKey;
  blocked_by_user_id: string | null;
  created_at: Timestamp;
}

export interface MessageReportsTable {
  id: Generated<string>;
  conversation_id: string;
  message_id: string | null;
  reporter_id: string | null;
  reason: MessageReportReason;
  details: string | null;
  created_at: Timestamp;
  resolved_at: NullableTimestamp;
}

export interface StoreQuickRepliesTable {
  id: Generated<string>;
  store_id: string;
  title: string;
  body: string;
  created_at: Timestamp;
}

/** Tables owned by the messaging domain. */
export interface MessagingTables {
  conversations: ConversationsTable;
  conversation_sides: ConversationSidesTable;
  messages: MessagesTable;
  message_deletions: MessageDeletionsTable;
  party_blocks: PartyBlocksTable;
  message_reports: MessageReportsTable;
  store_quick_replies: StoreQuickRepliesTable;
}
