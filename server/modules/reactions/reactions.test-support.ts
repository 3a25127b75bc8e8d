import type { Deps } from '../../deps';
import type { GqlResponse, TestServer } from '../../test/harness';
import { createUser, type UserFactoryInput } from '../../test/factories';
import { tokenFor } from '../users/users.test-support';

/** The code and message of the first error of a response. */
export function firstError(response: GqlResponse<unknown>): { code: string | undefined; message: string | undefined } {
  const error = response.errors?.[0];
  return { code: error?.extensions?.code, message: error?.message };
}

/** A user (member by default) and a token for it. */
export async function userWithToken(
  server: TestServer,
  input: UserFactoryInput = {},
): Promise<{ id: string; username: string | null; token: string }> {
  const user = await createUser(server.deps, input);
  return { id: user.id, username: user.username, token: await tokenFor(server, user.id, input.isAnonymous ?? false) };
}

/**
 * Runs `work` while counting the statements the server sends that name `table`, so tests can
 * prove a field is batched (one query for a whole page) or skipped (none for visitors).
 */
export async function countQueriesOn<T>(
  server: TestServer,
  table: string,
  work: () => Promise<T>,
): Promise<{ result: T; queries: number }> {
  const deps: Deps = server.deps;
  const original = deps.db;
  let queries = 0;
  deps.db = original.withPlugin({
    transformQuery: ({ node }) => {
      if (JSON.stringify(node).includes(`"${table}"`)) queries += 1;
      return node;
    },
    transformResult: ({ result }) => Promise.resolve(result),
  });
  try {
    const result = await work();
    return { result, queries };
  } finally {
    deps.db = original;
  }
}
