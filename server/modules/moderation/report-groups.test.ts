import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/engines';
import { startTestServer, type TestServer } from '../../test/harness';
import { createAnnouncement } from '../announcements/announcements.test-support';
import { postComment } from '../comments/comments.test-support';
import { countQueriesOn, firstError, userWithToken } from '../reactions/reactions.test-support';

const REPORT = 'mutation ($id: ID!, $reason: ReportReason!) { announcementReport(id: $id, reason: $reason) }';
const REPORT_COMMENT = 'mutation ($id: ID!) { announcementCommentReport(id: $id) { id } }';
const GROUPS = `query ($target: ModerationReportTarget!) {
  moderationReports(target: $target, count: 100) {
    data { target targetId count firstReportedAt reasons { reason count } announcement { id status } comment { id content } }
    paginatorInfo { total }
  }
}`;
const RESOLVE = `mutation ($target: ModerationReportTarget!, $id: ID!, $action: ModerationReportAction!, $reason: ModeratorDeleteReason) {
  moderationReportsResolve(target: $target, targetId: $id, action: $action, reason: $reason)
}`;
const COMMENTS_SET =
  'mutation ($id: ID!, $enabled: Boolean!) { moderationCommentsSet(announcementId: $id, enabled: $enabled) { id isCommentEnabled } }';
const AUDIT = `query ($filter: ModerationAuditFilter) {
  moderationAuditLog(filter: $filter) { data { action targetType reason } }
}`;

type User = Awaited<ReturnType<typeof userWithToken>>;
interface Group {
  target: string;
  targetId: string;
  count: number;
  reasons: { reason: string; count: number }[];
  announcement: { id: string; status: string } | null;
  comment: { id: string; content: string } | null;
}

