/**
 * Saved searches (issue 18, beyond the spec): a member keeps a search with its filters and hears
 * of new matching announcements at once or once a day. One place for the server and the portal.
 */
export const SAVED_SEARCH_FREQUENCIES = ['INSTANT', 'DAILY'] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];

export const SAVED_SEARCH_LIMITS = {
  /** Saved searches per member: enough for several hunts, few enough to sweep them all often. */
  perMember: 20,
  /** Characters of a saved search's name (as people count them). */
  nameMax: 80,
  /** Characters of its portal address (path and query string). */
  pathMax: 2000,
  /** The newest matches looked at per sweep of one saved search. */
  matchesPerSweep: 20,
  /** How long after its last look a search is looked at again, by frequency. */
  intervalMs: { INSTANT: 60_000, DAILY: 24 * 60 * 60_000 } satisfies Record<SavedSearchFrequency, number>,
} as const;
