import { sql, type Kysely } from 'kysely';

/**
 * Rate limits and idempotency keys (issue 23).
 *
 * `rate_limit_hits`: one row per counted action of every sliding-window limit, keyed by the
 * limit and a keyed hash of its subject (no address or e-mail in clear). Counting and writing
 * happen under a transaction-scoped advisory lock on the key, so parallel requests on
 * PostgreSQL are counted one after the other. Rows are purged once their window has passed.
 *
 * `idempotency_keys`: the key a client sent with a creation, per kind of creation and member,
 * the hash of the request it came with and what it created. The primary key makes a retry
 * racing the first request wait for it, then find its result.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('key', 'text', (col) => col.notNull())
    // Set when repeating the same thing is free within the window (the same announcement's phones).
    .addColumn('item', 'text')
    .addColumn('at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await sql`create index rate_limit_hits_key_at_idx on rate_limit_hits (key, at)`.execute(db);
  await sql`create index rate_limit_hits_expires_idx on rate_limit_hits (expires_at)`.execute(db);

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('scope', 'text', (col) => col.notNull())
    .addColumn('owner_id', 'bigint', (col) => col.notNull())
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('request_hash', 'text', (col) => col.notNull())
    // Null only inside the transaction that creates the thing: it is set before that commits.
    .addColumn('result_id', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['scope', 'owner_id', 'key'])
    .execute();
  await sql`create index idempotency_keys_created_idx on idempotency_keys (created_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
  await db.schema.dropTable('rate_limit_hits').execute();
}
