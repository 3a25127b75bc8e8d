import { sql, type Kysely } from 'kysely';

/**
 * The messenger (issue 18): conversations between two parties (a member `U:<id>` or a store
 * `S:<id>`), each party's side (unread count, archive, mute, read and delivered marks), messages
 * with their pictures (media rows claimed by a message), per-member deletions, blocks between
 * parties, reports to moderators, the stores' quick replies, and the hits of the spam limits.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('conversations')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('announcement_id', 'bigint', (col) => col.references('announcements.id').onDelete('set null'))
    // The member who started it and the party they wrote to: one conversation per pair and announcement.
    .addColumn('starter_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('subject_key', 'bigint', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('last_message_id', 'bigint')
    .addColumn('last_message_at', 'timestamptz', (col) => col.notNull())
    .execute();
  // Starting twice (double click, two tabs, a retry) finds the same conversation.
  await sql`create unique index conversations_pair_idx on conversations (starter_id, recipient, subject_key)`.execute(
    db,
  );

  await db.schema
    .createTable('conversation_sides')
    .addColumn('conversation_id', 'bigint', (col) => col.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('party', 'text', (col) => col.notNull())
    .addColumn('user_id', 'bigint', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('store_id', 'bigint', (col) => col.references('stores.id').onDelete('cascade'))
    .addColumn('unread_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('archived', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('muted', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('last_read_message_id', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('last_delivered_message_id', 'bigint', (col) => col.notNull().defaultTo(0))
    // Copied from the conversation on every message: the inbox is one index walk per party.
    .addColumn('last_message_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('conversation_sides_pk', ['conversation_id', 'party'])
    .execute();
  // The inbox: a party's conversations, newest activity first (ties by id for the cursor).
  await sql`create index conversation_sides_inbox_idx on conversation_sides (party, last_message_at desc, conversation_id desc)`.execute(
    db,
  );
  await sql`create index conversation_sides_unread_idx on conversation_sides (party) include (unread_count)
    where unread_count > 0`.execute(db);

  await db.schema
    .createTable('messages')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('conversation_id', 'bigint', (col) => col.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('sender_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('sender_party', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    // The client's id for its message: a retried send returns the message already stored.
    .addColumn('client_id', 'text')
    .addColumn('flagged', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await sql`create index messages_thread_idx on messages (conversation_id, id desc)`.execute(db);
  await sql`create index messages_sender_idx on messages (sender_id, created_at)`.execute(db);
  await sql`create unique index messages_client_idx on messages (sender_id, client_id) where client_id is not null`.execute(
    db,
  );

  await db.schema
    .alterTable('media')
    .addColumn('message_id', 'bigint', (col) => col.references('messages.id').onDelete('set null'))
    .execute();
  await sql`create index media_message_idx on media (message_id) where message_id is not null`.execute(db);

  await db.schema
    .createTable('message_deletions')
    .addColumn('message_id', 'bigint', (col) => col.notNull().references('messages.id').onDelete('cascade'))
    .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('deleted_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('message_deletions_pk', ['user_id', 'message_id'])
    .execute();

  await db.schema
    .createTable('party_blocks')
    .addColumn('blocker', 'text', (col) => col.notNull())
    .addColumn('blocked', 'text', (col) => col.notNull())
    .addColumn('blocked_by_user_id', 'bigint', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('party_blocks_pk', ['blocker', 'blocked'])
    .execute();
  await sql`create index party_blocks_blocked_idx on party_blocks (blocked, blocker)`.execute(db);

  await db.schema
    .createTable('message_reports')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('conversation_id', 'bigint', (col) => col.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('message_id', 'bigint', (col) => col.references('messages.id').onDelete('cascade'))
    // Null: raised by the server itself (a link in a new account's first message).
    .addColumn('reporter_id', 'bigint', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('details', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('resolved_at', 'timestamptz')
    .execute();
  await sql`create index message_reports_open_idx on message_reports (id desc) where resolved_at is null`.execute(db);
  await sql`create unique index message_reports_once_idx on message_reports (reporter_id, conversation_id, coalesce(message_id, 0))
    where reporter_id is not null`.execute(db);

  await db.schema
    .createTable('store_quick_replies')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('store_id', 'bigint', (col) => col.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await sql`create index store_quick_replies_store_idx on store_quick_replies (store_id, id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('store_quick_replies').execute();
  await db.schema.dropTable('message_reports').execute();
  await db.schema.dropTable('party_blocks').execute();
  await db.schema.dropTable('message_deletions').execute();
  await db.schema.alterTable('media').dropColumn('message_id').execute();
  await db.schema.dropTable('messages').execute();
  await db.schema.dropTable('conversation_sides').execute();
  await db.schema.dropTable('conversations').execute();
}
