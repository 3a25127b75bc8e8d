import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/engines';
import { startTestServer, type TestServer } from '../../test/harness';
import { TEST_CATEGORIES, TEST_CITIES } from '../announcements/announcements.test-support';
import { firstError, userWithToken } from '../reactions/reactions.test-support';
import { createTestStore, operatorWithToken, STORE_FIELDS } from './stores.test-support';

const CREATE = `mutation ($input: StoreCreateInput!) { storeCreate(input: $input) { ${STORE_FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: StoreUpdateInput!) { storeUpdate(id: $id, input: $input) { ${STORE_FIELDS} } }`;
const STORE = `query ($id: ID!) { store(id: $id) { ${STORE_FIELDS} } }`;
const BY_DOMAIN = `query ($domain: String!) { storeByDomain(domain: $domain) { id url } }`;
const MY_STORES = '{ myStores { id name } }';
const FOLLOW = 'mutation ($id: ID!) { storeFollow(id: $id) { id followerCount iAmFollowing } }';
const UNFOLLOW = 'mutation ($id: ID!) { storeUnfollow(id: $id) { id followerCount iAmFollowing } }';
const MEMBER_ADD = `mutation ($id: ID!, $userId: ID!, $role: String) {
  storeMemberAdd(id: $id, userId: $userId, role: $role) { id users { user { id } role } } }`;
const MEMBER_REMOVE = `mutation ($id: ID!, $userId: ID!) {
  storeMemberRemove(id: $id, userId: $userId) { id users { user { id } role } } }`;
const PARAM_SET = `mutation ($landId: ID!, $launchType: LaunchType!, $code: String!, $value: String) {
  serviceParamSet(landId: $landId, launchType: $launchType, code: $code, value: $value) { code value } }`;
const PARAM_REMOVE = `mutation ($landId: ID!, $launchType: LaunchType!, $code: String!) {
  serviceParamRemove(landId: $landId, launchType: $launchType, code: $code) { code value } }`;

type User = Awaited<ReturnType<typeof userWithToken>>;

