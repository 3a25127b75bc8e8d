import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { print } from 'graphql';
import { encodeTrackingPayload, type TrackingPayload } from '../../../shared/domain/tracking';
import { algerianDay } from '../../../shared/domain/statistics';
import { PortalMenusDocument } from '../../../shared/graphql/generated';
import { testEngines } from '../../test/engines';
import { startTestServer, type TestServer } from '../../test/harness';
import { createAnnouncement, TEST_CATEGORIES } from '../announcements/announcements.test-support';
import { plainPng, upload } from '../media/media.test-support';
import { firstError, userWithToken } from '../reactions/reactions.test-support';
import { createTestStore, operatorWithToken } from '../stores/stores.test-support';
import { rollupDay, trackingWriter } from '../tracking';
import { PLACEMENT_CACHE_MS } from './placement';

const CAMPAIGN_FIELDS = `id name state targetType targetLink targetStore { id } startsAt endsAt locations weight dailyCap timeout
  categories { id } visuals { device kind mediaId url width height }`;
const CREATE = `mutation ($input: PromotionCampaignInput!) { promotionCampaignCreate(input: $input) { ${CAMPAIGN_FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: PromotionCampaignInput!) { promotionCampaignUpdate(id: $id, input: $input) { ${CAMPAIGN_FIELDS} } }`;
const PAUSE = `mutation ($id: ID!, $paused: Boolean!) { promotionCampaignPause(id: $id, paused: $paused) { id state } }`;
const LIST = `query ($state: PromotionState) { promotionCampaigns(state: $state, count: 100) { data { id state } paginatorInfo { total } } }`;
const FIGURES = `query ($id: ID!, $period: StatisticsPeriodInput!) { promotionCampaign(id: $id) {
  figures(period: $period) { days { day impressions clicks } impressions clicks clickThroughRate } } }`;
const FETCH = `query ($location: PromotionLocation!, $maxCount: Int, $categoryId: ID, $categorySlug: String, $withoutAdSense: Boolean) {
  promotionFetch(location: $location, maxCount: $maxCount, categoryId: $categoryId, categorySlug: $categorySlug, withoutAdSense: $withoutAdSense) {
    id name targetType targetLink clickUrl isAdsense isPlaceHolder
    target { __typename ... on Store { id name } ... on Announcement { id title } }
    currentVisual { media { url kind width height } }
    mediaMobile { media { url width height } }
  } }`;

type User = Awaited<ReturnType<typeof userWithToken>>;
type Campaign = { id: string; state: string; visuals: { device: string; mediaId: string; width: number }[] };
type Shown = {
  id: string;
  name: string;
  clickUrl: string;
  target: { __typename: string; id: string } | null;
  currentVisual: { media: { url: string; width: number; height: number } } | null;
};

const DAY = 86_400_000;

