import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/engines';
import { createUser } from '../../test/factories';
import { parseSetCookies, type SetCookie } from '../../test/cookies';
import { startTestServer, type TestServer } from '../../test/harness';
import { createAnnouncement } from '../../modules/announcements/announcements.test-support';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../modules/auth/access-token';
import { createAuthCode } from '../../modules/auth/auth-codes.service';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../../modules/auth/session-cookies';
import { CLIENT_ENTRY } from './manifest';
import { DATA_ELEMENT_ID } from './page-data';

const PANEL_URL = 'https://panel.souk.test';

/**
 * A build manifest as `vite build` writes it, so pages carry a bootstrap script (and the
 * nonce checks have something to look at) without building the client in a unit test.
 */
const MANIFEST = {
  [CLIENT_ENTRY]: {
    file: 'assets/entry-test.js',
    isEntry: true,
    imports: ['_vendor-test.js'],
    css: ['assets/entry-test.css'],
  },
  '_vendor-test.js': { file: 'assets/vendor-test.js' },
  'server/web/app/pages/HomePage.tsx': { file: 'assets/HomePage-test.js', imports: ['_vendor-test.js'] },
  'virtual:page-texts/fr': { file: 'assets/fr-test.js', isDynamicEntry: true },
  'virtual:page-texts/ar': { file: 'assets/ar-test.js', isDynamicEntry: true },
};

interface Tokens {
  token: string;
  refresh_token: string;
  expires_in: number;
  refresh_expires_in: number;
}

/** A page fetched over HTTP, redirects not followed. */
interface Fetched {
  status: number;
  headers: Headers;
  html: string;
  cookies: Map<string, SetCookie>;
}

/** The JSON data block the server hands to hydration. */
function pageData(html: string): { raw: string; data: any } {
  const found = new RegExp(`<script type="application/json" id="${DATA_ELEMENT_ID}">([\\s\\S]*?)</script>`).exec(html);
  if (!found) throw new Error('no page data in the HTML');
  return { raw: found[1]!, data: JSON.parse(found[1]!) };
}

/** The viewer the page was rendered for, read from the `Me` result handed to the browser. */
function viewerOf(html: string): { id: string; displayName: string } | null {
  const results = Object.values(pageData(html).data.urql as Record<string, { data?: string }>);
  for (const result of results) {
    const data = result.data ? (JSON.parse(result.data) as { me?: { id: string; displayName: string } | null }) : {};
    if (data.me !== undefined) return data.me;
  }
  return null;
}

/** A cookie that tells the browser to forget it. */
function isCleared(cookie: SetCookie | undefined): boolean {
  if (!cookie) return false;
  const expires = cookie.attributes.expires ? Date.parse(cookie.attributes.expires) : Number.POSITIVE_INFINITY;
  return cookie.value === '' && (cookie.attributes['max-age'] === '0' || expires < Date.now());
}

