import type { CombinedError } from 'urql';

/** The spec's error code of a failed operation (`extensions.code` of its first GraphQL error). */
export function errorCodeOf(error: CombinedError | undefined): string | undefined {
  const code = error?.graphQLErrors[0]?.extensions.code;
  return typeof code === 'string' ? code : undefined;
}

/** One extension of a failed operation's first GraphQL error (`seconds`, `status`). */
export function errorExtensionOf(error: CombinedError | undefined, name: string): unknown {
  return error?.graphQLErrors[0]?.extensions[name];
}
