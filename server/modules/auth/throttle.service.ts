import { sql } from 'kysely';
import type { Deps } from '../../deps';

/** How one kind of counter slows sign-in attempts down. */
export interface ThrottlePolicy {
  /** Failures (within the window) after which each further failure imposes a wait. */
  threshold: number;
  /** Wait after the failure that reaches the threshold; it doubles with every further failure. */
  baseSeconds: number;
  /** The wait never exceeds this. */
  capSeconds: number;
  /** A counter whose last failure is older than this starts again from zero. */
  windowSeconds: number;
}

/**
 * The three counters every password sign-in attempt is counted against:
 *
 * - `pair` (account + address): one address guessing one account. Slowed quickly: after 5
 *   failures, a 30 s wait doubling with each failure up to 15 min. Cleared by a success.
 * - `account` (the resolved account, so its username and e-mail share one counter; unknown
 *   identifiers by their lowercased text): many addresses guessing one account. After 20
 *   failures a 5 s wait doubling up to only 60 s, so an attacker can slow a victim's sign-in
 *   but never lock them out for long. An address that signed in to the account successfully
 *   in the last 30 days is not held by this counter at all. Cleared by a success.
 * - `address`: one address spraying many accounts. After 30 failures (set higher than the
 *   pair's because mobile carriers put many people behind one address), a 30 s wait doubling
 *   up to 15 min. Not cleared by a success, or one valid account would reset it.
 *
 * Counters forget failures after an hour without any (15 min for the account counter).
 */
export const THROTTLE_POLICIES = {
  pair: { threshold: 5, baseSeconds: 30, capSeconds: 15 * 60, windowSeconds: 60 * 60 },
  account: { threshold: 20, baseSeconds: 5, capSeconds: 60, windowSeconds: 15 * 60 },
  address: { threshold: 30, baseSeconds: 30, capSeconds: 15 * 60, windowSeconds: 60 * 60 },
} as const satisfies Record<string, ThrottlePolicy>;

/** An address that signed in to an account within this time is trusted past the account counter. */
export const TRUSTED_ADDRESS_SECONDS = 30 * 24 * 60 * 60;

type CounterKind = keyof typeof THROTTLE_POLICIES;

/** The counter keys of one attempt. */
export type AttemptKeys = Record<CounterKind, string>;

/**
 * Builds the keys of an attempt. `account` is the account's id when the identifier resolved
 * to one, otherwise the identifier as typed; `address` is the client's (see throttleAddress).
 */
export function attemptKeys(account: { id: string } | { identifier: string }, address: string): AttemptKeys {
  const accountKey = 'id' in account ? `user:${account.id}` : `name:${account.identifier.trim().toLowerCase()}`;
  return {
    account: `account:${accountKey}`,
    pair: `pair:${accountKey}|${address}`,
    address: `address:${address}`,
  };
}

/** The wait imposed by the `failures`-th failure, in seconds (0 below the threshold). */
export function waitAfter(policy: ThrottlePolicy, failures: number): number {
  if (failures < policy.threshold) return 0;
  const doublings = Math.min(failures - policy.threshold, 30);
  return Math.min(policy.capSeconds, policy.baseSeconds * 2 ** doublings);
}

/**
 * Starts a sign-in attempt. While any counter holds a wait, the attempt is refused with the
 * seconds left (even with the right password, otherwise the wait would reveal it). Otherwise
 * the attempt is counted as a failure before the password is checked, so that many parallel
 * guesses cannot all slip in before the first failure is recorded; `recordSuccess` takes it
 * back. Runs in one transaction holding the three counter rows.
 */
export async function beginAttempt(
  deps: Deps,
  keys: AttemptKeys,
): Promise<{ allowed: true } | { allowed: false; seconds: number }> {
  const now = deps.now();
  const kinds = Object.keys(keys) as CounterKind[];
  return deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('login_attempts')
      .values(kinds.map((kind) => ({ key: keys[kind] })))
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    // Rows are locked in key order, so concurrent attempts cannot deadlock.
    const rows = await trx
      .selectFrom('login_attempts')
      .selectAll()
      .where(
        'key',
        'in',
        kinds.map((kind) => keys[kind]),
      )
      .orderBy('key')
      .forUpdate()
      .execute();
    const byKind = new Map(kinds.map((kind) => [kind, rows.find((row) => row.key === keys[kind])]));

    const lastSuccess = byKind.get('pair')?.last_success_at;
    const trusted = lastSuccess != null && now.getTime() - lastSuccess.getTime() < TRUSTED_ADDRESS_SECONDS * 1000;
    let seconds = 0;
    for (const kind of kinds) {
      if (kind === 'account' && trusted) continue;
      const lockedUntil = byKind.get(kind)?.locked_until;
      if (lockedUntil && lockedUntil > now) {
        seconds = Math.max(seconds, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000));
      }
    }
    if (seconds > 0) return { allowed: false as const, seconds };

    for (const kind of kinds) {
      const row = byKind.get(kind);
      const policy = THROTTLE_POLICIES[kind];
      const stale =
        !row?.last_failure_at || now.getTime() - row.last_failure_at.getTime() > policy.windowSeconds * 1000;
      const failures = (stale ? 0 : row.failures) + 1;
      const wait = waitAfter(policy, failures);
      // A trusted address gets past a live account wait; its failure must not shorten that wait.
      const current = row?.locked_until && row.locked_until > now ? row.locked_until.getTime() : 0;
      const until = Math.max(current, wait > 0 ? now.getTime() + wait * 1000 : 0);
      await trx
        .updateTable('login_attempts')
        .set({ failures, last_failure_at: now, locked_until: until > 0 ? new Date(until) : null })
        .where('key', '=', keys[kind])
        .execute();
    }
    return { allowed: true as const };
  });
}

/**
 * Ends an attempt that turned out right: the pair and account counters start again (and the
 * address becomes trusted for the account); the address counter only takes back the failure
 * `beginAttempt` counted in advance.
 */
export async function recordSuccess(deps: Deps, keys: AttemptKeys): Promise<void> {
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('login_attempts')
      .set({ failures: 0, locked_until: null, last_failure_at: null, last_success_at: now })
      .where('key', '=', keys.pair)
      .execute();
    await trx
      .updateTable('login_attempts')
      .set({ failures: 0, locked_until: null, last_failure_at: null })
      .where('key', '=', keys.account)
      .execute();
    await trx
      .updateTable('login_attempts')
      .set({
        failures: sql<number>`greatest(failures - 1, 0)`,
        locked_until: sql<Date | null>`case when failures - 1 < ${THROTTLE_POLICIES.address.threshold} then null else locked_until end`,
      })
      .where('key', '=', keys.address)
      .execute();
  });
}

/** Drops counters that have forgotten their failures and carry no trust, so the table stays small. */
export async function purgeLoginAttempts(deps: Deps): Promise<void> {
  const now = deps.now().getTime();
  const longestWindow = Math.max(...Object.values(THROTTLE_POLICIES).map((p) => p.windowSeconds));
  await deps.db
    .deleteFrom('login_attempts')
    .where((eb) =>
      eb.and([
        eb.or([eb('last_failure_at', 'is', null), eb('last_failure_at', '<', new Date(now - longestWindow * 1000))]),
        eb.or([
          eb('last_success_at', 'is', null),
          eb('last_success_at', '<', new Date(now - TRUSTED_ADDRESS_SECONDS * 1000)),
        ]),
        eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', new Date(now))]),
      ]),
    )
    .execute();
}
