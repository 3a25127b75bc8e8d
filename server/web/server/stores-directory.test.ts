import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAnnouncement,
  TEST_CATEGORIES,
  TEST_CITIES,
} from '../../modules/announcements/announcements.test-support';
import { addPicture, createTestStore } from '../../modules/stores/stores.test-support';
import { testEngines } from '../../test/engines';
import { createUser } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';

/** A page fetched as a browser would, redirects not followed. */
async function get(server: TestServer, address: string) {
  const response = await fetch(`${server.url}${address}`, { redirect: 'manual' });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** The store names of a directory page, in order. */
function namesOf(html: string): string[] {
  return [...html.matchAll(/<h2 id="store-card-\d+" class="store-card__name"><a href="[^"]*">([^<]+)<\/a><\/h2>/g)].map(
    (match) => match[1]!,
  );
}

describe.each(testEngines)('the store directory, /boutiques (%s)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
    const owner = await createUser(server.deps);
    const cycles = await createTestStore(server.deps, {
      ownerId: owner.id,
      name: 'Cycles Djurdjura',
      description: 'Vélos de route et VTT.',
      isOfficial: true,
      isVerified: true,
      followerCount: 1530,
      cityId: TEST_CITIES.babEzzouar,
      categoryIds: [TEST_CATEGORIES.bikes],
    });
    await createTestStore(server.deps, {
      ownerId: owner.id,
      name: 'Oran Phones',
      description: 'Smartphones neufs et reconditionnés.',
      cityId: TEST_CITIES.birElDjir,
      categoryIds: [TEST_CATEGORIES.smartphones],
    });
    for (let n = 0; n < 5; n += 1) {
      const announcement = await createAnnouncement(server.deps, {
        userId: owner.id,
        storeId: cycles.id,
        title: `Vélo numéro ${n}`,
      });
      await addPicture(server.deps, announcement.id);
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  it('lists store cards: name, badges, abbreviated followers, announcements, place, 4 pictures, link, follow', async () => {
    const page = await get(server, '/boutiques');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<title>Boutiques | Souk</title>');
    expect(namesOf(page.html)).toEqual(['Cycles Djurdjura', 'Oran Phones']);
    const card = page.html.slice(page.html.indexOf('Cycles Djurdjura'), page.html.indexOf('Oran Phones'));
    expect(card).toContain('Boutique officielle');
    expect(card).toContain('Vérifiée');
    expect(card).toContain('1.5k abonnés');
    expect(card).toContain('5 annonces');
    expect(card).toContain('Bab Ezzouar');
    expect(card.match(/<img src="[^"]+" alt="Vélo numéro \d"/g)).toHaveLength(4);
    expect(card).toMatch(/href="http:\/\/souk\.test\/store\/\d+\/cycles-djurdjura\/"/);
    expect(card).toContain('aria-pressed="false"');
    // The quick bar is for store sites: the directory keeps the portal's frame.
    expect(page.html).toContain('class="portal-header"');
  });

  it('filters by keyword, wilaya, commune and tag, with the filters kept in the form', async () => {
    expect(namesOf((await get(server, '/boutiques?keyword=smartphones')).html)).toEqual(['Oran Phones']);
    expect(namesOf((await get(server, '/boutiques?regionId=16')).html)).toEqual(['Cycles Djurdjura']);
    const byCity = await get(server, `/boutiques?regionId=31&cityId=${TEST_CITIES.birElDjir}`);
    expect(namesOf(byCity.html)).toEqual(['Oran Phones']);
    expect(byCity.html).toMatch(/<option value="31" selected="">/);
    expect(namesOf((await get(server, '/boutiques/velos')).html)).toEqual(['Cycles Djurdjura']);
    const none = await get(server, '/boutiques?keyword=tracteur');
    expect(none.status).toBe(200);
    expect(none.html).toContain('Aucune boutique ne correspond à ces filtres.');
  });

  it('sends a GET form’s address (empty fields, page 1) to the directory’s own, permanently', async () => {
    const form = await get(server, '/boutiques?keyword=&regionId=&cityId=&lang=ar');
    expect(form.status).toBe(301);
    expect(form.headers.get('location')).toBe('/boutiques?lang=ar');
    const first = await get(server, '/boutiques?keyword=velo&page=1');
    expect(first.headers.get('location')).toBe('/boutiques?keyword=velo');
  });

  it('is a 404 past its last page and for a tag that cannot be a category', async () => {
    expect((await get(server, '/boutiques?page=3')).status).toBe(404);
    expect((await get(server, '/boutiques/Not%20A%20Tag')).status).toBe(404);
  });

  it('renders in Arabic, right to left', async () => {
    const page = await get(server, '/boutiques?lang=ar');
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(page.html).toContain('<h1>المتاجر</h1>');
  });
});
