import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

/** How long an estimated count stays served from memory. */
export const SEARCH_CACHE_TTL_MS = 60_000;
/** Entries kept per database; the oldest go first. */
const SEARCH_CACHE_MAX_ENTRIES = 1000;

interface Entry {
  expiresAt: number;
  value: unknown;
}

/**
 * A small in-process cache of the search's estimated numbers (counts of large result sets and
 * their facets), keyed by the normalised filter, for a short time: a popular listing is counted
 * once a minute instead of at every page. Exact numbers are never cached (they are cheap), so a
 * new announcement shows at once in small result sets. One cache per database (per test server).
 */
export class SearchCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = SEARCH_CACHE_TTL_MS,
    private readonly maxEntries = SEARCH_CACHE_MAX_ENTRIES,
  ) {}

  /** The value under `key`, or what `compute` gives (kept when `keep` says so). */
  async getOrCompute<T>(
    key: string,
    nowMs: number,
    compute: () => Promise<T>,
    keep: (value: T) => boolean,
  ): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > nowMs) return hit.value as T;
    if (hit) this.entries.delete(key);
    const value = await compute();
    if (this.ttlMs > 0 && keep(value)) {
      this.entries.set(key, { expiresAt: nowMs + this.ttlMs, value });
      // Maps iterate in insertion order: the first keys are the oldest.
      while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    }
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}

const caches = new WeakMap<Kysely<Database>, SearchCache>();

/** The search cache of one database. */
export function searchCacheOf(db: Kysely<Database>): SearchCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new SearchCache();
    caches.set(db, cache);
  }
  return cache;
}
