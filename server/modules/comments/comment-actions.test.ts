import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/engines';
import { startTestServer, type TestServer } from '../../test/harness';
import { createAnnouncement } from '../announcements/announcements.test-support';
import { firstError, userWithToken } from '../reactions/reactions.test-support';
import {
  COMMENT_FIELDS,
  commentCount,
  listComments,
  postComment,
  type CommentPageResult,
  type CommentResult,
} from './comments.test-support';

const REACT = `mutation ($id: ID!, $reaction: CommentReactionType!) {
  announcementCommentReact(commentId: $id, reaction: $reaction) { ${COMMENT_FIELDS} }
}`;
const REPORT = `mutation ($id: ID!) { announcementCommentReport(id: $id) { ${COMMENT_FIELDS} } }`;
const DELETE = `mutation ($id: ID!) {
  announcementCommentDelete(id: $id) {
    data { id replies { id } }
    paginatorInfo { currentPage lastPage hasMorePages total }
  }
}`;

type Counts = Pick<CommentResult, 'likesCount' | 'dislikesCount' | 'userReaction'>;

describe.each(testEngines)('reacting to, reporting and deleting comments on %s', (engine) => {
  let server: TestServer;
  let owner: { id: string; token: string };
  let moderator: { id: string; token: string };
  beforeAll(async () => {
    server = await startTestServer(engine);
    owner = await userWithToken(server);
    moderator = await userWithToken(server, { roles: ['MODERATOR'] });
  });
  afterAll(async () => {
    await server?.close();
  });

  /** An active announcement with one question of a member. */
  async function question() {
    const announcement = await createAnnouncement(server.deps, { userId: owner.id });
    const author = await userWithToken(server);
    const id = await postComment(server, author.token, announcement.id, 'Encore disponible ?');
    return { announcement, author, id };
  }

  async function react(token: string, id: string, reaction: 'LIKE' | 'DISLIKE'): Promise<Counts> {
    const response = await server.gql<{ announcementCommentReact: CommentResult }>(REACT, { id, reaction }, { token });
    expect(response.errors).toBeUndefined();
    const { likesCount, dislikesCount, userReaction } = response.data!.announcementCommentReact;
    return { likesCount, dislikesCount, userReaction };
  }

  describe('announcementCommentReact', () => {
    it('toggles the same reaction, and moves the counts when switching', async () => {
      const { id } = await question();
      const amina = await userWithToken(server);
      const karim = await userWithToken(server);

      expect(await react(amina.token, id, 'LIKE')).toEqual({ likesCount: 1, dislikesCount: 0, userReaction: 'LIKE' });
      expect(await react(amina.token, id, 'LIKE')).toEqual({ likesCount: 0, dislikesCount: 0, userReaction: null });
      expect(await react(amina.token, id, 'DISLIKE')).toEqual({
        likesCount: 0,
        dislikesCount: 1,
        userReaction: 'DISLIKE',
      });
      expect(await react(amina.token, id, 'LIKE')).toEqual({ likesCount: 1, dislikesCount: 0, userReaction: 'LIKE' });
      expect(await react(karim.token, id, 'DISLIKE')).toEqual({
        likesCount: 1,
        dislikesCount: 1,
        userReaction: 'DISLIKE',
      });

      // Each member sees their own reaction in the list; visitors none.
      const reactionOf = async (token?: string) =>
        (await listComments(server, (await announcementOf(id))!, token ? { token } : {})).data[0]!.userReaction;
      expect(await reactionOf(amina.token)).toBe('LIKE');
      expect(await reactionOf(karim.token)).toBe('DISLIKE');
      expect(await reactionOf()).toBeNull();

      const rows = await server.deps.db
        .selectFrom('comment_reactions')
        .select('reaction')
        .where('comment_id', '=', id)
        .execute();
      expect(rows.map((row) => row.reaction).sort()).toEqual(['DISLIKE', 'LIKE']);
    });

    it('never counts below zero', async () => {
      const { id } = await question();
      const amina = await userWithToken(server);
      await react(amina.token, id, 'LIKE');
      await server.deps.db.updateTable('announcement_comments').set({ likes_count: 0 }).where('id', '=', id).execute();
      expect(await react(amina.token, id, 'DISLIKE')).toEqual({
        likesCount: 0,
        dislikesCount: 1,
        userReaction: 'DISLIKE',
      });
    });

    it('reacts to answers too', async () => {
      const { announcement, id } = await question();
      const answer = await postComment(server, owner.token, announcement.id, 'Oui', id);
      const amina = await userWithToken(server);
      expect(await react(amina.token, answer, 'LIKE')).toEqual({
        likesCount: 1,
        dislikesCount: 0,
        userReaction: 'LIKE',
      });
      const [thread] = (await listComments(server, announcement.id, { token: amina.token })).data;
      expect(thread!.replies[0]).toMatchObject({ id: answer, likesCount: 1, userReaction: 'LIKE' });
      expect(thread).toMatchObject({ likesCount: 0, userReaction: null });
    });
  });

  describe('announcementCommentReport', () => {
    it('reports a comment once; iReported is true for the reporter only', async () => {
      const { announcement, id } = await question();
      const amina = await userWithToken(server);
      for (let i = 0; i < 2; i += 1) {
        const reported = await server.gql<{ announcementCommentReport: CommentResult }>(
          REPORT,
          { id },
          { token: amina.token },
        );
        expect(reported.errors).toBeUndefined();
        expect(reported.data!.announcementCommentReport).toMatchObject({ id, iReported: true });
      }
      const rows = await server.deps.db
        .selectFrom('comment_reports')
        .select('user_id')
        .where('comment_id', '=', id)
        .execute();
      expect(rows).toEqual([{ user_id: amina.id }]);

      expect((await listComments(server, announcement.id, { token: amina.token })).data[0]!.iReported).toBe(true);
      expect((await listComments(server, announcement.id, { token: owner.token })).data[0]!.iReported).toBe(false);
      expect((await listComments(server, announcement.id)).data[0]!.iReported).toBe(false);
    });
  });

  describe('refusals shared by reacting and reporting', () => {
    const act = (token: string | undefined, id: string) => [
      server.gql(REACT, { id, reaction: 'LIKE' }, token ? { token } : {}),
      server.gql(REPORT, { id }, token ? { token } : {}),
    ];

    it('asks visitors to sign in and refuses anonymous tokens', async () => {
      const { id } = await question();
      const anonymous = await userWithToken(server, { isAnonymous: true });
      for (const response of await Promise.all(act(undefined, id))) {
        expect(firstError(response).code).toBe('UNAUTHENTICATED');
      }
      for (const response of await Promise.all(act(anonymous.token, id))) {
        expect(firstError(response).code).toBe('FORBIDDEN');
      }
    });

    it('refuses unknown and deleted comments (COMMENT/NOT_FOUND)', async () => {
      const { announcement, id } = await question();
      const answer = await postComment(server, owner.token, announcement.id, 'Oui', id);
      const amina = await userWithToken(server);
      await server.gql(DELETE, { id }, { token: owner.token });
      for (const target of [id, answer, '99999999']) {
        for (const response of await Promise.all(act(amina.token, target))) {
          expect(firstError(response).code).toBe('COMMENT/NOT_FOUND');
        }
      }
    });

    it('refuses comments of non-active announcements and of announcements whose comments are off', async () => {
      const { announcement, id } = await question();
      const amina = await userWithToken(server);
      await server.deps.db
        .updateTable('announcements')
        .set({ is_comment_enabled: false })
        .where('id', '=', announcement.id)
        .execute();
      for (const response of await Promise.all(act(amina.token, id))) {
        expect(firstError(response)).toEqual({
          code: 'COMMENT/DISABLED',
          message: 'Désolé, mais les commentaires sont désactivés pour cette annonce',
        });
      }
      await server.deps.db
        .updateTable('announcements')
        .set({ is_comment_enabled: true, status: 'ARCHIVED' })
        .where('id', '=', announcement.id)
        .execute();
      for (const response of await Promise.all(act(amina.token, id))) {
        expect(firstError(response).code).toBe('ANNOUNCEMENT/NOT_FOUND');
      }
      for (const response of await Promise.all(act(owner.token, id))) {
        expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'ANNOUNCEMENT/NOT_ACTIVE', status: 'ARCHIVED' });
      }
      const counts = await server.deps.db
        .selectFrom('announcement_comments')
        .select(['likes_count'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(counts.likes_count).toBe(0);
    });
  });

  describe('announcementCommentDelete', () => {
    const remove = (token: string | undefined, id: string) =>
      server.gql<{ announcementCommentDelete: CommentPageResult }>(DELETE, { id }, token ? { token } : {});

    it("lets the author delete an answer and answers the announcement's remaining first page", async () => {
      const { announcement, author, id } = await question();
      const answer = await postComment(server, author.token, announcement.id, 'Et la couleur ?', id);
      expect(await commentCount(server, announcement.id)).toBe(2);

      const deleted = await remove(author.token, answer);
      expect(deleted.errors).toBeUndefined();
      expect(deleted.data!.announcementCommentDelete).toEqual({
        data: [{ id, replies: [] }],
        paginatorInfo: { currentPage: 1, lastPage: 1, hasMorePages: false, total: 1 },
      });
      expect(await commentCount(server, announcement.id)).toBe(1);
      const row = await server.deps.db
        .selectFrom('announcement_comments')
        .select('deleted_at')
        .where('id', '=', answer)
        .executeTakeFirstOrThrow();
      expect(row.deleted_at).not.toBeNull();

      // Deleting it again: it is gone.
      expect(firstError(await remove(author.token, answer)).code).toBe('COMMENT/NOT_FOUND');
      expect(await commentCount(server, announcement.id)).toBe(1);
    });

    it('hides the answers of a deleted top-level comment and uncounts them all', async () => {
      const { announcement, author, id } = await question();
      const kept = await postComment(server, author.token, announcement.id, 'Autre question');
      await postComment(server, owner.token, announcement.id, 'Oui', id);
      await postComment(server, author.token, announcement.id, 'Merci', id);
      expect(await commentCount(server, announcement.id)).toBe(4);

      const deleted = await remove(owner.token, id);
      expect(deleted.errors).toBeUndefined();
      expect(deleted.data!.announcementCommentDelete.data).toEqual([{ id: kept, replies: [] }]);
      expect(await commentCount(server, announcement.id)).toBe(1);
      const hidden = await server.deps.db
        .selectFrom('announcement_comments')
        .select('id')
        .where('parent_id', '=', id)
        .where('deleted_at', 'is', null)
        .execute();
      expect(hidden).toEqual([]);
    });

    it("lets the announcement's owner and moderators delete others' comments, and forbids everyone else", async () => {
      const { announcement, id } = await question();
      const second = await postComment(server, (await userWithToken(server)).token, announcement.id, 'Prix ?');
      const stranger = await userWithToken(server);
      const anonymous = await userWithToken(server, { isAnonymous: true });

      expect(firstError(await remove(stranger.token, id))).toEqual({ code: 'FORBIDDEN', message: 'Accès refusé.' });
      expect(firstError(await remove(anonymous.token, id)).code).toBe('FORBIDDEN');
      expect(firstError(await remove(undefined, id)).code).toBe('UNAUTHENTICATED');
      expect(await commentCount(server, announcement.id)).toBe(2);

      expect((await remove(owner.token, id)).data!.announcementCommentDelete.data.map((c) => c.id)).toEqual([second]);
      expect((await remove(moderator.token, second)).data!.announcementCommentDelete.data).toEqual([]);
      expect(await commentCount(server, announcement.id)).toBe(0);
    });

    it('never counts below zero', async () => {
      const { announcement, author, id } = await question();
      await server.deps.db
        .updateTable('announcements')
        .set({ comment_count: 0 })
        .where('id', '=', announcement.id)
        .execute();
      expect((await remove(author.token, id)).errors).toBeUndefined();
      expect(await commentCount(server, announcement.id)).toBe(0);
    });
  });

  /** The announcement a comment belongs to. */
  async function announcementOf(commentId: string): Promise<string | undefined> {
    const row = await server.deps.db
      .selectFrom('announcement_comments')
      .select('announcement_id')
      .where('id', '=', commentId)
      .executeTakeFirst();
    return row?.announcement_id;
  }
});
