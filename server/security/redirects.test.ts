import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeRedirectPath } from '../web/app/routes';
import { createLand } from '../modules/sitebuild/sitebuild.test-support';
import { ACCESS_COOKIE } from '../modules/auth/session-cookies';
import { parseSetCookies } from '../test/cookies';
import { testEngines } from '../test/engines';
import { createUser } from '../test/factories';
import { startTestServer, type TestServer } from '../test/harness';
import { captureLogs } from './log-capture';

/**
 * Redirect targets: whatever `redirectTo` (or the path itself) holds, the server only sends
 * people to a path of this site, after decoding and normalising; anything else goes home.
 */

const PORTAL = 'http://souk.test';
const DOMAIN = 'boutique-redirects.localhost';

/** Hostile targets: other hosts, schemes, slashes and backslashes raw or encoded, controls, broken encodings. */
const HOSTILE_TARGETS = [
  'https://evil.example/',
  'HtTpS://evil.example',
  'http:/evil.example',
  'http:evil.example',
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/%2F/evil.example',
  '/%2f%2fevil.example',
  '%2F%2Fevil.example',
  '/%252F%252Fevil.example',
  '/%5Cevil.example',
  '/%5c%5cevil.example',
  '/..//evil.example',
  '/./%2e%2e//evil.example',
  '/%2e%2e/%2e%2e//evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:x',
  '/\t/evil.example',
  '/%09/evil.example',
  '/\n/evil.example',
  '/%0d%0aSet-Cookie:%20owned=1',
  '/\r\nSet-Cookie: owned=1',
  '/%00',
  '/\u0000evil',
  '/%E0%A4%A',
  '/%',
  '/%ED%A0%80',
  '/\u2028evil',
  '/\u202eevil',
  '\u3000//evil.example',
  ' //evil.example',
  'evil.example',
  '@evil.example',
  '/@evil.example/../',
  `/${'a'.repeat(5000)}`,
];

/** True when `location` keeps the browser on this site (`base`), read as a browser reads it. */
function staysOnSite(location: string, base: string): boolean {
  // Browsers drop tabs and line breaks and read backslashes as slashes; a header cannot hold controls.
  if (/[\u0000-\u001f\u007f]/.test(location)) return false;
  const url = new URL(location.replace(/\\/g, '/'), base);
  return url.origin === new URL(base).origin && ['http:', 'https:'].includes(url.protocol);
}

describe('safeRedirectPath', () => {
  it('refuses every hostile target, and keeps ordinary paths with their query', () => {
    for (const target of HOSTILE_TARGETS) {
      const safe = safeRedirectPath(target);
      if (safe !== null) expect(staysOnSite(safe, PORTAL), JSON.stringify(target)).toBe(true);
    }
    expect(safeRedirectPath('/s?q=golf+7&lang=ar')).toBe('/s?q=golf+7&lang=ar');
    expect(safeRedirectPath('/membre/12/annonces')).toBe('/membre/12/annonces');
  });
});

