import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNPARSEABLE_STORE_ID } from '../../../shared/domain/stores';
import type { SiteDocument } from '../../../shared/site/document';
import type { LaunchType } from '../../../shared/site/launch';
import { createAnnouncement } from '../../modules/announcements/announcements.test-support';
import { createLand, documentOf, landVars, landWithEditor, OPS } from '../../modules/sitebuild/sitebuild.test-support';
import { testEngines } from '../../test/engines';
import { parseSetCookies } from '../../test/cookies';
import { createUser } from '../../test/factories';
import { ACCESS_COOKIE } from '../../modules/auth/session-cookies';
import { startTestServer, type TestServer } from '../../test/harness';
import { CLIENT_ENTRY, SITE_ANALYTICS_ENTRY, SITE_STYLESHEET_ENTRY } from './manifest';

const MANIFEST = {
  [CLIENT_ENTRY]: { file: 'assets/entry-test.js', isEntry: true },
  [SITE_ANALYTICS_ENTRY]: { file: 'assets/site-analytics-test.js', isEntry: true },
  [SITE_STYLESHEET_ENTRY]: { file: 'assets/sites-test.css', isEntry: true },
};

const DOMAIN = 'boutique-test.localhost';

/** A page fetched as a browser would, redirects not followed. */
async function get(server: TestServer, address: string) {
  const response = await fetch(`${server.url}${address}`, { redirect: 'manual' });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** A page asked for on another host name (the store-domain mode reads the Host header). */
async function getOnHost(server: TestServer, host: string, address: string) {
  const url = new URL(server.url);
  const response = await server.app.inject({ method: 'GET', url: address, headers: { host: `${host}:${url.port}` } });
  return {
    status: response.statusCode,
    headers: new Headers(response.headers as Record<string, string>),
    html: response.body,
  };
}

/** A page without the JSON data it hands to hydration. */
function withoutPageData(html: string): string {
  return html.replace(/<script type="application\/json" id="__SOUK_DATA__">[\s\S]*?<\/script>/, '');
}

/** The directives of a page's Content-Security-Policy. */
function policyOf(headers: Headers): Record<string, string[]> {
  const header = headers.get('content-security-policy') ?? '';
  return Object.fromEntries(
    header.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe.each(testEngines)('store and market sites (%s)', (engine) => {
  let server: TestServer;
  let webDir: string;
  let store: { id: string; slug: string };
  let bareStore: { id: string; slug: string };
  let market: { id: string; slug: string };
  let ownAnnouncement: { id: string; slug: string };
  let otherAnnouncement: { id: string; slug: string };

  /** Commits and publishes a document for a land, as its editor. */
  async function publish(land: { launchType: LaunchType; id: string }, token: string, document: SiteDocument) {
    const access = await server.gql<any>(OPS.access, landVars(land), { token });
    const committed = await server.gql<any>(
      OPS.commit,
      { ...landVars(land), build: document, base: access.data.siteBuildAccess.version },
      { token },
    );
    expect(committed.errors).toBeUndefined();
    const published = await server.gql(
      OPS.publish,
      { ...landVars(land), build: committed.data.siteBuildCommit },
      { token },
    );
    expect(published.errors).toBeUndefined();
  }

  const slugOf = async (table: 'stores' | 'markets', id: string) =>
    (await server.deps.db.selectFrom(table).select('slug').where('id', '=', id).executeTakeFirstOrThrow()).slug;

  beforeAll(async () => {
    webDir = await mkdtemp(path.join(tmpdir(), 'souk-site-test-'));
    await mkdir(path.join(webDir, '.vite'));
    await writeFile(path.join(webDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    server = await startTestServer(engine, { env: { WEB_DIR: webDir } });

    const { land, editor } = await landWithEditor(server, { domain: DOMAIN });
    await publish(
      land,
      editor.token,
      documentOf('STORE', (document) => {
        document.pages[0]!.title = { fr: 'Accueil', ar: 'الرئيسية', en: 'Home' };
        document.pages.push(
          {
            id: 'about',
            title: { fr: 'À propos', ar: 'من نحن', en: 'About' },
            type: 'page',
            slug: 'a-propos',
            visible: true,
            blocks: [],
          },
          {
            id: 'hidden',
            title: { fr: 'Brouillon', ar: 'مسودة', en: 'Draft' },
            type: 'page',
            slug: 'brouillon',
            visible: false,
            blocks: [],
          },
        );
      }),
    );
    store = { id: land.id, slug: await slugOf('stores', land.id) };
    await server.deps.db
      .updateTable('stores')
      .set({ description: 'Vélos et accessoires à Alger.' })
      .where('id', '=', store.id)
      .execute();

    bareStore = await createLand(server.deps).then(async (bare) => ({
      id: bare.id,
      slug: await slugOf('stores', bare.id),
    }));

    const seller = await createUser(server.deps);
    ownAnnouncement = await createAnnouncement(server.deps, {
      userId: seller.id,
      storeId: store.id,
      title: 'Vélo Btwin',
    });
    otherAnnouncement = await createAnnouncement(server.deps, { userId: seller.id, title: 'Casque Giro' });

    const marketEditor = await landWithEditor(server, { launchType: 'MARKET', storeIds: [store.id] });
    await publish(marketEditor.land, marketEditor.editor.token, documentOf('MARKET'));
    market = { id: marketEditor.land.id, slug: await slugOf('markets', marketEditor.land.id) };
  });
  afterAll(async () => {
    await server?.close();
    await rm(webDir, { recursive: true, force: true });
  });

  const home = () => `/store/${store.id}/${store.slug}/`;

  describe('status codes and addresses', () => {
    it('renders a store’s home (200) in the site frame: quick bar, no portal top bar or footer', async () => {
      const page = await get(server, home());
      expect(page.status).toBe(200);
      expect(page.html).toContain('class="quick-bar"');
      expect(page.html).not.toContain('class="portal-header"');
      expect(page.html).not.toContain('<footer class="portal-footer');
      expect(page.html).toContain(`<title>Accueil · ${await nameOf('stores', store.id)}</title>`);
      expect(page.html).toContain('<meta name="description" content="Vélos et accessoires à Alger."/>');
      expect(page.html).toContain(`<link rel="canonical" href="http://souk.test${home()}"/>`);
      expect(page.html).toContain(`hrefLang="ar" href="http://souk.test${home()}?lang=ar"`);
    });

    it('links the sites’ stylesheet on site pages (placeholders too), never on portal pages', async () => {
      const link = '<link rel="stylesheet" href="/static/assets/sites-test.css"/>';
      expect((await get(server, home())).html).toContain(link);
      expect((await get(server, '/store/987654321/x/')).html).toContain(link);
      expect((await getOnHost(server, DOMAIN, '/')).html).toContain(link);
      expect((await get(server, '/')).html).not.toContain(link);
      expect((await get(server, '/boutiques')).html).not.toContain(link);
    });

    it('renders a builder page by slug, the listing and an announcement of the store', async () => {
      expect((await get(server, `${home()}a-propos`)).status).toBe(200);
      expect((await get(server, `${home()}annonce`)).status).toBe(200);
      const announcement = await get(server, `${home()}annonce/${ownAnnouncement.id}`);
      expect(announcement.status).toBe(200);
      expect(announcement.html).toContain(`<title>Vélo Btwin · ${await nameOf('stores', store.id)}</title>`);
    });

    it('is a 404 for an announcement of another seller, a hidden page and an unknown page', async () => {
      for (const address of [`${home()}annonce/${otherAnnouncement.id}`, `${home()}brouillon`, `${home()}nope`]) {
        const page = await get(server, address);
        expect(page.status, address).toBe(404);
        expect(page.html).toContain('class="quick-bar"');
        expect(page.html).toContain('<meta name="robots" content="noindex"/>');
      }
      expect((await get(server, `${home()}nope`)).html).toContain('Page introuvable');
    });

    it('forwards /store/{id} and a wrong slug to the store’s address (301), keeping the language', async () => {
      const forward = await get(server, `/store/${store.id}?lang=ar`);
      expect(forward.status).toBe(301);
      expect(forward.headers.get('location')).toBe(`${home()}?lang=ar`);
      const wrongSlug = await get(server, `/store/${store.id}/ancien-nom/a-propos`);
      expect(wrongSlug.status).toBe(301);
      expect(wrongSlug.headers.get('location')).toBe(`${home()}a-propos`);
      const noSlash = await get(server, `/store/${store.id}/${store.slug}`);
      expect(noSlash.status).toBe(301);
      expect(noSlash.headers.get('location')).toBe(home());
    });

    it('reads the id from ?id= when the path’s is not digits, else shows “Unable to parse STORE ID” (400)', async () => {
      const fallback = await get(server, `/store/boutique/${store.slug}/?id=${store.id}`);
      expect(fallback.status).toBe(301);
      expect(fallback.headers.get('location')).toBe(home());
      const bad = await get(server, '/store/boutique/x/');
      expect(bad.status).toBe(400);
      expect(bad.html).toContain(UNPARSEABLE_STORE_ID);
      expect((await get(server, '/landing/abc/x/')).status).toBe(400);
    });

    it('shows placeholders: an unknown store (404) and a store without a published site (404)', async () => {
      const unknown = await get(server, '/store/987654321/x/');
      expect(unknown.status).toBe(404);
      expect(unknown.html).toContain('Boutique introuvable');
      const bare = await get(server, `/store/${bareStore.id}/${bareStore.slug}/`);
      expect(bare.status).toBe(404);
      expect(bare.html).toContain('Site en préparation');
    });

    it('renders the store’s terms and privacy (the portal’s texts) even without a published site', async () => {
      const terms = await get(server, `${home()}terms`);
      expect(terms.status).toBe(200);
      expect(terms.html).toContain('class="quick-bar"');
      expect(terms.html).toContain('class="legal"');
      expect((await get(server, `/store/${bareStore.id}/${bareStore.slug}/privacy`)).status).toBe(200);
    });

    it('renders in Arabic right to left', async () => {
      const page = await get(server, `${home()}?lang=ar`);
      expect(page.status).toBe(200);
      expect(page.html).toMatch(/<html lang="ar" dir="rtl">/);
      expect(page.html).toContain('<title>الرئيسية · ');
    });
  });

  describe('a market’s site', () => {
    const marketHome = () => `/landing/${market.id}/${market.slug}/`;
    it('renders its home, its listing and its stores’ announcements, forwards, and 404s others', async () => {
      expect((await get(server, marketHome())).status).toBe(200);
      expect((await get(server, `${marketHome()}annonce`)).status).toBe(200);
      expect((await get(server, `${marketHome()}annonce/${ownAnnouncement.id}`)).status).toBe(200);
      expect((await get(server, `${marketHome()}annonce/${otherAnnouncement.id}`)).status).toBe(404);
      const forward = await get(server, `/landing/${market.id}`);
      expect(forward.status).toBe(301);
      expect(forward.headers.get('location')).toBe(marketHome());
      expect((await get(server, '/landing/987654321/x/')).html).toContain('Marché introuvable');
    });
  });

  describe('content policy and analytics', () => {
    it('keeps the portal’s strict policy on portal pages', async () => {
      const policy = policyOf((await get(server, '/')).headers);
      expect(policy['frame-src']).toBeUndefined();
      expect(policy['img-src']).not.toContain('https:');
      expect(JSON.stringify(policy)).not.toMatch(/googletagmanager|facebook|youtube/);
    });

    it('lets site pages frame videos and maps, and loads no analytics for a land without ids', async () => {
      const page = await get(server, home());
      const policy = policyOf(page.headers);
      expect(policy['frame-src']).toEqual(
        expect.arrayContaining(['https://www.youtube-nocookie.com', 'https://www.openstreetmap.org']),
      );
      // Owners' pictures and CustomVideo files come from any https host.
      expect(policy['img-src']).toContain('https:');
      expect(policy['media-src']).toEqual(["'self'", 'https:']);
      expect(JSON.stringify(policy)).not.toMatch(/googletagmanager|facebook/);
      expect(page.html).not.toContain('data-souk-analytics');
    });

    it('emits the tag manager and the pixel with the page’s nonce, and allows exactly their origins, on that land only', async () => {
      await server.deps.db
        .updateTable('stores')
        .set({ google_tag_manager_id: 'GTM-AB12CD', meta_pixel_id: '123456789012' })
        .where('id', '=', store.id)
        .execute();
      const page = await get(server, home());
      const policy = policyOf(page.headers);
      const nonce = /'nonce-([^']+)'/.exec(policy['script-src']!.join(' '))![1];
      expect(page.html).toContain(
        `<script type="module" src="/static/assets/site-analytics-test.js" nonce="${nonce}" data-souk-analytics data-gtm="GTM-AB12CD" data-pixel="123456789012" data-cookies="http://souk.test/cookies"></script>`,
      );
      expect(policy['script-src']).toEqual(
        expect.arrayContaining(['https://www.googletagmanager.com', 'https://connect.facebook.net']),
      );
      expect(policy['img-src']).toEqual(expect.arrayContaining(['https://www.facebook.com']));
      // Another land's pages, and the portal's, get none of it.
      const other = await get(server, `/landing/${market.id}/${market.slug}/`);
      expect(other.html).not.toContain('data-souk-analytics');
      expect(JSON.stringify(policyOf(other.headers))).not.toMatch(/googletagmanager|facebook/);
      expect((await get(server, '/boutiques')).html).not.toContain('data-souk-analytics');
    });

    it('never emits an id that is not well-formed', async () => {
      await server.deps.db
        .updateTable('stores')
        .set({ google_tag_manager_id: 'GTM-X"><script>alert(1)</script>', meta_pixel_id: '12;alert(1)' })
        .where('id', '=', store.id)
        .execute();
      const page = await get(server, home());
      expect(page.html).not.toContain('data-souk-analytics');
      // The ids travel as data to the browser (escaped JSON); nowhere else in the page.
      expect(withoutPageData(page.html)).not.toContain('alert(1)');
      expect(page.html).not.toContain('<script>alert');
      expect(JSON.stringify(policyOf(page.headers))).not.toMatch(/googletagmanager|facebook/);
      await server.deps.db
        .updateTable('stores')
        .set({ google_tag_manager_id: null, meta_pixel_id: null })
        .where('id', '=', store.id)
        .execute();
    });
  });

  describe('standalone store-domain mode (by Host header)', () => {
    it('serves the store as the whole site on its domain: home, pages, listing, legal', async () => {
      const page = await getOnHost(server, DOMAIN, '/');
      expect(page.status).toBe(200);
      expect(page.html).toContain('class="quick-bar"');
      // The store's origin: its domain with the portal's scheme and port (PUBLIC_URL is http://souk.test).
      expect(page.html).toContain(`<link rel="canonical" href="http://${DOMAIN}/"/>`);
      // The portal is another site from here: its logo link is absolute.
      expect(page.html).toContain('href="http://souk.test/"');
      expect((await getOnHost(server, DOMAIN, '/a-propos')).status).toBe(200);
      expect((await getOnHost(server, DOMAIN, '/annonce')).status).toBe(200);
      expect((await getOnHost(server, DOMAIN, `/annonce/${ownAnnouncement.id}`)).status).toBe(200);
      expect((await getOnHost(server, DOMAIN, `/annonce/${otherAnnouncement.id}`)).status).toBe(404);
      expect((await getOnHost(server, DOMAIN, '/terms')).status).toBe(200);
      expect((await getOnHost(server, DOMAIN, '/nope')).status).toBe(404);
    });

    it('keeps the portal on unknown hosts and on the portal’s own', async () => {
      const unknown = await getOnHost(server, 'ailleurs.localhost', '/');
      expect(unknown.status).toBe(200);
      expect(unknown.html).toContain('class="portal-header"');
      expect((await getOnHost(server, 'ailleurs.localhost', '/terms')).html).toContain('class="portal-header"');
    });

    it('signs a member in on the store’s domain through the portal’s single-use code', async () => {
      const member = await createUser(server.deps);
      const login = await server.post('/login', { username: member.username, password: member.password });
      const portalCookie = `${ACCESS_COOKIE}=${login.body.token}`;
      const bridge = `/auth/site-sign-in?store=${store.id}&redirectTo=${encodeURIComponent('/a-propos')}`;

      // A visitor signs in on the portal first, and comes back to the bridge.
      const visitor = await server.app.inject({ method: 'GET', url: bridge });
      expect(visitor.statusCode).toBe(302);
      expect(visitor.headers.location).toBe(`/auth/login?redirectTo=${encodeURIComponent(bridge)}`);

      // A member is sent to the store's own domain with a code in the address (a page that moves
      // on at once: a redirect right after the sign-in form would break the form-action policy).
      const handOff = await server.app.inject({ method: 'GET', url: bridge, headers: { cookie: portalCookie } });
      expect(handOff.statusCode).toBe(200);
      expect(handOff.headers['cache-control']).toBe('no-store');
      const refresh = /<meta http-equiv="refresh" content="0;url=([^"]+)">/.exec(handOff.body)![1]!;
      const target = new URL(refresh.replace(/&amp;/g, '&'));
      expect(`${target.origin}${target.pathname}`).toBe(`http://${DOMAIN}/login-external`);
      expect(target.searchParams.get('redirectTo')).toBe('/a-propos');
      const code = target.searchParams.get('auth_token')!;
      expect(code).toBeTruthy();

      // The store's domain trades it for its own session cookies, then drops it from the address.
      const exchange = await getOnHost(server, DOMAIN, `${target.pathname}${target.search}`);
      expect(exchange.status).toBe(302);
      expect(exchange.headers.get('location')).toBe('/login-external?redirectTo=%2Fa-propos');
      const cookies = parseSetCookies(exchange.headers);
      expect(cookies.get(ACCESS_COOKIE)?.value).toBeTruthy();
      const storeCookie = `${ACCESS_COOKIE}=${cookies.get(ACCESS_COOKIE)!.value}`;
      const landing = await server.app.inject({
        method: 'GET',
        url: '/login-external?redirectTo=%2Fa-propos',
        headers: { host: DOMAIN, cookie: storeCookie },
      });
      expect(landing.statusCode).toBe(302);
      expect(landing.headers.location).toBe('/a-propos');

      // A code works once.
      const replay = await getOnHost(server, DOMAIN, `${target.pathname}${target.search}`);
      expect(parseSetCookies(replay.headers).get(ACCESS_COOKIE)?.value ?? '').toBe('');
    });

    it('never hands a code to a host that is not the store’s registered domain', async () => {
      const member = await createUser(server.deps);
      const login = await server.post('/login', { username: member.username, password: member.password });
      const cookie = `${ACCESS_COOKIE}=${login.body.token}`;
      const noDomain = await server.app.inject({
        method: 'GET',
        url: `/auth/site-sign-in?store=${bareStore.id}&redirectTo=%2F`,
        headers: { cookie },
      });
      expect(noDomain.statusCode).toBe(302);
      expect(noDomain.headers.location).toBe(`/store/${bareStore.id}/${bareStore.slug}/`);
      for (const query of ['store=abc', 'store=987654321']) {
        const answer = await server.app.inject({
          method: 'GET',
          url: `/auth/site-sign-in?${query}`,
          headers: { cookie },
        });
        expect(answer.statusCode).toBe(302);
        expect(String(answer.headers.location)).not.toContain('auth_token');
      }
      // The way back is a path on the store's domain, never another site.
      const elsewhere = await server.app.inject({
        method: 'GET',
        url: `/auth/site-sign-in?store=${store.id}&redirectTo=https%3A%2F%2Fevil.test`,
        headers: { cookie },
      });
      const target = new URL(/url=([^"]+)"/.exec(elsewhere.body)![1]!.replace(/&amp;/g, '&'));
      expect(target.host).toBe(DOMAIN);
      expect(target.searchParams.get('redirectTo')).toBe('/');
    });

    it('signs out on the store’s domain and on the portal', async () => {
      const page = await getOnHost(server, DOMAIN, '/auth/logout');
      expect(page.status).toBe(302);
      expect(page.headers.get('location')).toBe('http://souk.test/auth/logout');
    });
  });

  async function nameOf(table: 'stores' | 'markets', id: string): Promise<string> {
    return (await server.deps.db.selectFrom(table).select('name').where('id', '=', id).executeTakeFirstOrThrow()).name;
  }
});
