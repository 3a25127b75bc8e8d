/* eslint-disable @typescript-eslint/no-restricted-imports -- the studio's session is tested against the real server (its test harness and factories). */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { startTestServer, type TestServer } from '../../../server/test/harness';
import { createUser } from '../../../server/test/factories';
import { studioTexts } from './i18n';
import { createStudioClient } from './client';
import { ApiError, errorCode } from './errors';
import { GatewayError, GatewayUnreachable, REFRESH_MARGIN_MS, StudioSession, type SessionChange } from './session';
import { memoryTokenStore } from '../platform/memory-tokens.test-support';

const ME = /* GraphQL */ `
  query {
    me {
      id
    }
  }
`;
/** A query for members only: a refused token makes it fail (me just answers null). */
const MY_STORES = /* GraphQL */ `
  query {
    myStores {
      id
    }
  }
`;

/** A clock the test moves (the session's idea of now). */
function clock() {
  let offset = 0;
  return { now: () => Date.now() + offset, advance: (ms: number) => (offset += ms) };
}

/** Counts the requests the studio sends to a gateway path (the real fetch still answers). */
function countRequests(path: string) {
  const real = globalThis.fetch;
  let count = 0;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (new URL(url).pathname === path) count += 1;
    return real(input, init);
  });
  return () => count;
}

