import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';
import { testEngines } from '../../test/engines';
import {
  createAnnouncement,
  TEST_CATEGORIES,
  TEST_CITIES,
  type AnnouncementFactoryInput,
} from '../announcements/announcements.test-support';
import { search } from './search.service';
import { refreshSearchIndexes, SEARCH_QUERY } from './search.test-support';

const DAY = 24 * 3600 * 1000;
const BASIC_PHONES = 302;
const PHONE_CASES = 307;

type Fixture = Record<string, string>;

describe.each(testEngines)('search on %s', (engine) => {
  let server: TestServer;
  const ids: Fixture = {};
  const users: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer(engine);
    const { deps } = server;
    const now = deps.now().getTime();
    users.seller = (await createUser(deps)).id;
    users.store = (await createUser(deps)).id;
    users.online = (await createUser(deps)).id;
    users.away = (await createUser(deps)).id;
    await sql`update users set last_seen_at = ${new Date(now - 60_000)} where id = ${users.online}`.execute(deps.db);
    await sql`update users set last_seen_at = ${new Date(now - 20 * 60_000)} where id = ${users.away}`.execute(deps.db);

    const add = async (name: string, input: Partial<AnnouncementFactoryInput> & { ageDays?: number }) => {
      const { ageDays = 1, ...rest } = input;
      const at = new Date(now - ageDays * DAY);
      ids[name] = (
        await createAnnouncement(deps, { userId: users.seller!, createdAt: at, refreshedAt: at, ...rest })
      ).id;
    };
    await add('peugeot208', {
      title: 'Peugeot 208 très propre',
      categoryId: TEST_CATEGORIES.cars,
      cityIds: [TEST_CITIES.babEzzouar],
      price: 2_500_000,
      priceUnit: 'MILLION',
      specs: { marque: 'peugeot' },
      ageDays: 1,
    });
    await add('clio', {
      title: 'Renault Clio 4 diesel',
      categoryId: TEST_CATEGORIES.cars,
      cityIds: [TEST_CITIES.birElDjir],
      price: 1_800_000,
      specs: { marque: 'renault' },
      userId: users.store,
      storeId: '7',
      ageDays: 2,
    });
    await add('arabicCar', {
      title: 'سيارة بيجو 301 للبيع',
      categoryId: TEST_CATEGORIES.cars,
      cityIds: [TEST_CITIES.babEzzouar],
      price: 2_000_000,
      ageDays: 3,
    });
    await add('darija', {
      title: 'Tomobil nadia bezaf, Golf 7',
      categoryId: TEST_CATEGORIES.cars,
      cityIds: [TEST_CITIES.birElDjir],
      price: 3_000_000,
      ageDays: 9,
    });
    await add('galaxy', {
      title: 'Samsung Galaxy S24 Ultra',
      categoryId: TEST_CATEGORIES.smartphones,
      price: 150_000,
      specs: { etat: 'neuf' },
      hasDelivery: true,
      deliveryType: 'DELIVERY_AVAILABLE',
      exchangeType: 'EXCHANGEABLE',
      userId: users.online,
      ageDays: 4,
    });
    await add('iphone', {
      title: 'iPhone 13 Pro Max',
      categoryId: TEST_CATEGORIES.smartphones,
      cityIds: [TEST_CITIES.birElDjir],
      price: 120_000,
      specs: { etat: 'bon_etat' },
      exchangeType: 'EXCHANGEABLE_ONLY',
      userId: users.away,
      ageDays: 5,
    });
    await add('flat', {
      title: 'Appartement F3 vue sur mer',
      categoryId: TEST_CATEGORIES.apartmentsForSale,
      cityIds: [TEST_CITIES.birElDjir],
      price: 15_000_000,
      priceUnit: 'MILLION',
      specs: { pieces: 'f3', specificites_immobilier: ['ascenseur', 'balcon'] },
      ageDays: 6,
    });
    await add('bike', { title: 'Vélo de course Décathlon', price: null, ageDays: 7 });
    await add('nokia', { title: 'Téléphone Nokia 3310 rétro', categoryId: BASIC_PHONES, price: 5_000, ageDays: 8 });
    await add('smartphoneTitle', {
      title: 'Smartphone Xiaomi Redmi Note 12',
      categoryId: TEST_CATEGORIES.smartphones,
      ageDays: 20,
    });
    await add('caseDesc', {
      title: 'Housse de protection en cuir',
      description: 'Compatible avec tout smartphone récent.',
      categoryId: PHONE_CASES,
      ageDays: 0.05,
    });
    await add('pending', { title: 'Peugeot 308 en attente', categoryId: TEST_CATEGORIES.cars, status: 'PENDING' });
    await add('deleted', { title: 'Peugeot 3008 supprimée', categoryId: TEST_CATEGORIES.cars, status: 'DELETED' });
    // Created long ago but refreshed just now, against created and refreshed ten days ago.
    ids.refreshedBike = (
      await createAnnouncement(deps, {
        userId: users.seller,
        title: 'Vélo ancien remis en avant',
        createdAt: new Date(now - 60 * DAY),
        refreshedAt: new Date(now - 0.02 * DAY),
      })
    ).id;
    await add('recentBike', { title: 'Vélo récent', ageDays: 10 });
    await sql`update announcements set media_count = 3 where id = ${ids.galaxy}`.execute(deps.db);
    await refreshSearchIndexes(deps);
  });

  afterAll(async () => {
    await server?.close();
  });

  const run = async (variables: { q?: string; filter?: Record<string, unknown> }, headers?: Record<string, string>) => {
    const result = await server.gql<{ search: any }>(SEARCH_QUERY, variables, headers ? { headers } : {});
    expect(result.errors).toBeUndefined();
    return result.data!.search;
  };
  const found = async (variables: { q?: string; filter?: Record<string, unknown> }): Promise<string[]> =>
    ((await run(variables)).announcements.data as { id: string }[]).map((a) => a.id);
  const named = (...names: string[]) => names.map((name) => ids[name]!);
  const errorOf = async (variables: { q?: string; filter?: Record<string, unknown> }) => {
    const result = await server.gql(SEARCH_QUERY, variables);
    return result.errors?.[0]?.extensions;
  };

  it('finds only active announcements, newest refresh first by default', async () => {
    expect(await found({ filter: { categorySlug: 'automobiles' } })).toEqual(
      named('peugeot208', 'clio', 'arabicCar', 'darija'),
    );
    expect(await found({ q: 'peugeot 308' })).toEqual([]);
    const result = await run({ filter: { categorySlug: 'automobiles' } });
    expect(result.announcements.paginatorInfo.total).toBe(4);
    expect(result.active.count).toBe(4);
  });

  it('matches French words whatever their accents and case, and stems', async () => {
    for (const q of ['nokia', 'RÉTRO', 'retro', 'téléphone nokia']) expect(await found({ q })).toEqual(named('nokia'));
    // "voiture" finds the cars through their category's name, "Voitures".
    expect((await found({ q: 'voiture' })).sort()).toEqual(named('peugeot208', 'clio', 'arabicCar', 'darija').sort());
  });

  it('matches Arabic keywords, and Arabic category names for announcements written in French', async () => {
    expect(await found({ q: 'بيجو' })).toEqual(named('arabicCar'));
    expect(await found({ q: 'سيارة' })).toEqual(named('arabicCar'));
    expect((await found({ q: 'سيارات' })).sort()).toEqual(named('peugeot208', 'clio', 'arabicCar', 'darija').sort());
  });

  it('matches English category names and Latin-script Darija', async () => {
    expect((await found({ q: 'cars' })).sort()).toEqual(named('peugeot208', 'clio', 'arabicCar', 'darija').sort());
    expect(await found({ q: 'tomobil bezaf' })).toEqual(named('darija'));
  });

  it('corrects misspelled keywords to similar known words', async () => {
    expect(await found({ q: 'peugot' })).toEqual(named('peugeot208'));
    const smartphones = await found({ q: 'smartfone' });
    expect(smartphones).toContain(ids.smartphoneTitle);
    expect(smartphones).not.toContain(ids.peugeot208);
    // A word the vocabulary knows is not widened: "renault" stays Renault.
    expect(await found({ q: 'renault' })).toEqual(named('clio'));
  });

  it('orders keyword results by relevance mixed with freshness unless a date order is asked', async () => {
    const relevance = await found({ q: 'smartphone' });
    expect(relevance.indexOf(ids.smartphoneTitle!)).toBeLessThan(relevance.indexOf(ids.caseDesc!));
    expect(relevance.indexOf(ids.caseDesc!)).toBeGreaterThanOrEqual(0);
    const byDate = await found({ q: 'smartphone', filter: { orderByField: 'REFRESHED_AT' } });
    expect(byDate[0]).toBe(ids.caseDesc);
    expect(byDate.indexOf(ids.caseDesc!)).toBeLessThan(byDate.indexOf(ids.smartphoneTitle!));
  });

  it('orders by refresh or by creation', async () => {
    const bikes = { categorySlug: 'velos' };
    expect(await found({ filter: bikes })).toEqual(named('refreshedBike', 'bike', 'recentBike'));
    expect(await found({ filter: { ...bikes, orderByField: 'REFRESHED_AT' } })).toEqual(
      named('refreshedBike', 'bike', 'recentBike'),
    );
    expect(await found({ filter: { ...bikes, orderByField: 'CREATED_AT' } })).toEqual(
      named('bike', 'recentBike', 'refreshedBike'),
    );
  });

  it('orders by price, low to high or high to low, among the announcements that have one', async () => {
    const cars = { categorySlug: 'automobiles' };
    expect(await found({ filter: { ...cars, orderByField: 'PRICE_ASC' } })).toEqual(
      named('clio', 'arabicCar', 'peugeot208', 'darija'),
    );
    expect(await found({ filter: { ...cars, orderByField: 'PRICE_DESC' } })).toEqual(
      named('darija', 'peugeot208', 'arabicCar', 'clio'),
    );
    // A bike without a price has no place in a price order.
    expect(await found({ filter: { categorySlug: 'velos', orderByField: 'PRICE_ASC' } })).not.toContain(ids.bike);
    // With keywords too, instead of relevance.
    const phones = await found({ q: 'smartphone', filter: { orderByField: 'PRICE_DESC' } });
    expect(phones.indexOf(ids.galaxy!)).toBeLessThan(phones.indexOf(ids.iphone!));
  });

  it('filters by origin, _removed_ meaning none', async () => {
    const cars = { categorySlug: 'automobiles' };
    expect(await found({ filter: { ...cars, origin: 'STORE' } })).toEqual(named('clio'));
    expect(await found({ filter: { ...cars, origin: 'INDIVIDUAL' } })).toEqual(
      named('peugeot208', 'arabicCar', 'darija'),
    );
    expect(await found({ filter: { ...cars, origin: '_removed_' } })).toHaveLength(4);
    expect(await found({ q: 'diesel', filter: { origin: 'INDIVIDUAL' } })).toEqual([]);
  });

  it('filters by delivery, exchange, pictures and price presence', async () => {
    expect(await found({ filter: { delivery: true } })).toEqual(named('galaxy'));
    expect(await found({ filter: { exchange: true } })).toEqual(named('galaxy', 'iphone'));
    expect(await found({ filter: { exchange: false, categorySlug: 'smartphones' } })).toHaveLength(3);
    expect(await found({ filter: { hasPictures: true } })).toEqual(named('galaxy'));
    expect(await found({ filter: { hasPrice: true, categorySlug: 'velos' } })).toEqual(
      named('refreshedBike', 'recentBike'),
    );
    // The same flags with keywords go through the vector's filter lexemes.
    expect(await found({ q: 'samsung', filter: { delivery: true, hasPictures: true, exchange: true } })).toEqual(
      named('galaxy'),
    );
    expect(await found({ q: 'iphone', filter: { delivery: true } })).toEqual([]);
  });

  it('filters by wilaya and commune, written as ids or slug-id', async () => {
    const cars = { categorySlug: 'automobiles' };
    expect(await found({ filter: { ...cars, regionIds: ['oran-31'] } })).toEqual(named('clio', 'darija'));
    expect(await found({ filter: { ...cars, cityIds: [`bab-ezzouar-${TEST_CITIES.babEzzouar}`] } })).toEqual(
      named('peugeot208', 'arabicCar'),
    );
    expect(await found({ filter: { ...cars, regionIds: ['16', '31'] } })).toHaveLength(4);
    expect(await found({ q: 'renault', filter: { regionIds: ['16'] } })).toEqual([]);
    expect(await found({ q: 'renault', filter: { regionIds: ['31'] } })).toEqual(named('clio'));
  });

  it('filters by price range in dinars, or in the filter’s price unit', async () => {
    const cars = { categorySlug: 'automobiles' };
    expect(await found({ filter: { ...cars, priceRange: { min: 1_000_000, max: 2_100_000 } } })).toEqual(
      named('clio', 'arabicCar'),
    );
    expect(await found({ filter: { ...cars, priceRange: { min: 100, max: 210 }, priceUnit: 'MILLION' } })).toEqual(
      named('clio', 'arabicCar'),
    );
    expect(await found({ filter: { ...cars, priceRange: { min: 2_600_000 } } })).toEqual(named('darija'));
    expect(await found({ filter: { ...cars, priceRange: { min: null, max: null } } })).toHaveLength(4);
    expect(await found({ q: 'peugeot', filter: { priceRange: { min: 2_400_000, max: 2_600_000 } } })).toEqual(
      named('peugeot208'),
    );
    expect(await found({ q: 'peugeot', filter: { priceRange: { min: 2_600_000 } } })).toEqual([]);
    expect(
      await found({
        q: 'renault',
        filter: { categorySlug: 'automobiles', priceRange: { min: 1_000_000, max: 2_000_000 } },
      }),
    ).toEqual(named('clio'));
    expect(
      await found({
        q: 'renault',
        filter: { categorySlug: 'vehicules', priceRange: { min: 100, max: 150 }, priceUnit: 'MILLION' },
      }),
    ).toEqual([]);
  });

  it('hands the cards the filter’s picture size (MEDIUM by default)', async () => {
    for (const [input, size] of [
      [{ filter: { categorySlug: 'automobiles', mediaSize: 'SMALL' } }, 'SMALL'],
      [{ q: 'peugeot', filter: { mediaSize: 'LARGE' } }, 'LARGE'],
      [{ filter: { categorySlug: 'automobiles', hasPrice: true } }, 'MEDIUM'],
    ] as const) {
      const page = await (await search(server.deps, input)).announcements();
      expect(page.data.length).toBeGreaterThan(0);
      expect(page.data.every((card) => card.mediaSize === size)).toBe(true);
    }
  });

  it('filters by specification values: equal, contained for MULTI_SELECT, any value of one key', async () => {
    expect(await found({ filter: { fields: [{ key: 'marque', value: 'peugeot' }] } })).toEqual(named('peugeot208'));
    expect(await found({ filter: { model: [{ key: 'specificites_immobilier', value: 'balcon' }] } })).toEqual(
      named('flat'),
    );
    expect(await found({ filter: { fields: [{ key: 'specificites_immobilier', value: 'piscine' }] } })).toEqual([]);
    expect(
      await found({
        filter: {
          fields: [
            { key: 'marque', value: 'peugeot' },
            { key: 'marque', value: 'renault' },
          ],
        },
      }),
    ).toEqual(named('peugeot208', 'clio'));
    expect(await errorOf({ filter: { fields: [{ key: 'no_such_spec', value: 'x' }] } })).toMatchObject({
      code: 'BAD_USER_INPUT',
      argument: 'fields',
    });
  });

  it('searches a category with the categories under it, by slug or id', async () => {
    const cars = named('peugeot208', 'clio', 'arabicCar', 'darija');
    expect(await found({ filter: { categorySlug: 'vehicules' } })).toEqual(cars);
    expect(await found({ filter: { categoryId: String(TEST_CATEGORIES.vehiclesGroup) } })).toEqual(cars);
    const missing = await run({ filter: { categorySlug: 'no-such-category' } });
    expect(missing.active).toEqual({ category: null, count: 0, filter: { regions: [], cities: [] } });
    expect(missing.announcements.data).toEqual([]);
    expect(await errorOf({ filter: { categorySlug: 'vehicules', categoryId: '301' } })).toMatchObject({
      code: 'BAD_USER_INPUT',
    });
  });

  it('lists one member’s announcements without the one shown (same-author list)', async () => {
    expect(await found({ filter: { userId: users.store } })).toEqual(named('clio'));
    const others = await found({ filter: { userId: users.seller, excludeId: ids.peugeot208 } });
    expect(others).not.toContain(ids.peugeot208);
    expect(others).toContain(ids.arabicCar);
    expect(others).not.toContain(ids.clio);
  });

  it('narrows to one store or several (storeId, storeIds), in every path: counts, facets, keywords', async () => {
    // The iPhone moves into a second store for this case only.
    await sql`update announcements set store_id = 8 where id = ${ids.iphone}`.execute(server.deps.db);
    try {
      expect(await found({ filter: { storeId: '7' } })).toEqual(named('clio'));
      expect(await found({ filter: { storeId: '8' } })).toEqual(named('iphone'));
      expect(await found({ filter: { storeIds: ['8', '7'] } })).toEqual(named('clio', 'iphone'));
      expect(await found({ filter: { storeId: '7', storeIds: ['8'] } })).toEqual(named('clio', 'iphone'));
      // Keywords (the GIN path) and the category's counts and place facets honour it too.
      expect(await found({ q: 'iphone', filter: { storeId: '8' } })).toEqual(named('iphone'));
      expect(await found({ q: 'iphone', filter: { storeId: '7' } })).toEqual([]);
      const cars = await run({ filter: { categorySlug: 'automobiles', storeIds: ['7', '8'] } });
      expect(cars.announcements.data.map((a: { id: string }) => a.id)).toEqual(named('clio'));
      expect(cars.announcements.paginatorInfo.total).toBe(1);
      expect(cars.active.count).toBe(1);
      expect(cars.active.filter.regions).toEqual([expect.objectContaining({ id: '31', count: 1 })]);
      const all = await run({ filter: { storeIds: ['7', '8'], count: 1 } });
      expect(all.announcements.paginatorInfo).toMatchObject({ total: 2, lastPage: 2, hasMorePages: true });
      expect(all.suggested.map((s: { category: { slug: string } }) => s.category.slug).sort()).toEqual([
        'telephones',
        'vehicules',
      ]);
      const page2 = await run({ filter: { storeIds: ['7', '8'], count: 1, page: 2, fetchActiveCategory: false } });
      expect(page2.announcements.data.map((a: { id: string }) => a.id)).toEqual(named('iphone'));
      // A store's announcements are from a store: none of them is an individual's.
      expect(await found({ filter: { storeIds: ['7', '8'], origin: 'INDIVIDUAL' } })).toEqual([]);
      expect(await found({ filter: { storeIds: ['7', '8'], origin: 'STORE' } })).toEqual(named('clio', 'iphone'));
      expect(await errorOf({ filter: { storeId: 'boutique' } })).toMatchObject({
        code: 'BAD_USER_INPUT',
        argument: 'storeId',
      });
      expect(await errorOf({ filter: { storeIds: ['8', '-1'] } })).toMatchObject({
        code: 'BAD_USER_INPUT',
        argument: 'storeIds',
      });
    } finally {
      await sql`update announcements set store_id = null where id = ${ids.iphone}`.execute(server.deps.db);
    }
  });

  it('keeps the sellers seen in the last 15 minutes when connected is asked', async () => {
    expect(await found({ filter: { connected: true } })).toEqual(named('galaxy'));
    expect(await found({ q: 'iphone', filter: { connected: true } })).toEqual([]);
  });

  it('reports the active category, its count and its places with counts', async () => {
    const result = await run({ filter: { categorySlug: 'automobiles' } });
    expect(result.active.category.slug).toBe('automobiles');
    expect(result.active.filter.regions).toEqual([
      { id: '16', name: 'Alger', count: 2 },
      { id: '31', name: 'Oran', count: 2 },
    ]);
    expect(result.active.filter.cities).toEqual([]);
    // Wilayas are counted as if none were chosen; communes are those of the chosen wilaya.
    const inAlgiers = await run({ filter: { categorySlug: 'automobiles', regionIds: ['16'] } });
    expect(inAlgiers.active.count).toBe(2);
    expect(inAlgiers.active.filter.regions.map((r: any) => [r.id, r.count])).toEqual([
      ['16', 2],
      ['31', 2],
    ]);
    expect(inAlgiers.active.filter.cities).toEqual([
      { id: String(TEST_CITIES.babEzzouar), name: 'Bab Ezzouar', count: 2 },
    ]);
    // The same through the sampled path (a condition the counters do not know).
    const sampled = await run({ filter: { categorySlug: 'automobiles', regionIds: ['16'], hasPrice: true } });
    expect(sampled.active.count).toBe(2);
    expect(sampled.active.filter.regions.map((r: any) => [r.id, r.count])).toEqual([
      ['16', 2],
      ['31', 2],
    ]);
    expect(sampled.active.filter.cities.map((c: any) => [c.id, c.count])).toEqual([
      [String(TEST_CITIES.babEzzouar), 2],
    ]);
    // Names follow the request's language.
    const arabic = await server.gql<{ search: any }>(
      SEARCH_QUERY,
      { filter: { categorySlug: 'automobiles' } },
      { headers: { 'accept-language': 'ar' } },
    );
    expect(arabic.data!.search.active.filter.regions[0].name).toBe('الجزائر');
  });

  it('suggests sub-categories with counts, or the top categories of keywords', async () => {
    expect((await run({ filter: { categorySlug: 'vehicules' } })).suggested).toEqual([
      { category: { slug: 'automobiles' }, count: 4 },
    ]);
    expect((await run({ filter: { categorySlug: 'automobiles' } })).suggested).toEqual([]);
    const keyword = await run({ q: 'smartphone' });
    expect(keyword.suggested[0]).toEqual({ category: { slug: 'smartphones' }, count: 3 });
    expect(keyword.suggested).toContainEqual({ category: { slug: 'coques-protections' }, count: 1 });
    const oran = await run({ filter: { regionIds: ['31'] } });
    expect(oran.suggested).toEqual([
      { category: { slug: 'vehicules' }, count: 2 },
      { category: { slug: 'immobilier' }, count: 1 },
      { category: { slug: 'telephones' }, count: 1 },
    ]);
  });

  it('paginates: page, count, lastPage, hasMorePages', async () => {
    const cars = { categorySlug: 'automobiles', count: 3 };
    const first = await run({ filter: cars });
    expect(first.announcements.data.map((a: any) => a.id)).toEqual(named('peugeot208', 'clio', 'arabicCar'));
    expect(first.announcements.paginatorInfo).toEqual({ currentPage: 1, lastPage: 2, hasMorePages: true, total: 4 });
    const second = await run({ filter: { ...cars, page: 2 } });
    expect(second.announcements.data.map((a: any) => a.id)).toEqual(named('darija'));
    expect(second.announcements.paginatorInfo).toEqual({ currentPage: 2, lastPage: 2, hasMorePages: false, total: 4 });
    const beyond = await run({ filter: { ...cars, page: 3 } });
    expect(beyond.announcements.data).toEqual([]);
    const keywordPage = await run({ q: 'smartphone', filter: { count: 2, page: 2 } });
    expect(keywordPage.announcements.paginatorInfo).toMatchObject({ currentPage: 2, lastPage: 2, total: 4 });
  });

  it('normalises the filter as the spec says', async () => {
    const slugged = await run({ q: 'Peugeot  208 !' });
    expect(slugged.keywords).toBe('peugeot-208');
    expect(slugged.announcements.data.map((a: any) => a.id)).toEqual(named('peugeot208'));
    const empty = await run({ q: '  ', filter: { keywords: '', categorySlug: 'automobiles' } });
    expect(empty.keywords).toBeNull();
    expect(empty.announcements.data).toHaveLength(4);
    expect((await run({ filter: { fetchActiveCategory: false } })).active).toBeNull();
    expect(slugged.estimated).toBe(false);
  });

  it('answers BAD_USER_INPUT for input that means nothing', async () => {
    for (const [filter, argument] of [
      [{ count: 0 }, 'count'],
      [{ count: 97 }, 'count'],
      [{ page: 0 }, 'page'],
      [{ page: 201 }, 'page'],
      [{ regionIds: ['alger'] }, 'regionIds'],
      [{ cityIds: ['-'] }, 'cityIds'],
      [{ priceRange: { min: -5 } }, 'priceRange.min'],
      [{ priceRange: { min: 5 }, priceUnit: 'NO_PRICE' }, 'priceUnit'],
      [{ keywords: 'x'.repeat(101) }, 'keywords'],
      [{ userId: 'me' }, 'userId'],
    ] as const) {
      expect(await errorOf({ filter: filter })).toMatchObject({
        code: 'BAD_USER_INPUT',
        argument,
      });
    }
    expect(await found({ filter: { count: 96, page: 200 } })).toEqual([]);
  });

  it('suggests completions, corrections and categories for the search box', async () => {
    const suggest = async (q: string, count?: number, lang?: string) => {
      const result = await server.gql<{ searchSuggest: { text: string; category: { slug: string } | null }[] }>(
        `query S($q: String!, $count: Int) { searchSuggest(q: $q, count: $count) { text category { slug } } }`,
        { q, ...(count === undefined ? {} : { count }) },
        lang ? { headers: { 'accept-language': lang } } : {},
      );
      expect(result.errors).toBeUndefined();
      return result.data!.searchSuggest;
    };
    expect(await suggest('peu')).toContainEqual({ text: 'peugeot', category: null });
    expect(await suggest('samsng')).toContainEqual({ text: 'samsung', category: null });
    expect(await suggest('peugeot 2')).toContainEqual({ text: 'peugeot 208', category: null });
    expect(await suggest('voit')).toContainEqual({ text: 'Voitures', category: { slug: 'automobiles' } });
    expect(await suggest('voit', 8, 'ar')).toContainEqual({ text: 'سيارات', category: { slug: 'automobiles' } });
    expect(await suggest('سيار', 8, 'ar')).toContainEqual({ text: 'سيارات', category: { slug: 'automobiles' } });
    expect(await suggest('e', 1)).toHaveLength(1);
    expect(await suggest(' ! ')).toEqual([]);
    const tooMany = await server.gql(`{ searchSuggest(q: "peu", count: 0) { text } }`);
    expect(tooMany.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'count' });
  });
});

