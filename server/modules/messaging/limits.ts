import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/types';

/**
 * Takes one slot of a sliding-window limit (`limit` actions per `windowMs` for `key`), inside the
 * caller's transaction so a refused or failed action leaves no hit behind. Returns how long to
 * wait when the window is full (null: taken).
 *
 * Atomic on both engines: a transaction-scoped advisory lock on the key queues concurrent
 * callers (PostgreSQL under load; PGlite runs one statement at a time anyway), then one
 * statement counts the window and inserts only below the limit. Kept to this one function so
 * the shared limiter of server/core (issue 23) can replace it.
 */
export async function takeLimitSlot(
  trx: Transaction<Database>,
  key: string,
  limit: number,
  windowMs: number,
  now: Date,
): Promise<{ retryAfterSeconds: number } | null> {
  const since = new Date(now.getTime() - windowMs);
  await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
  const { rows } = await sql<{ taken: boolean; oldest: Date | null }>`
    with window_hits as (
      select at from message_limit_hits where key = ${key} and at > ${since}
    ), taken as (
      insert into message_limit_hits (key, at)
      select ${key}, ${now} where (select count(*) from window_hits) < ${limit}
      returning 1
    )
    select exists (select 1 from taken) as taken, (select min(at) from window_hits) as oldest`.execute(trx);
  // Hits past every window of this key are of no use any more.
  await sql`delete from message_limit_hits where key = ${key} and at <= ${since}`.execute(trx);
  const row = rows[0]!;
  if (row.taken) return null;
  const oldest = row.oldest ? new Date(row.oldest).getTime() : now.getTime();
  return { retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now.getTime()) / 1000)) };
}
