import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../../shared/i18n';
import { testEngines } from '../../test/engines';
import { startTestServer, type TestServer } from '../../test/harness';
import { createAnnouncement } from '../announcements/announcements.test-support';
import { firstError, userWithToken } from '../reactions/reactions.test-support';

const REPORT = `mutation ($id: ID!, $reason: ReportReason!, $message: String) {
  announcementReport(id: $id, reason: $reason, message: $message)
}`;
const LIST = `query ($page: Int, $count: Int) {
  announcementReportList(page: $page, count: $count) {
    data { id reason message createdAt resolvedAt announcement { id title status } reporter { id username } }
    paginatorInfo { currentPage lastPage hasMorePages total }
  }
}`;
const RESOLVE = `mutation ($id: ID!) {
  announcementReportResolve(id: $id) { id reason resolvedAt announcement { id } reporter { id } }
}`;

interface ReportResult {
  id: string;
  reason: string;
  message: string | null;
  createdAt: string;
  resolvedAt: string | null;
  announcement: { id: string; title: string; status: string };
  reporter: { id: string; username: string | null };
}

interface ReportPage {
  data: ReportResult[];
  paginatorInfo: { currentPage: number; lastPage: number; hasMorePages: boolean; total: number };
}

describe.each(testEngines)('reports of announcements on %s', (engine) => {
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

  const published = () => createAnnouncement(server.deps, { userId: owner.id });
  const reportsOf = (announcementId: string) =>
    server.deps.db
      .selectFrom('announcement_reports')
      .select(['user_id', 'reason', 'message', 'resolved_at'])
      .where('announcement_id', '=', announcementId)
      .execute();

  async function list(token: string, variables: Record<string, unknown> = {}): Promise<ReportPage> {
    const response = await server.gql<{ announcementReportList: ReportPage }>(LIST, variables, { token });
    expect(response.errors).toBeUndefined();
    return response.data!.announcementReportList;
  }

  /** Closes every open report, so a test sees only its own in the shared queue. */
  const emptyQueue = () =>
    server.deps.db
      .updateTable('announcement_reports')
      .set({ resolved_at: new Date() })
      .where('resolved_at', 'is', null)
      .execute();

  describe('announcementReport', () => {
    it('records one report per member, a second one replacing the reason and message', async () => {
      const announcement = await published();
      const amina = await userWithToken(server);
      const first = await server.gql(
        REPORT,
        { id: announcement.id, reason: 'SCAM', message: '  Demande un virement avant livraison  ' },
        { token: amina.token },
      );
      expect(first.errors).toBeUndefined();
      expect(first.data).toEqual({ announcementReport: true });
      expect(await reportsOf(announcement.id)).toEqual([
        { user_id: amina.id, reason: 'SCAM', message: 'Demande un virement avant livraison', resolved_at: null },
      ]);

      const second = await server.gql(REPORT, { id: announcement.id, reason: 'WRONG_PHONE' }, { token: amina.token });
      expect(second.data).toEqual({ announcementReport: true });
      expect(await reportsOf(announcement.id)).toEqual([
        { user_id: amina.id, reason: 'WRONG_PHONE', message: null, resolved_at: null },
      ]);

      const karim = await userWithToken(server);
      await server.gql(REPORT, { id: announcement.id, reason: 'SPAM', message: '   ' }, { token: karim.token });
      expect(await reportsOf(announcement.id)).toHaveLength(2);
    });

    it('bounds the message to 1000 characters (BAD_USER_INPUT)', async () => {
      const announcement = await published();
      const amina = await userWithToken(server);
      const longest = await server.gql(
        REPORT,
        { id: announcement.id, reason: 'INAPPROPRIATE', message: 'é'.repeat(1000) },
        { token: amina.token },
      );
      expect(longest.data).toEqual({ announcementReport: true });
      const refused = await server.gql(
        REPORT,
        { id: announcement.id, reason: 'SPAM', message: 'x'.repeat(1001) },
        { token: amina.token },
      );
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'message' });
      expect(refused.errors?.[0]?.message).toBe(translate('fr', 'validation.max_length', { n: 1000 }));
      // The refused report changed nothing.
      expect((await reportsOf(announcement.id))[0]!.reason).toBe('INAPPROPRIATE');
    });

    it('refuses non-active and unknown announcements', async () => {
      const pending = await createAnnouncement(server.deps, { userId: owner.id, status: 'PENDING' });
      const amina = await userWithToken(server);
      const byOwner = await server.gql(REPORT, { id: pending.id, reason: 'SPAM' }, { token: owner.token });
      expect(byOwner.errors?.[0]?.extensions).toMatchObject({ code: 'ANNOUNCEMENT/NOT_ACTIVE', status: 'PENDING' });
      const byOther = await server.gql(REPORT, { id: pending.id, reason: 'SPAM' }, { token: amina.token });
      expect(firstError(byOther).code).toBe('ANNOUNCEMENT/NOT_FOUND');
      const unknown = await server.gql(REPORT, { id: '99999999', reason: 'SPAM' }, { token: amina.token });
      expect(firstError(unknown).code).toBe('ANNOUNCEMENT/NOT_FOUND');
      const badReason = await server.gql(REPORT, { id: pending.id, reason: 'BORING' }, { token: amina.token });
      expect(badReason.errors).toHaveLength(1);
      expect(await reportsOf(pending.id)).toEqual([]);
    });

    it('asks visitors to sign in and refuses anonymous tokens', async () => {
      const announcement = await published();
      const anonymous = await userWithToken(server, { isAnonymous: true });
      expect(firstError(await server.gql(REPORT, { id: announcement.id, reason: 'SPAM' })).code).toBe(
        'UNAUTHENTICATED',
      );
      const refused = await server.gql(REPORT, { id: announcement.id, reason: 'SPAM' }, { token: anonymous.token });
      expect(firstError(refused).code).toBe('FORBIDDEN');
      expect(await reportsOf(announcement.id)).toEqual([]);
    });
  });

  describe('the moderators’ queue', () => {
    it('lists open reports newest first with the announcement, the reporter, the reason and the message', async () => {
      await emptyQueue();
      const [first, second] = [await published(), await published()];
      const amina = await userWithToken(server);
      const karim = await userWithToken(server);
      await server.gql(REPORT, { id: first.id, reason: 'SCAM', message: 'Arnaque' }, { token: amina.token });
      server.advanceClock(1000);
      await server.gql(REPORT, { id: second.id, reason: 'SPAM' }, { token: amina.token });
      server.advanceClock(1000);
      await server.gql(REPORT, { id: first.id, reason: 'WRONG_CATEGORY' }, { token: karim.token });

      const page = await list(moderator.token);
      expect(page.data.map((r) => [r.announcement.id, r.reporter.id, r.reason, r.message])).toEqual([
        [first.id, karim.id, 'WRONG_CATEGORY', null],
        [second.id, amina.id, 'SPAM', null],
        [first.id, amina.id, 'SCAM', 'Arnaque'],
      ]);
      expect(page.data[2]).toMatchObject({
        announcement: { title: first.title, status: 'PUBLISHED' },
        reporter: { username: amina.username },
        resolvedAt: null,
      });
      expect(Date.parse(page.data[0]!.createdAt)).toBeGreaterThan(Date.parse(page.data[1]!.createdAt));
      expect(page.paginatorInfo).toEqual({ currentPage: 1, lastPage: 1, hasMorePages: false, total: 3 });

      const paged = await list(moderator.token, { page: 2, count: 2 });
      expect(paged.data.map((r) => r.id)).toEqual([page.data[2]!.id]);
      expect(paged.paginatorInfo).toEqual({ currentPage: 2, lastPage: 2, hasMorePages: false, total: 3 });
      expect((await list(moderator.token, { count: 2 })).paginatorInfo.hasMorePages).toBe(true);
    });

    it('resolves a report, once, taking it out of the queue; a new report by the member reopens it', async () => {
      await emptyQueue();
      const announcement = await published();
      const amina = await userWithToken(server);
      await server.gql(REPORT, { id: announcement.id, reason: 'SCAM' }, { token: amina.token });
      const [open] = (await list(moderator.token)).data;

      const resolved = await server.gql<{ announcementReportResolve: { resolvedAt: string } }>(
        RESOLVE,
        { id: open!.id },
        { token: moderator.token },
      );
      expect(resolved.errors).toBeUndefined();
      expect(resolved.data!.announcementReportResolve).toMatchObject({
        id: open!.id,
        reason: 'SCAM',
        announcement: { id: announcement.id },
        reporter: { id: amina.id },
      });
      const resolvedAt = resolved.data!.announcementReportResolve.resolvedAt;
      expect(Date.parse(resolvedAt)).not.toBeNaN();
      expect((await list(moderator.token)).data).toEqual([]);

      server.advanceClock(5000);
      const again = await server.gql<{ announcementReportResolve: { resolvedAt: string } }>(
        RESOLVE,
        { id: open!.id },
        { token: moderator.token },
      );
      expect(again.data!.announcementReportResolve.resolvedAt).toBe(resolvedAt);

      await server.gql(REPORT, { id: announcement.id, reason: 'SPAM', message: 'Toujours là' }, { token: amina.token });
      expect((await list(moderator.token)).data.map((r) => [r.id, r.reason, r.message])).toEqual([
        [open!.id, 'SPAM', 'Toujours là'],
      ]);

      const unknown = await server.gql(RESOLVE, { id: '99999999' }, { token: moderator.token });
      expect(firstError(unknown).code).toBe('NOT_FOUND');
    });

    it('is for moderators, admins and holders of can_moderate only', async () => {
      await emptyQueue();
      const announcement = await published();
      const amina = await userWithToken(server);
      await server.gql(REPORT, { id: announcement.id, reason: 'SCAM' }, { token: amina.token });
      const [open] = (await list(moderator.token)).data;

      const anonymous = await userWithToken(server, { isAnonymous: true });
      for (const token of [amina.token, owner.token, anonymous.token]) {
        expect(firstError(await server.gql(LIST, {}, { token })).code).toBe('FORBIDDEN');
        expect(firstError(await server.gql(RESOLVE, { id: open!.id }, { token })).code).toBe('FORBIDDEN');
      }
      expect(firstError(await server.gql(LIST)).code).toBe('UNAUTHENTICATED');
      expect(firstError(await server.gql(RESOLVE, { id: open!.id })).code).toBe('UNAUTHENTICATED');
      expect((await reportsOf(announcement.id))[0]!.resolved_at).toBeNull();

      for (const input of [{ roles: ['ADMIN'] }, { roles: ['SUPER_ADMIN'] }, { permissions: ['can_moderate'] }]) {
        const staff = await userWithToken(server, input);
        expect((await list(staff.token)).data.map((r) => r.id)).toEqual([open!.id]);
      }
      const staff = await userWithToken(server, { permissions: ['can_moderate'] });
      expect((await server.gql(RESOLVE, { id: open!.id }, { token: staff.token })).errors).toBeUndefined();
      expect((await reportsOf(announcement.id))[0]!.resolved_at).not.toBeNull();
    });
  });
});