describe.each(testEngines)('promotions on %s', (engine) => {
  let server: TestServer;
  let operator: User;
  let desktopPicture: string;
  let mobilePicture: string;
  beforeAll(async () => {
    server = await startTestServer(engine);
    operator = await operatorWithToken(server);
    const sent = await upload(
      server,
      [
        { bytes: await plainPng(1000, 250, '#1d4ed8'), type: 'image/png', name: 'slider.png' },
        { bytes: await plainPng(336, 155, '#b91c1c'), type: 'image/png', name: 'slider-phone.png' },
      ],
      { token: operator.token },
    );
    expect(sent.status).toBe(201);
    [desktopPicture, mobilePicture] = (sent.body as { data: { id: string }[] }).data.map((picture) => picture.id) as [
      string,
      string,
    ];
  });
  afterAll(async () => {
    await server?.close();
  });

  let sequence = 0;
  const input = (overrides: Record<string, unknown> = {}) => {
    sequence += 1;
    const now = server.deps.now().getTime();
    return {
      name: `Soldes d'hiver ${sequence}`,
      targetType: 'LINK',
      targetLink: `/promo-${sequence}`,
      startsAt: new Date(now - DAY).toISOString(),
      endsAt: new Date(now + 7 * DAY).toISOString(),
      locations: ['DESKTOP_HOME_HEADER', 'MOBILE_HOME_HEADER'],
      visuals: [
        { device: 'DESKTOP', kind: 'IMAGE', mediaId: desktopPicture, width: 1000, height: 250 },
        { device: 'MOBILE', kind: 'IMAGE', mediaId: mobilePicture, width: 336, height: 155 },
      ],
      ...overrides,
    };
  };
  const create = async (overrides: Record<string, unknown> = {}) => {
    const created = await server.gql<{ promotionCampaignCreate: Campaign }>(
      CREATE,
      { input: input(overrides) },
      { token: operator.token },
    );
    expect(created.errors).toBeUndefined();
    return created.data!.promotionCampaignCreate;
  };
  const fetchSlot = async (variables: Record<string, unknown>) => {
    const answer = await server.gql<{ promotionFetch: Shown[] }>(FETCH, variables);
    expect(answer.errors).toBeUndefined();
    return answer.data!.promotionFetch;
  };
  /** A location only this test uses, so campaigns of other tests do not compete. */
  const pixel = (payload: Partial<TrackingPayload>, userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0') =>
    fetch(
      `${server.url}/px/${Math.random().toString(36).slice(2)}.gif?d=${encodeTrackingPayload({
        payloadType: 'promotion_view',
        eventId: `ev-${Math.random().toString(36).slice(2, 12)}`,
        url: 'http://souk.test/',
        trackId: 'visitor-0001',
        trackTime: Date.now(),
        appVersion: 'test',
        locale: 'fr',
        currency: 'DZD',
        ...payload,
      })}`,
      { headers: { 'user-agent': userAgent } },
    );

  it('an operator schedules a campaign: the slot shows it with the visual of its device, a visitor asks freely', async () => {
    const campaign = await create({ name: 'Rentrée scolaire' });
    expect(campaign).toMatchObject({ state: 'RUNNING', targetType: 'LINK' });
    expect(campaign.visuals.map((visual) => [visual.device, visual.width])).toEqual(
      expect.arrayContaining([
        ['DESKTOP', 1000],
        ['MOBILE', 336],
      ]),
    );
    const desktop = await fetchSlot({ location: 'DESKTOP_HOME_HEADER', maxCount: 30 });
    const shown = desktop.find((promotion) => promotion.id === campaign.id)!;
    expect(shown).toMatchObject({ name: 'Rentrée scolaire', clickUrl: `/go/promotion/${campaign.id}`, target: null });
    expect(shown.currentVisual!.media).toMatchObject({ width: 1000, height: 250 });
    const mobile = await fetchSlot({ location: 'MOBILE_HOME_HEADER', maxCount: 30 });
    expect(mobile.find((promotion) => promotion.id === campaign.id)!.currentVisual!.media).toMatchObject({
      width: 336,
      height: 155,
    });
    // The picture is served, and it is the operator's upload.
    const picture = await fetch(shown.currentVisual!.media.url.replace(server.deps.config.publicUrl, server.url));
    expect(picture.status).toBe(200);
    // Another location shows nothing of it.
    expect((await fetchSlot({ location: 'DESKTOP_LISTING_HEADER', maxCount: 30 })).map((p) => p.id)).not.toContain(
      campaign.id,
    );
  });

  it('dates and the pause decide what shows: scheduled and ended campaigns wait, a paused one stops until resumed', async () => {
    const location = 'DESKTOP_DETAILS_SQUARE';
    const square = async () => {
      const sent = await upload(server, [{ bytes: await plainPng(300, 250), type: 'image/png' }], {
        token: operator.token,
      });
      return (sent.body as { data: { id: string }[] }).data[0]!.id;
    };
    const visuals = [{ device: 'DESKTOP', kind: 'IMAGE', mediaId: await square(), width: 300, height: 250 }];
    const now = server.deps.now().getTime();
    const later = await create({ locations: [location], visuals, startsAt: new Date(now + DAY).toISOString() });
    const ended = await create({
      locations: [location],
      visuals,
      startsAt: new Date(now - 3 * DAY).toISOString(),
      endsAt: new Date(now - DAY).toISOString(),
    });
    const running = await create({ locations: [location], visuals });
    expect([later.state, ended.state, running.state]).toEqual(['SCHEDULED', 'ENDED', 'RUNNING']);
    expect((await fetchSlot({ location, maxCount: 10 })).map((p) => p.id)).toEqual([running.id]);

    const paused = await server.gql<{ promotionCampaignPause: Campaign }>(
      PAUSE,
      { id: running.id, paused: true },
      { token: operator.token },
    );
    expect(paused.data!.promotionCampaignPause.state).toBe('PAUSED');
    expect(await fetchSlot({ location, maxCount: 10 })).toEqual([]);
    const listed = await server.gql<{ promotionCampaigns: { data: { id: string }[] } }>(
      LIST,
      { state: 'PAUSED' },
      { token: operator.token },
    );
    expect(listed.data!.promotionCampaigns.data.map((item) => item.id)).toContain(running.id);
    await server.gql(PAUSE, { id: running.id, paused: false }, { token: operator.token });
    expect((await fetchSlot({ location, maxCount: 10 })).map((p) => p.id)).toEqual([running.id]);

    // A day later the scheduled one has started too.
    server.advanceClock(DAY + 60_000);
    operator = await operatorWithToken(server);
    expect((await fetchSlot({ location, maxCount: 10 })).map((p) => p.id).sort()).toEqual(
      [later.id, running.id].sort(),
    );
  });

  it('a campaign aimed at a category shows there and under it, and never elsewhere; one aimed at none shows everywhere', async () => {
    const location = 'MOBILE_LISTING_HEADER';
    const sent = await upload(server, [{ bytes: await plainPng(360, 100), type: 'image/png' }], {
      token: operator.token,
    });
    const visuals = [
      {
        device: 'MOBILE',
        kind: 'IMAGE',
        mediaId: (sent.body as { data: { id: string }[] }).data[0]!.id,
        width: 360,
        height: 100,
      },
    ];
    const vehicles = await create({
      locations: [location],
      visuals,
      categoryIds: [String(TEST_CATEGORIES.vehiclesGroup)],
    });
    const everywhere = await create({ locations: [location], visuals });
    const ids = async (variables: Record<string, unknown>) =>
      (await fetchSlot({ location, maxCount: 10, ...variables })).map((p) => p.id).sort();
    // Voitures is under Véhicules.
    expect(await ids({ categoryId: String(TEST_CATEGORIES.cars) })).toEqual([vehicles.id, everywhere.id].sort());
    expect(await ids({ categoryId: String(TEST_CATEGORIES.smartphones) })).toEqual([everywhere.id]);
    expect(await ids({})).toEqual([everywhere.id]);
    expect(await ids({ categorySlug: 'no-such-category' })).toEqual([everywhere.id]);
  });

  it('a promoted store is the target: its card data comes along, and a store no longer active is left out', async () => {
    const location = 'DESKTOP_HOME_COVER';
    const store = await createTestStore(server.deps, { name: 'Librairie du Parc', ownerId: operator.id });
    const sent = await upload(server, [{ bytes: await plainPng(300, 250), type: 'image/png' }], {
      token: operator.token,
    });
    const mediaId = (sent.body as { data: { id: string }[] }).data[0]!.id;
    const campaign = await create({
      locations: [location],
      targetType: 'STORE',
      targetLink: null,
      targetStoreId: store.id,
      visuals: [{ device: 'DESKTOP', kind: 'IMAGE', mediaId, width: 300, height: 250 }],
    });
    const shown = await fetchSlot({ location });
    expect(shown.map((p) => [p.id, p.target])).toEqual([
      [campaign.id, { __typename: 'Store', id: store.id, name: 'Librairie du Parc' }],
    ]);
    // The click goes to the store's page.
    const click = await fetch(`${server.url}${shown[0]!.clickUrl}`, { redirect: 'manual' });
    expect(click.status).toBe(302);
    expect(click.headers.get('location')).toBe(`/store/${store.id}/${store.slug}/`);
    await server.deps.db.updateTable('stores').set({ status: 'DISABLED' }).where('id', '=', store.id).execute();
    // Slots are served from the campaigns as read at most PLACEMENT_CACHE_MS ago.
    expect((await fetchSlot({ location })).map((p) => p.id)).toEqual([campaign.id]);
    server.advanceClock(PLACEMENT_CACHE_MS + 1000);
    expect(await fetchSlot({ location })).toEqual([]);
  });

  it('a promoted announcement needs no picture in the slots that show cards, and comes with its card', async () => {
    const seller = await userWithToken(server);
    const card = await createAnnouncement(server.deps, { userId: seller.id, title: 'Canapé d’angle en velours' });
    const campaign = await create({
      locations: ['CROSS_HOME_TOP_AD', 'DESKTOP_LISTING_FEED'],
      targetType: 'ANNOUNCEMENT',
      targetLink: null,
      targetAnnouncementId: card.id,
      visuals: [],
    });
    for (const location of ['CROSS_HOME_TOP_AD', 'DESKTOP_LISTING_FEED']) {
      const shown = await fetchSlot({ location, maxCount: 48 });
      expect(shown.find((p) => p.id === campaign.id)).toMatchObject({
        target: { __typename: 'Announcement', id: card.id, title: 'Canapé d’angle en velours' },
        currentVisual: null,
      });
    }
    // A banner slot still needs its picture.
    const banner = await server.gql(
      CREATE,
      {
        input: input({
          locations: ['DESKTOP_LISTING_HEADER'],
          targetType: 'ANNOUNCEMENT',
          targetLink: null,
          targetAnnouncementId: card.id,
          visuals: [],
        }),
      },
      { token: operator.token },
    );
    expect(banner.errors![0]!.extensions!.problems).toEqual(['visual']);
  });

  it('the pixel stores good events once, drops bad ones and bots, and the roll-up gives impressions, clicks and the rate', async () => {
    const campaign = await create({ locations: ['MOBILE_HOME_HEADER'], dailyCap: 3, targetLink: '/soldes-hiver' });
    const announcementOwner = await userWithToken(server);
    const card = await createAnnouncement(server.deps, { userId: announcementOwner.id });
    const view = { promotionIds: [campaign.id] };
    const answers = await Promise.all([
      pixel(view),
      pixel(view),
      pixel({ ...view, eventId: 'repeated-event-1' }),
      pixel({ ...view, eventId: 'repeated-event-1' }),
      // A crawler's views are not impressions.
      pixel(view, 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'),
      pixel({ payloadType: 'appearance', announcementId: card.id }),
      pixel({ payloadType: 'interest', announcementId: card.id }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/gif');
      expect(answer.headers.get('cache-control')).toContain('no-store');
    }
    // Malformed, oversized, wrong shape: the same image, nothing stored.
    for (const query of [
      'd=%%%',
      `d=${'A'.repeat(5000)}`,
      `d=${Buffer.from('{"payloadType":"page_view"}').toString('base64url')}`,
      '',
    ]) {
      const answer = await fetch(`${server.url}/px/x.gif?${query}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/gif');
    }
    const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0' };
    const click = await fetch(`${server.url}/go/promotion/${campaign.id}?t=visitor-0001`, {
      redirect: 'manual',
      headers: browser,
    });
    expect(click.headers.get('location')).toBe('/soldes-hiver');
    // A crawler following the link is sent on, not counted.
    await fetch(`${server.url}/go/promotion/${campaign.id}`, {
      redirect: 'manual',
      headers: { 'user-agent': 'Googlebot/2.1' },
    });
    await trackingWriter(server.deps).flush();

    const today = algerianDay(server.deps.now());
    await rollupDay(server.deps, today);
    await rollupDay(server.deps, today);
    const figures = await server.gql<{
      promotionCampaign: {
        figures: {
          days: { day: string; impressions: number; clicks: number }[];
          impressions: number;
          clicks: number;
          clickThroughRate: number;
        };
      };
    }>(FIGURES, { id: campaign.id, period: { from: today, to: today } }, { token: operator.token });
    expect(figures.errors).toBeUndefined();
    expect(figures.data!.promotionCampaign.figures).toEqual({
      days: [{ day: today, impressions: 3, clicks: 1 }],
      impressions: 3,
      clicks: 1,
      clickThroughRate: 1 / 3,
    });
    // A period that is no period is refused as the statistics refuse it.
    const reversed = await server.gql(
      FIGURES,
      { id: campaign.id, period: { from: today, to: '2000-01-01' } },
      { token: operator.token },
    );
    expect(firstError(reversed).code).toBe('BAD_USER_INPUT');
    const interest = await server.deps.db
      .selectFrom('announcement_daily')
      .select(['impressions', 'interests'])
      .where('announcement_id', '=', card.id)
      .executeTakeFirst();
    expect(interest).toEqual({ impressions: 1, interests: 1 });
    // Three impressions today: the daily cap of 3 is reached, the slot stops showing it (once read again).
    server.advanceClock(PLACEMENT_CACHE_MS + 1000);
    expect((await fetchSlot({ location: 'MOBILE_HOME_HEADER', maxCount: 48 })).map((p) => p.id)).not.toContain(
      campaign.id,
    );
  });

  it('a promotion picture is never swept as an orphan', async () => {
    const campaign = await create({ locations: ['DESKTOP_HOME_HEADER'] });
    server.advanceClock(3 * DAY);
    operator = await operatorWithToken(server);
    const { purgeOrphanMedia } = await import('../media/media.service');
    await purgeOrphanMedia(server.deps);
    const kept = await server.deps.db
      .selectFrom('media')
      .select('id')
      .where('id', '=', campaign.visuals[0]!.mediaId)
      .executeTakeFirst();
    expect(kept).toBeDefined();
  });

  it('updating a campaign replaces its settings', async () => {
    const campaign = await create();
    const updated = await server.gql<{
      promotionCampaignUpdate: Campaign & { name: string; locations: string[]; weight: number };
    }>(
      UPDATE,
      { id: campaign.id, input: input({ name: 'Soldes prolongés', locations: ['DESKTOP_HOME_HEADER'], weight: 5 }) },
      { token: operator.token },
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.promotionCampaignUpdate).toMatchObject({
      name: 'Soldes prolongés',
      locations: ['DESKTOP_HOME_HEADER'],
      weight: 5,
    });
    expect(firstError(await server.gql(UPDATE, { id: '999999', input: input() }, { token: operator.token })).code).toBe(
      'PROMOTION/NOT_FOUND',
    );
  });

  it("the visitor's mobile operator comes from their address, OTHER when unknown", async () => {
    const ask = async () =>
      (await server.gql<{ internetServiceProviderGet: string }>('{ internetServiceProviderGet }')).data!
        .internetServiceProviderGet;
    expect(await ask()).toBe('OTHER');
    await server.deps.db
      .insertInto('internet_service_provider_ranges')
      .values({ cidr: '127.0.0.0/8', provider: 'MOBILIS' })
      .execute();
    server.advanceClock(61_000);
    expect(await ask()).toBe('MOBILIS');
    // The portal's menus come with it, in the one request every page makes.
    const menus = await server.gql(print(PortalMenusDocument));
    expect(menus.data).toMatchObject({ provider: 'MOBILIS', mega: expect.any(Array) });
    await server.deps.db.deleteFrom('internet_service_provider_ranges').execute();
  });

  it('a campaign with the wrong visual or no link is refused with the fields to correct, and nothing is saved', async () => {
    const before = await server.gql<{ promotionCampaigns: { paginatorInfo: { total: number } } }>(
      LIST,
      {},
      { token: operator.token },
    );
    const wrongSize = await server.gql(
      CREATE,
      { input: input({ locations: ['DESKTOP_LISTING_HEADER'] }) },
      { token: operator.token },
    );
    expect(firstError(wrongSize).code).toBe('PROMOTION/INVALID');
    expect(wrongSize.errors![0]!.extensions!.problems).toEqual(['visualSize']);
    const noLink = await server.gql(
      CREATE,
      { input: input({ targetLink: 'javascript:alert(1)' }) },
      { token: operator.token },
    );
    expect(noLink.errors![0]!.extensions!.problems).toEqual(['link']);
    const reversed = await server.gql(
      CREATE,
      { input: input({ startsAt: new Date().toISOString(), endsAt: new Date(Date.now() - DAY).toISOString() }) },
      { token: operator.token },
    );
    expect(reversed.errors![0]!.extensions!.problems).toEqual(['dates']);
    const network = await server.gql(
      CREATE,
      {
        input: input({
          locations: ['DESKTOP_DETAILS_SQUARE'],
          visuals: [
            { device: 'DESKTOP', kind: 'IFRAME', url: 'https://ads.example.net/frame', width: 300, height: 250 },
          ],
        }),
      },
      { token: operator.token },
    );
    // No ad network is allowed on this server: a frame from anywhere is refused.
    expect(network.errors![0]!.extensions!.problems).toEqual(['visual']);
    const after = await server.gql<{ promotionCampaigns: { paginatorInfo: { total: number } } }>(
      LIST,
      {},
      { token: operator.token },
    );
    expect(after.data!.promotionCampaigns.paginatorInfo.total).toBe(
      before.data!.promotionCampaigns.paginatorInfo.total,
    );
  });

  it('members cannot manage campaigns; visitors cannot read them', async () => {
    const member = await userWithToken(server);
    expect(firstError(await server.gql(CREATE, { input: input() }, { token: member.token })).code).toBe('FORBIDDEN');
    expect(firstError(await server.gql(LIST, {})).code).toBe('UNAUTHENTICATED');
  });
  it('a dialog campaign keeps the seconds before it can be closed; a longer wait is refused', async () => {
    const sent = await upload(
      server,
      [{ bytes: await plainPng(600, 470, '#0f766e'), type: 'image/png', name: 'flash.png' }],
      { token: operator.token },
    );
    const flashPicture = (sent.body as { data: { id: string }[] }).data[0]!.id;
    const dialog = {
      locations: ['DESKTOP_LISTING_FLASH'],
      visuals: [{ device: 'DESKTOP', kind: 'IMAGE', mediaId: flashPicture, width: 600, height: 470 }],
    };
    const campaign = await create({ ...dialog, timeout: 5 });
    expect(campaign).toMatchObject({ locations: ['DESKTOP_LISTING_FLASH'], timeout: 5 });
    const shown = await server.gql<{ promotionFetch: { id: string; timeout: number | null }[] }>(
      `query { promotionFetch(location: DESKTOP_LISTING_FLASH, maxCount: 5) { id timeout } }`,
    );
    expect(shown.data!.promotionFetch).toContainEqual({ id: campaign.id, timeout: 5 });
    const tooLong = await server.gql(CREATE, { input: input({ ...dialog, timeout: 16 }) }, { token: operator.token });
    expect(tooLong.errors?.[0]?.extensions).toMatchObject({ code: 'PROMOTION/INVALID', problems: ['timeout'] });
  });
  it('rolls page views up per page with their visitors; operators read the most viewed pages', async () => {
    const views = [
      ['http://souk.test/audience-velos?page=2', 'audience-0001'],
      ['http://souk.test/audience-velos', 'audience-0002'],
      ['http://souk.test/audience-velos#photos', 'audience-0001'],
      // A link that left the site is its whole address.
      ['https://partenaire.example/offre?ref=souk', 'audience-0001'],
    ] as const;
    for (const [url, trackId] of views) await pixel({ payloadType: 'page_view', url, trackId });
    await trackingWriter(server.deps).flush();
    const today = algerianDay(server.deps.now());
    await rollupDay(server.deps, today);
    const AUDIENCE = `query ($period: StatisticsPeriodInput!) { audience(period: $period, count: 100) {
      views visitors pages { path views visitors } } }`;
    const read = await server.gql<{
      audience: { views: number; visitors: number; pages: { path: string; views: number; visitors: number }[] };
    }>(AUDIENCE, { period: { from: today, to: today } }, { token: operator.token });
    expect(read.errors).toBeUndefined();
    expect(read.data!.audience.pages).toContainEqual({ path: '/audience-velos', views: 3, visitors: 2 });
    expect(read.data!.audience.pages).toContainEqual({
      path: 'https://partenaire.example/offre',
      views: 1,
      visitors: 1,
    });
    expect(read.data!.audience.views).toBeGreaterThanOrEqual(4);
    const member = await userWithToken(server);
    const refused = await server.gql(AUDIENCE, { period: { from: today, to: today } }, { token: member.token });
    expect(firstError(refused).code).toBe('FORBIDDEN');
  });
});
