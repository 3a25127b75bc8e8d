// Store owners' promotion requests (issue 21): an owner asks, an operator approves (a campaign
// runs at once in the offer's slots) or refuses with a reason; the owner is told either way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMOTION_OFFER_RULES, PROMOTION_REQUEST_LIMITS } from '../../../shared/domain/promotion-requests';
import { testEngines } from '../../test/engines';
import { startTestServer, type TestServer } from '../../test/harness';
import { createAnnouncement, TEST_CATEGORIES } from '../announcements/announcements.test-support';
import { firstError, userWithToken } from '../reactions/reactions.test-support';
import { createTestStore, operatorWithToken } from '../stores/stores.test-support';

const FIELDS = `id status offer days price reason endsAt decidedAt store { id } announcement { id }
  requester { id } campaign { id state locations categories { id } targetStore { id } targetAnnouncement { id } }`;
const CREATE = `mutation ($input: PromotionRequestInput!) { promotionRequestCreate(input: $input) { ${FIELDS} } }`;
const CANCEL = `mutation ($id: ID!) { promotionRequestCancel(id: $id) { id status } }`;
const APPROVE = `mutation ($id: ID!) { promotionRequestApprove(id: $id) { ${FIELDS} } }`;
const REFUSE = `mutation ($id: ID!, $reason: String!) { promotionRequestRefuse(id: $id, reason: $reason) { ${FIELDS} } }`;
const OF_STORE = `query ($storeId: ID!) { storePromotionRequests(storeId: $storeId) { id status } }`;
const WAITING = `query ($status: PromotionRequestStatus) { promotionRequests(status: $status, count: 100) { data { id } paginatorInfo { total } } }`;
const OFFERS = `{ promotionOffers { offer locations targets dayPrice } }`;
const FETCH = `query ($location: PromotionLocation!, $categoryId: ID) {
  promotionFetch(location: $location, maxCount: 48, categoryId: $categoryId) {
    id target { __typename ... on Store { id } ... on Announcement { id } } } }`;
const NOTIFICATIONS = `{ notifications { data { kind title body link } } }`;

type User = Awaited<ReturnType<typeof userWithToken>>;
interface Request {
  id: string;
  status: string;
  offer: string;
  days: number;
  price: number;
  reason: string | null;
  endsAt: string | null;
  campaign: {
    id: string;
    state: string;
    locations: string[];
    categories: { id: string }[];
    targetStore: { id: string } | null;
    targetAnnouncement: { id: string } | null;
  } | null;
}

