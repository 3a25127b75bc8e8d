import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/engines';
import { createUser } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';
import { verifyAccessToken } from './access-token';
import { hashSecretToken } from './secret-token';
import { purgeAnonymousChallenges } from './anonymous.service';
import { purgeAuthCodes } from './auth-codes.service';
import { isSessionActive } from './session-check';
import { issueSession, purgeRefreshTokens, revokeUserSessions } from './sessions.service';
import { purgeLoginAttempts } from './throttle.service';
import { errorCode, postWithHeaders, whoAmI } from './test-support';

const AUTH_CODE_CREATE = 'mutation { authCodeCreate { code expiresIn } }';
const USER_LOGOUT = 'mutation ($refreshToken: String) { userLogout(refreshToken: $refreshToken) }';

interface Tokens {
  token: string;
  expires_in: number;
  refresh_token: string;
  refresh_expires_in: number;
}

describe.each(testEngines)('sessions, refresh and codes (%s)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  async function signIn(): Promise<{ user: Awaited<ReturnType<typeof createUser>>; tokens: Tokens }> {
    const user = await createUser(server.deps);
    const { status, body } = await server.post('/login', { username: user.username, password: user.password });
    expect(status).toBe(200);
    return { user, tokens: body as Tokens };
  }
  const refresh = (refreshToken: string) =>
    server.post('/oauth2/token', { grant_type: 'refresh_token', refresh_token: refreshToken });

  describe('grant_type=refresh_token', () => {
    it('rotates the refresh token; the new access token works on `me`', async () => {
      const { user, tokens } = await signIn();
      const answer = await postWithHeaders(server, '/oauth2/token', {
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token,
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      const next = answer.body as Tokens;
      expect(next.refresh_token).not.toBe(tokens.refresh_token);
      expect(next.refresh_expires_in).toBe(30 * 24 * 60 * 60);
      expect(await whoAmI(server, next.token)).toMatchObject({ id: user.id });
      // And the new refresh token rotates in turn.
      expect((await refresh(next.refresh_token)).status).toBe(200);
    });

    it('accepts a form-encoded request, as OAuth 2 clients send it', async () => {
      const { tokens } = await signIn();
      const answer = await server.post(
        '/oauth2/token',
        new URLSearchParams({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token }),
      );
      expect(answer.status).toBe(200);
      expect(answer.body.refresh_token).toEqual(expect.any(String));
    });

    it('stores only a hash of the refresh token', async () => {
      const { tokens } = await signIn();
      const rows = await server.deps.db
        .selectFrom('refresh_tokens')
        .select('token_hash')
        .where('token_hash', 'in', [tokens.refresh_token, hashSecretToken(tokens.refresh_token)])
        .execute();
      expect(rows.map((r) => r.token_hash)).toEqual([hashSecretToken(tokens.refresh_token)]);
    });

    it('revokes the whole family when a used refresh token is replayed', async () => {
      const { tokens } = await signIn();
      const second = (await refresh(tokens.refresh_token)).body as Tokens;
      const replay = await refresh(tokens.refresh_token);
      expect(replay.status).toBe(401);
      expect(errorCode(replay.body)).toBe('INVALID_CREDENTIALS');
      // The legitimate holder's newer token died with the family.
      const afterReplay = await refresh(second.refresh_token);
      expect(afterReplay.status).toBe(401);
      expect(errorCode(afterReplay.body)).toBe('INVALID_CREDENTIALS');
    });

    it('leaves other sessions of the user alone when one family is revoked', async () => {
      const user = await createUser(server.deps);
      const first = (await server.post('/login', { username: user.username, password: user.password })).body as Tokens;
      const other = (await server.post('/login', { username: user.username, password: user.password })).body as Tokens;
      await refresh(first.refresh_token);
      await refresh(first.refresh_token);
      expect((await refresh(other.refresh_token)).status).toBe(200);
    });

    it('refuses unknown and expired refresh tokens', async () => {
      expect(errorCode((await refresh('not-a-real-token')).body)).toBe('INVALID_CREDENTIALS');
      const { tokens } = await signIn();
      server.advanceClock(31 * 24 * 60 * 60 * 1000);
      const expired = await refresh(tokens.refresh_token);
      expect(expired.status).toBe(401);
      expect(errorCode(expired.body)).toBe('INVALID_CREDENTIALS');
    });

    it('refuses a suspended user, and a deleted one with USER_NOT_EXIST', async () => {
      const suspended = await signIn();
      await server.deps.db
        .updateTable('users')
        .set({ suspended_at: new Date() })
        .where('id', '=', suspended.user.id)
        .execute();
      const refused = await refresh(suspended.tokens.refresh_token);
      expect(refused.status).toBe(403);
      expect(errorCode(refused.body)).toBe('UNKNOWN_LOGIN_ERROR');

      const deleted = await signIn();
      await server.deps.db.deleteFrom('users').where('id', '=', deleted.user.id).execute();
      const gone = await refresh(deleted.tokens.refresh_token);
      expect(gone.status).toBe(404);
      expect(errorCode(gone.body)).toBe('USER_NOT_EXIST');
    });

    it('is ended by revokeUserSessions (used after a password reset)', async () => {
      const { user, tokens } = await signIn();
      await revokeUserSessions(server.deps, user.id);
      expect((await refresh(tokens.refresh_token)).status).toBe(401);
    });
  });

  describe('grant_type=authorization_code', () => {
    async function newCode(token: string): Promise<{ code: string; expiresIn: number }> {
      const result = await server.gql<{ authCodeCreate: { code: string; expiresIn: number } }>(
        AUTH_CODE_CREATE,
        {},
        { token },
      );
      expect(result.errors).toBeUndefined();
      return result.data!.authCodeCreate;
    }

    it('exchanges a code once for a session of the same user', async () => {
      const { user, tokens } = await signIn();
      const { code, expiresIn } = await newCode(tokens.token);
      expect(expiresIn).toBe(60);
      expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const exchanged = await server.post('/oauth2/token', { grant_type: 'authorization_code', code });
      expect(exchanged.status).toBe(200);
      expect(await whoAmI(server, exchanged.body.token)).toMatchObject({ id: user.id });
    });

    it('accepts the spec’s auth_code name and a form body', async () => {
      const { tokens } = await signIn();
      const { code } = await newCode(tokens.token);
      const exchanged = await server.post(
        '/oauth2/token',
        new URLSearchParams({ grant_type: 'authorization_code', auth_code: code }),
      );
      expect(exchanged.status).toBe(200);
    });

    it('refuses a second exchange and revokes the session the first one opened', async () => {
      const { tokens } = await signIn();
      const { code } = await newCode(tokens.token);
      const first = (await server.post('/oauth2/token', { grant_type: 'authorization_code', code })).body as Tokens;
      const second = await server.post('/oauth2/token', { grant_type: 'authorization_code', code });
      expect(second.status).toBe(401);
      expect(errorCode(second.body)).toBe('INVALID_CREDENTIALS');
      expect((await refresh(first.refresh_token)).status).toBe(401);
      // The session the code was created from is untouched.
      expect((await refresh(tokens.refresh_token)).status).toBe(200);
    });

    it('refuses an expired code and an unknown one', async () => {
      const { tokens } = await signIn();
      const { code } = await newCode(tokens.token);
      server.advanceClock(61_000);
      const late = await server.post('/oauth2/token', { grant_type: 'authorization_code', code });
      expect(late.status).toBe(401);
      expect(errorCode(late.body)).toBe('INVALID_CREDENTIALS');
      const unknown = await server.post('/oauth2/token', { grant_type: 'authorization_code', code: 'made-up' });
      expect(errorCode(unknown.body)).toBe('INVALID_CREDENTIALS');
    });

    it('answers USER_NOT_EXIST when the account was deleted after the code was issued', async () => {
      const { user, tokens } = await signIn();
      const { code } = await newCode(tokens.token);
      await server.deps.db.deleteFrom('users').where('id', '=', user.id).execute();
      const answer = await server.post('/oauth2/token', { grant_type: 'authorization_code', code });
      expect(answer.status).toBe(404);
      expect(errorCode(answer.body)).toBe('USER_NOT_EXIST');
    });

    it('is only issued to signed-in registered users', async () => {
      const visitor = await server.gql(AUTH_CODE_CREATE);
      expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const anonymous = await createUser(server.deps, { isAnonymous: true });
      const { token } = await issueSession(server.deps, anonymous.id);
      const refused = await server.gql(AUTH_CODE_CREATE, {}, { token });
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });
  });

  describe('housekeeping', () => {
    it('forgets expired refresh tokens, old codes, spent challenges and quiet counters', async () => {
      const { tokens } = await signIn();
      const { db } = server.deps;
      const past = new Date(server.deps.now().getTime() - 2 * 24 * 60 * 60 * 1000);
      const future = new Date(server.deps.now().getTime() + 60_000);
      await db.insertInto('auth_codes').values({ code_hash: 'old-code', user_id: null, expires_at: past }).execute();
      await db
        .insertInto('anonymous_challenges')
        .values([
          { signature: 'spent-old', expires_at: past },
          { signature: 'spent-live', expires_at: future },
        ])
        .execute();
      await db
        .insertInto('login_attempts')
        .values([
          { key: 'address:quiet', failures: 3, last_failure_at: past },
          { key: 'address:busy', failures: 3, last_failure_at: server.deps.now() },
        ])
        .execute();
      await db
        .updateTable('refresh_tokens')
        .set({ expires_at: past })
        .where('token_hash', '=', hashSecretToken(tokens.refresh_token))
        .execute();

      await purgeRefreshTokens(server.deps);
      await purgeAuthCodes(server.deps);
      await purgeAnonymousChallenges(server.deps);
      await purgeLoginAttempts(server.deps);

      const left = await Promise.all([
        db
          .selectFrom('refresh_tokens')
          .select('id')
          .where('token_hash', '=', hashSecretToken(tokens.refresh_token))
          .execute(),
        db.selectFrom('auth_codes').select('code_hash').where('code_hash', '=', 'old-code').execute(),
        db.selectFrom('anonymous_challenges').select('signature').where('signature', 'like', 'spent-%').execute(),
        db.selectFrom('login_attempts').select('key').where('key', 'in', ['address:quiet', 'address:busy']).execute(),
      ]);
      expect(left).toEqual([[], [], [{ signature: 'spent-live' }], [{ key: 'address:busy' }]]);
    });
  });

  describe('bad token requests', () => {
    it('answers 400 for a missing or unknown grant type and missing fields', async () => {
      const cases = [
        {},
        { grant_type: 'password', username: 'a', password: 'b' },
        { grant_type: 'authorization_code' },
        { grant_type: 'refresh_token' },
        { grant_type: 'refresh_token', refresh_token: 'x'.repeat(2000) },
      ];
      for (const body of cases) {
        const answer = await server.post('/oauth2/token', body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(errorCode(answer.body)).toBe('BAD_USER_INPUT');
      }
    });
  });

  describe('signing out', () => {
    it('POST /logout revokes the refresh token’s family', async () => {
      const { tokens } = await signIn();
      const next = (await refresh(tokens.refresh_token)).body as Tokens;
      // Logging out with an older token of the family ends the whole session.
      const answer = await server.post('/logout', { refresh_token: tokens.refresh_token });
      expect(answer.status).toBe(204);
      expect((await refresh(next.refresh_token)).status).toBe(401);
    });

    it('POST /logout answers the same for an unknown token and 400 without one', async () => {
      expect((await server.post('/logout', { refresh_token: 'unknown-token' })).status).toBe(204);
      const missing = await server.post('/logout', {});
      expect(missing.status).toBe(400);
      expect(errorCode(missing.body)).toBe('BAD_USER_INPUT');
    });

    it('userLogout revokes the given session of the caller only', async () => {
      const { user, tokens } = await signIn();
      const other = (await server.post('/login', { username: user.username, password: user.password })).body as Tokens;
      const stranger = await signIn();

      const foreign = await server.gql(
        USER_LOGOUT,
        { refreshToken: stranger.tokens.refresh_token },
        { token: tokens.token },
      );
      expect(foreign.data).toEqual({ userLogout: false });
      expect((await refresh(stranger.tokens.refresh_token)).status).toBe(200);

      const own = await server.gql(USER_LOGOUT, { refreshToken: tokens.refresh_token }, { token: tokens.token });
      expect(own.data).toEqual({ userLogout: true });
      expect((await refresh(tokens.refresh_token)).status).toBe(401);
      expect((await refresh(other.refresh_token)).status).toBe(200);
    });

    it('userLogout without a token revokes all of the caller’s sessions', async () => {
      const { user, tokens } = await signIn();
      const other = (await server.post('/login', { username: user.username, password: user.password })).body as Tokens;
      const result = await server.gql(USER_LOGOUT, {}, { token: tokens.token });
      expect(result.data).toEqual({ userLogout: true });
      expect((await refresh(tokens.refresh_token)).status).toBe(401);
      expect((await refresh(other.refresh_token)).status).toBe(401);
    });

    it('names the session in the access token, so a check can tell it was signed out', async () => {
      const { tokens } = await signIn();
      const verified = await verifyAccessToken(server.deps.config, tokens.token, server.deps.now());
      if (!('claims' in verified) || !verified.claims.sid) throw new Error('no session id in the access token');
      expect(await isSessionActive(server.deps, verified.claims.sid)).toBe(true);
      await server.post('/logout', { refresh_token: tokens.refresh_token });
      expect(await isSessionActive(server.deps, verified.claims.sid)).toBe(false);
    });

    it('userLogout needs a signed-in caller', async () => {
      const result = await server.gql(USER_LOGOUT, {});
      expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });
  });
});