describe.each(testEngines)('search of large result sets on %s', (engine) => {
  let server: TestServer;
  const TOTAL = 1_300;

  beforeAll(async () => {
    server = await startTestServer(engine);
    const user = await createUser(server.deps);
    // More than the counting cap, spread over the last 30 days, written in one statement.
    await sql`insert into announcements (user_id, category_id, title, slug, search_text, status, city_ids, region_ids,
        price, created_at, refreshed_at)
      select ${user.id}, ${TEST_CATEGORIES.bikes}, 'Lot générique ' || n, 'lot-' || n, 'lot generique ' || n,
        'PUBLISHED', array[${TEST_CITIES.babEzzouar}]::int[], array[16], 1000 + n,
        ${server.deps.now()}::timestamptz - n * interval '30 minutes', ${server.deps.now()}::timestamptz - n * interval '30 minutes'
      from generate_series(1, ${TOTAL}) as n`.execute(server.deps.db);
    await sql`analyze announcements`.execute(server.deps.db);
    await refreshSearchIndexes(server.deps);
  });

  afterAll(async () => {
    await server?.close();
  });

  const page = async (q: string | undefined, filter: Record<string, unknown>) => {
    const result = await server.gql<{ search: any }>(SEARCH_QUERY, { q, filter });
    expect(result.errors).toBeUndefined();
    return result.data!.search;
  };

  it('counts exactly with only category and place conditions, however many match', async () => {
    const result = await page(undefined, { categorySlug: 'velos', regionIds: ['16'] });
    expect(result.estimated).toBe(false);
    expect(result.announcements.paginatorInfo).toEqual({
      currentPage: 1,
      lastPage: Math.ceil(TOTAL / 48),
      hasMorePages: true,
      total: TOTAL,
    });
    expect(result.active.filter.cities).toEqual([
      { id: String(TEST_CITIES.babEzzouar), name: 'Bab Ezzouar', count: TOTAL },
    ]);
  });

  it('estimates past the cap and pages through time windows without losing or repeating anything', async () => {
    for (const [q, order] of [
      ['generique', undefined],
      ['generique', 'REFRESHED_AT'],
      [undefined, undefined],
    ] as const) {
      const filter = { count: 96, hasPrice: true, ...(order ? { orderByField: order } : {}) };
      const first = await page(q, filter);
      expect(first.estimated).toBe(true);
      expect(first.announcements.paginatorInfo.total).toBeGreaterThan(1000);
      expect(first.announcements.paginatorInfo.hasMorePages).toBe(true);
      const seen = new Set<string>();
      for (let n = 1; n <= 14; n += 1) {
        const result = n === 1 ? first : await page(q, { ...filter, page: n });
        for (const a of result.announcements.data) seen.add(a.id);
        if (!result.announcements.paginatorInfo.hasMorePages) {
          expect(n).toBe(Math.ceil(TOTAL / 96));
          break;
        }
      }
      expect(seen.size).toBe(TOTAL);
    }
    const windowed = await (
      await search(server.deps, { q: 'generique', filter: { mediaSize: 'SMALL', hasPrice: true } })
    ).announcements();
    expect(windowed.data).toHaveLength(48);
    expect(windowed.data.every((card) => card.mediaSize === 'SMALL')).toBe(true);
    // By date, the windows join into one order: the newest first.
    const dated = await page('generique', { orderByField: 'REFRESHED_AT', count: 3 });
    expect(dated.announcements.data.map((a: any) => a.title)).toEqual([
      'Lot générique 1',
      'Lot générique 2',
      'Lot générique 3',
    ]);
  });

  it('pages through a large result set by price without losing or repeating anything, with keywords or not', async () => {
    for (const [q, order] of [
      [undefined, 'PRICE_ASC'],
      [undefined, 'PRICE_DESC'],
      ['generique', 'PRICE_ASC'],
    ] as const) {
      const prices: number[] = [];
      for (let n = 1; n <= 14; n += 1) {
        const result = await page(q, { count: 96, orderByField: order, page: n });
        // The generated titles end with n; the price is 1000 + n.
        for (const a of result.announcements.data) prices.push(1000 + Number(/\d+$/.exec(a.title)![0]));
        if (!result.announcements.paginatorInfo.hasMorePages) break;
      }
      expect(prices, `${q} ${order}`).toHaveLength(TOTAL);
      expect(new Set(prices).size).toBe(TOTAL);
      const sorted = [...prices].sort((a, b) => (order === 'PRICE_ASC' ? a - b : b - a));
      expect(prices).toEqual(sorted);
    }
  });
});

describe.each(testEngines)('touchLastSeen on %s', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });

  afterAll(async () => {
    await server?.close();
  });

  it('writes a member’s last-seen time at most once a minute', async () => {
    const { touchLastSeen } = await import('../users/last-seen');
    const user = await createUser(server.deps);
    const seen = async () =>
      (
        await server.deps.db
          .selectFrom('users')
          .select('last_seen_at')
          .where('id', '=', user.id)
          .executeTakeFirstOrThrow()
      ).last_seen_at;
    await touchLastSeen(server.deps, user.id);
    const first = await seen();
    expect(Math.abs(first!.getTime() - server.deps.now().getTime())).toBeLessThan(5_000);
    server.advanceClock(30_000);
    await touchLastSeen(server.deps, user.id);
    expect((await seen())?.getTime()).toBe(first!.getTime());
    server.advanceClock(31_000);
    await touchLastSeen(server.deps, user.id);
    expect((await seen())!.getTime()).toBeGreaterThan(first!.getTime() + 60_000);
  });
});
