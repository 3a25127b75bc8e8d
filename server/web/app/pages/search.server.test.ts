import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_LIMITS } from '../../../../shared/domain/announcements';
import { testEngines } from '../../../test/engines';
import { createUser } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/harness';
import {
  createAnnouncement,
  TEST_CATEGORIES,
  TEST_CITIES,
} from '../../../modules/announcements/announcements.test-support';
import { refreshSearchIndexes } from '../../../modules/search/search.test-support';

const BIKES = 50;
const CARS_IN_ALGER = 3;
const CARS_IN_ORAN = 2;
/** A title longer than both card limits (80 on desktop, 70 on phones). */
const LONG_TITLE = 'Samsung Galaxy S24 Ultra 512 Go titane noir, double SIM, sous garantie, facture et boîte d’origine';
const TOTAL = BIKES + CARS_IN_ALGER + CARS_IN_ORAN + 1;
const DAY = 24 * 3600 * 1000;

/** The cards of a page: each card's title link text (the desktop one). */
function cardTitles(html: string): string[] {
  return [...html.matchAll(/<h3 class="card__title"><a [^>]*><span class="only-desktop">([^<]*)<\/span>/g)].map(
    (found) => found[1]!,
  );
}

/** The opening tag of the first element matching a pattern, for attribute checks. */
function tag(html: string, pattern: RegExp): string {
  const found = pattern.exec(html);
  if (!found) throw new Error(`no ${pattern} in the page`);
  return found[0];
}

