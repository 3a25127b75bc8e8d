import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, algerianDay, STATISTICS_LIMITS } from '../../../shared/domain/statistics';
import { testEngines } from '../../test/engines';
import { startTestServer, type TestServer } from '../../test/harness';
import { createAnnouncement } from '../announcements/announcements.test-support';
import { firstError, userWithToken } from '../reactions/reactions.test-support';
import { createTestStore } from '../stores/stores.test-support';

const STATS_FIELDS = `from to days { day views likes bookmarks phoneReveals comments followers }
  totals { views likes bookmarks phoneReveals comments followers }`;
const ANNOUNCEMENT_STATS = `query ($id: ID!, $period: StatisticsPeriodInput!) {
  announcementStatistics(id: $id, period: $period) { ${STATS_FIELDS} }
}`;
const STORE_STATS = `query ($storeId: ID!, $period: StatisticsPeriodInput!) {
  storeStatistics(storeId: $storeId, period: $period) { ${STATS_FIELDS} }
}`;
const STORE_ANNOUNCEMENTS = `query ($storeId: ID!, $filter: StoreAnnouncementsFilter, $page: Int, $count: Int) {
  storeAnnouncements(storeId: $storeId, filter: $filter, page: $page, count: $count) {
    data { id title status reference userId }
    paginatorInfo { total lastPage currentPage }
  }
}`;

type User = Awaited<ReturnType<typeof userWithToken>>;
const at = (iso: string) => new Date(iso);

