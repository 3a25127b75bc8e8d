import type { TestServer } from '../../test/harness';

/** A gateway answer with its headers, for the tests that look at Retry-After or Cache-Control. */
export interface RawAnswer {
  status: number;
  headers: Headers;
  body: unknown;
}

/** POSTs JSON to a gateway route and keeps the headers (the harness' `post` drops them). */
export async function postWithHeaders(
  server: TestServer,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as unknown) : null };
}

/** The first error code of a gateway failure body. */
export function errorCode(body: unknown): string | undefined {
  const errors = (body as { errors?: { code?: string }[] } | null)?.errors;
  return errors?.[0]?.code;
}

/** Asks `me` with a bearer token; returns the user or null. */
export async function whoAmI(
  server: TestServer,
  token: string,
): Promise<{ id: string; isAnonymous: boolean; username: string | null } | null> {
  const result = await server.gql<{ me: { id: string; isAnonymous: boolean; username: string | null } | null }>(
    '{ me { id isAnonymous username } }',
    {},
    { token },
  );
  return result.data?.me ?? null;
}
