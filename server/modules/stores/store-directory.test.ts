import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/engines';
import { startTestServer, type TestServer } from '../../test/harness';
import { createAnnouncement, TEST_CATEGORIES, TEST_CITIES } from '../announcements/announcements.test-support';
import { countQueriesOn, firstError, userWithToken } from '../reactions/reactions.test-support';
import { addPicture, createTestStore } from './stores.test-support';

const DIRECTORY = `query ($q: String, $filter: StoreFilter) {
  storeSearch(q: $q, filter: $filter) {
    data { id }
    paginatorInfo { currentPage lastPage hasMorePages total }
  }
}`;

const CARDS = `query ($filter: StoreFilter) {
  storeSearch(filter: $filter) {
    data {
      id name followerCount announcementsCount url isOfficial iAmFollowing
      mainLocation { id location { id city { id name } region { id name } } }
      categories { id slug children { slug } }
      announcements(count: 4, withPictures: true) { id title defaultMedia(size: MEDIUM) { mediaUrl } }
    }
  }
}`;

const HOUR = 3600 * 1000;

describe.each(testEngines)('the store directory on %s', (engine) => {
  let server: TestServer;
  const stores: Record<string, string> = {};
  const announcements: Record<string, string> = {};
  let ownerId: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    const { deps } = server;
    ownerId = (await userWithToken(server)).id;
    const add = async (name: string, input: Omit<Parameters<typeof createTestStore>[1], 'ownerId'>) => {
      stores[name] = (await createTestStore(deps, { ownerId, ...input })).id;
    };
    await add('electro', {
      name: 'Électronique Alger',
      isOfficial: true,
      followerCount: 5,
      cityId: TEST_CITIES.babEzzouar,
      categoryIds: [TEST_CATEGORIES.smartphones],
    });
    await add('auto', {
      name: 'Auto Oran',
      followerCount: 50,
      cityId: TEST_CITIES.birElDjir,
      categoryIds: [TEST_CATEGORIES.cars],
    });
    await add('bikes', {
      name: 'Vélos du Centre',
      followerCount: 10,
      cityId: TEST_CITIES.babEzzouar,
      categoryIds: [TEST_CATEGORIES.bikes],
    });
    await add('disabled', {
      name: 'Électronique fermée',
      isOfficial: true,
      status: 'DISABLED',
      cityId: TEST_CITIES.birElDjir,
    });
    await add('jewels', {
      name: 'Maison Ahmed',
      description: 'Bijoux en or et en argent',
      isOfficial: true,
      followerCount: 1,
    });

    // The electronics store: five pictured announcements an hour apart, one without a picture, one pending.
    const now = deps.now().getTime();
    for (let i = 1; i <= 5; i += 1) {
      const at = new Date(now - i * HOUR);
      const { id } = await createAnnouncement(deps, {
        userId: ownerId,
        storeId: stores.electro,
        title: `Téléphone ${i}`,
        refreshedAt: at,
      });
      announcements[`pictured${i}`] = id;
      await addPicture(deps, id);
    }
    announcements.bare = (
      await createAnnouncement(deps, {
        userId: ownerId,
        storeId: stores.electro,
        title: 'Sans photo',
        refreshedAt: new Date(now),
      })
    ).id;
    const pending = await createAnnouncement(deps, { userId: ownerId, storeId: stores.electro, status: 'PENDING' });
    await addPicture(deps, pending.id);
    // Another store's, for the batching of the cards.
    const bike = await createAnnouncement(deps, { userId: ownerId, storeId: stores.bikes, title: 'Vélo du centre' });
    announcements.bike = bike.id;
    await addPicture(deps, bike.id);
  });
  afterAll(async () => {
    await server?.close();
  });

  const ids = async (variables: { q?: string; filter?: Record<string, unknown> }) => {
    const result = await server.gql<{ storeSearch: { data: { id: string }[] } }>(DIRECTORY, variables);
    expect(result.errors).toBeUndefined();
    return result.data!.storeSearch.data.map((s) => s.id);
  };
  const named = (...names: string[]) => names.map((name) => stores[name]!);

  it('lists ACTIVE stores, official first, then the most followed', async () => {
    expect(await ids({})).toEqual(named('electro', 'jewels', 'auto', 'bikes'));
    expect(await ids({ filter: { isOfficial: true } })).toEqual(named('electro', 'jewels'));
    expect(await ids({ filter: { isOfficial: false } })).toHaveLength(4);
  });

  it('finds keywords in names and descriptions, whatever their accents and case', async () => {
    expect(await ids({ q: 'electronique' })).toEqual(named('electro'));
    expect(await ids({ filter: { keyword: 'VÉLOS' } })).toEqual(named('bikes'));
    expect(await ids({ q: 'bijoux argent' })).toEqual(named('jewels'));
    // q and the filter's keyword both count.
    expect(await ids({ q: 'auto', filter: { keyword: 'alger' } })).toEqual([]);
    expect(await ids({ q: 'auto', filter: { keyword: 'oran' } })).toEqual(named('auto'));
    expect(await ids({ q: '%' })).toHaveLength(4);
  });

  it('filters by the wilaya or commune of the main location, ids in their loose form', async () => {
    expect(await ids({ filter: { regionId: '16' } })).toEqual(named('electro', 'bikes'));
    expect(await ids({ filter: { regionId: 'alger-16' } })).toEqual(named('electro', 'bikes'));
    expect(await ids({ filter: { cityId: String(TEST_CITIES.birElDjir) } })).toEqual(named('auto'));
    expect(await ids({ filter: { regionId: '31', cityId: String(TEST_CITIES.babEzzouar) } })).toEqual([]);
    const bad = await server.gql(DIRECTORY, { filter: { regionId: 'alger' } });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'regionId' });
    expect(firstError(await server.gql(DIRECTORY, { filter: { cityId: 'x-y' } })).code).toBe('BAD_USER_INPUT');
  });

  it('filters by the tag: a category the stores sell in, or one above or below it', async () => {
    expect(await ids({ filter: { tag: 'automobiles' } })).toEqual(named('auto'));
    expect(await ids({ filter: { tag: 'vehicules' } })).toEqual(named('auto'));
    expect(await ids({ filter: { tag: 'telephones' } })).toEqual(named('electro'));
    expect(await ids({ filter: { tag: 'no-such-category' } })).toEqual([]);
  });

  it('pages the directory', async () => {
    const page = await server.gql<{ storeSearch: any }>(DIRECTORY, { filter: { count: 3, page: 2 } });
    expect(page.data!.storeSearch).toEqual({
      data: [{ id: stores.bikes }],
      paginatorInfo: { currentPage: 2, lastPage: 2, hasMorePages: false, total: 4 },
    });
    // Sizes are kept within bounds rather than refused.
    const huge = await server.gql<{ storeSearch: any }>(DIRECTORY, { filter: { count: 5000, page: 0 } });
    expect(huge.data!.storeSearch.paginatorInfo).toMatchObject({ currentPage: 1, total: 4 });
  });

  it('gives each card its newest 4 active announcements with pictures and its counts', async () => {
    const result = await server.gql<{ storeSearch: { data: any[] } }>(CARDS, { filter: { regionId: '16' } });
    expect(result.errors).toBeUndefined();
    const [electro, bikes] = result.data!.storeSearch.data;
    expect(electro).toMatchObject({
      id: stores.electro,
      announcementsCount: 6,
      isOfficial: true,
      iAmFollowing: false,
      url: `http://souk.test/store/${stores.electro}/electronique-alger/`,
      mainLocation: { location: { city: { id: String(TEST_CITIES.babEzzouar) }, region: { id: '16', name: 'Alger' } } },
      categories: [{ id: String(TEST_CATEGORIES.smartphones), slug: 'smartphones', children: [] }],
    });
    expect(electro.announcements.map((a: { id: string }) => a.id)).toEqual(
      ['pictured1', 'pictured2', 'pictured3', 'pictured4'].map((name) => announcements[name]),
    );
    expect(electro.announcements[0].defaultMedia.mediaUrl).toMatch(/^http:\/\/souk\.test\/media\//);
    expect(bikes).toMatchObject({
      id: stores.bikes,
      announcementsCount: 1,
      announcements: [{ id: announcements.bike }],
    });

    const all = await server.gql<{ store: any }>(
      `query ($id: ID!) { store(id: $id) { announcements(count: 10, withPictures: false) { id } } }`,
      { id: stores.electro },
    );
    expect(all.data!.store.announcements.map((a: { id: string }) => a.id)).toEqual([
      announcements.bare,
      ...['pictured1', 'pictured2', 'pictured3', 'pictured4', 'pictured5'].map((name) => announcements[name]),
    ]);
  });

  it('reads a page of cards with one query per field, not one per store', async () => {
    const viewer = await userWithToken(server);
    const run = () => server.gql(CARDS, {}, { token: viewer.token });
    expect((await countQueriesOn(server, 'store_locations', run)).queries).toBe(1);
    expect((await countQueriesOn(server, 'store_followers', run)).queries).toBe(1);
    expect((await countQueriesOn(server, 'store_categories', run)).queries).toBe(1);
    // The announcements count and the cards' announcements.
    expect((await countQueriesOn(server, 'announcements', run)).queries).toBe(2);
    expect((await countQueriesOn(server, 'media', run)).queries).toBe(1);
    // Visitors follow nothing: no query at all.
    expect((await countQueriesOn(server, 'store_followers', () => server.gql(CARDS, {}))).queries).toBe(0);
  });
});
