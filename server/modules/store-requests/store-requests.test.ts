import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/engines';
import { startTestServer, type TestServer } from '../../test/harness';
import { createAnnouncement, TEST_CATEGORIES, TEST_CITIES } from '../announcements/announcements.test-support';
import { firstError, userWithToken } from '../reactions/reactions.test-support';
import { expireStores } from '../stores';
import { operatorWithToken } from '../stores/stores.test-support';

const FIELDS = `id status plan duration name description categories { id } city { id } address phones
  requester { id } reason store { id name status expiresAt serviceParams { code } users { user { id } role } } decidedAt`;
const CREATE = `mutation ($input: StoreRequestInput!) { storeRequestCreate(input: $input) { ${FIELDS} } }`;
const MINE = `{ myStoreRequests { ${FIELDS} } }`;
const WAITING = `query ($status: StoreRequestStatus) { storeRequests(status: $status) { data { id } paginatorInfo { total } } }`;
const APPROVE = `mutation ($id: ID!) { storeRequestApprove(id: $id) { ${FIELDS} } }`;
const REFUSE = `mutation ($id: ID!, $reason: String!) { storeRequestRefuse(id: $id, reason: $reason) { ${FIELDS} } }`;
const RENEW = `mutation ($id: ID!, $d: ServiceDurationType!) { storeRenew(id: $id, duration: $d) { id status expiresAt } }`;
const NOTIFICATIONS = `{ notifications { data { kind title body link } } }`;
const STATUS = `query ($id: ID!) { announcementDetails(id: $id) { status } }`;

type User = Awaited<ReturnType<typeof userWithToken>>;
type Request = {
  id: string;
  status: string;
  reason: string | null;
  store: {
    id: string;
    name: string;
    status: string;
    expiresAt: string;
    serviceParams: { code: string }[];
    users: { user: { id: string }; role: string }[];
  } | null;
};

