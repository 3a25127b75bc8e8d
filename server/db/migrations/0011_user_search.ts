import { sql, type Kysely } from 'kysely';

/**
 * The moderators' user search (issue 7) finds words anywhere in a username, display name or
 * e-mail (`ILIKE '%…%'`): trigram indexes (pg_trgm, created by 0006) serve those patterns, which
 * a B-tree cannot. Anonymous accounts are only found by id, so they stay out of the index.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index users_search_trgm_idx on users
    using gin (username gin_trgm_ops, display_name gin_trgm_ops, email gin_trgm_ops)
    where is_anonymous = false`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index users_search_trgm_idx`.execute(db);
}
