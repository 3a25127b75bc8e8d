import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/engines';
import { startTestServer, type TestServer } from '../../test/harness';
import { createAnnouncement } from '../announcements/announcements.test-support';
import { userWithToken } from '../reactions/reactions.test-support';
import { createTestStore } from '../stores/stores.test-support';

/** An id nothing has: operations that pass their guard answer "not found" rather than act. */
const NONE = '999999999';

/** Every moderation operation, with arguments that change nothing. */
const OPERATIONS: Record<string, string> = {
  moderationQueue: '{ moderationQueue(filter: { keywords: "permission-matrix-none" }) { paginatorInfo { total } } }',
  moderationStats: '{ moderationStats { queueSize } }',
  moderationAuditLog: `{ moderationAuditLog(filter: { targetId: "${NONE}" }) { paginatorInfo { total } } }`,
  moderationReports: '{ moderationReports(target: COMMENT, count: 1) { paginatorInfo { total } } }',
  announcementReportList: '{ announcementReportList(count: 1) { paginatorInfo { total } } }',
  moderationLock: `mutation { moderationLock(id: "${NONE}") { waitingSince } }`,
  moderationTakeNext:
    'mutation { moderationTakeNext(filter: { keywords: "permission-matrix-none" }) { waitingSince } }',
  moderationLockRenew: `mutation { moderationLockRenew(ids: ["${NONE}"]) }`,
  moderationRelease: `mutation { moderationRelease(id: "${NONE}") }`,
  moderationReportsResolve: `mutation { moderationReportsResolve(target: ANNOUNCEMENT, targetId: "${NONE}", action: DISMISS) }`,
  moderationCommentsSet: `mutation { moderationCommentsSet(announcementId: "${NONE}", enabled: false) { id } }`,
  announcementReportResolve: `mutation { announcementReportResolve(id: "${NONE}") { id } }`,
  announcementValidationSet: `mutation { announcementValidationSet(id: "${NONE}", status: PUBLISHED) { id } }`,
  announcementDeleteForAdmin: `mutation { announcementDeleteForAdmin(id: "${NONE}", reason: SPAM) { id } }`,
  userSuspend: `mutation { userSuspend(userId: "${NONE}", reason: "matrice") { id } }`,
  userRestore: `mutation { userRestore(userId: "${NONE}") { id } }`,
  moderationUserSearch: `{ moderationUserSearch(q: "${NONE}") { paginatorInfo { total } } }`,
  moderationUser: `{ moderationUser(id: "${NONE}") { id } }`,
};

/** Grants of roles and permissions (the moderators' Users screen offers them to SUPER_ADMIN only). */
const SUPER_ADMIN_OPERATIONS: Record<string, string> = {
  userRoleGrant: `mutation { userRoleGrant(userId: "${NONE}", role: "MODERATOR") { id } }`,
  userRoleRevoke: `mutation { userRoleRevoke(userId: "${NONE}", role: "MODERATOR") { id } }`,
  userPermissionGrant: `mutation { userPermissionGrant(userId: "${NONE}", permission: "can_edit_sitebuild") { id } }`,
  userPermissionRevoke: `mutation { userPermissionRevoke(userId: "${NONE}", permission: "can_edit_sitebuild") { id } }`,
};

/** Who may: every caller but visitors gets FORBIDDEN unless a moderator, an admin, can_moderate or SUPER_ADMIN. */
const CALLERS = [
  'visitor',
  'anonymous',
  'user',
  'announcer',
  'storeMember',
  'siteBuilder',
  'moderator',
  'admin',
  'canModerate',
  'superAdmin',
] as const;
type Caller = (typeof CALLERS)[number];
const ALLOWED: ReadonlySet<Caller> = new Set(['moderator', 'admin', 'canModerate', 'superAdmin']);

describe.each(testEngines)('the moderation permission matrix on %s', (engine) => {
  let server: TestServer;
  const tokens = new Map<Caller, string | undefined>();
  beforeAll(async () => {
    server = await startTestServer(engine);
    tokens.set('visitor', undefined);
    tokens.set('anonymous', (await userWithToken(server, { isAnonymous: true })).token);
    tokens.set('user', (await userWithToken(server)).token);
    const announcer = await userWithToken(server);
    await createAnnouncement(server.deps, { userId: announcer.id });
    tokens.set('announcer', announcer.token);
    const owner = await userWithToken(server);
    const storeMember = await userWithToken(server);
    await createTestStore(server.deps, { ownerId: owner.id, memberIds: [storeMember.id] });
    tokens.set('storeMember', storeMember.token);
    tokens.set('siteBuilder', (await userWithToken(server, { permissions: ['can_edit_sitebuild'] })).token);
    tokens.set('moderator', (await userWithToken(server, { roles: ['MODERATOR'] })).token);
    tokens.set('admin', (await userWithToken(server, { roles: ['ADMIN'] })).token);
    tokens.set('canModerate', (await userWithToken(server, { permissions: ['can_moderate'] })).token);
    tokens.set('superAdmin', (await userWithToken(server, { roles: ['SUPER_ADMIN'] })).token);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Each caller's outcome of one operation, and what it should be. */
  async function matrix(query: string, allowed: ReadonlySet<Caller>) {
    const outcomes: Record<string, string> = {};
    const expected: Record<string, string> = {};
    for (const caller of CALLERS) {
      const token = tokens.get(caller);
      const response = await server.gql(query, {}, token ? { token } : {});
      const code = response.errors?.[0]?.extensions?.code;
      // Past the guard, an operation may still find nothing (a not-found code): that is allowed;
      // a failure of the server is not.
      expect(code).not.toBe('INTERNAL_SERVER_ERROR');
      outcomes[caller] = code === 'UNAUTHENTICATED' || code === 'FORBIDDEN' ? code : 'allowed';
      expected[caller] = allowed.has(caller) ? 'allowed' : caller === 'visitor' ? 'UNAUTHENTICATED' : 'FORBIDDEN';
    }
    return { outcomes, expected };
  }

  it.each(Object.keys(OPERATIONS))('%s: moderators, admins, can_moderate and SUPER_ADMIN only', async (name) => {
    const { outcomes, expected } = await matrix(OPERATIONS[name]!, ALLOWED);
    expect(outcomes).toEqual(expected);
  });

  it.each(Object.keys(SUPER_ADMIN_OPERATIONS))('%s: SUPER_ADMIN only', async (name) => {
    const { outcomes, expected } = await matrix(SUPER_ADMIN_OPERATIONS[name]!, new Set(['superAdmin']));
    expect(outcomes).toEqual(expected);
  });
});
