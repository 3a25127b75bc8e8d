import { sql, type Kysely } from 'kysely';

/**
 * Saved searches (issue 18): a member's search (its portal address and the search input it
 * stands for), how often it alerts, when it last looked; and the announcements each one already
 * told of, so a refreshed announcement is not told twice.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('saved_searches')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('path', 'text', (col) => col.notNull())
    // The search's input as the search service reads it ({ q, filter }).
    .addColumn('query', 'jsonb', (col) => col.notNull())
    .addColumn('frequency', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    // Announcements refreshed after this are new to it.
    .addColumn('checked_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await sql`create index saved_searches_member_idx on saved_searches (user_id, id desc)`.execute(db);
  // The sweep: the searches of one frequency that waited longest.
  await sql`create index saved_searches_due_idx on saved_searches (frequency, checked_at)`.execute(db);
  await db.schema
    .createTable('saved_search_hits')
    .addColumn('saved_search_id', 'bigint', (col) => col.notNull().references('saved_searches.id').onDelete('cascade'))
    .addColumn('announcement_id', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('saved_search_hits_pk', ['saved_search_id', 'announcement_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('saved_search_hits').execute();
  await db.schema.dropTable('saved_searches').execute();
}
