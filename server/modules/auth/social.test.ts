import { createHmac } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/engines';
import { createUser } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';
import { usernameBase } from './social/social-accounts.service';
import { errorCode, whoAmI } from './test-support';

const CLIENT_ID = 'souk-test.apps.googleusercontent.com';
const ISSUER = 'https://accounts.google.com';
const FB_APP_ID = '424242';
const FB_APP_SECRET = 'facebook-app-secret';

interface FacebookUser {
  id: string;
  name: string;
  email?: string;
  /** The app the token was issued to; ours by default. */
  appId?: string;
  valid?: boolean;
  /** The user the inspection reports, when it should differ from the profile's (a swapped token). */
  inspectedId?: string;
}

/**
 * A local stand-in for both providers: Google's key set at /certs and the two Graph API
 * endpoints the server calls. Facebook tokens are looked up in `facebookTokens`.
 */
async function startFakeProviders(): Promise<{
  app: FastifyInstance;
  url: string;
  signingKey: CryptoKey;
  facebookTokens: Map<string, FacebookUser>;
}> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const facebookTokens = new Map<string, FacebookUser>();
  const app = Fastify();
  app.get('/certs', (_request, reply) => reply.send({ keys: [jwk] }));
  app.get('/graph/debug_token', async (request, reply) => {
    const query = request.query as Record<string, string>;
    if (query.access_token !== `${FB_APP_ID}|${FB_APP_SECRET}`)
      return reply.status(400).send({ error: 'bad app token' });
    if (query.input_token === 'fb-down') return reply.status(503).send({ error: 'down' });
    if (query.input_token === 'fb-garbage') return reply.type('text/html').send('<html>oops</html>');
    const user = facebookTokens.get(query.input_token ?? '');
    if (!user) return reply.status(400).send({ error: { message: 'Invalid OAuth access token.', code: 190 } });
    return {
      data: { is_valid: user.valid ?? true, app_id: user.appId ?? FB_APP_ID, user_id: user.inspectedId ?? user.id },
    };
  });
  app.get('/graph/me', async (request, reply) => {
    const query = request.query as Record<string, string>;
    const user = facebookTokens.get(query.access_token ?? '');
    const proof = createHmac('sha256', FB_APP_SECRET)
      .update(query.access_token ?? '')
      .digest('hex');
    if (!user || query.appsecret_proof !== proof) return reply.status(400).send({ error: { code: 190 } });
    if (query.fields !== 'id,name,email') return reply.status(400).send({ error: 'unexpected fields' });
    return { id: user.id, name: user.name, ...(user.email ? { email: user.email } : {}) };
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url, signingKey: privateKey, facebookTokens };
}

describe('usernameBase', () => {
  it('makes a username stem from the name, in Latin letters', () => {
    expect(usernameBase({ name: 'Amine Benali', email: null })).toBe('amine_benali');
    expect(usernameBase({ name: 'Ça va Été', email: null })).toBe('ca_va_ete');
    expect(usernameBase({ name: null, email: 'sara.k@example.dz' })).toBe('sara_k');
    expect(usernameBase({ name: 'أمين', email: null })).toMatch(/^[a-z0-9_]{3,}$/);
    expect(usernameBase({ name: '!!!', email: null })).toBe('membre');
    expect(usernameBase({ name: 'A very long name that goes on and on', email: null }).length).toBeLessThanOrEqual(20);
  });
});

