import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../../shared/i18n';
import type { Database } from '../../db/types';
import { testEngines } from '../../test/engines';
import { startTestServer, type TestServer } from '../../test/harness';
import { createAnnouncement } from '../announcements/announcements.test-support';
import type { Viewer } from '../users/viewer';
import { loadUserReactions } from './reactions.service';
import { countQueriesOn, firstError, userWithToken } from './reactions.test-support';

const LIKE = 'mutation ($id: ID!) { announcementLike(id: $id) { status count } }';
const DISLIKE = 'mutation ($id: ID!) { announcementDislike(id: $id) { status count } }';
const BOOKMARK_ADD = 'mutation ($id: ID!) { announcementBookmarkAdd(id: $id) { status } }';
const BOOKMARK_REMOVE = 'mutation ($id: ID!) { announcementBookmarkRemove(id: $id) { status } }';
const HISTORY_REACTIONS = '{ myViewedAnnouncements { data { id userReaction { isLiked isBookmarked } } } }';

describe.each(testEngines)('likes and bookmarks on %s', (engine) => {
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

  async function likeCount(id: string): Promise<number> {
    const row = await server.deps.db
      .selectFrom('announcements')
      .select('like_count')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return row.like_count;
  }

  async function rowsOf(table: 'announcement_likes' | 'announcement_bookmarks', id: string): Promise<number> {
    const rows = await server.deps.db.selectFrom(table).select('user_id').where('announcement_id', '=', id).execute();
    return rows.length;
  }

  it('lets a member like an announcement once: liking again keeps one like and the same count', async () => {
    const announcement = await published();
    const amina = await userWithToken(server);
    const karim = await userWithToken(server);

    const first = await server.gql(LIKE, { id: announcement.id }, { token: amina.token });
    expect(first.errors).toBeUndefined();
    expect(first.data).toEqual({ announcementLike: { status: true, count: 1 } });
    const again = await server.gql(LIKE, { id: announcement.id }, { token: amina.token });
    expect(again.data).toEqual({ announcementLike: { status: true, count: 1 } });
    const other = await server.gql(LIKE, { id: announcement.id }, { token: karim.token });
    expect(other.data).toEqual({ announcementLike: { status: true, count: 2 } });

    expect(await rowsOf('announcement_likes', announcement.id)).toBe(2);
    expect(await likeCount(announcement.id)).toBe(2);
  });

  it('withdraws a like with announcementDislike, idempotently, never counting below zero', async () => {
    const announcement = await published();
    const amina = await userWithToken(server);
    const karim = await userWithToken(server);
    await server.gql(LIKE, { id: announcement.id }, { token: amina.token });
    await server.gql(LIKE, { id: announcement.id }, { token: karim.token });

    const withdrawn = await server.gql(DISLIKE, { id: announcement.id }, { token: amina.token });
    expect(withdrawn.errors).toBeUndefined();
    expect(withdrawn.data).toEqual({ announcementDislike: { status: false, count: 1 } });
    const again = await server.gql(DISLIKE, { id: announcement.id }, { token: amina.token });
    expect(again.data).toEqual({ announcementDislike: { status: false, count: 1 } });
    expect(await rowsOf('announcement_likes', announcement.id)).toBe(1);

    // A counter already out of step with the rows must not go negative.
    await server.deps.db
      .updateTable('announcements')
      .set({ like_count: 0 })
      .where('id', '=', announcement.id)
      .execute();
    const last = await server.gql(DISLIKE, { id: announcement.id }, { token: karim.token });
    expect(last.data).toEqual({ announcementDislike: { status: false, count: 0 } });
    expect(await likeCount(announcement.id)).toBe(0);

    // Liking after withdrawing counts again.
    const relike = await server.gql(LIKE, { id: announcement.id }, { token: amina.token });
    expect(relike.data).toEqual({ announcementLike: { status: true, count: 1 } });
  });

  it('adds and removes bookmarks idempotently, answering whether it is bookmarked', async () => {
    const announcement = await published();
    const amina = await userWithToken(server);

    for (let i = 0; i < 2; i += 1) {
      const added = await server.gql(BOOKMARK_ADD, { id: announcement.id }, { token: amina.token });
      expect(added.errors).toBeUndefined();
      expect(added.data).toEqual({ announcementBookmarkAdd: { status: true } });
      expect(await rowsOf('announcement_bookmarks', announcement.id)).toBe(1);
    }
    for (let i = 0; i < 2; i += 1) {
      const removed = await server.gql(BOOKMARK_REMOVE, { id: announcement.id }, { token: amina.token });
      expect(removed.data).toEqual({ announcementBookmarkRemove: { status: false } });
      expect(await rowsOf('announcement_bookmarks', announcement.id)).toBe(0);
    }
  });

  it('asks visitors to sign in and refuses anonymous tokens', async () => {
    const announcement = await published();
    const anonymous = await userWithToken(server, { isAnonymous: true });
    for (const operation of [LIKE, DISLIKE, BOOKMARK_ADD, BOOKMARK_REMOVE]) {
      expect(firstError(await server.gql(operation, { id: announcement.id })).code).toBe('UNAUTHENTICATED');
      expect(firstError(await server.gql(operation, { id: announcement.id }, { token: anonymous.token })).code).toBe(
        'FORBIDDEN',
      );
    }
    expect(await rowsOf('announcement_likes', announcement.id)).toBe(0);
    expect(await rowsOf('announcement_bookmarks', announcement.id)).toBe(0);
    expect(await likeCount(announcement.id)).toBe(0);
  });

  it('refuses non-active announcements: NOT_ACTIVE with the status for who sees them, NOT_FOUND for others', async () => {
    const pending = await createAnnouncement(server.deps, { userId: owner.id, status: 'PENDING' });
    const archived = await createAnnouncement(server.deps, { userId: owner.id, status: 'ARCHIVED' });
    const amina = await userWithToken(server);
    const moderator = await userWithToken(server, { roles: ['MODERATOR'] });

    for (const operation of [LIKE, DISLIKE, BOOKMARK_ADD, BOOKMARK_REMOVE]) {
      for (const [announcement, status] of [
        [pending, 'PENDING'],
        [archived, 'ARCHIVED'],
      ] as const) {
        for (const caller of [owner, moderator]) {
          const refused = await server.gql(operation, { id: announcement.id }, { token: caller.token });
          expect(refused.data).toBeNull();
          expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'ANNOUNCEMENT/NOT_ACTIVE', status });
          expect(refused.errors?.[0]?.message).toBe(translate('fr', 'announcements.notActive'));
        }
        const hidden = await server.gql(operation, { id: announcement.id }, { token: amina.token });
        expect(firstError(hidden)).toEqual({
          code: 'ANNOUNCEMENT/NOT_FOUND',
          message: translate('fr', 'announcements.notFound'),
        });
      }
      expect(firstError(await server.gql(operation, { id: '999999999' }, { token: amina.token })).code).toBe(
        'ANNOUNCEMENT/NOT_FOUND',
      );
      expect(firstError(await server.gql(operation, { id: 'abc' }, { token: amina.token })).code).toBe(
        'BAD_USER_INPUT',
      );
    }
    expect(await rowsOf('announcement_likes', pending.id)).toBe(0);
    expect(await rowsOf('announcement_bookmarks', archived.id)).toBe(0);
  });

  it('answers userReaction for a whole page in one query, per announcement and per member', async () => {
    const [liked, bookmarked, both, neither] = [
      await published(),
      await published(),
      await published(),
      await published(),
    ];
    const amina = await userWithToken(server);
    const karim = await userWithToken(server);
    await server.gql(LIKE, { id: liked.id }, { token: amina.token });
    await server.gql(BOOKMARK_ADD, { id: bookmarked.id }, { token: amina.token });
    await server.gql(LIKE, { id: both.id }, { token: amina.token });
    await server.gql(BOOKMARK_ADD, { id: both.id }, { token: amina.token });
    // Both members opened the four announcements, so their histories list the same page.
    const base = Date.parse('2026-03-01T10:00:00Z');
    for (const user of [amina, karim]) {
      for (const [index, announcement] of [liked, bookmarked, both, neither].entries()) {
        const viewedAt = new Date(base + index * 60_000);
        await server.deps.db
          .insertInto('announcement_views')
          .values({
            announcement_id: announcement.id,
            visitor: `user:${user.id}`,
            period_start: viewedAt,
            user_id: user.id,
            viewed_at: viewedAt,
          })
          .execute();
      }
    }

    const { result, queries } = await countQueriesOn(server, 'announcement_likes', () =>
      server.gql<{ myViewedAnnouncements: { data: { id: string; userReaction: unknown }[] } }>(
        HISTORY_REACTIONS,
        {},
        { token: amina.token },
      ),
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.myViewedAnnouncements.data).toEqual([
      { id: neither.id, userReaction: { isLiked: false, isBookmarked: false } },
      { id: both.id, userReaction: { isLiked: true, isBookmarked: true } },
      { id: bookmarked.id, userReaction: { isLiked: false, isBookmarked: true } },
      { id: liked.id, userReaction: { isLiked: true, isBookmarked: false } },
    ]);
    expect(queries).toBe(1);

    const other = await server.gql<{ myViewedAnnouncements: { data: { userReaction: unknown }[] } }>(
      HISTORY_REACTIONS,
      {},
      { token: karim.token },
    );
    expect(other.data!.myViewedAnnouncements.data.map((item) => item.userReaction)).toEqual(
      Array(4).fill({ isLiked: false, isBookmarked: false }),
    );
  });

  it('gives visitors and anonymous tokens no reaction without querying the database', async () => {
    const noDatabase = new Proxy(
      {},
      {
        get() {
          throw new Error('no query expected');
        },
      },
    ) as Kysely<Database>;
    const anonymous: Viewer = {
      id: '1',
      username: null,
      isAnonymous: true,
      isValidated: false,
      canPublish: true,
      canComment: true,
      rolesPlain: [],
      permissions: [],
    };
    for (const viewer of [null, anonymous]) {
      expect(await loadUserReactions(noDatabase, viewer, ['1', '2'])).toEqual([
        { isLiked: false, isBookmarked: false },
        { isLiked: false, isBookmarked: false },
      ]);
    }
  });
});