describe.each(testEngines)('store requests on %s', (engine) => {
  let server: TestServer;
  let operator: User;
  beforeAll(async () => {
    server = await startTestServer(engine);
    operator = await operatorWithToken(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  let sequence = 0;
  const input = (overrides: Record<string, unknown> = {}) => {
    sequence += 1;
    return {
      name: `Librairie El Amel ${engine} ${sequence}`,
      description: 'Livres scolaires et romans, livraison à Alger.',
      categoryIds: [String(TEST_CATEGORIES.smartphones)],
      mainLocation: {
        cityId: String(TEST_CITIES.babEzzouar),
        address: '12 rue des Frères Bouadou',
        phones: ['0550123456'],
      },
      plan: 'FULL',
      duration: 'MONTH',
      ...overrides,
    };
  };
  const ask = (member: User, overrides: Record<string, unknown> = {}) =>
    server.gql<{ storeRequestCreate: Request }>(CREATE, { input: input(overrides) }, { token: member.token });

  it('a member asks, an operator approves: the store exists with its owner, its plan and its end, in one go', async () => {
    const member = await userWithToken(server);
    const asked = await ask(member);
    expect(asked.errors).toBeUndefined();
    const request = asked.data!.storeRequestCreate;
    expect(request).toMatchObject({ status: 'PENDING', plan: 'FULL', duration: 'MONTH', store: null });

    // One waiting request at a time.
    expect(firstError(await ask(member)).code).toBe('STORE_REQUEST/PENDING_EXISTS');
    const waiting = await server.gql<{ storeRequests: { data: { id: string }[] } }>(
      WAITING,
      {},
      { token: operator.token },
    );
    expect(waiting.data!.storeRequests.data.map((row) => row.id)).toContain(request.id);
    // Members do not decide.
    expect(firstError(await server.gql(APPROVE, { id: request.id }, { token: member.token })).code).toBe('FORBIDDEN');

    const before = Date.now();
    const approved = await server.gql<{ storeRequestApprove: Request }>(
      APPROVE,
      { id: request.id },
      { token: operator.token },
    );
    expect(approved.errors).toBeUndefined();
    const store = approved.data!.storeRequestApprove.store!;
    expect(approved.data!.storeRequestApprove.status).toBe('APPROVED');
    expect(store).toMatchObject({ status: 'ACTIVE', serviceParams: [{ code: 'site-builder-full' }] });
    expect(store.users).toEqual([{ user: { id: member.id }, role: 'OWNER' }]);
    const days = (Date.parse(store.expiresAt) - before) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    // Decided once.
    expect(firstError(await server.gql(APPROVE, { id: request.id }, { token: operator.token })).code).toBe(
      'STORE_REQUEST/ALREADY_DECIDED',
    );
    const mine = await server.gql<{ myStoreRequests: Request[] }>(MINE, {}, { token: member.token });
    expect(mine.data!.myStoreRequests[0]).toMatchObject({
      id: request.id,
      status: 'APPROVED',
      store: { id: store.id },
    });
  });

  it('refuses with a reason the member reads, and lets them ask again', async () => {
    const member = await userWithToken(server);
    const request = (await ask(member)).data!.storeRequestCreate;
    expect(firstError(await server.gql(REFUSE, { id: request.id, reason: '  ' }, { token: operator.token })).code).toBe(
      'BAD_USER_INPUT',
    );
    const refused = await server.gql<{ storeRequestRefuse: Request }>(
      REFUSE,
      { id: request.id, reason: 'Le nom est déjà celui d’une autre boutique.' },
      { token: operator.token },
    );
    expect(refused.data!.storeRequestRefuse).toMatchObject({ status: 'REFUSED', store: null });
    const mine = await server.gql<{ myStoreRequests: Request[] }>(MINE, {}, { token: member.token });
    expect(mine.data!.myStoreRequests[0]!.reason).toBe('Le nom est déjà celui d’une autre boutique.');
    // The member is told, with the reason.
    const told = await server.gql<{
      notifications: { data: { kind: string; title: string; body: string; link: string }[] };
    }>(NOTIFICATIONS, {}, { token: member.token });
    expect(told.data!.notifications.data[0]).toMatchObject({
      kind: 'STORE_REQUEST_DECISION',
      title: 'Votre demande de boutique est refusée',
      link: '/order-store',
    });
    expect(told.data!.notifications.data[0]!.body).toContain('Le nom est déjà celui d’une autre boutique.');
    expect((await ask(member)).errors).toBeUndefined();
  });

  it('refuses an incomplete or wrong form field by field, and keeps nothing', async () => {
    const member = await userWithToken(server);
    const missing = await ask(member, { categoryIds: [], mainLocation: { cityId: null, address: ' ', phones: [] } });
    expect(firstError(missing).code).toBe('BAD_USER_INPUT');
    const fields = (missing.errors![0]!.extensions!.fields as { field: string }[]).map((field) => field.field);
    expect(fields).toEqual(
      expect.arrayContaining(['categoryIds', 'mainLocation.cityId', 'mainLocation.address', 'mainLocation.phones']),
    );
    const wrong = await ask(member, { categoryIds: ['999999'], name: '' });
    expect(firstError(wrong).code).toBe('BAD_USER_INPUT');
    const mine = await server.gql<{ myStoreRequests: Request[] }>(MINE, {}, { token: member.token });
    expect(mine.data!.myStoreRequests).toEqual([]);
  });

  it('approved twice at once makes one store', async () => {
    const member = await userWithToken(server);
    const request = (await ask(member)).data!.storeRequestCreate;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => server.gql(APPROVE, { id: request.id }, { token: operator.token })),
    );
    expect(answers.filter((answer) => !answer.errors)).toHaveLength(1);
    for (const answer of answers.filter((one) => one.errors)) {
      expect(firstError(answer).code).toBe('STORE_REQUEST/ALREADY_DECIDED');
    }
    const stores = await server.deps.db
      .selectFrom('store_members')
      .select('store_id')
      .where('user_id', '=', member.id)
      .execute();
    expect(stores).toHaveLength(1);
  });

  it('at its end the store expires with its announcements hidden, and a renewal brings both back', async () => {
    const member = await userWithToken(server);
    const request = (await ask(member, { duration: 'DAY', plan: 'BASIC' })).data!.storeRequestCreate;
    const store = (
      await server.gql<{ storeRequestApprove: Request }>(APPROVE, { id: request.id }, { token: operator.token })
    ).data!.storeRequestApprove.store!;
    expect(store.serviceParams).toEqual([{ code: 'site-builder-basic' }]);
    const announcement = await createAnnouncement(server.deps, { userId: member.id, storeId: store.id });
    await server.deps.db
      .updateTable('stores')
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where('id', '=', store.id)
      .execute();
    expect(await expireStores(server.deps)).toBeGreaterThanOrEqual(1);
    const hidden = await server.gql<{ announcementDetails: { status: string } }>(
      STATUS,
      { id: announcement.id },
      { token: member.token },
    );
    expect(hidden.data!.announcementDetails.status).toBe('EXPIRED_STORE');

    const renewed = await server.gql<{ storeRenew: { status: string; expiresAt: string } }>(
      RENEW,
      { id: store.id, d: 'WEEK' },
      { token: operator.token },
    );
    expect(renewed.data!.storeRenew.status).toBe('ACTIVE');
    expect(Date.parse(renewed.data!.storeRenew.expiresAt)).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    const shown = await server.gql<{ announcementDetails: { status: string } }>(
      STATUS,
      { id: announcement.id },
      { token: member.token },
    );
    expect(shown.data!.announcementDetails.status).toBe('PUBLISHED');
  });
});
