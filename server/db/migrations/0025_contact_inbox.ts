import { sql, type Kysely } from 'kysely';

/**
 * The operators' contact inbox (issue 22): a message's state (new, in progress, handled) and the
 * operator it is assigned to; the answers sent to its author by e-mail, kept on the message.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('contact_messages')
    .addColumn('state', 'text', (col) => col.notNull().defaultTo('NEW'))
    .addColumn('assigned_to', 'bigint', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  // Messages handled before the inbox existed are handled.
  await sql`update contact_messages set state = 'HANDLED' where handled_at is not null`.execute(db);
  await sql`create index contact_messages_state_idx on contact_messages (state, id)`.execute(db);
  await db.schema
    .createTable('contact_replies')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('message_id', 'bigint', (col) => col.notNull().references('contact_messages.id').onDelete('cascade'))
    .addColumn('author_id', 'bigint', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('mail_id', 'bigint')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await sql`create index contact_replies_message_idx on contact_replies (message_id, id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('contact_replies').execute();
  await db.schema.alterTable('contact_messages').dropColumn('assigned_to').dropColumn('state').execute();
}
