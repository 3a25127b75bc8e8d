import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteQuery } from '../../../shared/site/document';
import { testEngines } from '../../test/engines';
import { createUser } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';
import { createAnnouncement, TEST_CATEGORIES } from '../announcements/announcements.test-support';
import { countQueriesOn } from '../reactions/reactions.test-support';
import { refreshSearchIndexes } from '../search/search.test-support';
import { tokenFor } from '../users/users.test-support';
import type { LandRef } from './lands';
import { createLand, documentOf, landVars, landWithEditor, OPS } from './sitebuild.test-support';

const RENDER = `query ($storeId: ID!, $marketId: ID!) {
  store: siteBuildGetByStore(storeId: $storeId) { ...Results }
  market: siteBuildGetByMarket(marketId: $marketId) { ...Results }
}
fragment Results on SiteBuild {
  queries {
    id
    type
    announcements(mediaSize: SMALL) { id title }
    clusterAnnouncements { id title }
    stores { id name }
  }
}`;

type Results = {
  id: string;
  type: string;
  announcements: { id: string; title: string }[];
  clusterAnnouncements: { title: string }[];
  stores: { id: string; name: string }[];
}[];

const query = (id: string, overrides: Partial<SiteQuery> = {}): SiteQuery => ({
  id,
  name: { fr: id, ar: id, en: id },
  q: '',
  count: 16,
  type: 'ANNOUNCEMENTS',
  filter: {},
  ...overrides,
});

