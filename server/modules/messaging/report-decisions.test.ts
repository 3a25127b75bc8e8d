import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/engines';
import { startTestServer, type TestServer } from '../../test/harness';
import { createAnnouncement } from '../announcements/announcements.test-support';
import { firstError, userWithToken } from '../reactions/reactions.test-support';
import { dataOf, OPS, send, start } from './messaging.test-support';

const RESOLVE = `mutation ($id: ID!, $decision: MessageReportDecision!, $reason: String) {
  messageReportResolve(id: $id, decision: $decision, reason: $reason) { id resolved } }`;
const SIGN_IN_CHECK = '{ me { id } }';

describe.each(testEngines)('moderators decide reported messages on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A buyer's message to a seller, reported by the seller; returns both and the report's id. */
  async function reported(reason = 'SCAM') {
    const seller = await userWithToken(server);
    const buyer = await userWithToken(server);
    const announcement = await createAnnouncement(server.deps, { userId: seller.id });
    const conversation = await start(server, buyer.token, { announcementId: announcement.id, text: 'Bonjour' });
    const message = await send(server, buyer.token, conversation.id, 'Payez d’abord par mandat, je livre après.');
    const report = dataOf(
      await server.gql<{ messageReport: { id: string } }>(
        OPS.reportMessage,
        { id: message.id, reason },
        { token: seller.token },
      ),
    ).messageReport;
    return { seller, buyer, conversation, reportId: report.id };
  }

  it('dismisses a report once: it leaves the open list, a second decision is refused with its code', async () => {
    const moderator = await userWithToken(server, { roles: ['MODERATOR'] });
    const { reportId } = await reported('SPAM');
    const decided = dataOf(
      await server.gql<{ messageReportResolve: { id: string; resolved: boolean } }>(
        RESOLVE,
        { id: reportId, decision: 'DISMISS' },
        { token: moderator.token },
      ),
    );
    expect(decided.messageReportResolve).toEqual({ id: reportId, resolved: true });
    const open = dataOf(
      await server.gql<{ messageReportList: { id: string }[] }>(OPS.reports, {}, { token: moderator.token }),
    ).messageReportList;
    expect(open.map((r) => r.id)).not.toContain(reportId);

    const again = await server.gql(RESOLVE, { id: reportId, decision: 'DISMISS' }, { token: moderator.token });
    expect(firstError(again).code).toBe('MESSAGE/REPORT_RESOLVED');
    const unknown = await server.gql(RESOLVE, { id: '999999999', decision: 'DISMISS' }, { token: moderator.token });
    expect(firstError(unknown).code).toBe('MESSAGE/REPORT_NOT_FOUND');
  });

  it('suspends the sender: their session stops, and two moderators at once get one decision', async () => {
    const first = await userWithToken(server, { roles: ['MODERATOR'] });
    const second = await userWithToken(server, { roles: ['MODERATOR'] });
    const { buyer, reportId } = await reported();
    const results = await Promise.all(
      [first, second].map((moderator) =>
        server.gql(
          RESOLVE,
          { id: reportId, decision: 'SUSPEND_SENDER', reason: 'Arnaque au mandat' },
          { token: moderator.token },
        ),
      ),
    );
    const codes = results.map((result) => (result.errors ? firstError(result).code : 'OK')).sort();
    expect(codes).toEqual(['MESSAGE/REPORT_RESOLVED', 'OK']);
    // The suspended buyer's token is refused from now on.
    const me = await server.gql<{ me: { id: string } | null }>(SIGN_IN_CHECK, {}, { token: buyer.token });
    expect(me.data?.me ?? null).toBeNull();
  });

  it('refuses to suspend over a report of a whole conversation, and refuses members', async () => {
    const moderator = await userWithToken(server, { roles: ['MODERATOR'] });
    const { seller, conversation } = await reported();
    const whole = dataOf(
      await server.gql<{ conversationReport: { id: string } }>(
        OPS.reportConversation,
        { id: conversation.id, reason: 'ABUSE' },
        { token: seller.token },
      ),
    ).conversationReport;
    const refused = await server.gql(RESOLVE, { id: whole.id, decision: 'SUSPEND_SENDER' }, { token: moderator.token });
    expect(firstError(refused).code).toBe('MESSAGE/REPORT_NO_SENDER');
    const byMember = await server.gql(RESOLVE, { id: whole.id, decision: 'DISMISS' }, { token: seller.token });
    expect(firstError(byMember).code).toBe('FORBIDDEN');
    // Still open after both refusals.
    const open = dataOf(
      await server.gql<{ messageReportList: { id: string }[] }>(OPS.reports, {}, { token: moderator.token }),
    ).messageReportList;
    expect(open.map((r) => r.id)).toContain(whole.id);
  });
});