describe('the studio session against the real server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => {
    await server?.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** A member who can sign in, and a session signed in as them. */
  async function signedIn() {
    const user = await createUser(server.deps);
    const store = memoryTokenStore();
    const time = clock();
    const session = new StudioSession(store, server.url, time.now);
    const changes: SessionChange[] = [];
    session.onChange((change) => changes.push(change));
    await session.signIn(user.username!, user.password);
    const { client, dispose } = createStudioClient(session, { webSocketImpl: WebSocket });
    return { user, store, time, session, changes, client, dispose };
  }

  const me = async (client: ReturnType<typeof createStudioClient>['client']) => {
    const result = await client.query<{ me: { id: string } | null }>(ME, {}).toPromise();
    return result;
  };

  it('signs in through POST /login, keeps the tokens in the platform store and sends them as a bearer token', async () => {
    const { user, store, session, changes, client, dispose } = await signedIn();
    expect(session.signedIn).toBe(true);
    expect(changes).toEqual([{ signedIn: true }]);
    const kept = store.kept()!;
    expect(kept.token).toBeTruthy();
    expect(kept.expiresAt).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect(kept.refreshExpiresAt).toBeGreaterThan(kept.expiresAt);
    expect((await me(client)).data?.me?.id).toBe(user.id);

    // The next start finds the session where the platform kept it.
    const again = new StudioSession(store, `${server.url}/`);
    expect(again.baseUrl).toBe(server.url);
    expect(await again.restore()).toBe(true);
    expect(await again.accessToken()).toBe(kept.token);
    dispose();
  });

  it('refuses wrong credentials with the gateway code and the portal’s text', async () => {
    const user = await createUser(server.deps);
    const session = new StudioSession(memoryTokenStore(), server.url);
    const error = await session.signIn(user.username!, 'not-the-password').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GatewayError);
    expect((error as GatewayError).code).toBe('INVALID_CREDENTIALS');
    // Its texts: workspace/sign-in-error.test.ts.
    expect(session.signedIn).toBe(false);
  });

  it('rotates the refresh token shortly before the access token expires, not earlier', async () => {
    const { store, time, session, client, dispose } = await signedIn();
    const first = store.kept()!;
    time.advance(60_000);
    expect(await session.accessToken()).toBe(first.token);
    expect(store.kept()).toBe(first);

    time.advance(first.expiresAt - time.now() - REFRESH_MARGIN_MS / 2);
    const token = await session.accessToken();
    const second = store.kept()!;
    expect(token).toBe(second.token);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.expiresAt).toBeGreaterThan(first.expiresAt);
    expect((await me(client)).data?.me).not.toBeNull();
    // Rotation: the old refresh token is spent (presenting it again revokes the session, so last).
    const reused = await server.post('/oauth2/token', {
      grant_type: 'refresh_token',
      refresh_token: first.refreshToken,
    });
    expect(reused.status).toBe(401);
    dispose();
  });

  it('concurrent requests share one refresh (a refresh token sent twice would revoke the session)', async () => {
    const { user, store, time, session, changes, client, dispose } = await signedIn();
    const first = store.kept()!;
    time.advance(first.expiresAt - time.now() - 1000);
    const refreshes = countRequests('/oauth2/token');
    // Five different operations (urql would merge identical ones into one request).
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, n) =>
        client.query<Record<string, { id: string } | null>>(`query { me${n}: me { id } }`, {}).toPromise(),
      ),
    );
    expect(results.map((result, n) => result.data?.[`me${n}`]?.id)).toEqual(Array(5).fill(user.id));
    expect(refreshes()).toBe(1);
    // The session is whole: the next rotation still works.
    expect(await session.refresh()).not.toBeNull();
    expect(session.signedIn).toBe(true);
    expect(changes).toEqual([{ signedIn: true }]);
    dispose();
  });

  it('a token the server refuses (expired by its clock) is refreshed once and the request sent again', async () => {
    const { user, store, session, client, dispose } = await signedIn();
    const first = store.kept()!;
    server.advanceClock(16 * 60_000);
    try {
      const refused = await server.gql(MY_STORES, {}, { token: first.token });
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'expired' });
      const refreshes = countRequests('/oauth2/token');
      const result = await client.query<{ myStores: unknown[] }>(MY_STORES, {}).toPromise();
      expect(result.error).toBeUndefined();
      expect(result.data?.myStores).toEqual([]);
      expect((await me(client)).data?.me?.id).toBe(user.id);
      expect(refreshes()).toBe(1);
      expect(store.kept()!.token).not.toBe(first.token);
      expect(session.signedIn).toBe(true);
    } finally {
      server.advanceClock(-16 * 60_000);
      dispose();
    }
  });

  it('a refused refresh ends the session with the reason expired and clears the stored tokens', async () => {
    const { store, time, session, changes, client, dispose } = await signedIn();
    const kept = store.kept()!;
    // Revoked elsewhere (signed out on another device, or an operator ended it).
    expect((await server.post('/logout', { refresh_token: kept.refreshToken })).status).toBe(204);
    time.advance(kept.expiresAt - time.now());
    const result = await me(client);
    expect(result.data?.me ?? null).toBeNull();
    expect(session.signedIn).toBe(false);
    expect(store.kept()).toBeNull();
    expect(changes).toEqual([{ signedIn: true }, { signedIn: false, reason: 'expired' }]);
    expect(studioTexts('fr').t('workspace.signIn.sessionExpired')).toBe(
      'Votre session a expiré, veuillez vous reconnecter.',
    );
    dispose();
  });

  it('an unreachable gateway keeps the session and fails the request as a network error', async () => {
    const { store, time } = await signedIn();
    const kept = store.kept()!;
    // Nothing listens on port 9 of this machine: the refresh cannot get through.
    const offline = new StudioSession(memoryTokenStore(kept), 'http://127.0.0.1:9', time.now);
    await offline.restore();
    time.advance(kept.expiresAt - time.now());
    await expect(offline.accessToken()).rejects.toBeInstanceOf(GatewayUnreachable);
    const { client, dispose } = createStudioClient(offline, { webSocketImpl: WebSocket });
    const result = await me(client);
    expect(result.error && errorCode(result.error)).toBe('network');
    expect(offline.signedIn).toBe(true);
    dispose();
  });

  it('does not restore a session whose refresh token has expired', async () => {
    const { store } = await signedIn();
    const kept = store.kept()!;
    const later = new StudioSession(store, server.url, () => kept.refreshExpiresAt + 1);
    expect(await later.restore()).toBe(false);
    expect(store.kept()).toBeNull();
  });

  it('signing out forgets the tokens and revokes the refresh token on the server', async () => {
    const { store, session, changes, client, dispose } = await signedIn();
    const kept = store.kept()!;
    await session.signOut();
    expect(store.kept()).toBeNull();
    expect(changes.at(-1)).toEqual({ signedIn: false, reason: 'signedOut' });
    expect((await me(client)).data?.me ?? null).toBeNull();
    const refused = await server.post('/oauth2/token', {
      grant_type: 'refresh_token',
      refresh_token: kept.refreshToken,
    });
    expect(refused.status).toBe(401);
    dispose();
  });

  it('too many failed sign-ins are refused with the wait in seconds, in the portal’s words', async () => {
    const user = await createUser(server.deps);
    const session = new StudioSession(memoryTokenStore(), server.url);
    let refusal: GatewayError | null = null;
    for (let attempt = 0; attempt < 20 && refusal?.code !== 'AUTH/MAX_ATTEMPT'; attempt += 1) {
      refusal = (await session
        .signIn(user.username!, 'wrong-password')
        .catch((caught: unknown) => caught)) as GatewayError;
    }
    expect(refusal?.code).toBe('AUTH/MAX_ATTEMPT');
    expect(refusal?.seconds).toBeGreaterThan(0);
    // One error type for every call: the gateway's refusal is an ApiError too.
    expect(refusal).toBeInstanceOf(ApiError);
  });
});
