import { sql, type Kysely } from 'kysely';

/** Account tokens (e-mail validation, password reset) and the outbox of mail to send. */
export async function up(db: Kysely<any>): Promise<void> {
  // Single-use links sent by mail. Only a SHA-256 hash of each token is kept, so a copy of
  // the database does not hand out working links.
  await db.schema
    .createTable('account_tokens')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  // The throttle reads the latest token of a user for a purpose.
  await db.schema
    .createIndex('account_tokens_user_purpose_idx')
    .on('account_tokens')
    .columns(['user_id', 'purpose', 'created_at'])
    .execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('to', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('html', 'text')
    .addColumn('locale', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('next_attempt_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // The delivery worker only ever looks at mail still waiting.
  await sql`create index mail_outbox_pending_idx on mail_outbox (next_attempt_at) where sent_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
  await db.schema.dropTable('account_tokens').execute();
}
