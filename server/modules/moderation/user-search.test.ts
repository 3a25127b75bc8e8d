import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/engines';
import { startTestServer, type TestServer } from '../../test/harness';
import { createAnnouncement } from '../announcements/announcements.test-support';
import { postComment } from '../comments/comments.test-support';
import { countQueriesOn, firstError, userWithToken } from '../reactions/reactions.test-support';

const SEARCH = `query ($q: String, $filter: ModerationUserFilter, $count: Int) {
  moderationUserSearch(q: $q, filter: $filter, count: $count) {
    data { id email phone roles permissions suspendedAt announcementCount openReportsAgainst reportsFiled user { id username } }
    paginatorInfo { total }
  }
}`;
const DETAIL = `query ($id: ID!, $statuses: [AnnouncementStatus!]) {
  moderationUser(id: $id) {
    id
    announcements(statuses: $statuses) { data { id status } paginatorInfo { total } }
    reportsAgainst { data { target targetId reason resolvedAt reporter { id } announcement { id } comment { id } } paginatorInfo { total } }
    reportsMade { data { target targetId reporter { id } } paginatorInfo { total } }
  }
}`;
const REPORT = 'mutation ($id: ID!) { announcementReport(id: $id, reason: SCAM) }';
const REPORT_COMMENT = 'mutation ($id: ID!) { announcementCommentReport(id: $id) { id } }';
const SUSPEND = 'mutation ($id: ID!) { userSuspend(userId: $id, reason: "Arnaques") { id } }';
const GRANT = 'mutation ($id: ID!, $name: String!) { userPermissionGrant(userId: $id, permission: $name) { id } }';
const REVOKE_ROLE = 'mutation ($id: ID!, $name: String!) { userRoleRevoke(userId: $id, role: $name) { id } }';
const GRANT_ROLE = 'mutation ($id: ID!, $name: String!) { userRoleGrant(userId: $id, role: $name) { id } }';
const AUDIT = `query ($filter: ModerationAuditFilter) {
  moderationAuditLog(filter: $filter) { data { action targetType targetId reason moderator { id } } paginatorInfo { total } }
}`;
const DELETE_COMMENT = 'mutation ($id: ID!) { announcementCommentDelete(id: $id) { paginatorInfo { total } } }';

type User = Awaited<ReturnType<typeof userWithToken>>;
interface Row {
  id: string;
  email: string | null;
  phone: string | null;
  roles: string[];
  permissions: string[];
  suspendedAt: string | null;
  announcementCount: number;
  openReportsAgainst: number;
  reportsFiled: number;
}

