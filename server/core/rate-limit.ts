import { createHmac } from 'node:crypto';
import { type Generated, type Kysely } from 'kysely';
import { RATE_LIMITS, type RateLimitName, type RateLimitRule } from '../../shared/domain/rate-limits';
import type { Database } from '../db/types';
import type { Deps } from '../deps';
import type { AppError } from './errors';
import { lockForTransaction } from './locks';

/** `rate_limit_hits`: one row per counted action (migration 0013). */
export interface RateLimitHitsTable {
  id: Generated<string>;
  /** `<limit>:<keyed hash of the subject>`. */
  key: string;
  /** Keyed hash of the thing acted on, for limits where repeating it within the window is free. */
  item: string | null;
  at: Date;
  /** When the row stops counting for any window (`at` + the limit's window): the purge's cut. */
  expires_at: Date;
}

export interface RateLimitTables {
  rate_limit_hits: RateLimitHitsTable;
}

/** One action counted against one limit. */
export interface RateLimitHit {
  limit: RateLimitName;
  /** Who or what is limited: `user:12`, a client address, an e-mail address (lowercased). */
  subject: string;
  /** What is acted on, when acting on the same thing again within the window counts once (optional). */
  item?: string;
}

/** The answer of `takeRateLimits`: allowed, or refused with the seconds until one more is allowed. */
export type RateLimitOutcome = { allowed: true } | { allowed: false; seconds: number };

/** The rule a limit runs with: the shared numbers, or the config's replacement (`RATE_LIMITS`, tests). */
export function rateLimitRule(deps: Pick<Deps, 'config'>, limit: RateLimitName): RateLimitRule {
  return deps.config.rateLimits[limit] ?? RATE_LIMITS[limit];
}

/**
 * Subjects and items are stored as keyed hashes: the table holds no address or e-mail in clear,
 * and a key's length does not depend on what a client sends.
 */
function digest(deps: Pick<Deps, 'config'>, text: string): string {
  return createHmac('sha256', deps.config.secrets.jwt).update(`rate-limit:${text}`).digest('base64url').slice(0, 22);
}

/**
 * Counts one action against one or several limits, atomically: either every limit has room and
 * the action is counted against all of them, or none is counted and the answer says how many
 * seconds until all would have room (sliding windows: when the oldest counted action leaves).
 *
 * Why it holds under parallel requests: each limit's key is locked with a transaction-scoped
 * advisory lock (keys in one order, so two callers never deadlock) before its window is counted,
 * and the lock is held until the transaction that counted commits. The next caller counts after
 * that commit (each statement of a READ COMMITTED transaction sees what committed before it).
 * PGlite runs one transaction at a time anyway; the same SQL runs on both engines.
 *
 * Given a transaction (`db` from `deps.db.transaction()`), the count commits or rolls back with
 * the caller's own writes and the lock is held until then; otherwise it runs in a transaction of
 * its own. The caller's transaction must be READ COMMITTED (the default).
 */
export async function takeRateLimits(
  deps: Deps,
  hits: readonly RateLimitHit[],
  db: Kysely<Database> = deps.db,
): Promise<RateLimitOutcome> {
  if (!db.isTransaction) return db.transaction().execute((trx) => takeRateLimits(deps, hits, trx));
  const now = deps.now();
  const planned = hits.map((hit) => ({
    key: `${hit.limit}:${digest(deps, hit.subject)}`,
    item: hit.item === undefined ? null : digest(deps, hit.item),
    rule: rateLimitRule(deps, hit.limit),
  }));
  for (const key of [...new Set(planned.map((hit) => hit.key))].sort()) {
    await lockForTransaction(db, `rate-limit:${key}`);
  }

  let seconds = 0;
  const counted: typeof planned = [];
  for (const hit of planned) {
    const since = new Date(now.getTime() - hit.rule.windowSeconds * 1000);
    if (hit.item !== null) {
      const again = await db
        .selectFrom('rate_limit_hits')
        .select('id')
        .where('key', '=', hit.key)
        .where('item', '=', hit.item)
        .where('at', '>', since)
        .limit(1)
        .executeTakeFirst();
      if (again) continue;
    }
    // The newest `max` actions of the window: when the last of them leaves it, one more may go.
    const recent = await db
      .selectFrom('rate_limit_hits')
      .select('at')
      .where('key', '=', hit.key)
      .where('at', '>', since)
      .orderBy('at', 'desc')
      .limit(hit.rule.max)
      .execute();
    if (recent.length >= hit.rule.max) {
      const leaves = recent[hit.rule.max - 1]!.at.getTime() + hit.rule.windowSeconds * 1000;
      seconds = Math.max(seconds, Math.max(1, Math.ceil((leaves - now.getTime()) / 1000)));
    }
    counted.push(hit);
  }
  if (seconds > 0) return { allowed: false, seconds };
  if (counted.length > 0) {
    await db
      .insertInto('rate_limit_hits')
      .values(
        counted.map((hit) => ({
          key: hit.key,
          item: hit.item,
          at: now,
          expires_at: new Date(now.getTime() + hit.rule.windowSeconds * 1000),
        })),
      )
      .execute();
  }
  return { allowed: true };
}

/**
 * `takeRateLimits`, throwing the error `refuse` makes (with the seconds to wait) when a limit is
 * reached. The usual call: `await enforceRateLimits(deps, [{ limit, subject }], (s) => new AppError(...))`.
 */
export async function enforceRateLimits(
  deps: Deps,
  hits: readonly RateLimitHit[],
  refuse: (seconds: number) => AppError,
  db?: Kysely<Database>,
): Promise<void> {
  const outcome = await takeRateLimits(deps, hits, db);
  if (!outcome.allowed) throw refuse(outcome.seconds);
}

/** Drops the actions no window counts any more (housekeeping, run periodically). Returns how many. */
export async function purgeRateLimitHits(deps: Deps): Promise<number> {
  const result = await deps.db.deleteFrom('rate_limit_hits').where('expires_at', '<=', deps.now()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
