/**
 * Limits that keep sites sane: written once here, enforced by the server on every commit and
 * shown by the studio before it sends. Generous for real storefronts (the benchmarks edit a
 * 300-block page in the studio and render a 100-block one), small enough that a page renders in
 * milliseconds.
 */
export const SITE_LIMITS = {
  maxPages: 30,
  maxBlocksPerPage: 300,
  /** Pinned headers and footers each. */
  maxPinnedBlocks: 6,
  /** Every block of the document, nested ones included. */
  maxBlocksTotal: 1500,
  /** A block inside a grid inside a grid… at most this deep (1 = top level). */
  maxDepth: 4,
  maxQueries: 24,
  /** Blueprints a land keeps (its history is not limited: every commit stays). */
  maxBlueprints: 50,
  /** Results a query may ask for. */
  maxQueryCount: 48,
  /** The document as JSON, in bytes. */
  maxDocumentBytes: 1_000_000,
  /** Any text field (titles, captions), in characters; rich text is bounded by the document size. */
  maxTextLength: 5000,
  maxSlugLength: 80,
  /** A blueprint's name, in characters. */
  maxBlueprintName: 80,
  /** Pictures a land's media library keeps. */
  maxLibraryPictures: 500,
  /** Announcement pictures the library's picker offers at once, newest first. */
  maxAnnouncementPictures: 120,
  /** Ids of pages, blocks and queries: what the studio generates (uuid-like). */
  idPattern: /^[A-Za-z0-9_-]{1,64}$/,
} as const;

/** Default number of results of data-bound lists (spec §9: 16 for products, announcement and store blocks). */
export const DEFAULT_LIST_COUNT = 16;

/**
 * The phone the studio's preview shows a site on (a common phone's CSS viewport, 390 × 844): the
 * same size the end-to-end tests open the public site at when they compare it with the preview.
 */
export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;
