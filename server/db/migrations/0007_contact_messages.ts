import { sql, type Kysely } from 'kysely';

/**
 * Messages sent with the portal's contact form (spec §3 "Contact message"), kept for the
 * operator's team. The sender is the member when signed in, and always a keyed hash of the
 * address (`visitor`, no address stored) so sends can be capped per hour.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('user_id', 'bigint', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('visitor', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('phone', 'text')
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('tag', 'text', (col) =>
      col.notNull().check(sql`tag in ('BUG', 'SUGGESTION', 'PUBLICITY_PARTNERSHIP', 'OTHER')`),
    )
    .addColumn('locale', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('handled_at', 'timestamptz')
    .execute();
  // The hourly caps look up a sender's and an address's latest messages.
  await db.schema
    .createIndex('contact_messages_visitor_idx')
    .on('contact_messages')
    .columns(['visitor', 'created_at'])
    .execute();
  await sql`create index contact_messages_email_idx on contact_messages (lower(email), created_at)`.execute(db);
  // The operators' inbox: unhandled messages, newest first.
  await sql`create index contact_messages_open_idx on contact_messages (created_at desc, id desc) where handled_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('contact_messages').execute();
}
