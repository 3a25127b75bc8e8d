// Store and market sites in a browser, on the demo marketplace: a store's and a market's
// published builds in French and Arabic, a page of the menu, an announcement inside the store,
// the placeholders, the land's analytics on its pages only, and the standalone store-domain mode
// (http://boutique-demo.localhost:PORT/) with its sign-in through the portal.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_MEMBERS, DEMO_PASSWORD, expect, gql, SCREENSHOT_DIR, test } from './fixtures';

interface DemoStore {
  id: string;
  name: string;
  slug: string;
  url: string;
  googleTagManagerId: string | null;
  metaPixelId: string | null;
  domainName: { domain: string } | null;
}

/** The demo stores, through the public API. */
async function demoStores(request: APIRequestContext): Promise<DemoStore[]> {
  const result = await gql<{ storeSearch: { data: DemoStore[] } }>(
    request,
    `query { storeSearch(filter: { count: 50 }) { data {
      id name slug url googleTagManagerId metaPixelId domainName { domain } } } }`,
  );
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data.storeSearch.data;
}

/** A demo store on the portal (no domain of its own), with or without analytics ids. */
async function portalStore(request: APIRequestContext, withAnalytics: boolean): Promise<DemoStore> {
  const store = (await demoStores(request)).find(
    (candidate) => !candidate.domainName && Boolean(candidate.googleTagManagerId) === withAnalytics,
  );
  expect(store, `a demo store ${withAnalytics ? 'with' : 'without'} analytics`).toBeTruthy();
  return store!;
}

const siteHome = (store: { id: string; slug: string }) => `/store/${store.id}/${store.slug}/`;

/** The demo market (its slug is fixed by the demo data). */
async function demoMarket(request: APIRequestContext): Promise<{ id: string; name: string; slug: string }> {
  for (let id = 1; id <= 5; id += 1) {
    const result = await gql<{ market: { id: string; name: string; slug: string } | null }>(
      request,
      'query ($id: ID!) { market(id: $id) { id name slug } }',
      { id: String(id) },
    );
    if (result.data.market?.slug === 'souk-el-djazair') return result.data.market;
  }
  throw new Error('no demo market');
}

/** Fails the test on any script error or console error (a hydration mismatch among them). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 40\d/.test(message.text())) errors.push(message.text());
  });
  return errors;
}

/** Opens a page and waits for its scripts to settle; returns the response's status. */
async function open(page: Page, address: string): Promise<number> {
  const response = await page.goto(address);
  await page.waitForLoadState('networkidle');
  return response?.status() ?? 0;
}

async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

const quickBar = (page: Page) => page.locator('header.quick-bar');

