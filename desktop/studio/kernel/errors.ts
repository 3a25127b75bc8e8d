import type { CombinedError } from '@urql/core';

/** The spec's conflict code: the commit's baseVersion is no longer the site's version. */
export const CONFLICT = 'SITEBUILD/CONFLICT';

/**
 * The first error code of a GraphQL answer (extensions.code), or 'network' when there was no
 * answer at all (no connection, a refused refresh on an unreachable gateway, a proxy's error page).
 */
export function errorCode(error: CombinedError): string {
  if (error.networkError || error.graphQLErrors.length === 0) return 'network';
  const code = error.graphQLErrors[0]!.extensions.code;
  return typeof code === 'string' ? code : 'INTERNAL_SERVER_ERROR';
}