describe.each(testEngines)('the moderators’ user search on %s', (engine) => {
  let server: TestServer;
  let moderator: User;
  let superAdmin: User;
  /** A member with announcements, a comment, and reports against both. */
  let seller: User;
  let reporter: User;
  let published: { id: string };
  let archived: { id: string };
  let commentId: string;
  const word = `vendeur${Date.now() % 100_000}`;

  beforeAll(async () => {
    server = await startTestServer(engine);
    moderator = await userWithToken(server, { roles: ['MODERATOR'] });
    superAdmin = await userWithToken(server, { roles: ['SUPER_ADMIN'] });
    seller = await userWithToken(server, { username: `${word}_amine`, email: `amine.${word}@example.dz` });
    await server.deps.db.updateTable('users').set({ phone: '0550123987' }).where('id', '=', seller.id).execute();
    reporter = await userWithToken(server, { username: `${word}_rapporteur` });
    published = await createAnnouncement(server.deps, { userId: seller.id });
    archived = await createAnnouncement(server.deps, { userId: seller.id, status: 'ARCHIVED' });
    const other = await userWithToken(server);
    const elsewhere = await createAnnouncement(server.deps, { userId: other.id });
    commentId = await postComment(server, seller.token, elsewhere.id, 'Toujours disponible ?');
    expect((await server.gql(REPORT, { id: published.id }, { token: reporter.token })).errors).toBeUndefined();
    expect((await server.gql(REPORT_COMMENT, { id: commentId }, { token: reporter.token })).errors).toBeUndefined();
    // The seller reported someone else's announcement.
    expect((await server.gql(REPORT, { id: elsewhere.id }, { token: seller.token })).errors).toBeUndefined();
  });
  afterAll(async () => {
    await server?.close();
  });

  const search = async (variables: Record<string, unknown>, token = moderator.token) => {
    const response = await server.gql<{ moderationUserSearch: { data: Row[]; paginatorInfo: { total: number } } }>(
      SEARCH,
      variables,
      { token },
    );
    expect(response.errors).toBeUndefined();
    return response.data!.moderationUserSearch;
  };
  const ids = async (variables: Record<string, unknown>) => (await search(variables)).data.map((row) => row.id);

  it('finds accounts by username, display name, e-mail, phone (any form) and id, exact matches first', async () => {
    expect(await ids({ q: word })).toEqual(expect.arrayContaining([seller.id, reporter.id]));
    expect(await ids({ q: `${word}_AMINE` })).toEqual([seller.id]);
    expect(await ids({ q: `amine.${word}@example` })).toEqual([seller.id]);
    expect(await ids({ q: '+213 550 12 39 87' })).toEqual([seller.id]);
    expect(await ids({ q: '0550123987' })).toEqual([seller.id]);
    expect((await ids({ q: seller.id }))[0]).toBe(seller.id);
    // Wildcards are taken literally.
    expect(await ids({ q: '%' })).toEqual([]);
  });

  it('shows each row’s counts, contact details, grants and suspension', async () => {
    const [row] = (await search({ q: `${word}_amine` })).data;
    expect(row).toMatchObject({
      id: seller.id,
      email: `amine.${word}@example.dz`,
      phone: '0550123987',
      roles: [],
      permissions: [],
      suspendedAt: null,
      announcementCount: 2,
      openReportsAgainst: 2,
      reportsFiled: 1,
    });
    const [other] = (await search({ q: `${word}_rapporteur` })).data;
    expect(other).toMatchObject({ announcementCount: 0, openReportsAgainst: 0, reportsFiled: 2 });
  });

  it('filters by role, permission, moderators and suspension; unknown names are refused', async () => {
    expect(await ids({ filter: { role: 'MODERATOR' }, count: 100 })).toContain(moderator.id);
    expect(await ids({ filter: { role: 'MODERATOR' }, count: 100 })).not.toContain(seller.id);
    const moderating = await ids({ filter: { moderates: true }, count: 100 });
    expect(moderating).toEqual(expect.arrayContaining([moderator.id, superAdmin.id]));
    expect(moderating).not.toContain(seller.id);
    const siteBuilder = await userWithToken(server, { permissions: ['can_edit_sitebuild'] });
    expect(await ids({ filter: { permission: 'can_edit_sitebuild' }, count: 100 })).toContain(siteBuilder.id);
    const suspended = await userWithToken(server, { username: `${word}_suspendu` });
    expect((await server.gql(SUSPEND, { id: suspended.id }, { token: moderator.token })).errors).toBeUndefined();
    expect(await ids({ q: word, filter: { suspended: true } })).toEqual([suspended.id]);
    expect(await ids({ q: word, filter: { suspended: false } })).not.toContain(suspended.id);
    const [row] = (await search({ q: suspended.id })).data;
    expect(row!.suspendedAt).not.toBeNull();
    const refused = await server.gql(SEARCH, { filter: { role: 'KING' } }, { token: moderator.token });
    expect(firstError(refused).code).toBe('BAD_USER_INPUT');
  });

  it('leaves anonymous accounts out, unless asked by id', async () => {
    const anonymous = await userWithToken(server, { isAnonymous: true });
    expect(await ids({ count: 100 })).not.toContain(anonymous.id);
    // Its id first (names with those digits may follow).
    expect((await ids({ q: anonymous.id }))[0]).toBe(anonymous.id);
  });

  it('reads a page of rows in a fixed number of queries, whatever its size', async () => {
    for (let index = 0; index < 6; index += 1) {
      const member = await userWithToken(server, { username: `${word}_page${index}` });
      await createAnnouncement(server.deps, { userId: member.id });
    }
    for (const table of ['announcements', 'user_roles', 'user_permissions', 'comment_reports', 'users']) {
      const small = await countQueriesOn(server, table, () => search({ q: word, count: 2 }));
      const large = await countQueriesOn(server, table, () => search({ q: word, count: 100 }));
      expect(large.result.data.length).toBeGreaterThan(6);
      expect(large.queries, table).toBe(small.queries);
      expect(large.queries, table).toBeLessThanOrEqual(4);
    }
  });

  it('shows an account’s announcements (any status, or some) and the reports about it and by it', async () => {
    const detail = await server.gql<any>(DETAIL, { id: seller.id }, { token: moderator.token });
    expect(detail.errors).toBeUndefined();
    const user = detail.data.moderationUser;
    expect(user.announcements.data.map((a: { id: string }) => a.id).sort()).toEqual([published.id, archived.id].sort());
    const only = await server.gql<any>(DETAIL, { id: seller.id, statuses: ['ARCHIVED'] }, { token: moderator.token });
    expect(only.data.moderationUser.announcements.data).toEqual([{ id: archived.id, status: 'ARCHIVED' }]);
    expect(user.reportsAgainst.paginatorInfo.total).toBe(2);
    const against = Object.fromEntries(
      user.reportsAgainst.data.map((report: { target: string }) => [report.target, report]),
    );
    expect(against.ANNOUNCEMENT).toMatchObject({
      targetId: published.id,
      reason: 'SCAM',
      reporter: { id: reporter.id },
      announcement: { id: published.id },
      comment: null,
    });
    expect(against.COMMENT).toMatchObject({
      targetId: commentId,
      reason: null,
      reporter: { id: reporter.id },
      comment: { id: commentId },
    });
    expect(user.reportsMade.data).toEqual([
      { target: 'ANNOUNCEMENT', targetId: expect.any(String), reporter: { id: seller.id } },
    ]);
    const missing = await server.gql<any>(DETAIL, { id: '999999999' }, { token: moderator.token });
    expect(missing.data.moderationUser).toBeNull();
  });

  it('writes grants and moderators’ comment deletions to the audit log, filtered by target type', async () => {
    const member = await userWithToken(server);
    await server.gql(GRANT, { id: member.id, name: 'can_edit_sitebuild' }, { token: superAdmin.token });
    await server.gql(GRANT, { id: member.id, name: 'can_edit_sitebuild' }, { token: superAdmin.token });
    await server.gql(GRANT_ROLE, { id: member.id, name: 'MODERATOR' }, { token: superAdmin.token });
    await server.gql(REVOKE_ROLE, { id: member.id, name: 'MODERATOR' }, { token: superAdmin.token });
    const log = await server.gql<any>(AUDIT, { filter: { targetId: member.id } }, { token: moderator.token });
    // Granting a permission held already changed nothing: one entry.
    expect(log.data.moderationAuditLog.data).toEqual([
      {
        action: 'ROLE_REVOKE',
        targetType: 'USER',
        targetId: member.id,
        reason: 'MODERATOR',
        moderator: { id: superAdmin.id },
      },
      {
        action: 'ROLE_GRANT',
        targetType: 'USER',
        targetId: member.id,
        reason: 'MODERATOR',
        moderator: { id: superAdmin.id },
      },
      {
        action: 'PERMISSION_GRANT',
        targetType: 'USER',
        targetId: member.id,
        reason: 'can_edit_sitebuild',
        moderator: { id: superAdmin.id },
      },
    ]);

    const announcement = await createAnnouncement(server.deps, { userId: member.id });
    const own = await postComment(server, seller.token, announcement.id, 'Je retire ma question');
    const moderated = await postComment(server, reporter.token, announcement.id, 'Message hors sujet');
    expect((await server.gql(DELETE_COMMENT, { id: own }, { token: seller.token })).errors).toBeUndefined();
    expect((await server.gql(DELETE_COMMENT, { id: moderated }, { token: moderator.token })).errors).toBeUndefined();
    const comments = await server.gql<any>(
      AUDIT,
      { filter: { targetType: 'COMMENT', moderatorId: moderator.id } },
      { token: moderator.token },
    );
    // The author's own deletion is not moderation; the moderator's is.
    expect(comments.data.moderationAuditLog.data).toEqual([
      { action: 'DELETE', targetType: 'COMMENT', targetId: moderated, reason: null, moderator: { id: moderator.id } },
    ]);
    const users = await server.gql<any>(
      AUDIT,
      { filter: { targetType: 'USER', action: 'SUSPEND' } },
      { token: moderator.token },
    );
    expect(
      users.data.moderationAuditLog.data.every((entry: { targetType: string }) => entry.targetType === 'USER'),
    ).toBe(true);
  });
});
