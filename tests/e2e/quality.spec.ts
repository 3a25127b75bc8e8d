// The quality a real portal has, checked on every public page type: languages and mirroring,
// complete HTML with the right status and head, the Content Security Policy, reading and
// searching without JavaScript, and screenshots to look at (axe on every route: accessibility.spec.ts).
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { portalCatalog } from '../../shared/i18n/portal';
import { expect, gql, SCREENSHOT_DIR, test } from './fixtures';

type Lang = 'fr' | 'ar' | 'en';
const texts = { fr: portalCatalog('fr'), ar: portalCatalog('ar'), en: portalCatalog('en') };

/** An announcement of the demo data, found through the public API (the same one for every test). */
let sample: { id: string; slug: string; title: string } | null = null;
async function anAnnouncement(request: APIRequestContext): Promise<{ id: string; slug: string; title: string }> {
  if (sample) return sample;
  const result = await gql<{ search: { announcements: { data: { id: string; slug: string; title: string }[] } } }>(
    request,
    'query { search(filter: { categorySlug: "automobiles" }) { announcements { data { id slug title } } } }',
  );
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  sample = result.data.search.announcements.data[0]!;
  expect(sample).toBeTruthy();
  return sample;
}
const announcementPath = (a: { id: string; slug: string }) => `/${encodeURIComponent(a.slug)}-d${a.id}`;
const ANNOUNCEMENT_HREF = /\/[^/?#]+-d\d+(\?|$)/;

/** The pages every check walks: the page types a visitor meets first. */
async function publicPages(request: APIRequestContext): Promise<{ name: string; path: string }[]> {
  return [
    { name: 'home', path: '/' },
    { name: 'search', path: '/s' },
    { name: 'category', path: '/automobiles' },
    { name: 'keywords', path: '/peugeot-r' },
    { name: 'announcement', path: announcementPath(await anAnnouncement(request)) },
    { name: 'login', path: '/auth/login' },
  ];
}

const withLang = (address: string, lang: Lang) =>
  lang === 'fr' ? address : `${address}${address.includes('?') ? '&' : '?'}lang=${lang}`;

/** Waits until the page's scripts have hydrated it (the client fetched its chunks and went quiet). */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

test.describe('languages', () => {
  test('Arabic is right to left and the top bar mirrors: logo on the right, search button at the left end', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const lang of ['ar', 'fr'] as const) {
      await page.goto(withLang('/', lang));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      const bar = (await page.getByRole('banner').first().boundingBox())!;
      const logo = (await page
        .getByRole('banner')
        .locator(`a[href="${withLang('/', lang)}"]`)
        .first()
        .boundingBox())!;
      const search = page.getByRole('banner').getByRole('search');
      const input = (await search.locator('input[name="q"]').boundingBox())!;
      const button = (await search.getByRole('button', { name: texts[lang].layout.searchButton }).boundingBox())!;
      const middle = bar.x + bar.width / 2;
      if (lang === 'ar') {
        expect(logo.x + logo.width / 2, 'logo on the right half').toBeGreaterThan(middle);
        expect(button.x, 'search button left of the field').toBeLessThan(input.x);
      } else {
        expect(logo.x + logo.width / 2, 'logo on the left half').toBeLessThan(middle);
        expect(button.x, 'search button right of the field').toBeGreaterThan(input.x);
      }
    }
  });

  test('English works: lang, direction and texts', async ({ page }) => {
    await page.goto('/?lang=en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('banner').getByRole('search').locator('input[name="q"]')).toHaveAttribute(
      'placeholder',
      texts.en.layout.searchPlaceholder,
    );
  });

  test('the language is kept through client-side navigation', async ({ page }) => {
    await page.goto('/?lang=ar');
    await settled(page);
    await page.evaluate(() => {
      (window as unknown as { soukMarker: number }).soukMarker = 1;
    });
    await page.getByRole('contentinfo').locator('a[href^="/terms"]').first().click();
    await expect(page).toHaveURL(/\/terms\?lang=ar$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    // Same document: the link was followed by the client, not by a new page load.
    expect(await page.evaluate(() => (window as unknown as { soukMarker?: number }).soukMarker)).toBe(1);
    await page.getByRole('banner').getByRole('link', { name: texts.ar.layout.home }).first().click();
    await expect(page).toHaveURL(/\/\?lang=ar$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the language is kept through links and the search form', async ({ page }) => {
      await page.goto('/?lang=ar');
      await page.getByRole('contentinfo').locator('a[href^="/terms"]').first().click();
      await expect(page).toHaveURL(/\/terms\?lang=ar$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      await page.getByRole('banner').getByRole('search').locator('input[name="q"]').fill('peugeot');
      await page.getByRole('banner').getByRole('search').locator('input[name="q"]').press('Enter');
      await expect(page).toHaveURL(/[?&]lang=ar(&|$)/);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    });
  });
});

