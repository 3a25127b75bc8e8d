import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/engines';
import { startTestServer, type TestServer } from '../../test/harness';
import { bikeInput, createAnnouncement } from '../announcements/announcements.test-support';
import { countQueriesOn, firstError, userWithToken } from '../reactions/reactions.test-support';
import { SEARCH_QUERY } from '../search/search.test-support';
import { createTestStore, operatorWithToken } from './stores.test-support';

const DETAILS = `query ($id: ID!) {
  announcementDetails(id: $id) {
    id status isFromStore showAnalytics messengerLink
    store { id name slug url isOfficial viewAsStore followerCount announcementsCount }
  }
}`;
const CREATE = `mutation ($input: AnnouncementInput!) { announcementCreate(input: $input) { id status isFromStore store { id } } }`;
const UPDATE = `mutation ($id: ID!, $input: AnnouncementInput!) { announcementUpdate(id: $id, input: $input) { id title store { id } } }`;
const REFRESH = 'mutation ($ids: [ID!]!) { announcementRefresh(ids: $ids) { id status } }';
const DISABLE = 'mutation ($ids: [ID!]!) { announcementDisable(ids: $ids) { id status } }';
const VALIDATE = 'mutation ($id: ID!) { announcementValidationSet(id: $id, status: PUBLISHED) { status } }';
const STORE_STATUS =
  'mutation ($id: ID!, $status: StoreStatus!) { storeUpdate(id: $id, input: { status: $status }) { id status } }';

type User = Awaited<ReturnType<typeof userWithToken>>;

