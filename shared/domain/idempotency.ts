/**
 * Idempotency keys (issue 23): a client that may retry a creation (a lost answer, a double click, a
 * queued offline send) sends a key of its own with it; every retry with that key returns what the
 * first one created instead of creating another. Announcements use it now; messages and orders
 * will use the same rules.
 */
export const IDEMPOTENCY_KEY = {
  /** Shortest key accepted: short keys collide between retries that are not the same request. */
  minLength: 8,
  /** Longest key accepted (a UUID is 36 characters). */
  maxLength: 100,
  /** Letters, digits and `-`, `_`, `.`, `:` (UUIDs, ULIDs and most client schemes). */
  pattern: /^[A-Za-z0-9._:-]+$/,
  /**
   * How long a key is remembered (then purged). A day covers every real retry (an app offline
   * overnight sends its queue next morning) without keeping keys for ever; the same as Stripe's.
   */
  ttlSeconds: 24 * 60 * 60,
} as const;

/** The things created under an idempotency key; each has its own key space per member. */
export type IdempotencyScope = 'announcementCreate' | 'orderPlace';

/** True when `key` is acceptable as an idempotency key. */
export function isValidIdempotencyKey(key: string): boolean {
  return (
    key.length >= IDEMPOTENCY_KEY.minLength &&
    key.length <= IDEMPOTENCY_KEY.maxLength &&
    IDEMPOTENCY_KEY.pattern.test(key)
  );
}
