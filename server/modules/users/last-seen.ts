import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { Deps } from '../../deps';

/** A member's last-seen time is written at most this often. */
export const LAST_SEEN_INTERVAL_MS = 60_000;
/** Members remembered per server between writes; past this the memory starts over. */
const REMEMBERED_MAX = 50_000;

// When this server last wrote each member's time, so most requests cost no statement at all.
const touchedBy = new WeakMap<Kysely<Database>, Map<string, number>>();

/**
 * Records that a member is making requests now (`users.last_seen_at`, read by the search's
 * `connected` filter: sellers seen in the last 15 minutes). Writes at most once a minute per
 * member: remembered in memory, and the statement itself skips a time less than a minute old
 * (several servers, or a restart). Meant for the request context, for signed-in callers.
 */
export async function touchLastSeen(deps: Pick<Deps, 'db' | 'now'>, userId: string): Promise<void> {
  const now = deps.now();
  let touched = touchedBy.get(deps.db);
  if (!touched) {
    touched = new Map();
    touchedBy.set(deps.db, touched);
  }
  const last = touched.get(userId);
  if (last !== undefined && now.getTime() - last < LAST_SEEN_INTERVAL_MS) return;
  if (touched.size >= REMEMBERED_MAX) touched.clear();
  touched.set(userId, now.getTime());
  const threshold = new Date(now.getTime() - LAST_SEEN_INTERVAL_MS);
  await sql`update users set last_seen_at = ${now}
    where id = ${userId} and (last_seen_at is null or last_seen_at < ${threshold})`.execute(deps.db);
}
