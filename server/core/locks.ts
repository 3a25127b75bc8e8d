import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';

/**
 * Takes a transaction-scoped advisory lock on `key`, held until the caller's transaction commits
 * or rolls back: the way to make "count, then write" hold under parallel requests (rate limits,
 * a store's waiting promotion requests, a picture's files). Several keys must always be taken
 * in one order (sorted), so that two callers never deadlock. PGlite runs one transaction at a
 * time anyway; the same SQL runs on both engines.
 */
export async function lockForTransaction(trx: Kysely<Database>, key: string): Promise<void> {
  if (!trx.isTransaction) throw new Error('lockForTransaction needs a transaction');
  await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}
