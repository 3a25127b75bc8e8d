import type { Kysely } from 'kysely';

/**
 * The publishing form's draft (issue 19): one per member, the form as typed, so a new
 * announcement begun on one device or before a lost connection is still there on the next visit.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('announcement_drafts')
    .addColumn('user_id', 'bigint', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('values', 'jsonb', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('announcement_drafts').execute();
}
