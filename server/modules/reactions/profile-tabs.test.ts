import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/engines';
import { startTestServer, type TestServer } from '../../test/harness';
import { createAnnouncement, TEST_CATEGORIES } from '../announcements/announcements.test-support';
import { firstError, userWithToken } from './reactions.test-support';

const PAGE = 'data { id } paginatorInfo { currentPage lastPage hasMorePages total }';
const LIKED = `query ($page: Int, $count: Int) { myLikedAnnouncements(page: $page, count: $count, mediaSize: SMALL) { ${PAGE} } }`;
const BOOKMARKED = `query ($page: Int, $count: Int) { myBookmarkedAnnouncements(page: $page, count: $count) { ${PAGE} } }`;
const VIEWED = `query ($page: Int, $count: Int) { myViewedAnnouncements(page: $page, count: $count) { ${PAGE} } }`;
const LIKE = 'mutation ($id: ID!) { announcementLike(id: $id) { status } }';
const BOOKMARK_ADD = 'mutation ($id: ID!) { announcementBookmarkAdd(id: $id) { status } }';

interface Page {
  data: { id: string }[];
  paginatorInfo: { currentPage: number; lastPage: number; hasMorePages: boolean; total: number };
}

describe.each(testEngines)("the member's likes, bookmarks and history on %s", (engine) => {
  let server: TestServer;
  let owner: { id: string; token: string };
  beforeAll(async () => {
    server = await startTestServer(engine);
    owner = await userWithToken(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  const published = () => createAnnouncement(server.deps, { userId: owner.id });

  async function page(query: string, field: string, token: string, variables: Record<string, unknown> = {}) {
    const response = await server.gql<Record<string, Page>>(query, variables, { token });
    expect(response.errors).toBeUndefined();
    return response.data![field]!;
  }

  async function setStatus(id: string, status: 'ARCHIVED' | 'EDITED' | 'DISABLED') {
    await server.deps.db.updateTable('announcements').set({ status }).where('id', '=', id).execute();
  }

  it('lists liked announcements, most recently liked first, leaving out those no longer active', async () => {
    const amina = await userWithToken(server);
    const [first, second, third, edited] = [await published(), await published(), await published(), await published()];
    for (const announcement of [second, first, third, edited]) {
      await server.gql(LIKE, { id: announcement.id }, { token: amina.token });
      server.advanceClock(1000);
    }
    await setStatus(third.id, 'ARCHIVED');
    await setStatus(edited.id, 'EDITED');

    const liked = await page(LIKED, 'myLikedAnnouncements', amina.token);
    expect(liked.data.map((item) => item.id)).toEqual([edited.id, first.id, second.id]);
    expect(liked.paginatorInfo).toEqual({ currentPage: 1, lastPage: 1, hasMorePages: false, total: 3 });
    // Bookmarks are another list.
    expect((await page(BOOKMARKED, 'myBookmarkedAnnouncements', amina.token)).data).toEqual([]);
  });

  it('pages bookmarks with paginatorInfo and hasMorePages', async () => {
    const amina = await userWithToken(server);
    const announcements = [];
    for (let i = 0; i < 5; i += 1) {
      const announcement = await published();
      announcements.push(announcement);
      await server.gql(BOOKMARK_ADD, { id: announcement.id }, { token: amina.token });
      server.advanceClock(1000);
    }
    const newestFirst = announcements.map((a) => a.id).reverse();

    const first = await page(BOOKMARKED, 'myBookmarkedAnnouncements', amina.token, { page: 1, count: 2 });
    expect(first.data.map((item) => item.id)).toEqual(newestFirst.slice(0, 2));
    expect(first.paginatorInfo).toEqual({ currentPage: 1, lastPage: 3, hasMorePages: true, total: 5 });
    const second = await page(BOOKMARKED, 'myBookmarkedAnnouncements', amina.token, { page: 2, count: 2 });
    expect(second.data.map((item) => item.id)).toEqual(newestFirst.slice(2, 4));
    const last = await page(BOOKMARKED, 'myBookmarkedAnnouncements', amina.token, { page: 3, count: 2 });
    expect(last.data.map((item) => item.id)).toEqual(newestFirst.slice(4));
    expect(last.paginatorInfo).toEqual({ currentPage: 3, lastPage: 3, hasMorePages: false, total: 5 });
    const beyond = await page(BOOKMARKED, 'myBookmarkedAnnouncements', amina.token, { page: 9, count: 2 });
    expect(beyond.data).toEqual([]);
    // Nonsense pages and sizes are brought back in range.
    const low = await page(BOOKMARKED, 'myBookmarkedAnnouncements', amina.token, { page: 0, count: 0 });
    expect(low.data.map((item) => item.id)).toEqual(newestFirst.slice(0, 1));
    expect(low.paginatorInfo).toMatchObject({ currentPage: 1, lastPage: 5 });
  });

  it('bounds the page size to 96', async () => {
    const amina = await userWithToken(server);
    // 97 bookmarked announcements, written in bulk: the factory would take too long.
    await sql`
      with created as (
        insert into announcements (user_id, category_id, title, slug, status)
        select ${owner.id}, ${TEST_CATEGORIES.bikes}, 'Vélo ' || n, 'velo-' || n, 'PUBLISHED'
        from generate_series(1, 97) as n
        returning id
      )
      insert into announcement_bookmarks (announcement_id, user_id) select id, ${amina.id} from created
    `.execute(server.deps.db);

    const huge = await page(BOOKMARKED, 'myBookmarkedAnnouncements', amina.token, { count: 1000 });
    expect(huge.data).toHaveLength(96);
    expect(huge.paginatorInfo).toEqual({ currentPage: 1, lastPage: 2, hasMorePages: true, total: 97 });
    const byDefault = await page(BOOKMARKED, 'myBookmarkedAnnouncements', amina.token);
    expect(byDefault.data).toHaveLength(24);
  });

  it("lists the member's history once per announcement, most recently viewed first", async () => {
    const amina = await userWithToken(server);
    const karim = await userWithToken(server);
    const [old, recent, archived, othersOnly] = [
      await published(),
      await published(),
      await published(),
      await published(),
    ];
    await setStatus(archived.id, 'ARCHIVED');
    const at = (iso: string) => new Date(iso);
    const views = [
      // `old` was opened on three days, but its last view is older than `recent`'s.
      { announcement: old, user: amina.id, at: at('2026-01-01T09:00:00Z') },
      { announcement: old, user: amina.id, at: at('2026-01-02T09:00:00Z') },
      { announcement: recent, user: amina.id, at: at('2026-01-03T09:00:00Z') },
      { announcement: old, user: amina.id, at: at('2026-01-02T18:00:00Z') },
      { announcement: archived, user: amina.id, at: at('2026-01-05T09:00:00Z') },
      { announcement: othersOnly, user: karim.id, at: at('2026-01-05T09:00:00Z') },
    ];
    for (const view of views) {
      await server.deps.db
        .insertInto('announcement_views')
        .values({
          announcement_id: view.announcement.id,
          visitor: `user:${view.user}`,
          period_start: view.at,
          user_id: view.user,
          viewed_at: view.at,
        })
        .execute();
    }
    // A visitor's view of the same announcement has no user.
    await server.deps.db
      .insertInto('announcement_views')
      .values({ announcement_id: othersOnly.id, visitor: 'address-hash', period_start: at('2026-01-06T00:00:00Z') })
      .execute();

    const history = await page(VIEWED, 'myViewedAnnouncements', amina.token);
    expect(history.data.map((item) => item.id)).toEqual([recent.id, old.id]);
    expect(history.paginatorInfo).toEqual({ currentPage: 1, lastPage: 1, hasMorePages: false, total: 2 });
    const firstOnly = await page(VIEWED, 'myViewedAnnouncements', amina.token, { count: 1 });
    expect(firstOnly.data.map((item) => item.id)).toEqual([recent.id]);
    expect(firstOnly.paginatorInfo).toEqual({ currentPage: 1, lastPage: 2, hasMorePages: true, total: 2 });

    const theirs = await page(VIEWED, 'myViewedAnnouncements', karim.token);
    expect(theirs.data.map((item) => item.id)).toEqual([othersOnly.id]);
  });

  it('is for registered members only', async () => {
    const anonymous = await userWithToken(server, { isAnonymous: true });
    for (const query of [LIKED, BOOKMARKED, VIEWED]) {
      expect(firstError(await server.gql(query)).code).toBe('UNAUTHENTICATED');
      expect(firstError(await server.gql(query, {}, { token: anonymous.token })).code).toBe('FORBIDDEN');
    }
  });
});