describe.each(testEngines)('statistics on %s', (engine) => {
  let server: TestServer;
  let owner: User;
  let member: User;
  let storeId: string;
  beforeAll(async () => {
    server = await startTestServer(engine);
    owner = await userWithToken(server);
    member = await userWithToken(server);
    storeId = (await createTestStore(server.deps, { ownerId: owner.id, memberIds: [member.id] })).id;
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Events of an announcement at given instants, straight into their tables. */
  async function events(announcementId: string, list: { metric: string; at: string; deleted?: boolean }[]) {
    const db = server.deps.db;
    for (const [index, event] of list.entries()) {
      const when = at(event.at);
      const fan = (await userWithToken(server)).id;
      switch (event.metric) {
        case 'views':
          await db
            .insertInto('announcement_views')
            .values({
              announcement_id: announcementId,
              visitor: `ip:test-${index}-${Math.random()}`,
              period_start: new Date(Math.floor(when.getTime() / 86_400_000) * 86_400_000),
              user_id: null,
              viewed_at: when,
            })
            .execute();
          break;
        case 'likes':
        case 'bookmarks':
          await db
            .insertInto(event.metric === 'likes' ? 'announcement_likes' : 'announcement_bookmarks')
            .values({ announcement_id: announcementId, user_id: fan, created_at: when })
            .execute();
          break;
        case 'phoneReveals':
          await db
            .insertInto('phone_reveals')
            .values({ announcement_id: announcementId, user_id: null, visitor: `ip:${index}`, created_at: when })
            .execute();
          break;
        case 'comments':
          await db
            .insertInto('announcement_comments')
            .values({
              announcement_id: announcementId,
              user_id: fan,
              content: 'Toujours disponible ?',
              created_at: when,
              deleted_at: event.deleted ? when : null,
            })
            .execute();
          break;
      }
    }
  }

  it('counts each metric per day of Algeria (UTC+1), zeros included, and sums the period', async () => {
    const { id } = await createAnnouncement(server.deps, { userId: owner.id, storeId });
    await events(id, [
      // 23:30 UTC on 28 February is 00:30 on 1 March in Algiers.
      { metric: 'views', at: '2026-02-28T23:30:00Z' },
      { metric: 'views', at: '2026-03-01T10:00:00Z' },
      // 22:59 UTC is 23:59 in Algiers: still 1 March; 23:00 UTC is already 2 March.
      { metric: 'likes', at: '2026-03-01T22:59:00Z' },
      { metric: 'bookmarks', at: '2026-03-01T23:00:00Z' },
      // Before the period (23:59:59 on 28 February in Algiers) and after it (00:00 on 4 March).
      { metric: 'phoneReveals', at: '2026-02-28T22:59:59Z' },
      { metric: 'phoneReveals', at: '2026-03-03T22:59:59Z' },
      { metric: 'comments', at: '2026-03-03T23:00:00Z' },
      { metric: 'comments', at: '2026-03-03T12:00:00Z' },
      // A deleted comment is not counted.
      { metric: 'comments', at: '2026-03-03T13:00:00Z', deleted: true },
    ]);
    // Another announcement's events never leak in.
    const other = await createAnnouncement(server.deps, { userId: owner.id, storeId });
    await events(other.id, [{ metric: 'views', at: '2026-03-01T10:00:00Z' }]);

    const response = await server.gql<{ announcementStatistics: any }>(
      ANNOUNCEMENT_STATS,
      { id, period: { from: '2026-03-01', to: '2026-03-03' } },
      { token: owner.token },
    );
    expect(response.errors).toBeUndefined();
    const zero = { views: 0, likes: 0, bookmarks: 0, phoneReveals: 0, comments: 0, followers: null };
    expect(response.data!.announcementStatistics).toEqual({
      from: '2026-03-01',
      to: '2026-03-03',
      days: [
        { ...zero, day: '2026-03-01', views: 2, likes: 1 },
        { ...zero, day: '2026-03-02', bookmarks: 1 },
        { ...zero, day: '2026-03-03', phoneReveals: 1, comments: 1 },
      ],
      totals: { ...zero, views: 2, likes: 1, bookmarks: 1, phoneReveals: 1, comments: 1 },
    });
  });

  it("sums a store's announcements, every member's and every status, with its new followers", async () => {
    const own = await userWithToken(server);
    const shop = (await createTestStore(server.deps, { ownerId: own.id, memberIds: [member.id] })).id;
    const first = await createAnnouncement(server.deps, { userId: own.id, storeId: shop });
    const second = await createAnnouncement(server.deps, { userId: member.id, storeId: shop, status: 'ARCHIVED' });
    const outside = await createAnnouncement(server.deps, { userId: own.id });
    await events(first.id, [
      { metric: 'views', at: '2026-04-10T08:00:00Z' },
      { metric: 'likes', at: '2026-04-10T09:00:00Z' },
    ]);
    await events(second.id, [{ metric: 'views', at: '2026-04-11T08:00:00Z' }]);
    await events(outside.id, [{ metric: 'views', at: '2026-04-10T08:00:00Z' }]);
    const fans = [await userWithToken(server), await userWithToken(server)];
    await server.deps.db
      .insertInto('store_followers')
      .values([
        { store_id: shop, user_id: fans[0]!.id, created_at: at('2026-04-10T23:30:00Z') },
        { store_id: shop, user_id: fans[1]!.id, created_at: at('2026-03-01T10:00:00Z') },
      ])
      .execute();

    const response = await server.gql<{ storeStatistics: any }>(
      STORE_STATS,
      { storeId: shop, period: { from: '2026-04-10', to: '2026-04-11' } },
      { token: member.token },
    );
    expect(response.errors).toBeUndefined();
    const stats = response.data!.storeStatistics;
    expect(stats.days.map((d: any) => [d.day, d.views, d.likes, d.followers])).toEqual([
      ['2026-04-10', 1, 1, 0],
      ['2026-04-11', 1, 0, 1],
    ]);
    expect(stats.totals).toMatchObject({ views: 2, likes: 1, followers: 1 });
  });

  it('adds the rolled-up impressions in lists and interest of the tracking pixel, per announcement and for the store', async () => {
    const own = await userWithToken(server);
    const shop = (await createTestStore(server.deps, { ownerId: own.id })).id;
    const first = await createAnnouncement(server.deps, { userId: own.id, storeId: shop });
    const second = await createAnnouncement(server.deps, { userId: own.id, storeId: shop });
    await server.deps.db
      .insertInto('announcement_daily')
      .values([
        { announcement_id: first.id, day: '2026-05-02', impressions: 40, interests: 6 },
        { announcement_id: first.id, day: '2026-05-03', impressions: 10, interests: 1 },
        { announcement_id: second.id, day: '2026-05-03', impressions: 5, interests: 0 },
        // Outside the period: not counted.
        { announcement_id: first.id, day: '2026-05-05', impressions: 99, interests: 9 },
      ])
      .execute();
    const period = { from: '2026-05-02', to: '2026-05-04' };
    const one = await server.gql<{ announcementStatistics: any }>(
      `query ($id: ID!, $period: StatisticsPeriodInput!) {
        announcementStatistics(id: $id, period: $period) { days { day impressions interests } totals { impressions interests } } }`,
      { id: first.id, period },
      { token: own.token },
    );
    expect(one.errors).toBeUndefined();
    expect(one.data!.announcementStatistics.days).toEqual([
      { day: '2026-05-02', impressions: 40, interests: 6 },
      { day: '2026-05-03', impressions: 10, interests: 1 },
      { day: '2026-05-04', impressions: 0, interests: 0 },
    ]);
    const store = await server.gql<{ storeStatistics: any }>(
      `query ($storeId: ID!, $period: StatisticsPeriodInput!) {
        storeStatistics(storeId: $storeId, period: $period) { totals { impressions interests } } }`,
      { storeId: shop, period },
      { token: own.token },
    );
    expect(store.data!.storeStatistics.totals).toEqual({ impressions: 55, interests: 7 });
  });

  it(`bounds the period: whole days, from before to, at most ${STATISTICS_LIMITS.maxDays} days`, async () => {
    const { id } = await createAnnouncement(server.deps, { userId: owner.id, storeId });
    const ask = (from: string, to: string) =>
      server.gql<{ announcementStatistics: any }>(
        ANNOUNCEMENT_STATS,
        { id, period: { from, to } },
        { token: owner.token },
      );
    const longest = await ask('2025-01-01', addDays('2025-01-01', STATISTICS_LIMITS.maxDays - 1));
    expect(longest.errors).toBeUndefined();
    expect(longest.data!.announcementStatistics.days).toHaveLength(STATISTICS_LIMITS.maxDays);
    const single = await ask('2026-05-05', '2026-05-05');
    expect(single.data!.announcementStatistics.days).toHaveLength(1);

    const tooLong = await ask('2025-01-01', addDays('2025-01-01', STATISTICS_LIMITS.maxDays));
    expect(firstError(tooLong).code).toBe('BAD_USER_INPUT');
    expect(tooLong.errors![0]!.extensions).toMatchObject({ argument: 'period', reason: 'tooLong' });
    const reversed = await ask('2026-05-05', '2026-05-04');
    expect(reversed.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'reversed' });
  });

  it('counts today in Algeria from the real clock', async () => {
    const { id } = await createAnnouncement(server.deps, { userId: owner.id, storeId });
    const now = server.deps.now();
    await events(id, [{ metric: 'views', at: now.toISOString() }]);
    const today = algerianDay(now);
    const response = await server.gql<{ announcementStatistics: any }>(
      ANNOUNCEMENT_STATS,
      { id, period: { from: addDays(today, -6), to: today } },
      { token: member.token },
    );
    const days = response.data!.announcementStatistics.days;
    expect(days).toHaveLength(7);
    expect(days[6]).toMatchObject({ day: today, views: 1 });
  });

  it("lists the store's announcements of every member, filtered by status and words, newest first", async () => {
    const own = await userWithToken(server);
    const shop = (await createTestStore(server.deps, { ownerId: own.id, memberIds: [member.id] })).id;
    const base = Date.now() - 10 * 60_000;
    const make = (userId: string, title: string, status: 'PUBLISHED' | 'ARCHIVED' | 'DELETED', n: number) =>
      createAnnouncement(server.deps, { userId, storeId: shop, title, status, createdAt: new Date(base + n * 1000) });
    const a = await make(own.id, 'Vélo de course rouge', 'PUBLISHED', 1);
    const b = await make(member.id, 'Vélo pliant bleu', 'ARCHIVED', 2);
    const c = await make(member.id, 'Casque de vélo 100% neuf', 'DELETED', 3);
    // The member's own announcement outside the store is not the store's.
    await createAnnouncement(server.deps, { userId: member.id, title: 'Vélo personnel' });

    const list = async (filter: Record<string, unknown> | null, extra: Record<string, unknown> = {}) => {
      const response = await server.gql<{ storeAnnouncements: any }>(
        STORE_ANNOUNCEMENTS,
        { storeId: shop, filter, ...extra },
        { token: own.token },
      );
      expect(response.errors).toBeUndefined();
      return response.data!.storeAnnouncements;
    };
    expect((await list(null)).data.map((x: any) => x.id)).toEqual([c.id, b.id, a.id]);
    expect((await list({ statuses: ['PUBLISHED', 'ARCHIVED'] })).data.map((x: any) => x.id)).toEqual([b.id, a.id]);
    expect((await list({ q: 'vélo BLEU' })).data.map((x: any) => x.id)).toEqual([b.id]);
    // LIKE's wildcards are the owner's text, not patterns.
    expect((await list({ q: '100%' })).data.map((x: any) => x.id)).toEqual([c.id]);
    expect((await list({ q: '%' })).data.map((x: any) => x.id)).toEqual([c.id]);
    const reference = (await list(null)).data.find((x: any) => x.id === a.id).reference as string;
    expect((await list({ q: reference.toLowerCase() })).data.map((x: any) => x.id)).toEqual([a.id]);
    const paged = await list(null, { page: 2, count: 2 });
    expect(paged.data.map((x: any) => x.id)).toEqual([a.id]);
    expect(paged.paginatorInfo).toEqual({ total: 3, lastPage: 2, currentPage: 2 });
  });
});