describe.each(testEngines)('promotion requests on %s', (engine) => {
  let server: TestServer;
  let operator: User;
  beforeAll(async () => {
    server = await startTestServer(engine);
    operator = await operatorWithToken(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A store with its owner, a member who is not the owner, and one published announcement of the store. */
  async function storeWithAnnouncement() {
    const owner = await userWithToken(server);
    const member = await userWithToken(server);
    const store = await createTestStore(server.deps, { ownerId: owner.id, memberIds: [member.id] });
    const announcement = await createAnnouncement(server.deps, {
      userId: owner.id,
      storeId: store.id,
      categoryId: TEST_CATEGORIES.bikes,
    });
    return { owner, member, store, announcement };
  }
  const ask = (user: User, input: Record<string, unknown>) =>
    server.gql<{ promotionRequestCreate: Request }>(CREATE, { input }, { token: user.token });

  it('lists the offers with their day prices, from the shared rules', async () => {
    const member = await userWithToken(server);
    const answer = await server.gql<{ promotionOffers: { offer: 'TOP_AD' | 'SEARCH'; dayPrice: number }[] }>(
      OFFERS,
      {},
      { token: member.token },
    );
    expect(answer.errors).toBeUndefined();
    for (const offer of answer.data!.promotionOffers) {
      expect(offer.dayPrice).toBe(PROMOTION_OFFER_RULES[offer.offer].dayPrice);
    }
    expect(firstError(await server.gql(OFFERS)).code).toBe('UNAUTHENTICATED');
  });

  it('an owner asks for a sponsored card; an operator approves: it shows in its category’s results at once', async () => {
    const { owner, store, announcement } = await storeWithAnnouncement();
    const asked = await ask(owner, { storeId: store.id, announcementId: announcement.id, offer: 'SEARCH', days: 15 });
    expect(asked.errors).toBeUndefined();
    const request = asked.data!.promotionRequestCreate;
    expect(request).toMatchObject({ status: 'PENDING', offer: 'SEARCH', days: 15, campaign: null, endsAt: null });
    expect(request.price).toBe(PROMOTION_OFFER_RULES.SEARCH.dayPrice * 15);
    // The same request twice waits once.
    const again = await ask(owner, { storeId: store.id, announcementId: announcement.id, offer: 'SEARCH', days: 7 });
    expect(firstError(again).code).toBe('PROMOTION_REQUEST/PENDING_EXISTS');

    const waiting = await server.gql<{ promotionRequests: { data: { id: string }[] } }>(
      WAITING,
      {},
      { token: operator.token },
    );
    expect(waiting.data!.promotionRequests.data.map((row) => row.id)).toContain(request.id);

    const approved = await server.gql<{ promotionRequestApprove: Request }>(
      APPROVE,
      { id: request.id },
      { token: operator.token },
    );
    expect(approved.errors).toBeUndefined();
    const decided = approved.data!.promotionRequestApprove;
    expect(decided.status).toBe('APPROVED');
    expect(decided.campaign).toMatchObject({
      state: 'RUNNING',
      locations: [...PROMOTION_OFFER_RULES.SEARCH.locations],
      categories: [{ id: String(TEST_CATEGORIES.bikes) }],
      targetAnnouncement: { id: announcement.id },
    });
    const days = (new Date(decided.endsAt!).getTime() - server.deps.now().getTime()) / 86_400_000;
    expect(days).toBeCloseTo(15, 0);

    // Shown in its category's results, not in another's.
    const shown = await server.gql<{ promotionFetch: { target: { id: string } | null }[] }>(FETCH, {
      location: 'DESKTOP_LISTING_FEED',
      categoryId: String(TEST_CATEGORIES.bikes),
    });
    expect(shown.data!.promotionFetch.map((promotion) => promotion.target?.id)).toContain(announcement.id);
    const elsewhere = await server.gql<{ promotionFetch: { target: { id: string } | null }[] }>(FETCH, {
      location: 'DESKTOP_LISTING_FEED',
      categoryId: String(TEST_CATEGORIES.smartphones),
    });
    expect(elsewhere.data!.promotionFetch.map((promotion) => promotion.target?.id)).not.toContain(announcement.id);

    // Decided once; the owner is told, with a link to the announcement.
    expect(firstError(await server.gql(APPROVE, { id: request.id }, { token: operator.token })).code).toBe(
      'PROMOTION_REQUEST/ALREADY_DECIDED',
    );
    const told = await server.gql<{
      notifications: { data: { kind: string; title: string; body: string; link: string }[] };
    }>(NOTIFICATIONS, {}, { token: owner.token });
    const notice = told.data!.notifications.data.find((item) => item.kind === 'PROMOTION_REQUEST_DECISION')!;
    expect(notice.body).toContain('15');
    expect(notice.link).toContain(`-d${announcement.id}`);
  });

  it('the store’s own tile goes to the home’s top ads', async () => {
    const { owner, store } = await storeWithAnnouncement();
    const asked = await ask(owner, { storeId: store.id, offer: 'TOP_AD', days: 7 });
    expect(asked.errors).toBeUndefined();
    const approved = await server.gql<{ promotionRequestApprove: Request }>(
      APPROVE,
      { id: asked.data!.promotionRequestCreate.id },
      { token: operator.token },
    );
    expect(approved.data!.promotionRequestApprove.campaign).toMatchObject({
      locations: ['CROSS_HOME_TOP_AD'],
      categories: [],
      targetStore: { id: store.id },
    });
    const shown = await server.gql<{ promotionFetch: { target: { __typename: string; id: string } | null }[] }>(FETCH, {
      location: 'CROSS_HOME_TOP_AD',
    });
    expect(shown.data!.promotionFetch.map((promotion) => promotion.target?.id)).toContain(store.id);
  });

  it('a refusal needs a reason, which the owner reads; nothing runs', async () => {
    const { owner, store, announcement } = await storeWithAnnouncement();
    const asked = await ask(owner, { storeId: store.id, announcementId: announcement.id, offer: 'TOP_AD', days: 30 });
    const id = asked.data!.promotionRequestCreate.id;
    const blank = await server.gql(REFUSE, { id, reason: '  ' }, { token: operator.token });
    expect(firstError(blank).code).toBe('BAD_USER_INPUT');
    const refused = await server.gql<{ promotionRequestRefuse: Request }>(
      REFUSE,
      { id, reason: 'Photos floues : remplacez-les puis redemandez.' },
      { token: operator.token },
    );
    expect(refused.data!.promotionRequestRefuse).toMatchObject({
      status: 'REFUSED',
      reason: 'Photos floues : remplacez-les puis redemandez.',
      campaign: null,
    });
    const told = await server.gql<{ notifications: { data: { kind: string; body: string }[] } }>(
      NOTIFICATIONS,
      {},
      { token: owner.token },
    );
    expect(told.data!.notifications.data.find((item) => item.kind === 'PROMOTION_REQUEST_DECISION')?.body).toContain(
      'Photos floues',
    );
    const mine = await server.gql<{ storePromotionRequests: { id: string; status: string }[] }>(
      OF_STORE,
      { storeId: store.id },
      { token: owner.token },
    );
    expect(mine.data!.storePromotionRequests).toEqual([{ id, status: 'REFUSED' }]);
  });

  it('the owner withdraws a waiting request; a decided one stays', async () => {
    const { owner, store } = await storeWithAnnouncement();
    const asked = await ask(owner, { storeId: store.id, offer: 'TOP_AD', days: 7 });
    const id = asked.data!.promotionRequestCreate.id;
    const cancelled = await server.gql<{ promotionRequestCancel: { status: string } }>(
      CANCEL,
      { id },
      { token: owner.token },
    );
    expect(cancelled.data!.promotionRequestCancel.status).toBe('CANCELLED');
    expect(firstError(await server.gql(CANCEL, { id }, { token: owner.token })).code).toBe(
      'PROMOTION_REQUEST/ALREADY_DECIDED',
    );
    expect(firstError(await server.gql(APPROVE, { id }, { token: operator.token })).code).toBe(
      'PROMOTION_REQUEST/ALREADY_DECIDED',
    );
  });

  it('refuses what the rules refuse, with each field’s problem', async () => {
    const { owner, store, announcement } = await storeWithAnnouncement();
    const other = await storeWithAnnouncement();
    const problems = async (input: Record<string, unknown>) => {
      const error = (await ask(owner, input)).errors?.[0];
      expect(error?.extensions?.code).toBe('PROMOTION/INVALID');
      return (error?.extensions as { problems: string[] }).problems;
    };
    // A store card cannot go in search results; 10 days is not an offered duration.
    expect(await problems({ storeId: store.id, offer: 'SEARCH', days: 10 })).toEqual(
      expect.arrayContaining(['target', 'days']),
    );
    // Another store's announcement.
    expect(
      await problems({ storeId: store.id, announcementId: other.announcement.id, offer: 'SEARCH', days: 7 }),
    ).toEqual(['target']);
    // An announcement that is not public.
    const hidden = await createAnnouncement(server.deps, { userId: owner.id, storeId: store.id, status: 'LOCKED' });
    expect(await problems({ storeId: store.id, announcementId: hidden.id, offer: 'SEARCH', days: 7 })).toEqual([
      'target',
    ]);
    expect(announcement.id).toBeTruthy();
  });

  it('only the owner asks; members, strangers and visitors are refused; operators alone decide', async () => {
    const { owner, member, store } = await storeWithAnnouncement();
    const stranger = await userWithToken(server);
    const input = { storeId: store.id, offer: 'TOP_AD', days: 7 };
    expect(firstError(await ask(member, input)).code).toBe('FORBIDDEN');
    expect(firstError(await ask(stranger, input)).code).toBe('STORE/NOT_FOUND');
    expect(firstError(await server.gql(CREATE, { input })).code).toBe('UNAUTHENTICATED');
    const asked = await ask(owner, input);
    const id = asked.data!.promotionRequestCreate.id;
    expect(firstError(await server.gql(APPROVE, { id }, { token: owner.token })).code).toBe('FORBIDDEN');
    expect(firstError(await server.gql(WAITING, {}, { token: owner.token })).code).toBe('FORBIDDEN');
    expect(firstError(await server.gql(CANCEL, { id }, { token: member.token })).code).toBe('FORBIDDEN');
    // A member of the store reads its requests; someone outside it does not.
    const read = await server.gql<{ storePromotionRequests: { id: string }[] }>(
      OF_STORE,
      { storeId: store.id },
      { token: member.token },
    );
    expect(read.data!.storePromotionRequests.map((row) => row.id)).toEqual([id]);
    expect(firstError(await server.gql(OF_STORE, { storeId: store.id }, { token: stranger.token })).code).toBe(
      'FORBIDDEN',
    );
  });

  it(`a store has at most ${PROMOTION_REQUEST_LIMITS.pendingPerStore} requests waiting`, async () => {
    const { owner, store } = await storeWithAnnouncement();
    for (let index = 0; index < PROMOTION_REQUEST_LIMITS.pendingPerStore; index += 1) {
      const announcement = await createAnnouncement(server.deps, { userId: owner.id, storeId: store.id });
      const asked = await ask(owner, { storeId: store.id, announcementId: announcement.id, offer: 'SEARCH', days: 7 });
      expect(asked.errors).toBeUndefined();
    }
    const one = await createAnnouncement(server.deps, { userId: owner.id, storeId: store.id });
    const error = firstError(await ask(owner, { storeId: store.id, announcementId: one.id, offer: 'SEARCH', days: 7 }));
    expect(error.code).toBe('PROMOTION_REQUEST/PENDING_EXISTS');
    expect(error.message).toContain(String(PROMOTION_REQUEST_LIMITS.pendingPerStore));
  });

  it('keeps the cap when 50 asks arrive at once', async () => {
    const { owner, store } = await storeWithAnnouncement();
    const announcements = [];
    for (let index = 0; index < 50; index += 1) {
      announcements.push(await createAnnouncement(server.deps, { userId: owner.id, storeId: store.id }));
    }
    const answers = await Promise.all(
      announcements.map((announcement) =>
        ask(owner, { storeId: store.id, announcementId: announcement.id, offer: 'SEARCH', days: 7 }),
      ),
    );
    const accepted = answers.filter((answer) => !answer.errors);
    expect(accepted).toHaveLength(PROMOTION_REQUEST_LIMITS.pendingPerStore);
    for (const answer of answers.filter((one) => one.errors)) {
      expect(firstError(answer).code).toBe('PROMOTION_REQUEST/PENDING_EXISTS');
    }
    const waiting = await server.deps.db
      .selectFrom('promotion_requests')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('store_id', '=', store.id)
      .where('status', '=', 'PENDING')
      .executeTakeFirstOrThrow();
    expect(Number(waiting.count)).toBe(PROMOTION_REQUEST_LIMITS.pendingPerStore);
  });
});
