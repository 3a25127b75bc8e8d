import type { Kysely } from 'kysely';

/**
 * Page views rolled up per page and day (issue 21): how many views and how many visitors (track
 * ids) each address of the portal had, so the raw events can go once old.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('page_daily')
    .addColumn('day', 'date', (col) => col.notNull())
    .addColumn('path', 'text', (col) => col.notNull())
    .addColumn('views', 'integer', (col) => col.notNull())
    .addColumn('visitors', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('page_daily_pk', ['day', 'path'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('page_daily').execute();
}
