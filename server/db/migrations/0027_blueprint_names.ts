import { sql, type Kysely } from 'kysely';

/**
 * Blueprints have names (issue 25): "Soldes d'été", "Ramadan". Null for history entries and for
 * blueprints kept before names existed (the studio names those by their date).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table site_builds add column name text`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table site_builds drop column name`.execute(db);
}