describe.each(testEngines)('reports grouped for moderators on %s', (engine) => {
  let server: TestServer;
  let owner: User;
  let moderator: User;
  let members: User[];
  beforeAll(async () => {
    server = await startTestServer(engine);
    owner = await userWithToken(server);
    moderator = await userWithToken(server, { roles: ['MODERATOR'] });
    members = [await userWithToken(server), await userWithToken(server), await userWithToken(server)];
  });
  afterAll(async () => {
    await server?.close();
  });

  const groups = async (target: 'ANNOUNCEMENT' | 'COMMENT'): Promise<Group[]> => {
    const response = await server.gql<{ moderationReports: { data: Group[] } }>(
      GROUPS,
      { target },
      { token: moderator.token },
    );
    expect(response.errors).toBeUndefined();
    return response.data!.moderationReports.data;
  };
  const report = async (user: User, id: string, reason: string) =>
    expect((await server.gql(REPORT, { id, reason }, { token: user.token })).errors).toBeUndefined();

  it('groups an announcement’s reports with their reasons, oldest first; dismissing or refusing resolves them all', async () => {
    const first = await createAnnouncement(server.deps, { userId: owner.id });
    const second = await createAnnouncement(server.deps, { userId: owner.id });
    await report(members[0]!, first.id, 'SCAM');
    await report(members[1]!, first.id, 'SPAM');
    await report(members[2]!, first.id, 'SCAM');
    await report(members[0]!, second.id, 'WRONG_PHONE');

    const open = (await groups('ANNOUNCEMENT')).filter((group) => [first.id, second.id].includes(group.targetId));
    expect(open).toEqual([
      expect.objectContaining({
        targetId: first.id,
        count: 3,
        reasons: [
          { reason: 'SCAM', count: 2 },
          { reason: 'SPAM', count: 1 },
        ],
        announcement: { id: first.id, status: 'PUBLISHED' },
      }),
      expect.objectContaining({ targetId: second.id, count: 1 }),
    ]);

    const dismissed = await server.gql<any>(
      RESOLVE,
      { target: 'ANNOUNCEMENT', id: first.id, action: 'DISMISS' },
      { token: moderator.token },
    );
    expect(dismissed.data.moderationReportsResolve).toBe(3);
    const refused = await server.gql<any>(
      RESOLVE,
      { target: 'ANNOUNCEMENT', id: second.id, action: 'REFUSE', reason: 'SCAM' },
      { token: moderator.token },
    );
    expect(refused.data.moderationReportsResolve).toBe(1);
    expect((await groups('ANNOUNCEMENT')).map((group) => group.targetId)).not.toContain(first.id);
    const statuses = await server.deps.db
      .selectFrom('announcements')
      .select(['id', 'status'])
      .where('id', 'in', [first.id, second.id])
      .orderBy('id')
      .execute();
    expect(statuses.map((row) => row.status)).toEqual(['PUBLISHED', 'DISABLED']);
    const log = await server.gql<any>(AUDIT, { filter: { targetId: first.id } }, { token: moderator.token });
    expect(log.data.moderationAuditLog.data).toEqual([
      { action: 'DISMISS_REPORTS', targetType: 'ANNOUNCEMENT', reason: null },
    ]);
  });

  it('groups a comment’s reports; deleting it resolves them; comments can be switched off', async () => {
    const announcement = await createAnnouncement(server.deps, { userId: owner.id });
    const commentId = await postComment(server, members[0]!.token, announcement.id, 'Appelez le 0550 00 00 00 vite');
    for (const user of [members[1]!, members[2]!]) {
      expect((await server.gql(REPORT_COMMENT, { id: commentId }, { token: user.token })).errors).toBeUndefined();
    }
    const group = (await groups('COMMENT')).find((entry) => entry.targetId === commentId);
    expect(group).toMatchObject({
      target: 'COMMENT',
      count: 2,
      reasons: [],
      comment: { id: commentId, content: 'Appelez le 0550 00 00 00 vite' },
      announcement: { id: announcement.id },
    });
    expect(
      firstError(
        await server.gql(RESOLVE, { target: 'COMMENT', id: commentId, action: 'REFUSE' }, { token: moderator.token }),
      ).code,
    ).toBe('BAD_USER_INPUT');
    const deleted = await server.gql<any>(
      RESOLVE,
      { target: 'COMMENT', id: commentId, action: 'DELETE' },
      { token: moderator.token },
    );
    expect(deleted.data.moderationReportsResolve).toBe(2);
    expect((await groups('COMMENT')).map((entry) => entry.targetId)).not.toContain(commentId);

    const off = await server.gql<any>(
      COMMENTS_SET,
      { id: announcement.id, enabled: false },
      { token: moderator.token },
    );
    expect(off.data.moderationCommentsSet).toEqual({ id: announcement.id, isCommentEnabled: false });
    expect(
      firstError(await server.gql(COMMENTS_SET, { id: announcement.id, enabled: true }, { token: owner.token })).code,
    ).toBe('FORBIDDEN');
    expect(firstError(await server.gql(GROUPS, { target: 'COMMENT' }, { token: owner.token })).code).toBe('FORBIDDEN');
    expect(firstError(await server.gql(GROUPS, { target: 'COMMENT' })).code).toBe('UNAUTHENTICATED');
  });

  it('reads the announcements and comments of a page of groups at once, whatever its size', async () => {
    for (let index = 0; index < 4; index += 1) {
      const announcement = await createAnnouncement(server.deps, { userId: owner.id });
      await report(members[index % 3]!, announcement.id, 'SPAM');
      const comment = await postComment(server, owner.token, announcement.id, `Question numéro ${index}`);
      expect((await server.gql(REPORT_COMMENT, { id: comment }, { token: members[0]!.token })).errors).toBeUndefined();
    }
    const page = (target: string, count: number) => () =>
      server.gql<{ moderationReports: { data: Group[] } }>(
        GROUPS.replace('count: 100', `count: ${count}`),
        { target },
        { token: moderator.token },
      );
    for (const target of ['ANNOUNCEMENT', 'COMMENT']) {
      for (const table of ['announcements', 'announcement_comments']) {
        const one = await countQueriesOn(server, table, page(target, 1));
        const all = await countQueriesOn(server, table, page(target, 100));
        expect(all.result.data!.moderationReports.data.length).toBeGreaterThanOrEqual(4);
        expect(all.queries, `${target} ${table}`).toBe(one.queries);
      }
    }
  });
});
