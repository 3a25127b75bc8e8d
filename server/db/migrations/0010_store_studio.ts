import { sql, type Kysely } from 'kysely';

/**
 * The store studio (issue 7): a store's announcements in every status, newest first (its list,
 * and the announcements its statistics gather), and an announcement's comments by date for
 * its statistics (the thread index only holds live top-level comments).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index announcements_store_all_idx on announcements (store_id, created_at desc, id desc)
    where store_id is not null`.execute(db);
  await sql`create index announcement_comments_created_idx on announcement_comments (announcement_id, created_at)
    where deleted_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index announcement_comments_created_idx`.execute(db);
  await sql`drop index announcements_store_all_idx`.execute(db);
}
