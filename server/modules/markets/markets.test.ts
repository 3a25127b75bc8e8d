import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/engines';
import { startTestServer, type TestServer } from '../../test/harness';
import { firstError, userWithToken } from '../reactions/reactions.test-support';
import { createTestStore, operatorWithToken } from '../stores/stores.test-support';

const FIELDS = `id name slug descreption metakeywords logo metaPixelId googleTagManagerId url
  stores { id } users { user { id } role } serviceParams { code value }`;
const CREATE = `mutation ($input: MarketCreateInput!) { marketCreate(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: MarketUpdateInput!) { marketUpdate(id: $id, input: $input) { ${FIELDS} } }`;
const MEMBER_ADD = `mutation ($id: ID!, $userId: ID!, $role: String) {
  marketMemberAdd(id: $id, userId: $userId, role: $role) { id users { user { id } role } } }`;
const MARKET = `query ($id: ID!) { market(id: $id) { ${FIELDS} } }`;

type User = Awaited<ReturnType<typeof userWithToken>>;

describe.each(testEngines)('markets on %s', (engine) => {
  let server: TestServer;
  let operator: User;
  let marketOwner: User;
  let stranger: User;
  const stores: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer(engine);
    operator = await operatorWithToken(server);
    marketOwner = await userWithToken(server);
    stranger = await userWithToken(server);
    const storeOwner = (await userWithToken(server)).id;
    for (const [name, status] of [
      ['first', 'ACTIVE'],
      ['second', 'ACTIVE'],
      ['closed', 'DISABLED'],
    ] as const) {
      stores[name] = (await createTestStore(server.deps, { ownerId: storeOwner, status })).id;
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  const createInput = (overrides: Record<string, unknown> = {}) => ({
    name: 'Souk El Djazair',
    descreption: 'Les meilleures boutiques d’Alger.',
    metakeywords: 'alger, boutiques',
    logo: 'https://cdn.souk.test/logo.png',
    ownerId: marketOwner.id,
    metaPixelId: '1234567890',
    storeIds: [stores.second, stores.closed, stores.first],
    ...overrides,
  });

  it('lets operators create a market; it lists its ACTIVE stores in order', async () => {
    const created = await server.gql<{ marketCreate: any }>(
      CREATE,
      { input: createInput() },
      { token: operator.token },
    );
    expect(created.errors).toBeUndefined();
    const market = created.data!.marketCreate;
    expect(market).toMatchObject({
      name: 'Souk El Djazair',
      slug: 'souk-el-djazair',
      descreption: 'Les meilleures boutiques d’Alger.',
      metakeywords: 'alger, boutiques',
      logo: 'https://cdn.souk.test/logo.png',
      metaPixelId: '1234567890',
      googleTagManagerId: null,
      url: `http://souk.test/landing/${market.id}/souk-el-djazair/`,
      stores: [{ id: stores.second }, { id: stores.first }],
      users: [{ user: { id: marketOwner.id }, role: 'OWNER' }],
      serviceParams: [],
    });
    const visitor = await server.gql<{ market: any }>(MARKET, { id: market.id });
    expect(visitor.data!.market).toMatchObject({ id: market.id, users: [], serviceParams: [] });
    const owner = await server.gql<{ market: any }>(MARKET, { id: market.id }, { token: marketOwner.token });
    expect(owner.data!.market.users).toHaveLength(1);
    expect((await server.gql<{ market: null }>(MARKET, { id: '99999999' })).data!.market).toBeNull();
    expect(firstError(await server.gql(MARKET, { id: 'souk' })).code).toBe('BAD_USER_INPUT');
  });

  it('keeps creation to operators and refuses bad input', async () => {
    expect(firstError(await server.gql(CREATE, { input: createInput() }, { token: marketOwner.token })).code).toBe(
      'FORBIDDEN',
    );
    const refused = await server.gql(
      CREATE,
      { input: createInput({ name: 'S', logo: 'ftp://logo', metaPixelId: 'pixel', googleTagManagerId: 'GTM-1' }) },
      { token: operator.token },
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((refused.errors?.[0]?.extensions?.fields as { field: string }[]).map((f) => f.field).sort()).toEqual([
      'googleTagManagerId',
      'logo',
      'metaPixelId',
      'name',
    ]);
    const unknownStore = await server.gql(
      CREATE,
      { input: createInput({ storeIds: ['99999999'] }) },
      { token: operator.token },
    );
    expect(unknownStore.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ field: 'storeIds' }],
    });
    expect(
      firstError(await server.gql(CREATE, { input: createInput({ ownerId: '99999999' }) }, { token: operator.token }))
        .code,
    ).toBe('USER_NOT_EXIST');
  });

  it('lets the market’s owners and operators change it and add members', async () => {
    const { marketCreate: market } = (
      await server.gql<{ marketCreate: { id: string } }>(
        CREATE,
        { input: createInput({ name: 'Marché d’Oran' }) },
        {
          token: operator.token,
        },
      )
    ).data!;
    const changed = await server.gql<{ marketUpdate: any }>(
      UPDATE,
      { id: market.id, input: { descreption: '', googleTagManagerId: 'gtm-souk123', storeIds: [stores.first] } },
      { token: marketOwner.token },
    );
    expect(changed.errors).toBeUndefined();
    expect(changed.data!.marketUpdate).toMatchObject({
      name: 'Marché d’Oran',
      descreption: null,
      googleTagManagerId: 'GTM-SOUK123',
      stores: [{ id: stores.first }],
    });
    const renamed = await server.gql<{ marketUpdate: any }>(
      UPDATE,
      { id: market.id, input: { name: 'Marché Wahran' } },
      {
        token: operator.token,
      },
    );
    expect(renamed.data!.marketUpdate).toMatchObject({ slug: 'marche-wahran' });
    expect(
      firstError(await server.gql(UPDATE, { id: market.id, input: { name: 'X y' } }, { token: stranger.token })).code,
    ).toBe('FORBIDDEN');
    expect(firstError(await server.gql(UPDATE, { id: '99999999', input: {} }, { token: operator.token })).code).toBe(
      'MARKET/NOT_FOUND',
    );

    const helper = await userWithToken(server);
    const added = await server.gql<{ marketMemberAdd: any }>(
      MEMBER_ADD,
      { id: market.id, userId: helper.id },
      { token: marketOwner.token },
    );
    expect(added.data!.marketMemberAdd.users).toEqual([
      { user: { id: marketOwner.id }, role: 'OWNER' },
      { user: { id: helper.id }, role: 'MEMBER' },
    ]);
    // A plain member changes nothing.
    expect(
      firstError(await server.gql(UPDATE, { id: market.id, input: { name: 'Autre' } }, { token: helper.token })).code,
    ).toBe('FORBIDDEN');
    expect(
      firstError(await server.gql(MEMBER_ADD, { id: market.id, userId: stranger.id }, { token: helper.token })).code,
    ).toBe('FORBIDDEN');

    // The market's owners get the editor permission with a site-builder plan, and see the params.
    await server.gql(
      `mutation ($id: ID!) { serviceParamSet(landId: $id, launchType: MARKET, code: "site-builder-full") { code } }`,
      { id: market.id },
      { token: operator.token },
    );
    const permission = await server.deps.db
      .selectFrom('user_permissions')
      .select('permission')
      .where('user_id', '=', marketOwner.id)
      .execute();
    expect(permission).toEqual([{ permission: 'can_edit_sitebuild' }]);
    const asHelper = await server.gql<{ market: any }>(MARKET, { id: market.id }, { token: helper.token });
    expect(asHelper.data!.market.serviceParams).toEqual([{ code: 'site-builder-full', value: null }]);
  });

  it('lists the markets a member belongs to', async () => {
    const mine = await server.gql<{ myMarkets: { name: string }[] }>(
      '{ myMarkets { name } }',
      {},
      {
        token: marketOwner.token,
      },
    );
    expect(mine.data!.myMarkets.map((m) => m.name)).toEqual(['Marché Wahran', 'Souk El Djazair']);
    expect(
      (await server.gql<{ myMarkets: unknown[] }>('{ myMarkets { name } }', {}, { token: stranger.token })).data!
        .myMarkets,
    ).toEqual([]);
    expect(firstError(await server.gql('{ myMarkets { name } }')).code).toBe('UNAUTHENTICATED');
  });
});
