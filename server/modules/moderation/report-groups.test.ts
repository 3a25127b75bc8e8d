import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/engines';
import { startTestServer, type TestServer } from '../../test/harness';
import { createAnnouncement } from '../announcements/announcements.test-support';
import { postComment } from '../comments/comments.test-support';
import { countQueriesOn, firstError, userWithToken } from '../reactions/reactions.test-support';
import { groupReportsBound } from './report-groups.service';

const REPORT =
  'mutation ($id: ID!, $reason: ReportReason!, $message: String) { announcementReport(id: $id, reason: $reason, message: $message) }';
const REPORT_COMMENT = 'mutation ($id: ID!) { announcementCommentReport(id: $id) { id } }';
const GROUPS = `query ($target: ModerationReportTarget!) {
  moderationReports(target: $target, count: 100) {
    data { target targetId count firstReportedAt reasons { reason count } announcement { id status } comment { id content } reports { message reporter { id } } }
    paginatorInfo { total }
  }
}`;
const GROUP_REPORTS = `query ($target: ModerationReportTarget!, $first: Int) {
  moderationReports(target: $target, count: 100) {
    data { targetId count reports(first: $first) { target targetId reason message createdAt reporter { id username } } }
  }
}`;
const GROUP_REPORTS_DEFAULT = `query ($target: ModerationReportTarget!) {
  moderationReports(target: $target, count: 100) {
    data { targetId count reports { reason message reporter { id } } }
  }
}`;
const LOCK = 'mutation ($id: ID!) { moderationLock(id: $id) { announcement { id status } lockedBy { id } } }';
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
  const report = async (user: User, id: string, reason: string, message?: string) =>
    expect((await server.gql(REPORT, { id, reason, message }, { token: user.token })).errors).toBeUndefined();
  interface GroupReports {
    targetId: string;
    count: number;
    reports: {
      target?: string;
      targetId?: string;
      reason: string | null;
      message: string | null;
      createdAt?: string;
      reporter: { id: string; username?: string } | null;
    }[];
  }
  const groupReports = async (target: string, targetId: string, first?: number, query = GROUP_REPORTS) => {
    const response = await server.gql<{ moderationReports: { data: GroupReports[] } }>(
      query,
      { target, first },
      { token: moderator.token },
    );
    expect(response.errors).toBeUndefined();
    return response.data!.moderationReports.data.find((group) => group.targetId === targetId)!;
  };

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

  it('lists a group’s latest reports with their messages, newest first, within a bound', async () => {
    const announcement = await createAnnouncement(server.deps, { userId: owner.id });
    const reporters: User[] = [];
    for (let index = 0; index < 7; index += 1) reporters.push(await userWithToken(server));
    // Oldest first: reporter 0 reported first. Even ones write a message, odd ones none (or blank).
    for (const [index, user] of reporters.entries()) {
      const message =
        index % 2 === 0
          ? `Message ${index} : arnaque, il demande un virement par بريد موب`
          : index === 1
            ? '   '
            : undefined;
      await report(user, announcement.id, index < 4 ? 'SCAM' : 'SPAM', message);
    }
    // The clock of the reports, one minute apart, so the order does not hang on the test's speed.
    for (const [index, user] of reporters.entries()) {
      await server.deps.db
        .updateTable('announcement_reports')
        .set({ created_at: new Date(Date.UTC(2026, 0, 1, 10, index)) })
        .where('announcement_id', '=', announcement.id)
        .where('user_id', '=', user.id)
        .execute();
    }

    const all = await groupReports('ANNOUNCEMENT', announcement.id, 100);
    expect(all.count).toBe(7);
    expect(all.reports.map((entry) => entry.reporter?.id)).toEqual(reporters.map((user) => user.id).reverse());
    expect(all.reports[0]).toEqual({
      target: 'ANNOUNCEMENT',
      targetId: announcement.id,
      reason: 'SPAM',
      message: 'Message 6 : arnaque, il demande un virement par بريد موب',
      createdAt: new Date(Date.UTC(2026, 0, 1, 10, 6)).toISOString(),
      reporter: { id: reporters[6]!.id, username: reporters[6]!.username },
    });
    // Without a message (none given, or a blank one), the report is listed all the same.
    expect(all.reports.find((entry) => entry.reporter?.id === reporters[5]!.id)).toMatchObject({
      reason: 'SPAM',
      message: null,
    });
    expect(all.reports.find((entry) => entry.reporter?.id === reporters[1]!.id)).toMatchObject({
      reason: 'SCAM',
      message: null,
    });

    // Five by default, the newest; fewer when asked; none for 0.
    const latest = await groupReports('ANNOUNCEMENT', announcement.id, undefined, GROUP_REPORTS_DEFAULT);
    expect(latest.reports.map((entry) => entry.reporter?.id)).toEqual(
      reporters
        .slice(2)
        .map((user) => user.id)
        .reverse(),
    );
    expect((await groupReports('ANNOUNCEMENT', announcement.id, 2)).reports.map((entry) => entry.message)).toEqual([
      'Message 6 : arnaque, il demande un virement par بريد موب',
      null,
    ]);
    expect((await groupReports('ANNOUNCEMENT', announcement.id, 0)).reports).toEqual([]);
    expect([groupReportsBound(100), groupReportsBound(-3), groupReportsBound(null)]).toEqual([20, 0, 5]);

    // A resolved report leaves the list.
    await server.deps.db
      .updateTable('announcement_reports')
      .set({ resolved_at: new Date() })
      .where('announcement_id', '=', announcement.id)
      .where('user_id', '=', reporters[6]!.id)
      .execute();
    const after = await groupReports('ANNOUNCEMENT', announcement.id, 100);
    expect(after.reports.map((entry) => entry.reporter?.id)).not.toContain(reporters[6]!.id);
    expect(after.reports).toHaveLength(6);
  });

  it('lists who reported a comment and when, without a reason or a message', async () => {
    const announcement = await createAnnouncement(server.deps, { userId: owner.id });
    const commentId = await postComment(server, owner.token, announcement.id, 'Écrivez-moi sur WhatsApp');
    for (const user of [members[0]!, members[1]!]) {
      expect((await server.gql(REPORT_COMMENT, { id: commentId }, { token: user.token })).errors).toBeUndefined();
    }
    const group = await groupReports('COMMENT', commentId, 5);
    expect(group.reports).toHaveLength(2);
    expect(group.reports.map((entry) => entry.reporter?.id).sort()).toEqual([members[0]!.id, members[1]!.id].sort());
    for (const entry of group.reports) {
      expect(entry).toMatchObject({ target: 'COMMENT', targetId: commentId, reason: null, message: null });
    }
  });

  it('opens a reported announcement on the desk, held for the moderator, without changing its status', async () => {
    const reported = await createAnnouncement(server.deps, { userId: owner.id });
    const quiet = await createAnnouncement(server.deps, { userId: owner.id });
    const underComment = await createAnnouncement(server.deps, { userId: owner.id });
    await report(members[0]!, reported.id, 'SCAM', 'Il demande un acompte');
    const commentId = await postComment(server, owner.token, underComment.id, 'Payez d’avance');
    expect((await server.gql(REPORT_COMMENT, { id: commentId }, { token: members[1]!.token })).errors).toBeUndefined();

    const locked = await server.gql<any>(LOCK, { id: reported.id }, { token: moderator.token });
    expect(locked.errors).toBeUndefined();
    expect(locked.data.moderationLock).toEqual({
      announcement: { id: reported.id, status: 'PUBLISHED' },
      lockedBy: { id: moderator.id },
    });
    // Another moderator cannot decide it meanwhile.
    const other = await userWithToken(server, { roles: ['MODERATOR'] });
    expect(firstError(await server.gql(LOCK, { id: reported.id }, { token: other.token })).code).toBe(
      'MODERATION/TAKEN',
    );
    // Under a reported comment, too; one nobody reported stays out of reach.
    expect((await server.gql<any>(LOCK, { id: underComment.id }, { token: moderator.token })).errors).toBeUndefined();
    expect(firstError(await server.gql(LOCK, { id: quiet.id }, { token: moderator.token })).code).toBe(
      'ANNOUNCEMENT/ACTION_IMPOSSIBLE',
    );

    // Deciding through its reports resolves them and lets the hold go.
    const deleted = await server.gql<any>(
      RESOLVE,
      { target: 'ANNOUNCEMENT', id: reported.id, action: 'DELETE', reason: 'SCAM' },
      { token: moderator.token },
    );
    expect(deleted.data.moderationReportsResolve).toBe(1);
    const left = await server.deps.db
      .selectFrom('moderation_locks')
      .select('announcement_id')
      .where('announcement_id', '=', reported.id)
      .execute();
    expect(left).toEqual([]);
    expect(firstError(await server.gql(LOCK, { id: reported.id }, { token: moderator.token })).code).toBe(
      'ANNOUNCEMENT/ACTION_IMPOSSIBLE',
    );
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
      for (const table of [
        'announcements',
        'announcement_comments',
        'announcement_reports',
        'comment_reports',
        'users',
      ]) {
        const one = await countQueriesOn(server, table, page(target, 1));
        const all = await countQueriesOn(server, table, page(target, 100));
        expect(all.result.data!.moderationReports.data.length).toBeGreaterThanOrEqual(4);
        expect(all.queries, `${target} ${table}`).toBe(one.queries);
      }
    }
  });
});
