import type { ColumnType, Generated } from 'kysely';
import type { NotificationChannel, NotificationKind, PushPlatform } from '../../../shared/domain/notifications';
import type { Timestamp } from '../users';

/** What became of a notification's e-mail. */
export type NotificationEmailState = 'SENT' | 'GROUPED' | 'DIGEST';

/** One thing a member is told of. */
export interface NotificationsTable {
  id: Generated<string>;
  user_id: string;
  kind: NotificationKind;
  target_type: string;
  target_id: string;
  link: string;
  data: ColumnType<Record<string, string>, string | undefined, string>;
  dedupe_key: string;
  group_key: string;
  in_app: Generated<boolean>;
  email_state: NotificationEmailState | null;
  created_at: Timestamp;
  read_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A member's choice for one kind and channel (absent: the default). */
export interface NotificationPreferencesTable {
  user_id: string;
  kind: NotificationKind;
  channel: NotificationChannel;
  enabled: boolean;
}

export interface NotificationSettingsTable {
  user_id: string;
  email_digest: Generated<boolean>;
  locale: Generated<string>;
  digest_sent_at: Date | null;
}

/** A message not seen yet, until it is or its delay passes. */
export interface NotificationUnseenMessagesTable {
  user_id: string;
  conversation_id: string;
  message_id: string;
  sender_id: string | null;
  due_at: Date;
}

/** A device's push token (`userTokenAdd`); one row per token, moved to whoever registers it last. */
export interface UserPushTokensTable {
  token: string;
  user_id: string;
  platform: ColumnType<PushPlatform, PushPlatform | undefined, PushPlatform>;
  created_at: Timestamp;
}

/** Tables owned by the notifications domain (the push tokens came from the users module's first migration). */
export interface NotificationTables {
  notifications: NotificationsTable;
  notification_preferences: NotificationPreferencesTable;
  notification_settings: NotificationSettingsTable;
  notification_unseen_messages: NotificationUnseenMessagesTable;
  user_push_tokens: UserPushTokensTable;
}