describe.each(testEngines)('the results of a site’s queries on %s', (engine) => {
  let server: TestServer;
  let store: LandRef;
  let market: LandRef;
  let emptyMarket: LandRef;
  let marketStores: { first: string; second: string; disabled: string };
  const hours = (n: number) => new Date(Date.now() - n * 3600_000);

  /** Commits a document with these queries and publishes it. */
  async function publishWith(land: LandRef, queries: SiteQuery[]): Promise<void> {
    const admin = await createUser(server.deps, { roles: ['SUPER_ADMIN'] });
    const token = await tokenFor(server, admin.id);
    const access = await server.gql<any>(OPS.access, landVars(land), { token });
    const base = access.data.siteBuildAccess.version as number;
    const committed = await server.gql<any>(
      OPS.commit,
      { ...landVars(land), build: documentOf(land.launchType, (d) => (d.queries = queries)), base },
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

  const render = async () => {
    const answer = await server.gql<{ store: { queries: Results }; market: { queries: Results } }>(RENDER, {
      storeId: store.id,
      marketId: market.id,
    });
    expect(answer.errors).toBeUndefined();
    return answer.data!;
  };

  beforeAll(async () => {
    server = await startTestServer(engine);
    const seller = await createUser(server.deps);
    const deps = server.deps;
    ({ land: store } = await landWithEditor(server));
    for (const [n, title, categoryId] of [
      [1, 'Vélo de ville Peugeot', TEST_CATEGORIES.bikes],
      [2, 'Vélo tout terrain Rockrider', TEST_CATEGORIES.bikes],
      [3, 'Samsung Galaxy A54', TEST_CATEGORIES.smartphones],
      [4, 'Vélo enfant 16 pouces', TEST_CATEGORIES.bikes],
    ] as const) {
      await createAnnouncement(deps, {
        userId: seller.id,
        storeId: store.id,
        title,
        categoryId,
        refreshedAt: hours(n),
      });
    }
    // Not the store's: another store's, and an individual's.
    const elsewhere = await createLand(deps);
    await createAnnouncement(deps, {
      userId: seller.id,
      storeId: elsewhere.id,
      title: 'Vélo de course ailleurs',
      refreshedAt: hours(0.5),
    });
    await createAnnouncement(deps, { userId: seller.id, title: 'Vélo de particulier', refreshedAt: hours(0.5) });

    const first = await createLand(deps);
    const second = await createLand(deps);
    const disabled = await createLand(deps, { status: 'DISABLED' });
    marketStores = { first: first.id, second: second.id, disabled: disabled.id };
    await deps.db.updateTable('stores').set({ name: 'Électro Bab Ezzouar' }).where('id', '=', first.id).execute();
    await deps.db.updateTable('stores').set({ name: 'Librairie du Centre' }).where('id', '=', second.id).execute();
    await createAnnouncement(deps, {
      userId: seller.id,
      storeId: first.id,
      title: 'Télévision LG 55 pouces',
      refreshedAt: hours(2),
    });
    await createAnnouncement(deps, {
      userId: seller.id,
      storeId: second.id,
      title: 'Dictionnaire Larousse',
      refreshedAt: hours(1),
    });
    // A store that is not ACTIVE: its announcements are hidden anyway; the market leaves it out.
    await createAnnouncement(deps, {
      userId: seller.id,
      storeId: disabled.id,
      title: 'Ancienne annonce',
      status: 'DISABLED_STORE',
    });
    ({ land: market } = await landWithEditor(server, {
      launchType: 'MARKET',
      storeIds: [second.id, disabled.id, first.id],
    }));
    ({ land: emptyMarket } = await landWithEditor(server, { launchType: 'MARKET' }));
    await refreshSearchIndexes(deps);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('lists a store’s own announcements, newest first, at most count, narrowed by q and filter', async () => {
    await publishWith(store, [
      query('nouveautes', { count: 2 }),
      query('velos', {
        filter: { categoryId: String(TEST_CATEGORIES.bikes) },
        cluster: { name: { fr: 'Enfants', ar: '', en: '' }, q: 'enfant', count: 4, filter: {} },
      }),
      query('magasins', { type: 'STORES' }),
    ]);
    await publishWith(market, []);
    const { store: site } = await render();
    const [newest, bikes, stores] = site.queries;
    expect(newest!.announcements.map((a) => a.title)).toEqual(['Vélo de ville Peugeot', 'Vélo tout terrain Rockrider']);
    expect(newest!.clusterAnnouncements).toEqual([]);
    expect(newest!.stores).toEqual([]);
    expect(bikes!.announcements.map((a) => a.title)).toEqual([
      'Vélo de ville Peugeot',
      'Vélo tout terrain Rockrider',
      'Vélo enfant 16 pouces',
    ]);
    expect(bikes!.clusterAnnouncements.map((a) => a.title)).toEqual(['Vélo enfant 16 pouces']);
    // A store's site has no stores to list.
    expect(stores!.announcements).toEqual([]);
    expect(stores!.stores).toEqual([]);
  });

  it('lists a market’s ACTIVE stores and their announcements, in the market’s order', async () => {
    await publishWith(market, [
      query('toutes'),
      query('librairie', { filter: { storeIds: [marketStores.second, '424242'] } }),
      query('boutiques', { type: 'STORES' }),
      query('electro', { type: 'STORES', q: 'électro' }),
      query('une', { type: 'STORES', count: 1 }),
      query('choisies', { type: 'STORES', filter: { storeIds: [marketStores.first, marketStores.disabled] } }),
    ]);
    const { market: site } = await render();
    const byId = Object.fromEntries(site.queries.map((q) => [q.id, q]));
    expect(byId.toutes!.announcements.map((a) => a.title)).toEqual([
      'Dictionnaire Larousse',
      'Télévision LG 55 pouces',
    ]);
    expect(byId.librairie!.announcements.map((a) => a.title)).toEqual(['Dictionnaire Larousse']);
    expect(byId.boutiques!.announcements).toEqual([]);
    expect(byId.boutiques!.stores.map((s) => s.id)).toEqual([marketStores.second, marketStores.first]);
    expect(byId.electro!.stores.map((s) => s.name)).toEqual(['Électro Bab Ezzouar']);
    expect(byId.une!.stores.map((s) => s.id)).toEqual([marketStores.second]);
    expect(byId.choisies!.stores.map((s) => s.id)).toEqual([marketStores.first]);
  });

  it('lists nothing for a market without stores (not every store’s announcements)', async () => {
    await publishWith(emptyMarket, [query('toutes'), query('boutiques', { type: 'STORES' })]);
    const answer = await server.gql<any>(
      `query ($id: ID!) { siteBuildGetByMarket(marketId: $id) { queries { announcements { id } stores { id } } } }`,
      { id: emptyMarket.id },
    );
    expect(answer.data.siteBuildGetByMarket.queries).toEqual([
      { announcements: [], stores: [] },
      { announcements: [], stores: [] },
    ]);
  });

  it('gives an empty list for a filter the search refuses, instead of breaking the site', async () => {
    await publishWith(store, [query('cassee', { filter: { categoryId: 'pas-un-id' } }), query('bonne', { count: 1 })]);
    const answer = await server.gql<any>(
      `query ($id: ID!) { siteBuildGetByStore(storeId: $id) { queries { id announcements { title } } } }`,
      { id: store.id },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data.siteBuildGetByStore.queries).toEqual([
      { id: 'cassee', announcements: [] },
      { id: 'bonne', announcements: [{ title: 'Vélo de ville Peugeot' }] },
    ]);
  });

  it('reads a market’s stores once per field for all its queries (no N+1)', async () => {
    const many = Array.from({ length: 8 }, (_, n) =>
      query(`q${n}`, {
        type: n % 2 ? 'STORES' : 'ANNOUNCEMENTS',
        cluster: { name: { fr: 'c', ar: '', en: '' }, q: '', count: 2, filter: {} },
      }),
    );
    await publishWith(market, many);
    const { result, queries } = await countQueriesOn(server, 'market_stores', () =>
      server.gql<any>(
        `query ($id: ID!) { siteBuildGetByMarket(marketId: $id) { queries { announcements { id } clusterAnnouncements { id } stores { id } } } }`,
        { id: market.id },
      ),
    );
    expect(result.errors).toBeUndefined();
    expect(result.data.siteBuildGetByMarket.queries).toHaveLength(8);
    // announcements, clusterAnnouncements and stores: one read each, whatever the number of queries.
    expect(queries).toBeLessThanOrEqual(3);
  });
});