describe.each(testEngines)('the search pages on %s (server-rendered, over HTTP)', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
    const { deps } = server;
    const seller = await createUser(deps);
    const now = deps.now().getTime();
    for (let index = 0; index < BIKES; index += 1) {
      // Newest first: bike 1 is the most recently refreshed.
      const at = new Date(now - (index + 1) * 60_000);
      await createAnnouncement(deps, {
        userId: seller.id,
        title: `Vélo de route numéro ${index + 1}`,
        categoryId: TEST_CATEGORIES.bikes,
        cityIds: [TEST_CITIES.babEzzouar],
        price: 20_000 + index * 1_000,
        createdAt: at,
        refreshedAt: at,
      });
    }
    const cars: [string, number][] = [
      ['Peugeot 208 très propre', TEST_CITIES.babEzzouar],
      ['Renault Clio 4 diesel', TEST_CITIES.babEzzouar],
      ['Peugeot 301 allure', TEST_CITIES.babEzzouar],
      ['Dacia Logan à Oran', TEST_CITIES.birElDjir],
      ['Peugeot 2008 à Oran', TEST_CITIES.birElDjir],
    ];
    for (const [index, [title, city]] of cars.entries()) {
      const at = new Date(now - (index + 1) * DAY);
      await createAnnouncement(deps, {
        userId: seller.id,
        title,
        categoryId: TEST_CATEGORIES.cars,
        cityIds: [city],
        price: 2_000_000,
        priceUnit: 'MILLION',
        specs: { marque: title.split(' ')[0]!.toLowerCase() },
        createdAt: at,
        refreshedAt: at,
      });
    }
    await createAnnouncement(deps, {
      userId: seller.id,
      title: LONG_TITLE,
      categoryId: TEST_CATEGORIES.smartphones,
      specs: { etat: 'neuf' },
      createdAt: new Date(now - 10 * DAY),
      refreshedAt: new Date(now - 10 * DAY),
    });
    await refreshSearchIndexes(deps);
  });

  afterAll(async () => {
    await server?.close();
  });

  const get = async (address: string) => {
    const response = await fetch(`${server.url}${address}`, { redirect: 'manual' });
    return { status: response.status, location: response.headers.get('location'), html: await response.text() };
  };

  it('/s lists the first 48 announcements, newest first, with their count and a real link to page 2', async () => {
    const { status, html } = await get('/s');
    expect(status).toBe(200);
    const titles = cardTitles(html);
    expect(titles).toHaveLength(SEARCH_LIMITS.pageSize);
    expect(titles[0]).toBe('Vélo de route numéro 1');
    expect(html).toContain(`${TOTAL} annonces`);
    expect(html).toContain('<title>Toutes les annonces en Algérie | Souk</title>');
    expect(html).not.toContain('name="robots"');
    expect(tag(html, /<a [^>]*rel="next"[^>]*>/)).toContain('href="/s/2"');
    expect(tag(html, /<a [^>]*aria-current="page"[^>]*>/)).toContain('href="/s"');
  });

  it('/s/2 holds the rest, links back to page 1 as /s (no /1) and is titled as page 2', async () => {
    const { status, html } = await get('/s/2');
    expect(status).toBe(200);
    expect(cardTitles(html)).toHaveLength(TOTAL - SEARCH_LIMITS.pageSize);
    expect(tag(html, /<a [^>]*rel="prev"[^>]*>/)).toContain('href="/s"');
    expect(html).not.toContain('href="/s/1"');
    expect(html).toMatch(/<title>Toutes les annonces en Algérie – page 2 \| Souk<\/title>/);
  });

  it('redirects /s/1 to /s, and answers 404 past the last page', async () => {
    const first = await get('/s/1?delivery=1');
    expect(first.status).toBe(301);
    expect(first.location).toBe('/s?delivery=1');
    const past = await get('/s/3');
    expect(past.status).toBe(404);
    expect(past.html).toContain('Page introuvable');
    expect(past.html).toContain('href="/s"');
    expect((await get(`/s/${SEARCH_LIMITS.maxPage + 1}`)).status).toBe(404);
  });

  it('a category route lists only that category, with its breadcrumb and title', async () => {
    const { status, html } = await get('/automobiles');
    expect(status).toBe(200);
    expect(cardTitles(html).sort()).toEqual(
      [
        'Dacia Logan à Oran',
        'Peugeot 2008 à Oran',
        'Peugeot 208 très propre',
        'Peugeot 301 allure',
        'Renault Clio 4 diesel',
      ].sort(),
    );
    expect(html).toContain('<title>Voitures : annonces en Algérie | Souk</title>');
    expect(html).toMatch(/<nav class="search-breadcrumb"[^>]*>.*href="\/vehicules">Véhicules<\/a>.*Voitures/);
    expect(html).toContain('<h1>Voitures</h1>');
    expect(html).toContain(`${CARS_IN_ALGER + CARS_IN_ORAN} annonces`);
  });

  it('filters from the address: wilaya, specification, and the narrow ones are not indexed', async () => {
    const alger = await get('/automobiles?regionIds=16');
    expect(cardTitles(alger.html)).toHaveLength(CARS_IN_ALGER);
    expect(alger.html).not.toContain('name="robots"');
    // The wilaya select shows the chosen one with its count; its communes are listed.
    expect(alger.html).toMatch(/<option value="16" selected="">16 · Alger \(3\)<\/option>/);
    expect(alger.html).toMatch(/<select [^>]*name="cityIds"/);

    const peugeots = await get('/automobiles?f.marque=peugeot');
    expect(cardTitles(peugeots.html).sort()).toEqual([
      'Peugeot 2008 à Oran',
      'Peugeot 208 très propre',
      'Peugeot 301 allure',
    ]);
    expect(peugeots.html).toContain('<meta name="robots" content="noindex"/>');
  });

  it('searches keywords: the top bar form (/s?q=) is redirected to the keyword route', async () => {
    const form = await get('/s?q=Peugeot');
    expect(form.status).toBe(301);
    expect(form.location).toBe('/peugeot-r');
    expect((await get('/s?q=Peugeot&category=automobiles&lang=ar')).location).toBe(
      '/peugeot-r?category=automobiles&lang=ar',
    );
    const route = await get('/peugeot-r');
    expect(route.status).toBe(200);
    expect(cardTitles(route.html)).toHaveLength(3);
    expect(route.html).toContain('Résultats pour « peugeot »');
    // The keywords stay in the top bar's box.
    expect(tag(route.html, /<input [^>]*role="combobox"[^>]*>/)).toContain('value="peugeot"');
    const inCategory = await get('/peugeot-r?category=automobiles&regionIds=31');
    expect(cardTitles(inCategory.html)).toEqual(['Peugeot 2008 à Oran']);
  });

  it('cuts card titles to 80 characters on desktop and 70 on phones, with an ellipsis (spec §5)', async () => {
    const { html } = await get('/smartphones');
    expect(LONG_TITLE.length).toBeGreaterThan(80);
    const card = html.slice(html.indexOf('<h3 class="card__title">'));
    expect(card).toContain(`<span class="only-desktop">${LONG_TITLE.slice(0, 80).trimEnd()}…</span>`);
    expect(card).toContain(`<span class="only-mobile">${LONG_TITLE.slice(0, 70).trimEnd()}…</span>`);
  });

  it('an unknown category is a 404 with the not-found block', async () => {
    const { status, html } = await get('/no-such-category');
    expect(status).toBe(404);
    expect(html).toContain('Catégorie introuvable');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it('puts the results in <main> itself, not in a hidden segment that only a script reveals', async () => {
    const { html } = await get('/s');
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main).not.toContain('page-loading');
    expect(main).toContain('<article class="card"');
    expect(main).toContain('<form class="search-filters__form"');
  });

  it("redirects a GET form's address (empty fields, another order) to the search's own address", async () => {
    const submitted = await get(
      '/automobiles?regionIds=16&priceMin=50&priceMax=&priceUnit=MILLION&origin=&f.energie=&f.marque=peugeot&delivery=1',
    );
    expect(submitted.status).toBe(301);
    expect(submitted.location).toBe(
      '/automobiles?regionIds=16&priceMin=50&priceUnit=MILLION&delivery=1&f.marque=peugeot',
    );
    expect((await get(submitted.location!)).status).toBe(200);
  });

  it('works without JavaScript: GET forms for the filters, the order and the top bar search', async () => {
    const { html } = await get('/automobiles?regionIds=16&orderByField=CREATED_AT');
    const filters = tag(html, /<form class="search-filters__form"[^>]*>/);
    expect(filters).toContain('method="get"');
    expect(filters).toContain('action="/automobiles"');
    for (const name of [
      'regionIds',
      'cityIds',
      'priceMin',
      'priceMax',
      'priceUnit',
      'origin',
      'delivery',
      'hasPictures',
      'f.marque',
    ]) {
      expect(html).toMatch(new RegExp(`<(input|select) [^>]*name="${name.replace('.', '\\.')}"`));
    }
    // The order is kept by the filter form, and the order form keeps the filter.
    expect(html).toContain('<input type="hidden" name="orderByField" value="CREATED_AT"/>');
    const sort = html.slice(html.indexOf('<form class="search-sort"'));
    expect(sort.slice(0, sort.indexOf('</form>'))).toMatch(
      /<input type="hidden" name="regionIds" value="16"\/>[\s\S]*<button type="submit" class="button">Trier<\/button>/,
    );
    expect(html).toMatch(
      /<button type="submit" class="button button--primary search-filters__apply">Appliquer<\/button>/,
    );
    // The top bar's search form keeps the category.
    const box = html.slice(html.indexOf('<form class="topbar__search search-box"'));
    expect(box.slice(0, box.indexOf('</form>'))).toMatch(
      /action="\/s" method="get"[\s\S]*name="category" value="automobiles"/,
    );
    // On phones, the "Filters" button is a link to the panel.
    expect(html).toMatch(/<a href="#[^"]+" class="button search-toolbar__filters">/);
  });

  it('speaks Arabic right to left with ?lang=ar, and keeps the language in links and forms', async () => {
    const { html } = await get('/automobiles?lang=ar');
    expect(html).toMatch(/<html lang="ar" dir="rtl"/);
    expect(html).toContain('عدد الإعلانات: 5');
    expect(html).toContain('<input type="hidden" name="lang" value="ar"/>');
    expect(html).toContain('href="/vehicules?lang=ar"');
  });
});