test.describe('a store’s site', () => {
  test('renders its published build in French: quick bar, the store’s header, menu and products; no portal top bar', async ({
    page,
    request,
  }) => {
    const errors = watchErrors(page);
    const store = await portalStore(request, false);
    expect(await open(page, siteHome(store))).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page).toHaveTitle(`Accueil · ${store.name}`);
    await expect(quickBar(page).getByRole('link', { name: /Retour sur Souk/ })).toHaveAttribute('href', '/');
    await expect(quickBar(page).getByRole('link', { name: 'Se connecter' })).toBeVisible();
    await expect(page.locator('.portal-header')).toHaveCount(0);
    await expect(page.locator('.site')).toHaveAttribute('data-page-type', 'home');
    await expect(page.locator('.site').getByRole('navigation', { name: 'Menu du site' })).toBeVisible();
    // Products link to announcements inside the store.
    const product = page.locator(`.site a[href^="${siteHome(store)}annonce/"]`).first();
    await expect(product).toBeVisible();
    expect(errors).toEqual([]);
    await screenshot(page, 'store-site-home');
  });

  test('renders in Arabic right to left, and the quick bar’s language switch keeps the store', async ({
    page,
    request,
  }) => {
    const errors = watchErrors(page);
    const store = await portalStore(request, false);
    await open(page, siteHome(store));
    await quickBar(page)
      .getByRole('button', { name: /Langue/ })
      .click();
    await page.getByRole('link', { name: 'العربية' }).click();
    await expect(page).toHaveURL(`${siteHome(store)}?lang=ar`);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('.site')).toHaveAttribute('dir', 'rtl');
    await expect(page).toHaveTitle(`الرئيسية · ${store.name}`);
    // Links inside the site keep the language.
    const menuLink = page.locator('.site').getByRole('navigation').getByRole('link').last();
    expect(await menuLink.getAttribute('href')).toContain('lang=ar');
    // Right to left: the quick bar's logo sits at the right end.
    const bar = (await quickBar(page).boundingBox())!;
    const logo = (await quickBar(page).locator('.quick-bar__logo').boundingBox())!;
    expect(logo.x + logo.width).toBeGreaterThan(bar.x + bar.width / 2);
    expect(errors).toEqual([]);
    await screenshot(page, 'store-site-home-ar');
  });

  test('a page of the menu, the listing with keywords, and an announcement inside the store', async ({
    page,
    request,
  }) => {
    const errors = watchErrors(page);
    const store = await portalStore(request, false);
    await open(page, siteHome(store));
    await page
      .locator('.site')
      .getByRole('navigation', { name: 'Menu du site' })
      .getByRole('link', { name: 'À propos' })
      .click();
    await expect(page).toHaveURL(`${siteHome(store)}a-propos`);
    await expect(page).toHaveTitle(`À propos · ${store.name}`);
    await expect(page.locator('.site')).toHaveAttribute('data-page-type', 'page');

    // The listing page (annonce/): the store's announcements, searched by keywords.
    expect(await open(page, `${siteHome(store)}annonce`)).toBe(200);
    await expect(page.locator('.site')).toHaveAttribute('data-page-type', 'search');
    const first = page.locator(`.site a[href^="${siteHome(store)}annonce/"][title]`).first();
    const title = (await first.getAttribute('title'))!;
    const word = title.split(/\s+/).find((part) => part.length > 3) ?? title;
    expect(await open(page, `${siteHome(store)}annonce?q=${encodeURIComponent(word)}`)).toBe(200);
    await expect(page.locator(`.site a[title="${title}"]`).first()).toBeVisible();

    // An announcement of the store, inside the store's frame.
    await page.locator(`.site a[title="${title}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${siteHome(store)}annonce/\\d+$`));
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveTitle(`${title} · ${store.name}`);
    await expect(page.locator('.site')).toHaveAttribute('data-page-type', 'single');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(errors).toEqual([]);
    await screenshot(page, 'store-site-announcement');
  });

  test('forwards /store/{id} to its address, and shows placeholders with real statuses', async ({ page, request }) => {
    const store = await portalStore(request, false);
    await page.goto(`/store/${store.id}`);
    await expect(page).toHaveURL(siteHome(store));

    expect(await open(page, `${siteHome(store)}page-inconnue`)).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Aller à la boutique' })).toHaveAttribute('href', siteHome(store));
    await screenshot(page, 'store-site-page-not-found');

    expect(await open(page, '/store/boutique/x/')).toBe(400);
    await expect(page.getByText('Unable to parse STORE ID')).toBeVisible();
    await screenshot(page, 'store-site-unparseable');

    expect(await open(page, '/store/987654321/x/')).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Boutique introuvable' })).toBeVisible();
  });

  test('its terms and privacy show Souk’s texts inside the store’s frame', async ({ page, request }) => {
    const store = await portalStore(request, false);
    expect(await open(page, `${siteHome(store)}terms`)).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: "Conditions d'utilisation" })).toBeVisible();
    await expect(page.getByRole('link', { name: store.name })).toHaveAttribute('href', siteHome(store));
    await page.getByRole('link', { name: 'Confidentialité' }).click();
    await expect(page).toHaveURL(`${siteHome(store)}privacy`);
  });

  test('passes axe on its home', async ({ page, request }) => {
    const store = await portalStore(request, false);
    await open(page, siteHome(store));
    const results = await new AxeBuilder({ page }).include('header.quick-bar').analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

test.describe('analytics of a land', () => {
  test('load the land’s tag manager and pixel, allowed by that page’s policy, and nowhere else', async ({
    page,
    request,
  }) => {
    const requested: string[] = [];
    const violations: string[] = [];
    // The providers are outside this sandbox: answer for them, and record what the page asked for.
    await page.route(/^https:\/\/(www\.googletagmanager\.com|connect\.facebook\.net)\//, async (route) => {
      requested.push(new URL(route.request().url()).host);
      await route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    });
    page.on('console', (message) => {
      if (/Content Security Policy/.test(message.text())) violations.push(message.text());
    });

    const store = await portalStore(request, true);
    const response = await page.goto(siteHome(store));
    const policy = response!.headers()['content-security-policy']!;
    expect(policy).toContain('https://www.googletagmanager.com');
    expect(policy).toContain('https://connect.facebook.net');
    const loader = page.locator('script[data-souk-analytics]');
    await expect(loader).toHaveAttribute('data-gtm', store.googleTagManagerId!);
    await expect(loader).toHaveAttribute('data-pixel', store.metaPixelId!);
    // Nothing loads before the visitor agrees in the cookie banner.
    const banner = page.getByRole('region', { name: 'Cookies' });
    await expect(banner.getByRole('link', { name: 'En savoir plus sur les cookies' })).toHaveAttribute(
      'href',
      /\/cookies$/,
    );
    await page.waitForTimeout(3_500);
    expect(requested).toEqual([]);
    await banner.getByRole('button', { name: 'Accepter' }).click();
    await expect(banner).toHaveCount(0);
    // Then they load when the browser is idle (3 s at the latest).
    await expect
      .poll(() => [...new Set(requested)].sort(), { timeout: 8_000 })
      .toEqual(['connect.facebook.net', 'www.googletagmanager.com']);
    expect(violations).toEqual([]);

    // The answer is kept: the next page loads them without asking again.
    requested.length = 0;
    await page.reload();
    await expect(page.getByRole('region', { name: 'Cookies' })).toHaveCount(0);
    await expect.poll(() => requested.length, { timeout: 8_000 }).toBeGreaterThan(0);

    // Another store's site and the portal load none of it.
    requested.length = 0;
    const other = await portalStore(request, false);
    const otherResponse = await page.goto(siteHome(other));
    expect(otherResponse!.headers()['content-security-policy']).not.toContain('googletagmanager');
    const portal = await page.goto('/boutiques');
    expect(portal!.headers()['content-security-policy']).not.toMatch(/googletagmanager|facebook|frame-src/);
    await page.waitForTimeout(3_500);
    expect(requested).toEqual([]);
  });

  test('with consent refused, or Do Not Track, no third-party script loads', async ({ browser, request }) => {
    const store = await portalStore(request, true);
    for (const setup of ['refuse', 'doNotTrack'] as const) {
      const context = await browser.newContext({ locale: 'ar' });
      if (setup === 'doNotTrack') {
        await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }));
      }
      const page = await context.newPage();
      const requested: string[] = [];
      await page.route(/^https:\/\/(www\.googletagmanager\.com|connect\.facebook\.net)\//, async (route) => {
        requested.push(new URL(route.request().url()).host);
        await route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
      });
      await page.goto(`${siteHome(store)}?lang=ar`);
      const banner = page.getByRole('region', { name: 'ملفات تعريف الارتباط' });
      if (setup === 'refuse') {
        await banner.getByRole('button', { name: 'رفض' }).click();
        await expect(banner).toHaveCount(0);
        await page.reload();
      }
      await page.waitForTimeout(3_500);
      // Asked nothing again (refused), or never (Do Not Track), and nothing of the providers loaded.
      await expect(page.getByRole('region', { name: 'ملفات تعريف الارتباط' })).toHaveCount(0);
      expect(requested).toEqual([]);
      await context.close();
    }
  });
});