describe.each(testEngines)('server-rendered pages (%s)', (engine) => {
  let server: TestServer;
  let webDir: string;

  beforeAll(async () => {
    webDir = await mkdtemp(path.join(tmpdir(), 'souk-render-test-'));
    await mkdir(path.join(webDir, '.vite'));
    await writeFile(path.join(webDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    server = await startTestServer(engine, { env: { WEB_DIR: webDir, PANEL_URL: PANEL_URL } });
  });
  afterAll(async () => {
    await server?.close();
    await rm(webDir, { recursive: true, force: true });
  });

  async function get(address: string, cookies: Record<string, string> = {}): Promise<Fetched> {
    const cookie = Object.entries(cookies)
      .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
      .join('; ');
    const response = await fetch(`${server.url}${address}`, {
      redirect: 'manual',
      headers: cookie ? { cookie } : {},
    });
    return {
      status: response.status,
      headers: response.headers,
      html: await response.text(),
      cookies: parseSetCookies(response.headers),
    };
  }

  async function signIn(): Promise<{ id: string; tokens: Tokens }> {
    const user = await createUser(server.deps);
    const { status, body } = await server.post('/login', { username: user.username, password: user.password });
    expect(status).toBe(200);
    return { id: user.id, tokens: body as Tokens };
  }

  describe('status codes', () => {
    it.each([
      ['/', 200],
      ['/s', 200],
      ['/auth/login', 200],
      ['/legals', 200],
      ['/this/page/does-not-exist', 404],
    ])('%s answers %i with a complete HTML document', async (address, status) => {
      const page = await get(address);
      expect(page.status).toBe(status);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(page.html.startsWith('<!DOCTYPE html>')).toBe(true);
      expect(page.html.match(/<!DOCTYPE html>/gi)).toHaveLength(1);
      expect(page.html).toMatch(/<html[^>]*>[\s\S]*<head>[\s\S]*<\/head>[\s\S]*<body>[\s\S]*<\/body><\/html>$/);
    });

    it('answers 200 for a published announcement and 404 for one that does not exist', async () => {
      const owner = await createUser(server.deps);
      const announcement = await createAnnouncement(server.deps, { userId: owner.id });
      expect((await get(`/${announcement.slug}-d${announcement.id}`)).status).toBe(200);
      expect((await get('/velo-d987654321')).status).toBe(404);
    });

    it('redirects page 1 of a listing permanently to the listing, and trailing slashes away', async () => {
      const first = await get('/s/1?q=golf');
      expect(first.status).toBe(301);
      expect(first.headers.get('location')).toBe('/s?q=golf');
      const slash = await get('/auth/login/');
      expect(slash.status).toBe(301);
      expect(slash.headers.get('location')).toBe('/auth/login');
    });

    it('sends the member panel paths to config.panelUrl, with their query', async () => {
      for (const address of ['/publish?steps=upload', '/my', '/edit-announcement/12']) {
        const page = await get(address);
        expect(page.status, address).toBe(302);
        expect(page.headers.get('location')).toBe(`${PANEL_URL}${address}`);
      }
    });

    it('leaves the API and the static files to their own routes', async () => {
      expect((await get('/status/ready')).headers.get('content-type')).toMatch(/^application\/json/);
      expect((await get('/static/does-not-exist.js')).status).toBe(404);
    });
  });

  describe('document', () => {
    it.each([
      ['', 'fr', 'ltr'],
      ['?lang=fr', 'fr', 'ltr'],
      ['?lang=ar', 'ar', 'rtl'],
      ['?lang=en', 'en', 'ltr'],
      ['?lang=de', 'fr', 'ltr'],
    ])('"%s" gives <html lang="%s" dir="%s">', async (query, lang, dir) => {
      for (const address of [`/${query}`, `/auth/login${query}`]) {
        const { html } = await get(address);
        expect(html).toMatch(new RegExp(`<html lang="${lang}" dir="${dir}"`));
      }
    });

    it('puts every page content in place, not behind a loading fallback that a script swaps in', async () => {
      // React outlines a large Suspense boundary (its fallback in place, the content in a hidden
      // <div> moved by an inline script) unless told not to: without JavaScript, and for
      // crawlers, such a page reads "Chargement…". The legal pages are long enough to trigger it.
      for (const address of ['/terms', '/privacy?lang=ar', '/', '/s']) {
        const { html } = await get(address);
        expect(html, address).not.toContain('<template id="B:');
        expect(html, address).not.toMatch(/<div hidden id="S:/);
        expect(html, address).not.toContain('class="page-loading"');
      }
    });

    it('varies with the cookie and is not cached as is', async () => {
      const page = await get('/');
      expect(page.headers.get('vary')?.toLowerCase()).toContain('cookie');
      expect(page.headers.get('cache-control')).toBe('no-cache');
    });

    it('links the build: stylesheet, bootstrap module and preloaded chunks of the page', async () => {
      const { html } = await get('/');
      expect(html).toContain('<link rel="stylesheet" href="/static/assets/entry-test.css"');
      expect(html).toMatch(/<script type="module" src="\/static\/assets\/entry-test\.js"/);
      expect(html).toContain('<link rel="modulepreload" href="/static/assets/vendor-test.js">');
      expect(html).toContain('<link rel="modulepreload" href="/static/assets/HomePage-test.js">');
    });

    it('preloads the texts of the page’s language only', async () => {
      const french = await get('/');
      expect(french.html).toContain('<link rel="modulepreload" href="/static/assets/fr-test.js">');
      expect(french.html).not.toContain('ar-test.js');
      const arabic = await get('/?lang=ar');
      expect(arabic.html).toContain('<link rel="modulepreload" href="/static/assets/ar-test.js">');
      expect(arabic.html).not.toContain('fr-test.js');
    });
  });

  describe('Content Security Policy', () => {
    it('sends a CSP whose script nonce is the one every script of the page carries', async () => {
      const page = await get('/');
      const csp = page.headers.get('content-security-policy') ?? '';
      const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src ')) ?? '';
      const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
      expect(nonce).toBeTruthy();
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(csp).toMatch(/style-src-attr 'none'/);
      expect(csp).toMatch(/object-src 'none'/);
      expect(csp).toMatch(/frame-ancestors 'none'/);

      const scripts = [...page.html.matchAll(/<script\b([^>]*)>/g)].map((found) => found[1]!);
      expect(scripts.length).toBeGreaterThanOrEqual(2);
      for (const attributes of scripts) {
        if (/type="application\/(ld\+)?json"/.test(attributes)) continue;
        expect(attributes).toContain(`nonce="${nonce}"`);
      }
      // The bootstrap module is one of them.
      expect(scripts.some((attributes) => attributes.includes('entry-test.js'))).toBe(true);
    });

    it('draws a new nonce for every response', async () => {
      const nonces = await Promise.all(
        [1, 2, 3].map(
          async () => /'nonce-([^']+)'/.exec((await get('/')).headers.get('content-security-policy')!)?.[1],
        ),
      );
      expect(new Set(nonces).size).toBe(3);
    });

    it('has no inline event handlers and no style attributes in the HTML', async () => {
      for (const address of ['/', '/s', '/auth/login', '/nope/nope']) {
        const { html } = await get(address);
        expect(html, address).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
        expect(html, address).not.toMatch(/<[^>]+\sstyle\s*=/i);
      }
    });
  });

  describe('page data', () => {
    it('is valid JSON without "<" so no user text can close the script element', async () => {
      const { id, tokens } = await signIn();
      const hostile = '</script><script>alert(1)</script><!-- \u2028';
      await server.deps.db.updateTable('users').set({ display_name: hostile }).where('id', '=', id).execute();
      const { html } = await get('/', { [ACCESS_COOKIE]: tokens.token });
      const { raw, data } = pageData(html);
      expect(raw).not.toContain('<');
      expect(raw.toLowerCase()).not.toContain('</script');
      expect(raw).not.toContain('\u2028');
      expect(data.site).toEqual({ publicUrl: 'http://souk.test', panelUrl: PANEL_URL, tracking: true });
      // The text survives the trip intact.
      expect(viewerOf(html)).toMatchObject({ id, displayName: hostile });
      // And the markup outside the data block never carries it raw.
      expect(html.split(hostile)).toHaveLength(1);
    });

    it('renders a visitor as a visitor', async () => {
      expect(viewerOf((await get('/')).html)).toBeNull();
    });
  });

  describe('sign-in and sign-out by address (spec §4)', () => {
    it('exchanges auth_token for the session cookies and strips it from the address', async () => {
      const user = await createUser(server.deps);
      const { code } = await createAuthCode(server.deps, user.id);
      const landing = await get(`/legals?from=mail&auth_token=${code}&lang=ar`);
      expect(landing.status).toBe(302);
      expect(landing.headers.get('location')).toBe('/legals?from=mail&lang=ar');
      const access = landing.cookies.get(ACCESS_COOKIE);
      const refresh = landing.cookies.get(REFRESH_COOKIE);
      expect(access?.value).toBeTruthy();
      expect(refresh?.value).toBeTruthy();
      for (const cookie of [access!, refresh!]) {
        expect(cookie.attributes).toHaveProperty('httponly');
        expect(cookie.attributes.samesite?.toLowerCase()).toBe('lax');
        expect(cookie.attributes.path).toBe('/');
      }
      // The new session is the member's.
      const next = await get('/legals?from=mail&lang=ar', { [ACCESS_COOKIE]: access!.value });
      expect(viewerOf(next.html)?.id).toBe(user.id);
    });

    it('ignores a code that does not exchange (used twice): no cookies, same stripped address', async () => {
      const user = await createUser(server.deps);
      const { code } = await createAuthCode(server.deps, user.id);
      expect((await get(`/?auth_token=${code}`)).cookies.get(ACCESS_COOKIE)?.value).toBeTruthy();
      const replay = await get(`/?auth_token=${code}`);
      expect(replay.status).toBe(302);
      expect(replay.headers.get('location')).toBe('/');
      expect(replay.cookies.get(ACCESS_COOKIE)?.value ?? '').toBe('');
    });

    it('clears both cookies on logout=true, revokes the refresh token and strips the flag', async () => {
      const { tokens } = await signIn();
      const page = await get('/membre/1?logout=true&lang=en', {
        [ACCESS_COOKIE]: tokens.token,
        [REFRESH_COOKIE]: tokens.refresh_token,
      });
      expect(page.status).toBe(302);
      expect(page.headers.get('location')).toBe('/membre/1?lang=en');
      expect(isCleared(page.cookies.get(ACCESS_COOKIE))).toBe(true);
      expect(isCleared(page.cookies.get(REFRESH_COOKIE))).toBe(true);
      const refused = await server.post('/oauth2/token', {
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token,
      });
      expect(refused.status).toBeGreaterThanOrEqual(400);
    });
  });

  describe('session refresh on a page request', () => {
    it('refreshes when the browser dropped the expired access cookie: new cookies, rendered as the member', async () => {
      const { id, tokens } = await signIn();
      const page = await get('/', { [REFRESH_COOKIE]: tokens.refresh_token });
      expect(page.status).toBe(200);
      const access = page.cookies.get(ACCESS_COOKIE)?.value;
      const refresh = page.cookies.get(REFRESH_COOKIE)?.value;
      expect(access).toBeTruthy();
      expect(refresh).toBeTruthy();
      expect(refresh).not.toBe(tokens.refresh_token);
      expect(viewerOf(page.html)?.id).toBe(id);
    });

    it('refreshes when the access cookie is still sent but its token has expired', async () => {
      const { id, tokens } = await signIn();
      server.advanceClock((ACCESS_TOKEN_TTL_SECONDS + 60) * 1000);
      const page = await get('/', { [ACCESS_COOKIE]: tokens.token, [REFRESH_COOKIE]: tokens.refresh_token });
      expect(page.status).toBe(200);
      expect(page.cookies.get(ACCESS_COOKIE)?.value).toBeTruthy();
      expect(page.cookies.get(ACCESS_COOKIE)?.value).not.toBe(tokens.token);
      expect(viewerOf(page.html)?.id).toBe(id);
    });

    it('does not take an access cookie the server refuses (old signing key) for a session', async () => {
      // Otherwise the login page sends this visitor home as if signed in, until the cookie expires.
      const page = await get('/auth/login', { [ACCESS_COOKIE]: 'eyJhbGciOiJIUzI1NiJ9.e30.invalid' });
      expect(page.status).toBe(200);
      expect(viewerOf(page.html)).toBeNull();
    });

    it('lets two requests carrying the same refresh cookie at once both succeed, with the same new pair', async () => {
      const { id, tokens } = await signIn();
      const [first, second] = await Promise.all([
        get('/', { [REFRESH_COOKIE]: tokens.refresh_token }),
        get('/s', { [REFRESH_COOKIE]: tokens.refresh_token }),
      ]);
      for (const page of [first, second]) {
        expect(page.status).toBe(200);
        expect(viewerOf(page.html)?.id).toBe(id);
      }
      expect(first.cookies.get(REFRESH_COOKIE)?.value).toBeTruthy();
      expect(second.cookies.get(REFRESH_COOKIE)?.value).toBe(first.cookies.get(REFRESH_COOKIE)?.value);
      // The session lives on with the new refresh token.
      const later = await get('/', { [REFRESH_COOKIE]: second.cookies.get(REFRESH_COOKIE)!.value });
      expect(viewerOf(later.html)?.id).toBe(id);
    });

    it('clears the cookies when the refresh token is refused, and renders for a visitor', async () => {
      const page = await get('/', { [REFRESH_COOKIE]: 'not-a-refresh-token' });
      expect(page.status).toBe(200);
      expect(isCleared(page.cookies.get(REFRESH_COOKIE))).toBe(true);
      expect(viewerOf(page.html)).toBeNull();
    });
  });
});
