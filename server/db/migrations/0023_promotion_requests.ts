import { sql, type Kysely } from 'kysely';

/**
 * Store owners' promotion requests (issue 21): the store or one of its announcements, an offer
 * and a number of days at the price of the day it was asked; an operator's decision, and the
 * campaign an approval started.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('promotion_requests')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('store_id', 'bigint', (col) => col.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('announcement_id', 'bigint', (col) => col.references('announcements.id').onDelete('cascade'))
    .addColumn('offer', 'text', (col) => col.notNull())
    .addColumn('days', 'integer', (col) => col.notNull())
    .addColumn('price', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('PENDING'))
    .addColumn('reason', 'text')
    .addColumn('promotion_id', 'bigint', (col) => col.references('promotions.id').onDelete('set null'))
    .addColumn('requested_by', 'bigint', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('decided_by', 'bigint', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('decided_at', 'timestamptz')
    .execute();
  // One waiting request per store, announcement and offer: a second click does not ask twice.
  await sql`create unique index promotion_requests_one_pending on promotion_requests (store_id, coalesce(announcement_id, 0), offer) where status = 'PENDING'`.execute(
    db,
  );
  await sql`create index promotion_requests_status_idx on promotion_requests (status, id)`.execute(db);
  await sql`create index promotion_requests_store_idx on promotion_requests (store_id, id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('promotion_requests').execute();
}
