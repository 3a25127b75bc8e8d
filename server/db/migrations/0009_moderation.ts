import { sql, type Kysely } from 'kysely';

/**
 * The moderation queue's locks (one moderator per announcement, for a while), the audit log of
 * moderators' actions, and resolved reports of comments (issue 7; the spec shows none of them).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('moderation_locks')
    .addColumn('announcement_id', 'bigint', (col) =>
      col.primaryKey().references('announcements.id').onDelete('cascade'),
    )
    .addColumn('moderator_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('locked_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .execute();
  // The sweep of expired locks.
  await db.schema.createIndex('moderation_locks_expiry_idx').on('moderation_locks').column('expires_at').execute();

  await db.schema
    .createTable('moderation_audit')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('moderator_id', 'bigint', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('target_type', 'text', (col) => col.notNull())
    .addColumn('target_id', 'text', (col) => col.notNull())
    .addColumn('reason', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index moderation_audit_time_idx on moderation_audit (created_at desc, id desc)`.execute(db);
  await sql`create index moderation_audit_moderator_idx on moderation_audit (moderator_id, created_at desc)`.execute(
    db,
  );
  // Reports of comments are dealt with as those of announcements are.
  await db.schema.alterTable('comment_reports').addColumn('resolved_at', 'timestamptz').execute();
  await sql`create index comment_reports_open_idx on comment_reports (comment_id, created_at) where resolved_at is null`.execute(
    db,
  );
  // The queue reads waiting announcements oldest first.
  await sql`create index announcements_moderation_queue_idx on announcements (created_at, id) where status in ('PENDING', 'VALIDATED_QUEUED', 'LOCKED')`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists announcements_moderation_queue_idx`.execute(db);
  await sql`drop index if exists comment_reports_open_idx`.execute(db);
  await db.schema.alterTable('comment_reports').dropColumn('resolved_at').execute();
  await db.schema.dropTable('moderation_audit').execute();
  await db.schema.dropTable('moderation_locks').execute();
}
