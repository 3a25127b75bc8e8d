import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/engines';
import { createUser } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';
import { verifyAccessToken } from './access-token';
import { errorCode, postWithHeaders, whoAmI } from './test-support';

describe.each(testEngines)('POST /login (%s)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('signs in with the username and returns the spec token response', async () => {
    const user = await createUser(server.deps, { username: 'amine_login' });
    const answer = await postWithHeaders(server, '/login', { username: 'amine_login', password: user.password });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const body = answer.body as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['expires_in', 'refresh_expires_in', 'refresh_token', 'token']);
    expect(body.expires_in).toBe(15 * 60);
    expect(body.refresh_expires_in).toBe(30 * 24 * 60 * 60);
    // 32 random bytes in base64url.
    expect(body.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const verified = await verifyAccessToken(server.deps.config, body.token as string, server.deps.now());
    expect(verified).toMatchObject({ claims: { sub: user.id, anon: false } });
  });

  it('gives an access token that works on `me`', async () => {
    const user = await createUser(server.deps);
    const { body } = await server.post('/login', { username: user.username, password: user.password });
    expect(await whoAmI(server, body.token)).toEqual({ id: user.id, isAnonymous: false, username: user.username });
  });

  it('accepts the e-mail instead of the username, in any case, and a form body', async () => {
    const user = await createUser(server.deps, { username: 'Sara_Case', email: 'Sara.Case@Example.dz' });
    const byEmail = await server.post('/login', { username: 'sara.case@EXAMPLE.dz', password: user.password });
    expect(byEmail.status).toBe(200);
    const byUpperName = await server.post(
      '/login',
      new URLSearchParams({ username: 'SARA_CASE', password: user.password }),
    );
    expect(byUpperName.status).toBe(200);
    expect(await whoAmI(server, byUpperName.body.token)).toMatchObject({ id: user.id });
  });

  it('refuses a wrong password and an unknown account alike', async () => {
    const user = await createUser(server.deps);
    const wrong = await server.post('/login', { username: user.username, password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ errors: [{ code: 'INVALID_CREDENTIALS', message: 'Identifiants invalides' }] });
    const unknown = await server.post('/login', { username: 'nobody_here', password: 'whatever-1' });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses accounts without a password (anonymous, social-only)', async () => {
    const anonymous = await createUser(server.deps, { isAnonymous: true });
    const row = await server.deps.db
      .updateTable('users')
      .set({ username: 'social_only', password_hash: null })
      .where('id', '=', anonymous.id)
      .returning('id')
      .executeTakeFirst();
    expect(row).toBeDefined();
    const answer = await server.post('/login', { username: 'social_only', password: 'any-password' });
    expect(answer.status).toBe(401);
    expect(errorCode(answer.body)).toBe('INVALID_CREDENTIALS');
  });

  it('refuses a suspended account even with the right password', async () => {
    const user = await createUser(server.deps);
    await server.deps.db.updateTable('users').set({ suspended_at: new Date() }).where('id', '=', user.id).execute();
    const answer = await server.post('/login', { username: user.username, password: user.password });
    expect(answer.status).toBe(403);
    expect(errorCode(answer.body)).toBe('UNKNOWN_LOGIN_ERROR');
  });

  it('answers bad input with a 400 and no internals', async () => {
    const cases: { body: string; type?: string }[] = [
      { body: '{}' },
      { body: JSON.stringify({ username: 'a' }) },
      { body: JSON.stringify({ username: '', password: 'x' }) },
      { body: JSON.stringify({ username: { $ne: 1 }, password: 'x' }) },
      { body: JSON.stringify({ username: 'a', password: 'x'.repeat(5000) }) },
      { body: '[1,2,3]' },
      { body: '{"username": "a", "password":' },
      { body: 'username=a', type: 'text/plain' },
    ];
    for (const sample of cases) {
      const response = await fetch(`${server.url}/login`, {
        method: 'POST',
        headers: { 'content-type': sample.type ?? 'application/json' },
        body: sample.body,
      });
      const body = (await response.json()) as { errors: { code: string; message: string }[] };
      expect(response.status, sample.body).toBeGreaterThanOrEqual(400);
      expect(response.status, sample.body).toBeLessThan(500);
      expect(body.errors[0]!.code).toBe('BAD_USER_INPUT');
      expect(JSON.stringify(body)).not.toMatch(/stack|select |at \//i);
    }
  });
});
