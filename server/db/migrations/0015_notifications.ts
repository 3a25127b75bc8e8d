import { sql, type Kysely } from 'kysely';

/**
 * Notifications (issue 18): the centre's rows, each member's preferences per kind and channel,
 * their e-mail settings (daily digest, language), the unseen messages waiting for their delay,
 * and the push tokens' platform (a Web Push subscription or an FCM token of the native shells).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('target_type', 'text', (col) => col.notNull())
    .addColumn('target_id', 'text', (col) => col.notNull())
    .addColumn('link', 'text', (col) => col.notNull())
    // The texts' parameters (title of the announcement, reason, store's name…): rendered in the reader's language.
    .addColumn('data', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    // What makes it once: the event it came from, or the sweep's own key (an announcement and its expiry date).
    .addColumn('dedupe_key', 'text', (col) => col.notNull())
    // E-mails are grouped per target (a conversation, an announcement): at most one per window.
    .addColumn('group_key', 'text', (col) => col.notNull())
    // Off in the app (the member turned it off there): kept for the e-mail and its grouping only.
    .addColumn('in_app', 'boolean', (col) => col.notNull().defaultTo(true))
    // null: no e-mail; SENT, GROUPED (one was sent for its group within the window), DIGEST (waits for the digest).
    .addColumn('email_state', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('read_at', 'timestamptz')
    .execute();
  await sql`create unique index notifications_dedupe_idx on notifications (user_id, dedupe_key)`.execute(db);
  // The centre: a member's newest first, and the unread badge.
  await sql`create index notifications_user_idx on notifications (user_id, id desc) where in_app`.execute(db);
  await sql`create index notifications_unread_idx on notifications (user_id) where in_app and read_at is null`.execute(
    db,
  );
  await sql`create index notifications_group_idx on notifications (user_id, group_key, created_at)
    where email_state = 'SENT'`.execute(db);
  await sql`create index notifications_digest_idx on notifications (user_id, id) where email_state = 'DIGEST'`.execute(
    db,
  );

  // Only what a member changed; the rest follows DEFAULT_NOTIFICATION_PREFERENCES.
  await db.schema
    .createTable('notification_preferences')
    .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('channel', 'text', (col) => col.notNull())
    .addColumn('enabled', 'boolean', (col) => col.notNull())
    .addPrimaryKeyConstraint('notification_preferences_pk', ['user_id', 'kind', 'channel'])
    .execute();

  await db.schema
    .createTable('notification_settings')
    .addColumn('user_id', 'bigint', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('email_digest', 'boolean', (col) => col.notNull().defaultTo(false))
    // The language of the e-mails and pushes (the one the member last set preferences in).
    .addColumn('locale', 'text', (col) => col.notNull().defaultTo('fr'))
    .addColumn('digest_sent_at', 'timestamptz')
    .execute();

  // A message waits here until it is seen (deleted) or its delay passes (a notification).
  await db.schema
    .createTable('notification_unseen_messages')
    .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('conversation_id', 'text', (col) => col.notNull())
    .addColumn('message_id', 'text', (col) => col.notNull())
    .addColumn('sender_id', 'bigint')
    .addColumn('due_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('notification_unseen_messages_pk', ['user_id', 'conversation_id'])
    .execute();
  await sql`create index notification_unseen_due_idx on notification_unseen_messages (due_at)`.execute(db);

  // The shells registered tokens without a platform: they are FCM tokens (Android being the first shell).
  await db.schema
    .alterTable('user_push_tokens')
    .addColumn('platform', 'text', (col) => col.notNull().defaultTo('ANDROID'))
    .execute();
  await sql`create index user_push_tokens_user_idx on user_push_tokens (user_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists user_push_tokens_user_idx`.execute(db);
  await db.schema.alterTable('user_push_tokens').dropColumn('platform').execute();
  await db.schema.dropTable('notification_unseen_messages').execute();
  await db.schema.dropTable('notification_settings').execute();
  await db.schema.dropTable('notification_preferences').execute();
  await db.schema.dropTable('notifications').execute();
}