describe.each(testEngines)('social sign-in (%s)', (engine) => {
  let server: TestServer;
  let providers: Awaited<ReturnType<typeof startFakeProviders>>;
  let sequence = 0;

  beforeAll(async () => {
    providers = await startFakeProviders();
    server = await startTestServer(engine, {
      configure: (config) => {
        config.google.jwksUrl = `${providers.url}/certs`;
        config.google.clientId = CLIENT_ID;
        config.google.issuers = [ISSUER, 'accounts.google.com'];
        config.facebook.graphUrl = `${providers.url}/graph`;
        config.facebook.appId = FB_APP_ID;
        config.facebook.appSecret = FB_APP_SECRET;
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await providers?.app.close();
  });

  /** A Google ID token as Google would sign it, with claims overridable per test. */
  async function googleToken(claims: JWTPayload = {}, options: { key?: CryptoKey; alg?: string } = {}) {
    sequence += 1;
    const nowSeconds = Math.floor(server.deps.now().getTime() / 1000);
    return new SignJWT({
      email: `google.user${sequence}@gmail.com`,
      email_verified: true,
      name: `Google User ${sequence}`,
      picture: 'https://lh3.googleusercontent.com/a/photo',
      ...claims,
    })
      .setProtectedHeader({ alg: options.alg ?? 'RS256', kid: 'test-key' })
      .setIssuer(claims.iss ?? ISSUER)
      .setAudience(claims.aud ?? CLIENT_ID)
      .setSubject(claims.sub ?? `google-sub-${sequence}`)
      .setIssuedAt(nowSeconds - 10)
      .setExpirationTime(claims.exp ?? nowSeconds + 3600)
      .sign(options.key ?? providers.signingKey);
  }

  describe('Google (POST /login/social)', () => {
    it('creates a validated account on first sign-in and finds it again after', async () => {
      const token = await googleToken({ sub: 'g-first', name: 'Yacine Brahimi', email: 'yacine.b@gmail.com' });
      const first = await server.post('/login/social', { token });
      expect(first.status).toBe(200);
      const me = await whoAmI(server, first.body.token);
      expect(me).toMatchObject({ isAnonymous: false });
      expect(me!.username).toMatch(/^yacine_brahimi/);
      const row = await server.deps.db
        .selectFrom('users')
        .select(['email', 'is_validated', 'password_hash', 'avatar_url'])
        .where('id', '=', me!.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        email: 'yacine.b@gmail.com',
        is_validated: true,
        password_hash: null,
        avatar_url: 'https://lh3.googleusercontent.com/a/photo',
      });

      const again = await server.post('/login/social', { token: await googleToken({ sub: 'g-first' }) });
      expect(again.status).toBe(200);
      expect(await whoAmI(server, again.body.token)).toMatchObject({ id: me!.id });
    });

    it('gives a second person with the same name another username', async () => {
      const a = await server.post('/login/social', { token: await googleToken({ name: 'Same Name' }) });
      const b = await server.post('/login/social', { token: await googleToken({ name: 'Same Name' }) });
      const [meA, meB] = [await whoAmI(server, a.body.token), await whoAmI(server, b.body.token)];
      expect(meA!.username).toBe('same_name');
      expect(meB!.username).toMatch(/^same_name_/);
    });

    it('links to the existing account with the same verified e-mail', async () => {
      const user = await createUser(server.deps, { email: 'Existing.Member@gmail.com' });
      const answer = await server.post('/login/social', {
        token: await googleToken({ email: 'existing.member@gmail.com' }),
      });
      expect(answer.status).toBe(200);
      expect(await whoAmI(server, answer.body.token)).toMatchObject({ id: user.id });
      // The password keeps working for a validated account.
      expect((await server.post('/login', { username: user.username, password: user.password })).status).toBe(200);
    });

    it('takes an unvalidated account over from whoever registered the address without proving it', async () => {
      const squatter = await createUser(server.deps, { email: 'victim@gmail.com', isValidated: false });
      const squatterSession = await server.post('/login', { username: squatter.username, password: squatter.password });
      expect(squatterSession.status).toBe(200);

      const answer = await server.post('/login/social', { token: await googleToken({ email: 'victim@gmail.com' }) });
      expect(answer.status).toBe(200);
      expect(await whoAmI(server, answer.body.token)).toMatchObject({ id: squatter.id });
      const login = await server.post('/login', { username: squatter.username, password: squatter.password });
      expect(errorCode(login.body)).toBe('INVALID_CREDENTIALS');
      const refresh = await server.post('/oauth2/token', {
        grant_type: 'refresh_token',
        refresh_token: squatterSession.body.refresh_token,
      });
      expect(refresh.status).toBe(401);
    });

    it('refuses tokens for another audience, from another issuer, expired, or badly signed', async () => {
      const other = await generateKeyPair('RS256');
      const nowSeconds = Math.floor(server.deps.now().getTime() / 1000);
      const refused = [
        await googleToken({ aud: 'someone-else.apps.googleusercontent.com' }),
        await googleToken({ iss: 'https://evil.example' }),
        await googleToken({ exp: nowSeconds - 60 }),
        await googleToken({}, { key: other.privateKey }),
        await new SignJWT({ email: 'x@gmail.com', email_verified: true })
          .setProtectedHeader({ alg: 'HS256', kid: 'test-key' })
          .setIssuer(ISSUER)
          .setAudience(CLIENT_ID)
          .setSubject('hs')
          .setIssuedAt()
          .setExpirationTime('1h')
          .sign(new TextEncoder().encode('a-shared-secret-of-enough-length!!')),
        'not.a.jwt',
      ];
      for (const token of refused) {
        const answer = await server.post('/login/social', { token });
        expect(answer.status).toBe(401);
        expect(errorCode(answer.body)).toBe('INVALID_CREDENTIALS');
      }
    });

    it('judges expiry by the server clock', async () => {
      const token = await googleToken();
      server.advanceClock(2 * 60 * 60 * 1000);
      expect(errorCode((await server.post('/login/social', { token })).body)).toBe('INVALID_CREDENTIALS');
    });

    it('refuses an e-mail Google does not vouch for', async () => {
      const answer = await server.post('/login/social', {
        token: await googleToken({ email: 'unverified@gmail.com', email_verified: false }),
      });
      expect(answer.status).toBe(401);
      expect(errorCode(answer.body)).toBe('INVALID_CREDENTIALS');
      const created = await server.deps.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'unverified@gmail.com')
        .execute();
      expect(created).toEqual([]);
    });

    it('refuses a suspended account', async () => {
      const user = await createUser(server.deps, { email: 'suspended.g@gmail.com' });
      await server.deps.db.updateTable('users').set({ suspended_at: new Date() }).where('id', '=', user.id).execute();
      const answer = await server.post('/login/social', {
        token: await googleToken({ email: 'suspended.g@gmail.com' }),
      });
      expect(answer.status).toBe(403);
      expect(errorCode(answer.body)).toBe('UNKNOWN_LOGIN_ERROR');
    });

    it('answers 400 without a token', async () => {
      const answer = await server.post('/login/social', {});
      expect(answer.status).toBe(400);
      expect(errorCode(answer.body)).toBe('BAD_USER_INPUT');
    });
  });

  describe('Facebook (POST /login/facebook)', () => {
    it('creates an account from the Graph profile, then signs in to it again', async () => {
      providers.facebookTokens.set('fb-good', { id: '1001', name: 'Karim Benali', email: 'karim.fb@example.dz' });
      const first = await server.post('/login/facebook', { token: 'fb-good' });
      expect(first.status).toBe(200);
      const me = await whoAmI(server, first.body.token);
      expect(me!.username).toMatch(/^karim_benali/);
      const again = await server.post('/login/facebook', { token: 'fb-good' });
      expect(await whoAmI(server, again.body.token)).toMatchObject({ id: me!.id });
    });

    it('links by e-mail, Facebook e-mails counting as verified', async () => {
      const user = await createUser(server.deps, { email: 'linked.fb@example.dz' });
      providers.facebookTokens.set('fb-link', { id: '1002', name: 'Linked', email: 'LINKED.fb@example.dz' });
      const answer = await server.post('/login/facebook', { token: 'fb-link' });
      expect(await whoAmI(server, answer.body.token)).toMatchObject({ id: user.id });
    });

    it('creates an account without e-mail when Facebook has none', async () => {
      providers.facebookTokens.set('fb-noemail', { id: '1003', name: 'Phone Only' });
      const answer = await server.post('/login/facebook', { token: 'fb-noemail' });
      expect(answer.status).toBe(200);
      const me = await whoAmI(server, answer.body.token);
      const row = await server.deps.db.selectFrom('users').select('email').where('id', '=', me!.id).executeTakeFirst();
      expect(row).toEqual({ email: null });
    });

    it('refuses tokens Facebook calls invalid, unknown ones, tokens of another app or of another person', async () => {
      providers.facebookTokens.set('fb-invalid', { id: '1004', name: 'X', valid: false });
      providers.facebookTokens.set('fb-other-app', { id: '1005', name: 'Y', appId: '999' });
      providers.facebookTokens.set('fb-swapped', { id: '1006', name: 'Z', inspectedId: '2006' });
      for (const token of ['fb-invalid', 'fb-unknown', 'fb-other-app', 'fb-swapped']) {
        const answer = await server.post('/login/facebook', { token });
        expect(answer.status, token).toBe(401);
        expect(errorCode(answer.body)).toBe('INVALID_CREDENTIALS');
      }
    });

    it('answers AUTH/UNKNOWN_ERROR when the Graph API fails', async () => {
      for (const token of ['fb-down', 'fb-garbage']) {
        const answer = await server.post('/login/facebook', { token });
        expect(answer.status, token).toBe(502);
        expect(errorCode(answer.body)).toBe('AUTH/UNKNOWN_ERROR');
      }
    });
  });
});

describe.each(testEngines)('social sign-in with providers unreachable or unset (%s)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, {
      configure: (config) => {
        // Port 9 (discard) on the loopback: nothing listens, the connection is refused.
        config.google.jwksUrl = 'http://127.0.0.1:9/certs';
        config.google.clientId = CLIENT_ID;
        config.facebook.appId = '';
      },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers AUTH/UNKNOWN_ERROR when Google’s keys cannot be fetched', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', kid: 'k' })
      .setIssuer(ISSUER)
      .setAudience(CLIENT_ID)
      .setSubject('s')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
    const answer = await server.post('/login/social', { token });
    expect(answer.status).toBe(502);
    expect(errorCode(answer.body)).toBe('AUTH/UNKNOWN_ERROR');
  });

  it('answers AUTH/UNKNOWN_ERROR (503) when a provider is not configured', async () => {
    const answer = await server.post('/login/facebook', { token: 'anything' });
    expect(answer.status).toBe(503);
    expect(errorCode(answer.body)).toBe('AUTH/UNKNOWN_ERROR');
  });
});
