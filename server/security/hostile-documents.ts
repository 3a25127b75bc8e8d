import { REQUEST_LIMITS } from '../graphql/limits';

/**
 * Generators of hostile GraphQL documents, one per bound of REQUEST_LIMITS; `salt` makes each
 * text distinct (so no cache answers for it) without changing its shape.
 */
export const hostileDocuments = {
  /** Spaces and a comment pad a tiny query to twice the text bound. */
  queryLength: (salt: string) => `{ __typename } # ${salt} ${' '.repeat(REQUEST_LIMITS.queryLength * 2)}`,
  /** One more token than the parser reads, within the text bound. */
  tokens: (salt: string) => `query Q_${salt} { ${'a '.repeat(REQUEST_LIMITS.tokens)} }`,
  /** One more field than allowed, within the token bound. */
  selections: (salt: string) => `query Q_${salt} { ${'__typename '.repeat(REQUEST_LIMITS.selections + 1)} }`,
  /** One more directive than allowed. */
  directives: (salt: string) =>
    `query Q_${salt} { __typename ${'@skip(if: false) '.repeat(REQUEST_LIMITS.directives + 1)} }`,
  /** Selections nested two levels deeper than allowed. */
  depth: (salt: string) =>
    `query Q_${salt} ${'{ a '.repeat(REQUEST_LIMITS.depth + 2)}${'}'.repeat(REQUEST_LIMITS.depth + 2)}`,
  /** One more alias than allowed (aliases of `__typename` cost nothing and are not counted). */
  aliases: (salt: string) =>
    `query Q_${salt} { ${Array.from({ length: REQUEST_LIMITS.aliases + 1 }, (_, i) => `a${i}: name`).join(' ')} }`,
  /** Within depth and tokens, wide enough at the bottom to cost more than allowed. */
  cost: (salt: string) => {
    const levels = REQUEST_LIMITS.depth - 2;
    const leaves = Array.from({ length: REQUEST_LIMITS.selections - levels }, (_, i) => `f${i}`).join(' ');
    return `query Q_${salt} ${'{ a '.repeat(levels)}{ ${leaves} }${' }'.repeat(levels)}`;
  },
} as const;

export type HostileKind = keyof typeof hostileDocuments;

/** Documents within every bound that still make validation work hard, or are no document at all. */
export const awkwardDocuments = {
  /** Two fragments spreading each other. */
  fragmentCycle: (salt: string) => `query Q_${salt} { ...A } fragment A on Query { ...B } fragment B on Query { ...A }`,
  /** As many same-named selections as allowed: overlapping-fields work is quadratic in them. */
  overlapping: (salt: string) => `query Q_${salt} { ${'__typename '.repeat(REQUEST_LIMITS.selections)} }`,
  /** As many unknown fields as allowed (each one a validation error and a search for similar names). */
  unknownFields: (salt: string) =>
    `query Q_${salt} { ${Array.from({ length: REQUEST_LIMITS.selections }, (_, i) => `x${i}`).join(' ')} }`,
} as const;