describe.each(testEngines)('stores on %s', (engine) => {
  let server: TestServer;
  let operator: User;
  let owner: User;
  let stranger: User;

  beforeAll(async () => {
    server = await startTestServer(engine);
    operator = await operatorWithToken(server);
    owner = await userWithToken(server);
    stranger = await userWithToken(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  const input = (overrides: Record<string, unknown> = {}) => ({
    name: '  Électro   Bab Ezzouar ',
    description: 'Téléphones et accessoires, garantie un an.',
    ownerId: owner.id,
    isOfficial: true,
    domain: 'Boutique-Electro.DZ.',
    categoryIds: [String(TEST_CATEGORIES.smartphones), '3'],
    googleTagManagerId: ' gtm-ab12cd ',
    metaPixelId: '1234567890',
    mainLocation: {
      title: 'Magasin',
      address: '12 rue des Frères Bouadou',
      lat: 36.72,
      lng: 3.18,
      cityId: String(TEST_CITIES.babEzzouar),
      worktime: 'Sam–Jeu 9h–18h',
      phones: ['0550 12 34 56'],
      emails: ['contact@electro.dz'],
      socials: [{ name: 'facebook', url: 'https://facebook.com/electro' }],
    },
    ...overrides,
  });

  it('lets operators create a store with its owner, main location, categories and domain', async () => {
    const created = await server.gql<{ storeCreate: any }>(CREATE, { input: input() }, { token: operator.token });
    expect(created.errors).toBeUndefined();
    const store = created.data!.storeCreate;
    expect(store).toMatchObject({
      name: 'Électro Bab Ezzouar',
      slug: 'electro-bab-ezzouar',
      status: 'ACTIVE',
      isOfficial: true,
      isVerified: false,
      viewAsStore: true,
      followerCount: 0,
      announcementsCount: 0,
      domainName: { domain: 'boutique-electro.dz' },
      url: 'http://boutique-electro.dz/',
      googleTagManagerId: 'GTM-AB12CD',
      metaPixelId: '1234567890',
      categories: [
        { id: String(TEST_CATEGORIES.smartphones), slug: 'smartphones' },
        { id: '3', slug: 'telephones' },
      ],
      // Operators see members and service params.
      users: [{ user: { id: owner.id }, role: 'OWNER' }],
      serviceParams: [],
      mainLocation: {
        worktime: 'Sam–Jeu 9h–18h',
        phones: [{ phone: '0550123456' }],
        emails: ['contact@electro.dz'],
        socials: [{ name: 'facebook', url: 'https://facebook.com/electro' }],
        location: {
          title: 'Magasin',
          address: '12 rue des Frères Bouadou',
          lat: 36.72,
          lng: 3.18,
          city: { id: String(TEST_CITIES.babEzzouar) },
          region: { id: '16' },
        },
      },
    });

    // Every location, the main one among them.
    const located = await server.gql<{ store: { locations: { id: string; location: { address: string } }[] } }>(
      `query ($id: ID!) { store(id: $id) { locations { id location { address } } } }`,
      { id: store.id },
    );
    expect(located.data!.store.locations).toEqual([
      { id: store.mainLocation.id, location: { address: '12 rue des Frères Bouadou' } },
    ]);

    // Visitors see the store but not its members or params; without a domain the address is the portal's.
    const visitor = await server.gql<{ store: any }>(STORE, { id: store.id });
    expect(visitor.data!.store).toMatchObject({ id: store.id, users: [], serviceParams: [], iAmFollowing: false });
    const plain = await server.gql<{ storeCreate: any }>(
      CREATE,
      { input: input({ name: 'Sans domaine', domain: null, slug: 'Ma Boutique!' }) },
      { token: operator.token },
    );
    expect(plain.data!.storeCreate).toMatchObject({
      slug: 'ma-boutique',
      domainName: null,
      url: `http://souk.test/store/${plain.data!.storeCreate.id}/ma-boutique/`,
    });
  });

  it('keeps store creation to operators and refuses bad input field by field', async () => {
    expect(firstError(await server.gql(CREATE, { input: input({ domain: null }) })).code).toBe('UNAUTHENTICATED');
    expect(firstError(await server.gql(CREATE, { input: input({ domain: null }) }, { token: owner.token })).code).toBe(
      'FORBIDDEN',
    );
    const refused = await server.gql(
      CREATE,
      {
        input: input({
          name: 'x',
          domain: 'not a domain',
          imageUrl: 'javascript:alert(1)',
          googleTagManagerId: 'UA-1234',
          metaPixelId: '12ab',
          categoryIds: ['999999'],
          mainLocation: { cityId: '999999', lat: 123, phones: ['12'], emails: ['nope'] },
        }),
      },
      { token: operator.token },
    );
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const fields = (refused.errors?.[0]?.extensions?.fields as { field: string; rule: string }[]).map(
      (f) => `${f.field}:${f.rule}`,
    );
    expect(fields.sort()).toEqual(
      [
        'name:min_length',
        'imageUrl:url',
        'googleTagManagerId:alpha_dash',
        'metaPixelId:alpha_dash',
        'domain:alpha_dash',
        'categoryIds:exists',
        'mainLocation.phones.0:phone',
        'mainLocation.emails.0:email',
        'mainLocation.lat:max_value',
        'mainLocation.cityId:exists',
      ].sort(),
    );
    const ghostOwner = await server.gql(
      CREATE,
      { input: input({ ownerId: '999999999', domain: null }) },
      {
        token: operator.token,
      },
    );
    expect(firstError(ghostOwner).code).toBe('USER_NOT_EXIST');
    expect(
      firstError(await server.gql(CREATE, { input: input({ ownerId: 'me' }) }, { token: operator.token })).code,
    ).toBe('BAD_USER_INPUT');
    // The first test took this domain (written another way here).
    const taken = await server.gql(
      CREATE,
      { input: input({ domain: 'boutique-electro.dz' }) },
      { token: operator.token },
    );
    expect(firstError(taken).code).toBe('STORE/DOMAIN_TAKEN');
  });

  it('shows a non-ACTIVE store only to its members and operators; unknown ids are null', async () => {
    const member = await userWithToken(server);
    const store = await createTestStore(server.deps, { ownerId: owner.id, status: 'DISABLED', memberIds: [member.id] });
    const read = async (token?: string) =>
      (await server.gql<{ store: { id: string } | null }>(STORE, { id: store.id }, token ? { token } : {})).data!.store;
    expect(await read()).toBeNull();
    expect(await read(stranger.token)).toBeNull();
    expect(await read(member.token)).toMatchObject({ id: store.id });
    expect(await read(operator.token)).toMatchObject({ id: store.id });
    expect((await server.gql<{ store: null }>(STORE, { id: '987654321' })).data!.store).toBeNull();
    expect(firstError(await server.gql(STORE, { id: 'abc' })).code).toBe('BAD_USER_INPUT');
  });

  it('finds the store of a host name, whatever its case, port or final dot', async () => {
    const store = await createTestStore(server.deps, { ownerId: owner.id, domain: 'boutique-demo.localhost' });
    const found = await server.gql<{ storeByDomain: any }>(BY_DOMAIN, { domain: 'Boutique-Demo.localhost:3000' });
    expect(found.data!.storeByDomain).toEqual({ id: store.id, url: 'http://boutique-demo.localhost/' });
    expect(
      (await server.gql<{ storeByDomain: null }>(BY_DOMAIN, { domain: 'nobody.localhost' })).data!.storeByDomain,
    ).toBeNull();
    expect((await server.gql<{ storeByDomain: null }>(BY_DOMAIN, { domain: '%%%' })).data!.storeByDomain).toBeNull();
  });

  it('lets owners change their store, and only what is theirs to change', async () => {
    const member = await userWithToken(server);
    const store = await createTestStore(server.deps, { ownerId: owner.id, memberIds: [member.id] });
    const changed = await server.gql<{ storeUpdate: any }>(
      UPDATE,
      {
        id: store.id,
        input: {
          name: 'Maison Nadia',
          description: '',
          viewAsStore: false,
          googleTagManagerId: 'GTM-SOUK123',
          categoryIds: [String(TEST_CATEGORIES.bikes)],
          mainLocation: { address: 'Oran centre', cityId: String(TEST_CITIES.birElDjir) },
        },
      },
      { token: owner.token },
    );
    expect(changed.errors).toBeUndefined();
    expect(changed.data!.storeUpdate).toMatchObject({
      name: 'Maison Nadia',
      slug: 'maison-nadia',
      description: null,
      viewAsStore: false,
      googleTagManagerId: 'GTM-SOUK123',
      categories: [{ id: String(TEST_CATEGORIES.bikes) }],
      mainLocation: { location: { address: 'Oran centre', region: { id: '31' } } },
      users: [
        { user: { id: owner.id }, role: 'OWNER' },
        { user: { id: member.id }, role: 'MEMBER' },
      ],
    });
    // A second update keeps the main location single (replaced, not added).
    await server.gql(
      UPDATE,
      { id: store.id, input: { mainLocation: { address: 'Ailleurs' } } },
      { token: owner.token },
    );
    const locations = await server.deps.db
      .selectFrom('store_locations')
      .select(['address', 'is_main'])
      .where('store_id', '=', store.id)
      .execute();
    expect(locations).toEqual([{ address: 'Ailleurs', is_main: true }]);

    for (const operatorsOnly of [
      { domain: 'x.dz' },
      { status: 'DISABLED' },
      { isOfficial: true },
      { isVerified: true },
    ]) {
      const refused = await server.gql(UPDATE, { id: store.id, input: operatorsOnly }, { token: owner.token });
      expect(firstError(refused).code).toBe('FORBIDDEN');
    }
    expect(
      firstError(await server.gql(UPDATE, { id: store.id, input: { name: 'M' } }, { token: member.token })).code,
    ).toBe('FORBIDDEN');
    expect(
      firstError(await server.gql(UPDATE, { id: store.id, input: { name: 'M' } }, { token: stranger.token })).code,
    ).toBe('FORBIDDEN');
    expect(
      firstError(await server.gql(UPDATE, { id: store.id, input: { name: '' } }, { token: owner.token })),
    ).toMatchObject({
      code: 'BAD_USER_INPUT',
    });
    expect(firstError(await server.gql(UPDATE, { id: '99999999', input: {} }, { token: operator.token })).code).toBe(
      'STORE/NOT_FOUND',
    );
    const byOperator = await server.gql<{ storeUpdate: any }>(
      UPDATE,
      { id: store.id, input: { isVerified: true, domain: 'maison-nadia.dz' } },
      { token: operator.token },
    );
    expect(byOperator.data!.storeUpdate).toMatchObject({ isVerified: true, url: 'http://maison-nadia.dz/' });
  });

  it('lets owners and operators manage members; the last owner stays', async () => {
    const store = await createTestStore(server.deps, { ownerId: owner.id });
    const helper = await userWithToken(server);
    const added = await server.gql<{ storeMemberAdd: any }>(
      MEMBER_ADD,
      { id: store.id, userId: helper.id },
      { token: owner.token },
    );
    expect(added.data!.storeMemberAdd.users).toEqual([
      { user: { id: owner.id }, role: 'OWNER' },
      { user: { id: helper.id }, role: 'MEMBER' },
    ]);
    // Idempotent: adding again changes nothing.
    const again = await server.gql<{ storeMemberAdd: any }>(
      MEMBER_ADD,
      { id: store.id, userId: helper.id },
      { token: owner.token },
    );
    expect(again.data!.storeMemberAdd.users).toHaveLength(2);
    // A plain member manages no one; nor does a stranger.
    const third = await userWithToken(server);
    expect(
      firstError(await server.gql(MEMBER_ADD, { id: store.id, userId: third.id }, { token: helper.token })).code,
    ).toBe('FORBIDDEN');
    expect(
      firstError(await server.gql(MEMBER_ADD, { id: store.id, userId: third.id }, { token: stranger.token })).code,
    ).toBe('FORBIDDEN');
    expect(
      firstError(await server.gql(MEMBER_ADD, { id: store.id, userId: third.id, role: 'KING' }, { token: owner.token }))
        .code,
    ).toBe('BAD_USER_INPUT');
    expect(
      firstError(await server.gql(MEMBER_ADD, { id: store.id, userId: '99999999' }, { token: owner.token })).code,
    ).toBe('USER_NOT_EXIST');

    // The only owner can neither leave nor be demoted.
    expect(
      firstError(await server.gql(MEMBER_REMOVE, { id: store.id, userId: owner.id }, { token: operator.token })).code,
    ).toBe('STORE/LAST_OWNER');
    expect(
      firstError(
        await server.gql(MEMBER_ADD, { id: store.id, userId: owner.id, role: 'MEMBER' }, { token: owner.token }),
      ).code,
    ).toBe('STORE/LAST_OWNER');
    // With a second owner, the first may go.
    await server.gql(MEMBER_ADD, { id: store.id, userId: helper.id, role: 'OWNER' }, { token: operator.token });
    const removed = await server.gql<{ storeMemberRemove: any }>(
      MEMBER_REMOVE,
      { id: store.id, userId: owner.id },
      { token: helper.token },
    );
    expect(removed.data!.storeMemberRemove.users).toEqual([{ user: { id: helper.id }, role: 'OWNER' }]);
    // Removing someone who is not a member is a no-op.
    const noop = await server.gql<{ storeMemberRemove: any }>(
      MEMBER_REMOVE,
      { id: store.id, userId: third.id },
      {
        token: helper.token,
      },
    );
    expect(noop.data!.storeMemberRemove.users).toHaveLength(1);
  });

  it('follows and unfollows idempotently, keeping the follower count equal to the followers', async () => {
    const store = await createTestStore(server.deps, { ownerId: owner.id });
    const fan = await userWithToken(server);
    const follow = () => server.gql<{ storeFollow: any }>(FOLLOW, { id: store.id }, { token: fan.token });
    expect((await follow()).data!.storeFollow).toEqual({ id: store.id, followerCount: 1, iAmFollowing: true });
    expect((await follow()).data!.storeFollow).toEqual({ id: store.id, followerCount: 1, iAmFollowing: true });
    await server.gql(FOLLOW, { id: store.id }, { token: stranger.token });
    const unfollowed = await server.gql<{ storeUnfollow: any }>(UNFOLLOW, { id: store.id }, { token: fan.token });
    expect(unfollowed.data!.storeUnfollow).toEqual({ id: store.id, followerCount: 1, iAmFollowing: false });
    const twice = await server.gql<{ storeUnfollow: any }>(UNFOLLOW, { id: store.id }, { token: fan.token });
    expect(twice.data!.storeUnfollow.followerCount).toBe(1);
    const rows = await server.deps.db
      .selectFrom('store_followers')
      .select('user_id')
      .where('store_id', '=', store.id)
      .execute();
    expect(rows).toEqual([{ user_id: stranger.id }]);

    expect(firstError(await server.gql(FOLLOW, { id: store.id })).code).toBe('UNAUTHENTICATED');
    const anonymous = await userWithToken(server, { isAnonymous: true });
    expect(firstError(await server.gql(FOLLOW, { id: store.id }, { token: anonymous.token })).code).toBe('FORBIDDEN');
    expect(firstError(await server.gql(FOLLOW, { id: '99999999' }, { token: fan.token })).code).toBe('STORE/NOT_FOUND');
    const disabled = await createTestStore(server.deps, { ownerId: owner.id, status: 'DISABLED' });
    expect(firstError(await server.gql(FOLLOW, { id: disabled.id }, { token: fan.token })).code).toBe(
      'STORE/NOT_FOUND',
    );
  });

  it('lists the stores a member belongs to, owned ones first, whatever their status', async () => {
    const someone = await userWithToken(server);
    const helped = await createTestStore(server.deps, {
      ownerId: owner.id,
      name: 'Aaa aidée',
      memberIds: [someone.id],
    });
    const owned = await createTestStore(server.deps, { ownerId: someone.id, name: 'Zzz à moi', status: 'EXPIRED' });
    const mine = await server.gql<{ myStores: { id: string }[] }>(MY_STORES, {}, { token: someone.token });
    expect(mine.data!.myStores.map((s) => s.id)).toEqual([owned.id, helped.id]);
    expect(firstError(await server.gql(MY_STORES)).code).toBe('UNAUTHENTICATED');
  });

  it('lets operators set and remove service params; a site-builder plan gives the owners the editor permission', async () => {
    const coOwner = await userWithToken(server);
    const plainMember = await userWithToken(server);
    const store = await createTestStore(server.deps, { ownerId: coOwner.id, memberIds: [plainMember.id] });
    const set = (code: string, value: string | null, token = operator.token, landId = store.id) =>
      server.gql<{ serviceParamSet: any }>(PARAM_SET, { landId, launchType: 'STORE', code, value }, { token });
    expect(firstError(await set('site-builder-full', '1', coOwner.token)).code).toBe('FORBIDDEN');
    expect((await set('site-builder-full', null)).data!.serviceParamSet).toEqual([
      { code: 'site-builder-full', value: null },
    ]);
    expect((await set('delivery-zone', ' 16 ')).data!.serviceParamSet).toEqual([
      { code: 'delivery-zone', value: '16' },
      { code: 'site-builder-full', value: null },
    ]);
    // A new value replaces the old.
    expect((await set('delivery-zone', '31')).data!.serviceParamSet).toContainEqual({
      code: 'delivery-zone',
      value: '31',
    });
    const permissions = async (userId: string) =>
      (
        await server.deps.db.selectFrom('user_permissions').select('permission').where('user_id', '=', userId).execute()
      ).map((p) => p.permission);
    expect(await permissions(coOwner.id)).toEqual(['can_edit_sitebuild']);
    expect(await permissions(plainMember.id)).toEqual([]);
    // An owner joining later gets it too.
    const lateOwner = await userWithToken(server);
    await server.gql(MEMBER_ADD, { id: store.id, userId: lateOwner.id, role: 'OWNER' }, { token: coOwner.token });
    expect(await permissions(lateOwner.id)).toEqual(['can_edit_sitebuild']);

    // Members see the params; strangers do not.
    const asMember = await server.gql<{ store: any }>(STORE, { id: store.id }, { token: plainMember.token });
    expect(asMember.data!.store.serviceParams).toHaveLength(2);
    const asStranger = await server.gql<{ store: any }>(STORE, { id: store.id }, { token: stranger.token });
    expect(asStranger.data!.store).toMatchObject({ serviceParams: [], users: [] });

    const removed = await server.gql<{ serviceParamRemove: any }>(
      PARAM_REMOVE,
      { landId: store.id, launchType: 'STORE', code: 'delivery-zone' },
      { token: operator.token },
    );
    expect(removed.data!.serviceParamRemove).toEqual([{ code: 'site-builder-full', value: null }]);
    expect(firstError(await set('Site Builder!', null)).code).toBe('BAD_USER_INPUT');
    expect(firstError(await set('site-builder-basic', null, operator.token, '99999999')).code).toBe('STORE/NOT_FOUND');
    const market = await server.gql<{ serviceParamSet: unknown }>(
      PARAM_SET,
      { landId: '99999999', launchType: 'MARKET', code: 'site-builder-basic' },
      { token: operator.token },
    );
    expect(firstError(market).code).toBe('MARKET/NOT_FOUND');
  });
});