describe.each(testEngines)('store announcements on %s', (engine) => {
  let server: TestServer;
  let owner: User;
  let member: User;
  let outsider: User;
  let operator: User;
  let moderator: User;
  let storeId: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    owner = await userWithToken(server);
    member = await userWithToken(server);
    outsider = await userWithToken(server);
    operator = await operatorWithToken(server);
    moderator = await userWithToken(server, { roles: ['USER', 'MODERATOR'] });
    storeId = (
      await createTestStore(server.deps, {
        ownerId: owner.id,
        memberIds: [member.id],
        name: 'Cycles Ahmed',
        isOfficial: true,
        followerCount: 3,
      })
    ).id;
  });
  afterAll(async () => {
    await server?.close();
  });

  const details = async (id: string, token?: string) =>
    (await server.gql<{ announcementDetails: any }>(DETAILS, { id }, token ? { token } : {})).data!.announcementDetails;

  it('gives an announcement its store, batched for a page of cards', async () => {
    const { id } = await createAnnouncement(server.deps, { userId: owner.id, storeId });
    expect(await details(id)).toMatchObject({
      isFromStore: true,
      store: {
        id: storeId,
        name: 'Cycles Ahmed',
        slug: 'cycles-ahmed',
        url: `http://souk.test/store/${storeId}/cycles-ahmed/`,
        isOfficial: true,
        viewAsStore: true,
        followerCount: 3,
      },
    });
    const individual = await createAnnouncement(server.deps, { userId: outsider.id });
    expect(await details(individual.id)).toMatchObject({ isFromStore: false, store: null });

    // A search page of cards asks for the stores once.
    const other = await createTestStore(server.deps, { ownerId: outsider.id });
    for (let i = 0; i < 3; i += 1) await createAnnouncement(server.deps, { userId: outsider.id, storeId: other.id });
    const query = SEARCH_QUERY.replace('data { id title }', 'data { id title store { id name } }');
    const { result, queries } = await countQueriesOn(server, 'stores', () =>
      server.gql<{ search: any }>(query, { filter: { origin: 'STORE' } }),
    );
    const cards = result.data!.search.announcements.data as { store: { id: string } }[];
    expect(cards.length).toBeGreaterThanOrEqual(4);
    expect(new Set(cards.map((card) => card.store.id))).toEqual(new Set([storeId, other.id]));
    expect(queries).toBe(1);
  });

  it('makes every member of the store an announcer: analytics, no messenger, owner actions', async () => {
    const { id } = await createAnnouncement(server.deps, { userId: owner.id, storeId });
    expect(await details(id, member.token)).toMatchObject({ showAnalytics: true, messengerLink: null });
    expect(await details(id, owner.token)).toMatchObject({ showAnalytics: true, messengerLink: null });
    expect(await details(id, outsider.token)).toMatchObject({
      showAnalytics: false,
      messengerLink: `http://souk.test/messages/thread/announcement-${id}`,
    });
    // A member refreshes and archives the owner's announcement of the store; an outsider cannot.
    const refreshed = await server.gql<{ announcementRefresh: any }>(REFRESH, { ids: [id] }, { token: member.token });
    expect(refreshed.data!.announcementRefresh).toEqual([{ id, status: 'PUBLISHED' }]);
    expect(firstError(await server.gql(DISABLE, { ids: [id] }, { token: outsider.token })).code).toBe(
      'ANNOUNCEMENT/NOT_FOUND',
    );
    const archived = await server.gql<{ announcementDisable: any }>(DISABLE, { ids: [id] }, { token: member.token });
    expect(archived.data!.announcementDisable).toEqual([{ id, status: 'ARCHIVED' }]);
    // Archived, it is still visible to the store's members (announcers), not to others.
    expect(await details(id, member.token)).toMatchObject({ id, status: 'ARCHIVED' });
    expect(await details(id, outsider.token)).toBeNull();
  });

  it('publishes as a store the member belongs to, and refuses other stores', async () => {
    const created = await server.gql<{ announcementCreate: any }>(
      CREATE,
      { input: bikeInput({ storeId }) },
      { token: member.token },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.announcementCreate).toMatchObject({
      status: 'PENDING',
      isFromStore: true,
      store: { id: storeId },
    });
    const id = created.data!.announcementCreate.id as string;

    // The owner edits the member's announcement; without storeId the store is kept.
    const edited = await server.gql<{ announcementUpdate: any }>(
      UPDATE,
      { id, input: bikeInput({ title: 'Vélo de ville Btwin révisé' }) },
      { token: owner.token },
    );
    expect(edited.errors).toBeUndefined();
    expect(edited.data!.announcementUpdate).toMatchObject({
      title: 'Vélo de ville Btwin révisé',
      store: { id: storeId },
    });
    expect(firstError(await server.gql(UPDATE, { id, input: bikeInput() }, { token: outsider.token })).code).toBe(
      'ANNOUNCEMENT/NOT_FOUND',
    );

    const notMine = await server.gql(CREATE, { input: bikeInput({ storeId }) }, { token: outsider.token });
    expect(notMine.errors?.[0]?.extensions).toMatchObject({
      code: 'ANNOUNCEMENT/FORM_VALIDATION_ERROR',
      fields: [expect.objectContaining({ field: 'storeId', rule: 'exists' })],
    });
    expect(
      firstError(await server.gql(CREATE, { input: bikeInput({ storeId: 'abc' }) }, { token: member.token })).code,
    ).toBe('ANNOUNCEMENT/FORM_VALIDATION_ERROR');
    const closed = await createTestStore(server.deps, { ownerId: member.id, status: 'EXPIRED' });
    expect(
      firstError(await server.gql(CREATE, { input: bikeInput({ storeId: closed.id }) }, { token: member.token })).code,
    ).toBe('ANNOUNCEMENT/FORM_VALIDATION_ERROR');
    // Without storeId it is the member's own.
    const own = await server.gql<{ announcementCreate: any }>(CREATE, { input: bikeInput() }, { token: member.token });
    expect(own.data!.announcementCreate).toMatchObject({ isFromStore: false, store: null });
  });

  it('hides a disabled or expired store’s announcements from search and pages, and brings them back', async () => {
    const owner2 = await userWithToken(server);
    const store = await createTestStore(server.deps, { ownerId: owner2.id });
    const active = await createAnnouncement(server.deps, {
      userId: owner2.id,
      storeId: store.id,
      title: 'Cadenas antivol',
    });
    const edited = await createAnnouncement(server.deps, {
      userId: owner2.id,
      storeId: store.id,
      title: 'Casque vélo',
      status: 'EDITED',
    });
    const archived = await createAnnouncement(server.deps, {
      userId: owner2.id,
      storeId: store.id,
      status: 'ARCHIVED',
    });
    const pending = await createAnnouncement(server.deps, { userId: owner2.id, storeId: store.id, status: 'PENDING' });
    const inStore = async () =>
      (
        (await server.gql<{ search: any }>(SEARCH_QUERY, { filter: { storeId: store.id } })).data!.search.announcements
          .data as { id: string }[]
      ).map((a) => a.id);
    expect((await inStore()).sort()).toEqual([active.id, edited.id].sort());
    const statuses = async () =>
      Object.fromEntries(
        (
          await server.deps.db
            .selectFrom('announcements')
            .select(['id', 'status'])
            .where('store_id', '=', store.id)
            .execute()
        ).map((row) => [row.id, row.status]),
      );

    expect(
      firstError(await server.gql(STORE_STATUS, { id: store.id, status: 'DISABLED' }, { token: owner2.token })).code,
    ).toBe('FORBIDDEN');
    await server.gql(STORE_STATUS, { id: store.id, status: 'DISABLED' }, { token: operator.token });
    expect(await statuses()).toEqual({
      [active.id]: 'DISABLED_STORE',
      [edited.id]: 'DISABLED_STORE',
      [archived.id]: 'ARCHIVED',
      [pending.id]: 'PENDING',
    });
    expect(await inStore()).toEqual([]);
    expect(await details(active.id, outsider.token)).toBeNull();
    expect(await details(active.id, owner2.token)).toMatchObject({ status: 'DISABLED_STORE' });
    const words = await server.gql<{ search: any }>(SEARCH_QUERY, { q: 'cadenas antivol' });
    expect(words.data!.search.announcements.data).toEqual([]);

    // A moderator validating one while the store is down leaves it hidden with the store.
    const validated = await server.gql<{ announcementValidationSet: any }>(
      VALIDATE,
      { id: pending.id },
      {
        token: moderator.token,
      },
    );
    expect(validated.data!.announcementValidationSet).toEqual({ status: 'DISABLED_STORE' });

    await server.gql(STORE_STATUS, { id: store.id, status: 'EXPIRED' }, { token: operator.token });
    expect(await statuses()).toMatchObject({ [active.id]: 'EXPIRED_STORE', [pending.id]: 'EXPIRED_STORE' });

    await server.gql(STORE_STATUS, { id: store.id, status: 'ACTIVE' }, { token: operator.token });
    expect(await statuses()).toEqual({
      [active.id]: 'PUBLISHED',
      [edited.id]: 'PUBLISHED',
      [archived.id]: 'ARCHIVED',
      [pending.id]: 'PUBLISHED',
    });
    expect((await inStore()).sort()).toEqual([active.id, edited.id, pending.id].sort());
    // The one validated while hidden got a lifetime when it came back.
    const { expires_at } = await server.deps.db
      .selectFrom('announcements')
      .select('expires_at')
      .where('id', '=', pending.id)
      .executeTakeFirstOrThrow();
    expect(expires_at).not.toBeNull();
    const changelog = await server.deps.db
      .selectFrom('announcement_changelog')
      .select(['action', 'status_from', 'status_to', 'reason', 'user_id'])
      .where('announcement_id', '=', active.id)
      .orderBy('id')
      .execute();
    expect(changelog).toEqual([
      {
        action: 'DEACTIVATE',
        status_from: 'PUBLISHED',
        status_to: 'DISABLED_STORE',
        reason: 'STORE_DISABLED',
        user_id: operator.id,
      },
      {
        action: 'DEACTIVATE',
        status_from: 'DISABLED_STORE',
        status_to: 'EXPIRED_STORE',
        reason: 'STORE_EXPIRED',
        user_id: operator.id,
      },
      {
        action: 'RESTORE',
        status_from: 'EXPIRED_STORE',
        status_to: 'PUBLISHED',
        reason: 'STORE_ACTIVE',
        user_id: operator.id,
      },
    ]);
  });
});
