import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/engines';
import { startTestServer, type TestServer } from '../../test/harness';
import { DEFAULT_ANONYMOUS_CHALLENGE } from './anonymous.service';
import { errorCode, whoAmI } from './test-support';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

describe.each(testEngines)('anonymous sign-in (%s)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, {
      // A trivial proof of work, so the tests solve it at once with ALTCHA's own solver.
      configure: (config) => {
        config.anonymousChallenge = { counterMin: 1, counterMax: 40, cost: 1 };
      },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function getChallenge(): Promise<Challenge> {
    const response = await fetch(`${server.url}/login-anonymous/challenge`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return (await response.json()) as Challenge;
  }

  async function solvedPayload(): Promise<string> {
    const challenge = await getChallenge();
    const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
    expect(solution).not.toBeNull();
    return encode({ challenge, solution: { counter: solution!.counter, derivedKey: solution!.derivedKey } });
  }

  const signIn = (payload?: string) =>
    server.post('/login-anonymous', {}, payload === undefined ? {} : { 'recaptcha-Token': payload });

  it('hands out signed, expiring challenges', async () => {
    const challenge = await getChallenge();
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.algorithm).toBe('SHA-256');
    expect(challenge.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    const expiresInSeconds = challenge.parameters.expiresAt! - server.deps.now().getTime() / 1000;
    expect(expiresInSeconds).toBeGreaterThan(9 * 60);
    expect(expiresInSeconds).toBeLessThanOrEqual(10 * 60);
  });

  it('creates an anonymous account for a solved challenge', async () => {
    const answer = await signIn(await solvedPayload());
    expect(answer.status).toBe(200);
    expect(answer.body.refresh_expires_in).toBe(180 * 24 * 60 * 60);
    const me = await whoAmI(server, answer.body.token);
    expect(me).toMatchObject({ isAnonymous: true, username: null });
    // The anonymous session refreshes like any other.
    const refreshed = await server.post('/oauth2/token', {
      grant_type: 'refresh_token',
      refresh_token: answer.body.refresh_token,
    });
    expect(refreshed.status).toBe(200);
    expect(await whoAmI(server, refreshed.body.token)).toMatchObject({ id: me!.id, isAnonymous: true });
  });

  it('refuses a missing or malformed solution with RECAPTCHA/ERROR', async () => {
    for (const payload of [
      undefined,
      '',
      'not base64 at all',
      encode({ hello: 'world' }),
      encode([1, 2]),
      'x'.repeat(5000),
    ]) {
      const answer = await signIn(payload);
      expect(answer.status, String(payload).slice(0, 40)).toBe(401);
      expect(errorCode(answer.body)).toBe('RECAPTCHA/ERROR');
    }
  });

  it('refuses a wrong solution', async () => {
    const challenge = await getChallenge();
    const solution = (await solveChallenge({ challenge, deriveKey, timeout: 10_000 }))!;
    const wrongKey = encode({ challenge, solution: { counter: solution.counter, derivedKey: '00'.repeat(32) } });
    expect(errorCode((await signIn(wrongKey)).body)).toBe('RECAPTCHA/ERROR');
    const wrongCounter = encode({ challenge, solution: { counter: solution.counter + 1, derivedKey: 'zz' } });
    expect(errorCode((await signIn(wrongCounter)).body)).toBe('RECAPTCHA/ERROR');
  });

  it('refuses a challenge whose parameters were changed', async () => {
    const challenge = await getChallenge();
    const solution = (await solveChallenge({ challenge, deriveKey, timeout: 10_000 }))!;
    const tampered = {
      ...challenge,
      parameters: { ...challenge.parameters, expiresAt: challenge.parameters.expiresAt! + 3600 },
    };
    const answer = await signIn(encode({ challenge: tampered, solution }));
    expect(errorCode(answer.body)).toBe('RECAPTCHA/ERROR');
  });

  it('accepts a solution once only', async () => {
    const payload = await solvedPayload();
    expect((await signIn(payload)).status).toBe(200);
    const replay = await signIn(payload);
    expect(replay.status).toBe(401);
    expect(errorCode(replay.body)).toBe('RECAPTCHA/ERROR');
  });

  it('refuses a solution once its challenge has expired', async () => {
    const payload = await solvedPayload();
    server.advanceClock(10 * 60 * 1000 + 1000);
    const answer = await signIn(payload);
    expect(answer.status).toBe(401);
    expect(errorCode(answer.body)).toBe('RECAPTCHA/ERROR');
  });
});

describe('default proof-of-work difficulty', () => {
  it('asks for real work unless configured otherwise', () => {
    expect(DEFAULT_ANONYMOUS_CHALLENGE.counterMin).toBeGreaterThanOrEqual(1000);
    expect(DEFAULT_ANONYMOUS_CHALLENGE.counterMax).toBeGreaterThan(DEFAULT_ANONYMOUS_CHALLENGE.counterMin);
    expect(DEFAULT_ANONYMOUS_CHALLENGE.ttlSeconds).toBe(600);
  });
});
