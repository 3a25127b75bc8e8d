import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { testEngines } from '../../test/engines';
import { verifyPassword } from '../../modules/users/password';
import { ensureTestRegions } from '../../modules/users/users.test-support';
import { DEMO_MODERATORS, DEMO_OPERATORS, DEMO_PASSWORD, DEMO_USERS, demoMembers, seedDemoData } from './demo';
import { seedDemoContact } from './demo-contact';
import { DEMO_MARKET_KEY } from './demo-market';
import { DEMO_MARKET_SLUG, DEMO_STORE_DOMAIN, DEMO_STORES, findDemoLands } from './demo-stores';
import { seedOnStart } from '.';

/** A small demo, so the test stays quick; the first start loads the default sizes. */
const SMALL = { members: 6, announcements: 150, pictures: 3 } as const;

describe.each(testEngines)('demo data on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
    await ensureTestRegions(server.deps);
    await server.deps.db
      .insertInto('users')
      .values({ username: 'Amina_Benali', email: 'someone.else@example.dz' })
      .execute();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('creates validated, unprivileged members with the documented password, once', async () => {
    await seedDemoData(server.deps, SMALL);
    await seedDemoData(server.deps, SMALL);
    const members = demoMembers(SMALL.members);
    const usernames = [...DEMO_USERS.map((u) => u.username), ...members.map((m) => m.username)];
    const rows = await server.deps.db
      .selectFrom('users')
      .selectAll()
      .where('username', 'in', usernames)
      .orderBy('username')
      .execute();
    // amina_benali was taken already (in another case): the seed leaves that account alone.
    expect(rows.map((r) => r.username)).toEqual(usernames.filter((u) => u !== 'amina_benali').sort());
    for (const row of rows) {
      expect(row.is_validated).toBe(true);
      expect(row.email).toMatch(/@souk\.example$/);
      expect(await verifyPassword(row.password_hash!, DEMO_PASSWORD)).toBe(true);
    }
    const roles = await server.deps.db
      .selectFrom('user_roles')
      .select('role')
      .where(
        'user_id',
        'in',
        rows.map((r) => r.id),
      )
      .distinct()
      .execute();
    expect(roles.map((r) => r.role)).toEqual(['USER']);

    // The two demo moderators, and nobody else, moderate; they publish nothing.
    const moderators = await server.deps.db
      .selectFrom('user_roles')
      .innerJoin('users', 'users.id', 'user_roles.user_id')
      .select(['users.id', 'users.username'])
      .where('user_roles.role', '=', 'MODERATOR')
      .orderBy('users.username')
      .execute();
    expect(moderators.map((m) => m.username)).toEqual(DEMO_MODERATORS.map((m) => m.username).sort());
    const published = await server.deps.db
      .selectFrom('announcements')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where(
        'user_id',
        'in',
        moderators.map((m) => m.id),
      )
      .executeTakeFirstOrThrow();
    expect(Number(published.n)).toBe(0);
  });

  it('loads the marketplace once, with pictures, comments and likes that agree with the counters', async () => {
    const db = server.deps.db;
    const count = async () =>
      Number((await sql<{ n: string }>`select count(*)::text as n from announcements`.execute(db)).rows[0]!.n);
    expect(await count()).toBe(SMALL.announcements);
    // Loaded again by the first start's path: neither the accounts nor the marketplace come twice.
    await seedOnStart(server.deps, { demo: true });
    await seedDemoData(server.deps, SMALL);
    expect(await count()).toBe(SMALL.announcements);
    expect(await db.selectFrom('app_meta').select('key').where('key', '=', DEMO_MARKET_KEY).execute()).toHaveLength(1);

    // Only the demo's own accounts publish; the other Amina has nothing.
    const publishers = await db
      .selectFrom('announcements')
      .innerJoin('users', 'users.id', 'announcements.user_id')
      .select('users.email')
      .distinct()
      .execute();
    expect(publishers.every((p) => p.email?.endsWith('@souk.example'))).toBe(true);
    expect(publishers.length).toBeGreaterThan(3);

    const mismatched = await sql<{ id: string }>`
      select a.id from announcements a
      where a.like_count <> (select count(*) from announcement_likes l where l.announcement_id = a.id)
         or a.comment_count <> (select count(*) from announcement_comments c where c.announcement_id = a.id)
         or a.media_count <> (select count(*) from media m where m.announcement_id = a.id)`.execute(db);
    expect(mismatched.rows).toEqual([]);
    const totals = await sql<{ likes: string; bookmarks: string; comments: string; replies: string; pictured: string }>`
      select (select count(*) from announcement_likes)::text as likes,
        (select count(*) from announcement_bookmarks)::text as bookmarks,
        (select count(*) from announcement_comments where parent_id is null)::text as comments,
        (select count(*) from announcement_comments where parent_id is not null)::text as replies,
        (select count(*) from announcements where media_count > 0)::text as pictured`.execute(db);
    const t = totals.rows[0]!;
    expect(Number(t.likes)).toBeGreaterThan(0);
    expect(Number(t.bookmarks)).toBeGreaterThan(0);
    expect(Number(t.comments)).toBeGreaterThan(0);
    expect(Number(t.replies)).toBeGreaterThan(0);
    expect(Number(t.pictured)).toBeGreaterThan(SMALL.announcements / 2);
    // Replies are the seller's, after the question, on the same announcement.
    const badReplies = await sql<{ id: string }>`
      select r.id from announcement_comments r
      join announcement_comments q on q.id = r.parent_id
      join announcements a on a.id = r.announcement_id
      where q.announcement_id <> r.announcement_id or r.user_id <> a.user_id or r.created_at < q.created_at`.execute(
      db,
    );
    expect(badReplies.rows).toEqual([]);
    // Nobody likes their own announcement, and only active ones are liked.
    const badLikes = await sql<{ id: string }>`
      select a.id from announcement_likes l join announcements a on a.id = l.announcement_id
      where l.user_id = a.user_id or a.status not in ('PUBLISHED', 'EDITED')`.execute(db);
    expect(badLikes.rows).toEqual([]);
  });

  it('creates the demo stores and the market once, with their owners, plans and announcements', async () => {
    const db = server.deps.db;
    // seedDemoData ran twice above: still one of each.
    const stores = await db.selectFrom('stores').selectAll().orderBy('id').execute();
    expect(stores.map((s) => s.name)).toEqual(DEMO_STORES.map((s) => s.name));
    expect(stores.filter((s) => s.is_official && s.is_verified)).toHaveLength(2);
    expect(stores.filter((s) => s.domain === DEMO_STORE_DOMAIN)).toHaveLength(1);
    expect(
      stores.filter((s) => s.google_tag_manager_id === 'GTM-SOUK123' && s.meta_pixel_id === '1234567890'),
    ).toHaveLength(1);
    const lands = await findDemoLands(server.deps);
    expect(lands.storeIds).toEqual(stores.map((s) => s.id));

    const owners = await db
      .selectFrom('store_members')
      .innerJoin('users', 'users.id', 'store_members.user_id')
      .select(['store_members.store_id', 'users.username', 'users.email', 'users.id'])
      .where('store_members.role', '=', 'OWNER')
      .execute();
    expect(owners.map((o) => o.username).sort()).toEqual(DEMO_STORES.map((s) => s.owner).sort());
    expect(owners.every((o) => o.email?.endsWith('@souk.example'))).toBe(true);

    for (const store of stores) {
      const location = await db
        .selectFrom('store_locations')
        .selectAll()
        .where('store_id', '=', store.id)
        .where('is_main', '=', true)
        .executeTakeFirstOrThrow();
      expect(location.address).toBeTruthy();
      expect(location.city_id).not.toBeNull();
      expect(location.lat).toEqual(expect.any(Number));
      expect(location.phones.length + location.emails.length).toBeGreaterThan(1);
      expect(location.socials.length).toBeGreaterThan(0);
      const categories = await db
        .selectFrom('store_categories')
        .select('category_id')
        .where('store_id', '=', store.id)
        .execute();
      expect(categories.length).toBeGreaterThan(0);
      const { n } = await db
        .selectFrom('announcements')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('store_id', '=', store.id)
        .where('status', 'in', ['PUBLISHED', 'EDITED'])
        .where('media_count', '>', 0)
        .executeTakeFirstOrThrow();
      expect(Number(n)).toBeGreaterThanOrEqual(8);
      // Only the owners' announcements moved in.
      const foreign = await sql<{ id: string }>`select a.id from announcements a where a.store_id = ${store.id}
        and a.user_id not in (select user_id from store_members where store_id = ${store.id})`.execute(db);
      expect(foreign.rows).toEqual([]);
      const followers = await db
        .selectFrom('store_followers')
        .select('user_id')
        .where('store_id', '=', store.id)
        .execute();
      expect(store.follower_count).toBe(followers.length);
    }

    const plans = await db.selectFrom('land_service_params').select(['land_type', 'code']).execute();
    expect(plans.filter((p) => p.land_type === 'STORE' && p.code === 'site-builder-full')).toHaveLength(2);
    expect(plans.filter((p) => p.land_type === 'STORE' && p.code === 'site-builder-basic')).toHaveLength(1);
    // Owners of stores with a plan edit their sites.
    const editors = await db
      .selectFrom('user_permissions')
      .select('user_id')
      .where('permission', '=', 'can_edit_sitebuild')
      .execute();
    const planned = await db
      .selectFrom('land_service_params')
      .innerJoin('store_members', 'store_members.store_id', 'land_service_params.land_id')
      .select('store_members.user_id')
      .where('land_service_params.land_type', '=', 'STORE')
      .where('store_members.role', '=', 'OWNER')
      .execute();
    for (const { user_id } of planned) expect(editors.map((e) => e.user_id)).toContain(user_id);

    const market = await db
      .selectFrom('markets')
      .selectAll()
      .where('slug', '=', DEMO_MARKET_SLUG)
      .executeTakeFirstOrThrow();
    expect(market).toMatchObject({ id: lands.marketId, name: 'Souk El Djazair' });
    const gathered = await db
      .selectFrom('market_stores')
      .select('store_id')
      .where('market_id', '=', market.id)
      .execute();
    expect(gathered).toHaveLength(3);
    const operator = await db
      .selectFrom('market_members')
      .select(['user_id', 'role'])
      .where('market_id', '=', market.id)
      .execute();
    expect(operator).toEqual([{ user_id: expect.any(String), role: 'OWNER' }]);
    expect(editors.map((e) => e.user_id)).toContain(operator[0]!.user_id);
    expect(plans.filter((p) => p.land_type === 'MARKET' && p.code === 'site-builder-full')).toHaveLength(1);

    // The directory and a store's listing serve them.
    const directory = await server.gql<{ storeSearch: { data: { id: string; announcementsCount: number }[] } }>(
      '{ storeSearch { data { id announcementsCount announcements { id } } } }',
    );
    expect(directory.data!.storeSearch.data).toHaveLength(4);
    const byDomain = await server.gql<{ storeByDomain: { id: string } }>(
      `{ storeByDomain(domain: "${DEMO_STORE_DOMAIN}") { id } }`,
    );
    expect(lands.storeIds).toContain(byDomain.data!.storeByDomain.id);
  });

  it('has two delivery providers over the wilayas, a courier account, and stock for what can be delivered', async () => {
    const options = async (regionId: number) =>
      (
        await server.gql<{ deliveryOptions: { provider: { slug: string }; price: number }[] }>(
          `{ deliveryOptions(regionId: "${regionId}", mode: HOME) { provider { slug } price } }`,
        )
      ).data!.deliveryOptions.map((option) => option.provider.slug);
    expect((await options(16)).sort()).toEqual(['atlas-colis', 'sahel-express']);
    // Tamanrasset: only Sahel Express goes there.
    expect(await options(11)).toEqual(['sahel-express']);
    const courier = await server.deps.db
      .selectFrom('delivery_providers as p')
      .innerJoin('users as u', 'u.id', 'p.user_id')
      .select('u.username')
      .executeTakeFirst();
    expect(courier?.username).toBe('sahel_livraison');
    const unstocked = await server.deps.db
      .selectFrom('announcements')
      .select('id')
      .where('has_delivery', '=', true)
      .where('payment_method', 'is not', null)
      .where('price', '>', '0')
      .where('quantity', 'is', null)
      .execute();
    expect(unstocked).toEqual([]);
    const stocked = await server.deps.db
      .selectFrom('announcements')
      .select('id')
      .where('quantity', '>', 0)
      .where('payment_method', 'is not', null)
      .execute();
    expect(stocked.length).toBeGreaterThan(0);
  });

  it('fills the operators’ contact inbox with one message of each subject, in each state, once', async () => {
    const rows = await server.deps.db
      .selectFrom('contact_messages')
      .select(['tag', 'state', 'assigned_to', 'handled_at'])
      .where('visitor', 'like', 'demo:%')
      .execute();
    expect(rows.map((row) => row.tag).sort()).toEqual(['BUG', 'OTHER', 'PUBLICITY_PARTNERSHIP', 'SUGGESTION']);
    expect(new Set(rows.map((row) => row.state))).toEqual(new Set(['NEW', 'IN_PROGRESS', 'HANDLED']));
    // Answered ones are the demo operator's, and only the handled one says when it was handled.
    expect(rows.filter((row) => row.state !== 'NEW').every((row) => row.assigned_to !== null)).toBe(true);
    expect(rows.filter((row) => row.handled_at !== null).map((row) => row.state)).toEqual(['HANDLED']);
    const replies = await server.deps.db.selectFrom('contact_replies').select('id').execute();
    expect(replies.length).toBeGreaterThanOrEqual(2);
    await seedDemoContact(server.deps, DEMO_OPERATORS[0].username);
    const again = await server.deps.db
      .selectFrom('contact_messages')
      .select('id')
      .where('visitor', 'like', 'demo:%')
      .execute();
    expect(again).toHaveLength(rows.length);
  });

  it('draws the same members for the same seed', () => {
    expect(demoMembers(40)).toEqual(demoMembers(40));
    expect(new Set(demoMembers(40).map((m) => m.username)).size).toBe(40);
    expect(demoMembers(40, 1).map((m) => m.username)).not.toEqual(demoMembers(40).map((m) => m.username));
  });
});
