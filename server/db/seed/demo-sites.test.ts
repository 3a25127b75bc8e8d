import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateSiteDocument } from '../../../shared/site/validate';
import { createAnnouncement, TEST_CATEGORIES } from '../../modules/announcements/announcements.test-support';
import { createLand, documentOf, landWithEditor, OPS } from '../../modules/sitebuild/sitebuild.test-support';
import { createUser } from '../../test/factories';
import { testEngines } from '../../test/engines';
import { startTestServer, type TestServer } from '../../test/harness';
import { DEMO_ABOUT_SLUG, DEMO_CATEGORY_QUERY, seedDemoSites } from './demo-sites';

const SITE = `query ($id: ID!) {
  siteBuildGetByStore(storeId: $id) {
    id version publishedAt document
    pages { slug title { fr ar en } }
    queries { id name { fr } announcements { title } }
  }
}`;

describe.each(testEngines)('demo sites on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('commits and publishes a site for every store and market without one, once', async () => {
    const deps = server.deps;
    const seller = await createUser(deps);
    const store = await createLand(deps, { plan: 'FULL' });
    await createAnnouncement(deps, {
      userId: seller.id,
      storeId: store.id,
      title: 'Vélo de route Btwin',
      categoryId: TEST_CATEGORIES.bikes,
    });
    await createAnnouncement(deps, {
      userId: seller.id,
      storeId: store.id,
      title: 'Vélo pliant',
      categoryId: TEST_CATEGORIES.bikes,
    });
    await createAnnouncement(deps, {
      userId: seller.id,
      storeId: store.id,
      title: 'Samsung A15',
      categoryId: TEST_CATEGORIES.smartphones,
    });
    const market = await createLand(deps, { launchType: 'MARKET', storeIds: [store.id] });
    const disabled = await createLand(deps, { status: 'DISABLED' });
    // A land whose owner built a site already: the demo leaves it alone.
    const built = await landWithEditor(server);
    const own = await server.gql<any>(
      OPS.commit,
      { id: built.land.id, type: 'STORE', build: documentOf('STORE') },
      { token: built.editor.token },
    );
    expect(own.errors).toBeUndefined();

    const made = await seedDemoSites(deps);
    expect(made).toBeGreaterThanOrEqual(2);
    expect(await seedDemoSites(deps)).toBe(0);

    const site = await server.gql<any>(SITE, { id: store.id });
    expect(site.errors).toBeUndefined();
    const build = site.data.siteBuildGetByStore;
    expect(build).toMatchObject({ version: 1 });
    expect(build.publishedAt).not.toBeNull();
    // The template's list and the main category's list (Vélos: most of its announcements).
    expect(build.queries.map((q: any) => q.id)).toEqual(['nouveautes', DEMO_CATEGORY_QUERY]);
    const category = build.queries[1];
    expect(category.name.fr).toBe('Vélos');
    expect(category.announcements.map((a: any) => a.title).sort()).toEqual(['Vélo de route Btwin', 'Vélo pliant']);
    expect(build.queries[0].announcements).toHaveLength(3);
    // A block of the home page shows it.
    const home = build.document.pages.find((page: any) => page.type === 'home');
    expect(home.blocks.some((b: any) => b.attrs.queryId === DEMO_CATEGORY_QUERY)).toBe(true);
    // The second page, in three languages.
    const about = build.document.pages.find((page: any) => page.slug === DEMO_ABOUT_SLUG);
    expect(about.title).toEqual({ fr: 'À propos', ar: 'من نحن', en: 'About us' });
    const content = about.blocks[0].attrs.content;
    expect(Object.keys(content).sort()).toEqual(['ar', 'en', 'fr']);
    for (const language of ['fr', 'ar', 'en']) expect(content[language]).not.toBeNull();
    expect(validateSiteDocument(build.document, { launchType: 'STORE', hasLocation: false }).ok).toBe(true);

    const marketSite = await server.gql<any>(
      `query ($id: ID!) { siteBuildGetByMarket(marketId: $id) { version queries { id stores { id } announcements { id } } } }`,
      { id: market.id },
    );
    expect(marketSite.data.siteBuildGetByMarket.version).toBe(1);
    const marketQueries = Object.fromEntries(marketSite.data.siteBuildGetByMarket.queries.map((q: any) => [q.id, q]));
    expect(marketQueries.boutiques.stores).toEqual([{ id: store.id }]);
    expect(marketQueries[DEMO_CATEGORY_QUERY].announcements).toHaveLength(2);

    const untouched = await deps.db
      .selectFrom('sites')
      .select(['version', 'published_build_id'])
      .where('land_id', '=', built.land.id)
      .where('land_type', '=', 'STORE')
      .executeTakeFirstOrThrow();
    expect(untouched).toEqual({ version: 1, published_build_id: null });
    const none = await deps.db
      .selectFrom('sites')
      .select('version')
      .where('land_id', '=', disabled.id)
      .where('land_type', '=', 'STORE')
      .execute();
    expect(none).toEqual([]);
  });
});