test.describe('complete HTML with the right status', () => {
  test('every public route answers its status', async ({ request }) => {
    const expectations: [string, number][] = [
      ['/', 200],
      ['/s', 200],
      ['/automobiles', 200],
      ['/peugeot-r', 200],
      [announcementPath(await anAnnouncement(request)), 200],
      ['/auth/login', 200],
      ['/this/page/does-not-exist', 404],
      ['/pas-une-annonce-d999999999', 404],
      ['/categorie-qui-n-existe-pas', 404],
    ];
    for (const [address, status] of expectations) {
      const response = await request.get(address, { maxRedirects: 0 });
      expect(response.status(), address).toBe(status);
      const html = await response.text();
      expect(html.startsWith('<!DOCTYPE html>'), address).toBe(true);
      expect(html.trimEnd().endsWith('</html>'), address).toBe(true);
    }

    // The member panel is this server's (no PANEL_URL): a visitor signs in first, then publishes here.
    const publish = await request.get('/publish', { maxRedirects: 0 });
    expect(publish.status()).toBe(302);
    const signIn = new URL(publish.headers().location!, 'http://portal.invalid');
    expect(signIn.pathname).toBe('/auth/login');
    expect(signIn.searchParams.get('redirectTo')).toBe('/publish');

    const firstPage = await request.get('/s/1?q=golf', { maxRedirects: 0 });
    expect(firstPage.status()).toBe(301);
    expect(firstPage.headers().location).toBe('/s?q=golf');
  });

  test('each page has a title, a description, a canonical address and hreflang links for fr, ar and en', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    for (const { name, path: address } of await publicPages(request)) {
      for (const lang of ['fr', 'ar'] as const) {
        await page.goto(withLang(address, lang));
        const label = `${name} (${lang})`;
        expect((await page.title()).trim(), label).not.toBe('');
        await expect(page.locator('head > title'), label).toHaveCount(1);
        await expect(page.locator('meta[name="description"]'), label).toHaveCount(1);
        expect((await page.locator('meta[name="description"]').getAttribute('content'))?.trim(), label).toBeTruthy();
        const canonical = page.locator('link[rel="canonical"]');
        await expect(canonical, label).toHaveCount(1);
        expect(new URL((await canonical.getAttribute('href'))!).searchParams.get('lang'), label).toBe(
          lang === 'fr' ? null : lang,
        );
        for (const hreflang of ['fr', 'ar', 'en']) {
          const alternate = page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`);
          await expect(alternate, `${label} ${hreflang}`).toHaveCount(1);
          const href = new URL((await alternate.getAttribute('href'))!);
          expect(href.pathname, `${label} ${hreflang}`).toBe(new URL(address, 'http://x').pathname);
          expect(href.searchParams.get('lang'), `${label} ${hreflang}`).toBe(hreflang === 'fr' ? null : hreflang);
        }
      }
    }
  });

  test('an announcement describes itself in JSON-LD: a Product with an Offer', async ({ request }) => {
    const announcement = await anAnnouncement(request);
    const html = await (await request.get(announcementPath(announcement))).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      (found) => JSON.parse(found[1]!) as Record<string, any>,
    );
    const nodes = blocks.flatMap((block) => (Array.isArray(block['@graph']) ? block['@graph'] : [block]));
    const product = nodes.find((node) => node['@type'] === 'Product');
    expect(product, 'a Product node').toBeTruthy();
    expect(product!.name).toBe(announcement.title);
    const offers = [product!.offers].flat();
    expect(offers.some((offer) => offer?.['@type'] === 'Offer')).toBe(true);
  });
});

/** Every start tag of some HTML with its attribute names (React escapes `<` and `>` inside values). */
function startTags(html: string): { tag: string; attributes: Map<string, string> }[] {
  const body = html.replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, '<script$1></script>');
  return [
    ...body.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>/g),
  ].map((found) => ({
    tag: found[1]!.toLowerCase(),
    attributes: new Map(
      [...found[2]!.matchAll(/([^\s=>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)].map((attribute) => [
        attribute[1]!.toLowerCase(),
        attribute[2] ?? attribute[3] ?? attribute[4] ?? '',
      ]),
    ),
  }));
}

test.describe('security', () => {
  test('a CSP with a script nonce every script carries; no inline handlers, no style attributes', async ({
    request,
  }) => {
    for (const { name, path: address } of [
      ...(await publicPages(request)),
      { name: 'not found', path: '/nope/nope' },
    ]) {
      const response = await request.get(address);
      const csp = response.headers()['content-security-policy'] ?? '';
      const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src ')) ?? '';
      const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
      expect(nonce, `${name}: script-src nonce`).toBeTruthy();
      expect(scriptSrc, name).not.toContain("'unsafe-inline'");
      const tags = startTags(await response.text());
      const scripts = tags.filter((element) => element.tag === 'script');
      expect(scripts.length, `${name}: scripts`).toBeGreaterThan(0);
      // The faults of the page, gathered for one assertion: an expect per tag of a page of 1,500
      // tags, each recorded in the trace, took longer than the test may.
      const faults: string[] = [];
      for (const script of scripts) {
        const type = script.attributes.get('type') ?? '';
        if (type === 'application/json' || type === 'application/ld+json') continue;
        if (script.attributes.get('nonce') !== nonce) {
          faults.push(`<script ${[...script.attributes.keys()].join(' ')}> without the nonce`);
        }
      }
      for (const element of tags) {
        const handlers = [...element.attributes.keys()].filter((attribute) => attribute.startsWith('on'));
        if (handlers.length > 0) faults.push(`<${element.tag}> handlers ${handlers.join(' ')}`);
        if (element.attributes.has('style')) faults.push(`<${element.tag} style>`);
      }
      expect(faults, name).toEqual([]);
    }
  });

  test('the browser reports no CSP violation and no error while the pages hydrate', async ({ page, request }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
    for (const { path: address } of await publicPages(request)) {
      await page.goto(withLang(address, 'ar'));
      await settled(page);
    }
    expect(problems).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('reads the home, searches from the top bar and opens an announcement', async ({ page }) => {
    const home = await page.goto('/');
    expect(home?.status()).toBe(200);
    await expect(page.getByRole('main')).toBeVisible();
    expect(await page.getByRole('main').locator('a[href]').count()).toBeGreaterThan(0);

    await page.getByRole('banner').getByRole('search').locator('input[name="q"]').fill('peugeot');
    await page.getByRole('banner').getByRole('search').locator('input[name="q"]').press('Enter');
    await expect(page).toHaveURL(/(\/s\?(.*&)?q=peugeot|\/peugeot-r)/);
    const hrefs = await page
      .getByRole('main')
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const first = hrefs.find((href) => ANNOUNCEMENT_HREF.test(href));
    expect(first, 'a result links to an announcement').toBeTruthy();

    const opened = await page.goto(first!);
    expect(opened?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
  });
});

test.describe('screenshots', () => {
  test('home, search and announcement in fr and ar, desktop and phone, none wider than the screen', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const directory = path.resolve(SCREENSHOT_DIR);
    mkdirSync(directory, { recursive: true });
    const pages = [
      { name: 'home', path: '/' },
      { name: 'search', path: '/automobiles' },
      { name: 'announcement', path: announcementPath(await anAnnouncement(request)) },
    ];
    for (const [device, viewport] of [
      ['desktop', { width: 1280, height: 800 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      await page.setViewportSize(viewport);
      for (const lang of ['fr', 'ar'] as const) {
        for (const { name, path: address } of pages) {
          await page.goto(withLang(address, lang));
          await settled(page);
          // Nothing wider than the screen: a page that scrolls sideways is broken on a phone.
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect.soft(overflow, `${name} ${lang} ${device}: horizontal overflow in px`).toBeLessThanOrEqual(0);
          await page.screenshot({
            path: path.join(directory, `quality-${name}-${lang}-${device}.png`),
            fullPage: true,
          });
        }
      }
    }
  });
});

test.describe('a page arriving slowly', () => {
  /**
   * A proxy in front of the server that sends a page up to the middle of its data (the page's last
   * element), then the rest after a pause, as a slow network does; everything else passes as is.
   */
  async function slowPageProxy(upstream: string, pause: number): Promise<{ url: string; close(): Promise<void> }> {
    const proxy = createServer((request, response) => {
      void (async () => {
        const chunks: Buffer[] = [];
        for await (const chunk of request) chunks.push(chunk as Buffer);
        const sent = Object.entries(request.headers).filter(
          (entry): entry is [string, string] =>
            typeof entry[1] === 'string' && !['host', 'connection', 'accept-encoding', 'origin'].includes(entry[0]),
        );
        const answer = await fetch(`${upstream}${request.url}`, {
          method: request.method,
          headers: sent,
          ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
          redirect: 'manual',
        });
        const headers = Object.fromEntries(
          [...answer.headers].filter(([name]) => !['content-length', 'content-encoding'].includes(name)),
        );
        response.writeHead(answer.status, headers);
        const body = Buffer.from(await answer.arrayBuffer());
        const data = body.indexOf('id="__SOUK_DATA__"');
        if (!(answer.headers.get('content-type') ?? '').startsWith('text/html') || data === -1) {
          response.end(body);
          return;
        }
        const cut = data + Math.floor((body.length - data) / 2);
        response.write(body.subarray(0, cut));
        setTimeout(() => response.end(body.subarray(cut)), pause);
      })().catch(() => response.destroy());
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const { port } = proxy.address() as AddressInfo;
    return {
      url: `http://127.0.0.1:${port}`,
      close: () =>
        new Promise((resolve) => {
          proxy.close(() => resolve());
          proxy.closeAllConnections();
        }),
    };
  }

  test('hydrates once the whole page is in: its data read whole, no error, links navigate in place', async ({
    page,
    baseURL,
  }) => {
    const proxy = await slowPageProxy(baseURL!, 1_500);
    try {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      // The scripts in the browser's cache first, as on a second visit: they are ready long before the page ends.
      await page.goto(`${proxy.url}/?lang=ar`);
      await settled(page);
      await page.goto(`${proxy.url}/automobiles?lang=ar`);
      await settled(page);
      expect(problems).toEqual([]);
      // Hydrated: a link is followed by the page's script, without loading a new document.
      await page.evaluate(() => Object.assign(window, { soukSameDocument: true }));
      await page.getByRole('banner').getByRole('link').first().click();
      await expect(page).toHaveURL(/\/(\?lang=ar)?$/);
      expect(await page.evaluate(() => 'soukSameDocument' in window)).toBe(true);
    } finally {
      await proxy.close();
    }
  });
});
