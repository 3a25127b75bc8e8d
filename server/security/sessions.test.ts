import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { Role } from '../../shared/domain/roles';
import { revokeRefreshToken } from '../modules/auth';
import { hashSecretToken } from '../modules/auth/secret-token';
import { SESSION_CHECK_TTL_MS } from '../modules/auth/session-check';
import { suspendUser } from '../modules/moderation/suspension.service';
import { confirmPasswordReset, loadViewer, requestPasswordReset } from '../modules/users';
import { lastMailTo, tokenInMail } from '../modules/users/users.test-support';
import { testEngines } from '../test/engines';
import { createUser } from '../test/factories';
import { startTestServer, type TestServer } from '../test/harness';

interface Tokens {
  token: string;
  refresh_token: string;
}

const ME = '{ me { id } }';

/**
 * An access token must stop working at the next request once its session ends, whichever way it
 * ends: on HTTP GraphQL, the plain HTTP routes (bearer and portal cookie) and graphql-ws sockets,
 * both those opened before and those opened after.
 */
describe.each(testEngines)('revoked sessions (%s)', (engine) => {
  let server: TestServer;
  const clients: Client[] = [];
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    for (const client of clients) await client.dispose();
    await server?.close();
  });

  async function signIn(): Promise<{ user: Awaited<ReturnType<typeof createUser>>; tokens: Tokens }> {
    const user = await createUser(server.deps);
    const { status, body } = await server.post('/login', { username: user.username, password: user.password });
    expect(status).toBe(200);
    return { user, tokens: body as Tokens };
  }

  function socket(token: string): Client {
    const client = createClient({
      lazy: false,
      url: server.url.replace(/^http/, 'ws') + '/graphql',
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
      retryAttempts: 0,
    });
    clients.push(client);
    return client;
  }

  async function meOverSocket(client: Client): Promise<unknown> {
    for await (const result of client.iterate({ query: ME })) return result.data?.me ?? null;
    return null;
  }

  async function meOverHttp(token: string): Promise<{ me: unknown; reason: unknown }> {
    const answer = await server.gql<{ me: unknown }>(ME, {}, { token });
    const guarded = await server.gql('mutation { authCodeCreate { code } }', {}, { token });
    return { me: answer.data?.me ?? null, reason: guarded.errors?.[0]?.extensions?.reason ?? null };
  }

  /** `POST /media` checks its caller before reading a byte: 401 tells a refused token. */
  async function mediaStatus(headers: Record<string, string>): Promise<number> {
    const response = await fetch(`${server.url}/media`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x', ...headers },
      body: '--x--\r\n',
    });
    await response.arrayBuffer();
    return response.status;
  }

  async function graphqlWithCookies(tokens: Tokens): Promise<{ me: unknown; setCookie: string[] }> {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `souk_token=${tokens.token}; souk_refresh=${tokens.refresh_token}`,
      },
      body: JSON.stringify({ query: ME }),
    });
    const body = (await response.json()) as { data?: { me: unknown } };
    return { me: body.data?.me ?? null, setCookie: response.headers.getSetCookie() };
  }

  const endings: [string, (user: { id: string; email: string | null }, tokens: Tokens) => Promise<void>][] = [
    [
      'logout',
      async (_user, tokens) => {
        const answer = await server.gql(
          'mutation ($refreshToken: String) { userLogout(refreshToken: $refreshToken) }',
          { refreshToken: tokens.refresh_token },
          { token: tokens.token },
        );
        expect(answer.data).toEqual({ userLogout: true });
      },
    ],
    [
      'password reset',
      async (user) => {
        await requestPasswordReset(server.deps, user.email!, 'fr', '127.0.0.1');
        // The mail leaves through the event bus after the commit: wait for it.
        let mail = await lastMailTo(server.deps, user.email!);
        for (let tries = 0; !mail && tries < 100; tries += 1) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          mail = await lastMailTo(server.deps, user.email!);
        }
        const token = tokenInMail(mail?.text, '/auth/reset_password_confirm');
        const password = 'Brand-new-pass-1';
        expect(await confirmPasswordReset(server.deps, { token, password, passwordConfirmation: password })).toBe(true);
      },
    ],
    [
      'suspension',
      async (user) => {
        const admin = await createUser(server.deps, { roles: [Role.SUPER_ADMIN] });
        await suspendUser(server.deps, (await loadViewer(server.deps.db, admin.id))!, user.id, 'spam');
      },
    ],
    [
      'revocation of the refresh family (a replayed refresh token)',
      async (_user, tokens) => {
        const rotate = () =>
          server.post('/oauth2/token', { grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
        expect((await rotate()).status).toBe(200);
        // The same refresh token again looks stolen: the whole family goes.
        expect((await rotate()).status).not.toBe(200);
      },
    ],
  ];

  it.each(endings)('%s ends the access token at the next request everywhere', async (_name, end) => {
    const { user, tokens } = await signIn();
    const bearer = { authorization: `Bearer ${tokens.token}` };
    const open = socket(tokens.token);
    // Working before: the same checks, so what changes below is the session's end only.
    expect((await meOverHttp(tokens.token)).me).toEqual({ id: user.id });
    expect(await meOverSocket(open)).toEqual({ id: user.id });
    expect(await mediaStatus(bearer)).not.toBe(401);
    expect((await graphqlWithCookies(tokens)).me).toEqual({ id: user.id });

    await end(user, tokens);

    expect(await meOverHttp(tokens.token)).toEqual({ me: null, reason: expect.stringMatching(/revoked|invalid/) });
    expect(await mediaStatus(bearer)).toBe(401);
    expect(await meOverSocket(open)).toBeNull();
    expect(await meOverSocket(socket(tokens.token))).toBeNull();
    const cookies = await graphqlWithCookies(tokens);
    expect(cookies.me).toBeNull();
    // The portal's cookies are cleared: the refresh cookie's session is gone as well.
    expect(cookies.setCookie.some((line) => /^souk_token=;.*Max-Age=0/i.test(line))).toBe(true);
  });

  it('a revoked session stops on the next request even when it was checked a moment ago', async () => {
    const { tokens } = await signIn();
    // Many checks in a row fill the cache with "live"; the revocation must not wait for it to expire.
    await Promise.all(Array.from({ length: 10 }, () => meOverHttp(tokens.token)));
    await revokeRefreshToken(server.deps, tokens.refresh_token);
    expect((await meOverHttp(tokens.token)).reason).toBe('revoked');
  });

  /** A moderator's live subscription, and the close code its socket ends with. */
  async function moderatorSubscription() {
    const moderator = await createUser(server.deps, { roles: [Role.MODERATOR] });
    const { body } = await server.post('/login', { username: moderator.username, password: moderator.password });
    const tokens = body as Tokens;
    let closedWith: number | null = null;
    const client = createClient({
      url: server.url.replace(/^http/, 'ws') + '/graphql',
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${tokens.token}` },
      retryAttempts: 0,
      on: { closed: (event) => (closedWith = (event as { code: number }).code) },
    });
    clients.push(client);
    const stop = client.subscribe(
      { query: 'subscription { moderationQueueChanged { __typename } }' },
      { next: () => undefined, error: () => undefined, complete: () => undefined },
    );
    // The subscription is registered with its session once the server started it.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(closedWith).toBeNull();
    const closed = async (ms: number) => {
      for (const start = Date.now(); closedWith === null && Date.now() - start < ms;) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      stop();
      return closedWith;
    };
    return { tokens, closed };
  }

  it('closes the open subscriptions of a session when it ends (4403)', async () => {
    const { tokens, closed } = await moderatorSubscription();
    await revokeRefreshToken(server.deps, tokens.refresh_token);
    expect(await closed(1000)).toBe(4403);
  });

  it('closes them too when the session ends on another instance, within the check delay', async () => {
    const { tokens, closed } = await moderatorSubscription();
    // Straight in the database, as another instance would: this process hears nothing of it.
    await server.deps.db
      .updateTable('refresh_tokens')
      .set({ revoked_at: new Date() })
      .where('token_hash', '=', hashSecretToken(tokens.refresh_token))
      .execute();
    const started = Date.now();
    expect(await closed(3 * SESSION_CHECK_TTL_MS)).toBe(4403);
    expect(Date.now() - started).toBeLessThan(2 * SESSION_CHECK_TTL_MS + 500);
  });

  it('refuses access tokens signed without a session', async () => {
    const { signAccessToken } = await import('../modules/auth/access-token');
    const user = await createUser(server.deps);
    const { token } = await signAccessToken(server.deps.config, { sub: user.id, anon: false }, server.deps.now());
    expect(await meOverHttp(token)).toEqual({ me: null, reason: 'invalid' });
  });
});
