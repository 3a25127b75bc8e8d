import { sql, type Kysely } from 'kysely';

/**
 * Becoming a store (issue 19): a member's request (the store's form as they typed it, a plan and
 * a duration) waiting for an operator, the date a store's plan runs out (then it is EXPIRED and
 * its announcements EXPIRED_STORE until it is renewed), and comments written as a store.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('store_requests')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // The store form (StoreCreateInput without owner, badges or domain), checked when sent.
    .addColumn('form', 'jsonb', (col) => col.notNull())
    .addColumn('plan', 'text', (col) => col.notNull())
    .addColumn('duration', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('PENDING'))
    .addColumn('reason', 'text')
    .addColumn('store_id', 'bigint', (col) => col.references('stores.id').onDelete('set null'))
    .addColumn('decided_by', 'bigint', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  // A member has at most one request waiting.
  await sql`create unique index store_requests_one_pending on store_requests (user_id) where status = 'PENDING'`.execute(
    db,
  );
  await sql`create index store_requests_status_idx on store_requests (status, id)`.execute(db);
  await db.schema.alterTable('stores').addColumn('expires_at', 'timestamptz').execute();
  // A comment written as a store (its member acting for it): the store answers, not the person.
  await db.schema
    .alterTable('announcement_comments')
    .addColumn('store_id', 'bigint', (col) => col.references('stores.id').onDelete('set null'))
    .execute();
  await sql`create index stores_expiry_idx on stores (expires_at) where status = 'ACTIVE'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('announcement_comments').dropColumn('store_id').execute();
  await sql`drop index stores_expiry_idx`.execute(db);
  await db.schema.alterTable('stores').dropColumn('expires_at').execute();
  await db.schema.dropTable('store_requests').execute();
}