test.describe('a market’s site', () => {
  test('renders its published build in French and Arabic, with its stores’ announcements', async ({
    page,
    request,
  }) => {
    const errors = watchErrors(page);
    const market = await demoMarket(request);
    const home = `/landing/${market.id}/${market.slug}/`;
    expect(await open(page, home)).toBe(200);
    await expect(page).toHaveTitle(`Accueil · ${market.name}`);
    await expect(page.locator('.site')).toHaveAttribute('data-launch-type', 'MARKET');
    await expect(quickBar(page)).toBeVisible();
    const product = page.locator(`.site a[href^="${home}annonce/"]`).first();
    await expect(product).toBeVisible();
    await screenshot(page, 'market-site-home');

    await product.click();
    await expect(page).toHaveURL(new RegExp(`${home}annonce/\\d+$`));
    await expect(page.locator('.site')).toHaveAttribute('data-page-type', 'single');

    expect(await open(page, `${home}?lang=ar`)).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page).toHaveTitle(`الرئيسية · ${market.name}`);
    expect(errors).toEqual([]);
    await screenshot(page, 'market-site-home-ar');

    await page.goto(`/landing/${market.id}`);
    await expect(page).toHaveURL(home);
  });
});

test.describe('standalone store-domain mode', () => {
  /** The demo store's own address: its domain, on this server's port (Chromium sends *.localhost to loopback). */
  async function domainStore(request: APIRequestContext, baseURL: string) {
    const store = (await demoStores(request)).find((candidate) => candidate.domainName);
    expect(store, 'the demo store with a domain').toBeTruthy();
    return { store: store!, origin: `http://${store!.domainName!.domain}:${new URL(baseURL).port}` };
  }

  test('serves the store as the whole site: home, a page and an announcement, with domain-relative links', async ({
    page,
    request,
    baseURL,
  }) => {
    const errors = watchErrors(page);
    const { store, origin } = await domainStore(request, baseURL!);
    expect(store.url).toBe(`${origin}/`);
    expect(await open(page, `${origin}/`)).toBe(200);
    await expect(page).toHaveTitle(`Accueil · ${store.name}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/`);
    // The quick bar's logo goes back to the portal, another site from here.
    await expect(quickBar(page).getByRole('link', { name: /Retour sur Souk/ })).toHaveAttribute('href', `${baseURL}/`);
    const product = page.locator('.site a[href^="/annonce/"]').first();
    await expect(product).toBeVisible();
    await screenshot(page, 'store-domain-home');

    await page
      .locator('.site')
      .getByRole('navigation', { name: 'Menu du site' })
      .getByRole('link', { name: 'À propos' })
      .click();
    await expect(page).toHaveURL(`${origin}/a-propos`);
    await page.goto(`${origin}/`);
    await page.locator('.site a[href^="/annonce/"]').first().click();
    await expect(page).toHaveURL(new RegExp(`^${origin}/annonce/\\d+$`));
    await expect(page.locator('.site')).toHaveAttribute('data-page-type', 'single');
    expect(await open(page, `${origin}/terms`)).toBe(200);
    expect(errors).toEqual([]);
  });

  test('signs in through the portal and comes back signed in on the store’s domain; signing out ends both', async ({
    page,
    request,
    baseURL,
  }) => {
    const { origin } = await domainStore(request, baseURL!);
    await open(page, `${origin}/a-propos`);
    await quickBar(page).getByRole('link', { name: 'Se connecter' }).click();
    // The portal's own sign-in form.
    await expect(page).toHaveURL(new RegExp(`^${baseURL}/auth/login\\?redirectTo=`));
    await page.getByLabel("Nom d'utilisateur ou e-mail").fill(DEMO_MEMBERS[2]);
    await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    // Back on the store's domain, on the same page, signed in there (its own cookies).
    await expect(page).toHaveURL(`${origin}/a-propos`);
    await page.waitForLoadState('networkidle');
    await expect(quickBar(page).getByRole('link', { name: 'Se connecter' })).toHaveCount(0);
    await expect(quickBar(page).getByRole('link', { name: 'Se déconnecter' })).toBeVisible();
    const cookies = await page.context().cookies(origin);
    expect(cookies.map((cookie) => cookie.name)).toContain('souk_token');
    await screenshot(page, 'store-domain-signed-in');

    await quickBar(page).getByRole('link', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    expect((await page.context().cookies(origin)).map((cookie) => cookie.name)).not.toContain('souk_token');
    expect((await page.context().cookies(baseURL)).map((cookie) => cookie.name)).not.toContain('souk_token');
  });
});