describe.each(testEngines)('redirect targets over HTTP (%s)', (engine) => {
  let server: TestServer;
  let cookie: string;
  const logs = captureLogs();

  beforeAll(async () => {
    server = await startTestServer(engine, { logStream: logs.stream });
    const member = await createUser(server.deps);
    const signIn = await fetch(`${server.url}/auth/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: PORTAL },
      body: new URLSearchParams({ username: member.username!, password: member.password }),
    });
    cookie = `${ACCESS_COOKIE}=${parseSetCookies(signIn.headers).get(ACCESS_COOKIE)!.value}`;
    await createLand(server.deps, { domain: DOMAIN });
  });
  afterAll(async () => server?.close());

  /** A GET whose path is sent as written (the inject client does not normalise it). */
  async function get(path: string, headers: Record<string, string> = {}) {
    const response = await server.app.inject({ method: 'GET', url: path, headers });
    return { status: response.statusCode, location: response.headers.location };
  }

  function expectSafe(answer: { status: number; location?: string }, label: string, base = PORTAL) {
    expect(answer.status, label).toBeLessThan(500);
    if (answer.location !== undefined) {
      const location = String(answer.location);
      // The portal's own redirects to the panel are configuration, not input.
      if (location.startsWith('https://panel.souk.dz/')) return;
      expect(staysOnSite(location, base), `${label} → ${JSON.stringify(location)}`).toBe(true);
    }
  }

  const inQuery = (target: string) => encodeURIComponent(target);

  it('sends a signed-in member from the sign-in pages only to paths of this site', async () => {
    for (const target of HOSTILE_TARGETS) {
      for (const page of ['/auth/login', '/auth/register', '/login', '/auth']) {
        const answer = await get(`${page}?redirectTo=${inQuery(target)}`, { cookie });
        expectSafe(answer, `${page} ${JSON.stringify(target)}`);
        expect(answer.status).toBe(302);
      }
    }
    expect((await get('/auth/login?redirectTo=%2Fs%3Fq%3Dgolf', { cookie })).location).toBe('/s?q=golf');
  });

  it('after signing in by the form, follows only paths of this site', async () => {
    const member = await createUser(server.deps);
    for (const target of [...HOSTILE_TARGETS.slice(0, 20), '/s?q=golf']) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/auth/login',
        headers: { origin: PORTAL, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          username: member.username!,
          password: member.password,
          redirectTo: target,
        }).toString(),
      });
      expect(response.statusCode, JSON.stringify(target)).toBe(303);
      const location = String(response.headers.location);
      expect(staysOnSite(location, PORTAL), `${JSON.stringify(target)} → ${location}`).toBe(true);
      if (target === '/s?q=golf') expect(location).toBe('/s?q=golf');
    }
  });

  it('never builds a redirect to another host from the path itself', async () => {
    for (const path of [
      '//evil.example/',
      '//evil.example//',
      '///evil.example/',
      '//evil.example/s/1',
      '/%2F%2Fevil.example/',
      '/\\evil.example/',
      '//evil.example/store/1/x',
      '//evil.example/login-anonymous',
      '//evil.example/publish',
    ]) {
      expectSafe(await get(path), path);
      expectSafe(await get(path, { cookie }), `${path} (signed in)`);
    }
  });

  it('on a store’s own domain, sends sign-ins and their way back only to that domain’s paths', async () => {
    const host = { host: `${DOMAIN}:3000` };
    const base = `http://${DOMAIN}:3000`;
    for (const target of HOSTILE_TARGETS) {
      for (const page of ['/auth/login', '/login-external']) {
        const answer = await get(`${page}?redirectTo=${inQuery(target)}`, { ...host, cookie });
        expect(answer.status, `${page} ${JSON.stringify(target)}`).toBeLessThan(500);
        const location = answer.location ?? '/';
        // The portal's sign-in bridge is the one other host it may name, carrying a safe path back.
        if (location.startsWith(`${PORTAL}/auth/site-sign-in`)) {
          const back = new URL(location).searchParams.get('redirectTo') ?? '/';
          expect(staysOnSite(back, base), `${JSON.stringify(target)} → ${back}`).toBe(true);
        } else {
          expectSafe(answer, `${page} ${JSON.stringify(target)}`, base);
        }
      }
    }
    for (const path of ['//evil.example/', '//evil.example//x/']) expectSafe(await get(path, host), path, base);
  });

  it('keeps the portal’s sign-in bridge on this site’s paths', async () => {
    for (const target of HOSTILE_TARGETS) {
      const answer = await get(`/auth/site-sign-in?store=1&redirectTo=${inQuery(target)}`);
      expectSafe(answer, JSON.stringify(target));
      const login = new URL(String(answer.location), PORTAL);
      // Unsigned, it asks to sign in first, coming back to the bridge (a path of this site).
      expect(staysOnSite(login.searchParams.get('redirectTo') ?? '/', PORTAL)).toBe(true);
    }
  });

  it('logs no error for any of it', () => {
    expect(logs.errors().map((line) => line.msg)).toEqual([]);
  });
});
