import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../../shared/i18n';
import { testEngines } from '../../test/engines';
import { startTestServer, type TestServer } from '../../test/harness';
import { createAnnouncement } from '../announcements/announcements.test-support';
import { countQueriesOn, firstError, userWithToken } from '../reactions/reactions.test-support';
import { commentCount, CREATE, LIST, listComments, postComment, type CommentResult } from './comments.test-support';

/** The spec's texts (French, the default language). */
const TEXTS = {
  empty: 'Ce champs est requis',
  tooLong: 'Veuillez diminuer le nombre de caractéres',
  disabled: 'Désolé, mais les commentaires sont désactivés pour cette annonce',
  notAllowed: 'Vous ne pouvez pas soumettre de commentaire !',
};

describe.each(testEngines)('writing and reading comments on %s', (engine) => {
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

  const published = (input: { isCommentEnabled?: boolean } = {}) =>
    createAnnouncement(server.deps, { userId: owner.id, ...input });

  const create = (
    token: string | undefined,
    variables: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) =>
    server.gql<{ announcementCommentCreate: CommentResult }>(CREATE, variables, {
      ...(token ? { token } : {}),
      headers,
    });

  describe('announcementCommentCreate', () => {
    it('creates a trimmed comment with no likes nor dislikes and counts it on the announcement', async () => {
      const announcement = await published();
      const amina = await userWithToken(server);

      const created = await create(amina.token, {
        announcementId: announcement.id,
        content: '  Toujours disponible ?  ',
      });
      expect(created.errors).toBeUndefined();
      expect(created.data!.announcementCommentCreate).toMatchObject({
        content: 'Toujours disponible ?',
        likesCount: 0,
        dislikesCount: 0,
        iReported: false,
        userReaction: null,
        user: { id: amina.id, username: amina.username },
        store: null,
        replies: [],
      });
      expect(Date.parse(created.data!.announcementCommentCreate.createdAt)).not.toBeNaN();
      expect(await commentCount(server, announcement.id)).toBe(1);

      // The text may come as `message` too.
      const byMessage = await create(amina.token, { announcementId: announcement.id, message: 'Prix final ?' });
      expect(byMessage.data!.announcementCommentCreate.content).toBe('Prix final ?');
      expect(await commentCount(server, announcement.id)).toBe(2);
    });

    it('refuses an empty comment with COMMENT/EMPTY and the spec text', async () => {
      const announcement = await published();
      const amina = await userWithToken(server);
      for (const variables of [{ content: '   ' }, {}, { content: '', message: ' \n ' }]) {
        const refused = await create(amina.token, { announcementId: announcement.id, ...variables });
        expect(refused.data).toBeNull();
        expect(firstError(refused)).toEqual({ code: 'COMMENT/EMPTY', message: TEXTS.empty });
      }
      expect(await commentCount(server, announcement.id)).toBe(0);
    });

    it('accepts 1000 characters and refuses more with COMMENT/TOO_LONG and the spec text', async () => {
      const announcement = await published();
      const amina = await userWithToken(server);
      const longest = await create(amina.token, { announcementId: announcement.id, content: ` ${'é'.repeat(1000)} ` });
      expect(longest.errors).toBeUndefined();
      expect(longest.data!.announcementCommentCreate.content).toHaveLength(1000);

      const refused = await create(amina.token, { announcementId: announcement.id, content: 'a'.repeat(1001) });
      expect(firstError(refused)).toEqual({ code: 'COMMENT/TOO_LONG', message: TEXTS.tooLong });
      const inEnglish = await create(
        amina.token,
        { announcementId: announcement.id, content: 'a'.repeat(1001) },
        { 'accept-language': 'en' },
      );
      expect(firstError(inEnglish).message).toBe(translate('en', 'comments.tooLong'));
      expect(await commentCount(server, announcement.id)).toBe(1);
    });

    it('refuses comments on an announcement whose comments are disabled (COMMENT/DISABLED)', async () => {
      const announcement = await published({ isCommentEnabled: false });
      const amina = await userWithToken(server);
      for (const token of [amina.token, owner.token]) {
        const refused = await create(token, { announcementId: announcement.id, content: 'Bonjour' });
        expect(firstError(refused)).toEqual({ code: 'COMMENT/DISABLED', message: TEXTS.disabled });
      }
      expect(await commentCount(server, announcement.id)).toBe(0);
    });

    it('refuses members who may not comment (COMMENT/NOT_ALLOWED)', async () => {
      const announcement = await published();
      const muted = await userWithToken(server);
      await server.deps.db.updateTable('users').set({ can_comment: false }).where('id', '=', muted.id).execute();
      const refused = await create(muted.token, { announcementId: announcement.id, content: 'Bonjour' });
      expect(firstError(refused)).toEqual({ code: 'COMMENT/NOT_ALLOWED', message: TEXTS.notAllowed });
      expect(await commentCount(server, announcement.id)).toBe(0);
    });

    it('refuses non-active announcements, and unknown ones', async () => {
      const pending = await createAnnouncement(server.deps, { userId: owner.id, status: 'PENDING' });
      const amina = await userWithToken(server);
      const byOwner = await create(owner.token, { announcementId: pending.id, content: 'Bonjour' });
      expect(byOwner.errors?.[0]?.extensions).toMatchObject({ code: 'ANNOUNCEMENT/NOT_ACTIVE', status: 'PENDING' });
      const byOther = await create(amina.token, { announcementId: pending.id, content: 'Bonjour' });
      expect(firstError(byOther).code).toBe('ANNOUNCEMENT/NOT_FOUND');
      const unknown = await create(amina.token, { announcementId: '987654321', content: 'Bonjour' });
      expect(firstError(unknown).code).toBe('ANNOUNCEMENT/NOT_FOUND');
      const malformed = await create(amina.token, { announcementId: 'x1', content: 'Bonjour' });
      expect(firstError(malformed).code).toBe('BAD_USER_INPUT');
      expect(await commentCount(server, pending.id)).toBe(0);
    });

    it('asks visitors to sign in and refuses anonymous tokens', async () => {
      const announcement = await published();
      const anonymous = await userWithToken(server, { isAnonymous: true });
      expect(firstError(await create(undefined, { announcementId: announcement.id, content: 'Bonjour' })).code).toBe(
        'UNAUTHENTICATED',
      );
      expect(
        firstError(await create(anonymous.token, { announcementId: announcement.id, content: 'Bonjour' })).code,
      ).toBe('FORBIDDEN');
      expect(await commentCount(server, announcement.id)).toBe(0);
    });

    it('attaches answers to their top-level comment, answers to answers included', async () => {
      const announcement = await published();
      const other = await published();
      const amina = await userWithToken(server);
      const question = await postComment(server, amina.token, announcement.id, 'Quel kilométrage ?');
      const answer = await postComment(server, owner.token, announcement.id, '12 000 km', question);
      const followUp = await postComment(server, amina.token, announcement.id, 'Merci !', answer);
      expect(await commentCount(server, announcement.id)).toBe(3);

      const [thread] = (await listComments(server, announcement.id)).data;
      expect(thread!.id).toBe(question);
      expect(thread!.replies.map((reply) => [reply.id, reply.replies])).toEqual([
        [answer, []],
        [followUp, []],
      ]);

      // The parent must be a live comment of the same announcement.
      const elsewhere = await create(amina.token, {
        announcementId: other.id,
        content: 'Et ici ?',
        parentId: question,
      });
      expect(firstError(elsewhere)).toEqual({
        code: 'COMMENT/NOT_FOUND',
        message: translate('fr', 'comments.notFound'),
      });
      const unknown = await create(amina.token, {
        announcementId: announcement.id,
        content: 'Et ?',
        parentId: '99999999',
      });
      expect(firstError(unknown).code).toBe('COMMENT/NOT_FOUND');
      await server.deps.db
        .updateTable('announcement_comments')
        .set({ deleted_at: new Date() })
        .where('id', '=', followUp)
        .execute();
      const toDeleted = await create(amina.token, {
        announcementId: announcement.id,
        content: 'Et ?',
        parentId: followUp,
      });
      expect(firstError(toDeleted).code).toBe('COMMENT/NOT_FOUND');
      expect(await commentCount(server, other.id)).toBe(0);
    });
  });

  describe('announcementCommentList', () => {
    it('lists top-level comments newest first with their answers oldest first, page by page', async () => {
      const announcement = await published();
      const amina = await userWithToken(server);
      const karim = await userWithToken(server);
      const ids: string[] = [];
      for (let i = 1; i <= 5; i += 1) {
        ids.push(await postComment(server, i % 2 ? amina.token : karim.token, announcement.id, `Question ${i}`));
        server.advanceClock(1000);
      }
      const firstAnswer = await postComment(server, owner.token, announcement.id, 'Réponse 1', ids[4]);
      server.advanceClock(1000);
      const secondAnswer = await postComment(server, karim.token, announcement.id, 'Réponse 2', ids[4]);

      const first = await listComments(server, announcement.id, { first: 2 });
      expect(first.data.map((c) => c.content)).toEqual(['Question 5', 'Question 4']);
      expect(first.paginatorInfo).toEqual({ currentPage: 1, lastPage: 3, hasMorePages: true, total: 5 });
      expect(first.data[0]!.replies.map((r) => [r.id, r.user.id])).toEqual([
        [firstAnswer, owner.id],
        [secondAnswer, karim.id],
      ]);
      expect(first.data[0]!.user.id).toBe(amina.id);
      expect(first.data[1]!.user.id).toBe(karim.id);
      expect(first.data[1]!.replies).toEqual([]);

      const last = await listComments(server, announcement.id, { first: 2, page: 3 });
      expect(last.data.map((c) => c.id)).toEqual([ids[0]]);
      expect(last.paginatorInfo).toEqual({ currentPage: 3, lastPage: 3, hasMorePages: false, total: 5 });

      // Ten by default; answers are never listed at the top.
      const byDefault = await listComments(server, announcement.id);
      expect(byDefault.data.map((c) => c.id)).toEqual([...ids].reverse());
      expect(byDefault.paginatorInfo.hasMorePages).toBe(false);
    });

    it('serves at most 50 comments a page', async () => {
      const announcement = await published();
      const amina = await userWithToken(server);
      await sql`
        insert into announcement_comments (announcement_id, user_id, content, created_at)
        select ${announcement.id}, ${amina.id}, 'Question ' || n, now() - n * interval '1 minute'
        from generate_series(1, 51) as n
      `.execute(server.deps.db);
      const page = await listComments(server, announcement.id, { first: 500 });
      expect(page.data).toHaveLength(50);
      expect(page.data[0]!.content).toBe('Question 1');
      expect(page.paginatorInfo).toEqual({ currentPage: 1, lastPage: 2, hasMorePages: true, total: 51 });
    });

    it('is public for active announcements, and for the owner and moderators on the others', async () => {
      const announcement = await published();
      const amina = await userWithToken(server);
      const question = await postComment(server, amina.token, announcement.id, 'Livraison possible ?');
      const visitor = await listComments(server, announcement.id);
      expect(visitor.data.map((c) => [c.id, c.iReported, c.userReaction])).toEqual([[question, false, null]]);

      await server.deps.db
        .updateTable('announcements')
        .set({ status: 'ARCHIVED' })
        .where('id', '=', announcement.id)
        .execute();
      for (const token of [undefined, amina.token]) {
        const hidden = await server.gql(LIST, { announcementId: announcement.id }, token ? { token } : {});
        expect(firstError(hidden).code).toBe('ANNOUNCEMENT/NOT_FOUND');
      }
      for (const token of [owner.token, moderator.token]) {
        expect((await listComments(server, announcement.id, { token })).data.map((c) => c.id)).toEqual([question]);
      }
      const unknown = await server.gql(LIST, { announcementId: '99999999' });
      expect(firstError(unknown).code).toBe('ANNOUNCEMENT/NOT_FOUND');
    });

    it('shows no comment to the public when the announcement switches them off, but still to its owner and moderators', async () => {
      const announcement = await published();
      const amina = await userWithToken(server);
      const question = await postComment(server, amina.token, announcement.id, 'Échange possible ?');
      await server.deps.db
        .updateTable('announcements')
        .set({ is_comment_enabled: false })
        .where('id', '=', announcement.id)
        .execute();
      for (const token of [undefined, amina.token]) {
        const page = await listComments(server, announcement.id, token ? { token } : {});
        expect(page.data).toEqual([]);
        expect(page.paginatorInfo.total).toBe(0);
      }
      for (const token of [owner.token, moderator.token]) {
        expect((await listComments(server, announcement.id, { token })).data.map((c) => c.id)).toEqual([question]);
      }
    });

    it('loads a page with its answers, authors, reactions and reports in a few queries, not a few per comment', async () => {
      const announcement = await published();
      const members = [await userWithToken(server), await userWithToken(server), await userWithToken(server)];
      for (const [index, member] of members.entries()) {
        const question = await postComment(server, member.token, announcement.id, `Question ${index}`);
        await postComment(server, owner.token, announcement.id, 'Oui', question);
        await postComment(server, members[(index + 1) % 3]!.token, announcement.id, 'Merci', question);
      }
      const measure = (table: string, token?: string) =>
        countQueriesOn(server, table, () => listComments(server, announcement.id, token ? { token } : {}));

      const visitorPage = await measure('users');
      expect(visitorPage.result.data).toHaveLength(3);
      expect(visitorPage.result.data.every((c) => c.replies.length === 2)).toBe(true);
      // Authors: one query for the comments, one for the answers.
      expect(visitorPage.queries).toBe(2);
      // The page, its count, and the answers of the whole page.
      expect((await measure('announcement_comments')).queries).toBe(3);
      // A visitor reacted to nothing and reported nothing: no query at all.
      expect((await measure('comment_reactions')).queries).toBe(0);
      expect((await measure('comment_reports')).queries).toBe(0);
      // A member's reactions and reports: one query per level.
      expect((await measure('comment_reactions', members[0]!.token)).queries).toBe(2);
      expect((await measure('comment_reports', members[0]!.token)).queries).toBe(2);
    });
  });
});
