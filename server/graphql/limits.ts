/**
 * Every bound a GraphQL request meets, in one place. Our own clients' operations were measured
 * (the 111 operations of `shared/graphql/documents`, each with its fragments, 2026-11-27): the
 * largest is StudioStoreBuild, 3,298 characters, 294 tokens, 131 fields, depth 7, no alias, no
 * directive. Each bound leaves our clients about twice their need and stops what is only abuse.
 */
export const REQUEST_LIMITS = {
  /**
   * Bytes of an HTTP request body (Fastify's `bodyLimit`, every route): a site build (at most
   * 1 MB, shared/site/limits.ts) travels in one mutation's variables.
   */
  body: 1024 * 1024,
  /**
   * Characters of the query text, checked before anything reads it (comments and spaces are not
   * tokens, so the token bound alone would let a document be padded to the body limit). 2.5× the
   * largest operation.
   */
  queryLength: 8_192,
  /**
   * Tokens the parser reads before it gives up (graphql-js `maxTokens`): parsing stops at the
   * 601st, so no document costs more than 600 tokens of parsing, and every later pass (the bounds
   * below, validation, execution planning) works on at most that many nodes. 2× the largest
   * operation; it also bounds selections (each is at least one token) and the size of one cached
   * document (about 0.5 kB of syntax tree a token).
   */
  tokens: 600,
  /**
   * Fields written in one document (fragments counted once each). graphql-js checks every pair
   * of same-named fields of a selection for conflicts, so its work grows with the square of this:
   * 590 `__typename` (all the token bound allows) cost about 100 ms, 300 a quarter of that.
   * 2.3× our largest operation (131).
   */
  selections: 300,
  /** Directives in one operation, fragments included (`@include`, `@skip`; our clients use none). */
  directives: 10,
  /** Nesting of selections (our deepest operation: 7). */
  depth: 10,
  /** Aliased fields in one operation (our clients use none; the studio may batch a few). */
  aliases: 15,
  /** graphql-armor's cost (objects 2, scalars 1, × 1.5 a level): what a 48-card search page costs, with room. */
  cost: 5_000,
  /**
   * Validation errors graphql-js reports before it stops validating (its `maxErrors`, 100 by
   * default): each unknown field costs a search for similar names, so a document of hundreds of
   * them would cost a hundred such searches for an answer nobody reads past the first few.
   */
  validationErrors: 10,
  /**
   * Documents Mercurius keeps parsed (and, once seen twice, compiled by graphql-jit), keyed by
   * their text; its refused documents have a second cache of the same size. quick-lru keeps up
   * to twice this count in each (an old and a new generation), so at most 4 × 64 documents of at
   * most 600 tokens (≈ 300 kB each) stay: ≈ 75 MB in the worst case, whatever distinct texts arrive.
   * 64 recent operations cover what a page or the studio uses at once.
   */
  cachedDocuments: 64,
} as const;

/** The names of the bounds, as `extensions.limit` of a refused request says them. */
export type RequestLimit =
  'body' | 'queryLength' | 'tokens' | 'selections' | 'directives' | 'depth' | 'aliases' | 'cost';
