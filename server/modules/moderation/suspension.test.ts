import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/engines';
import { createUser } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';
import { createAnnouncement } from '../announcements/announcements.test-support';
import { firstError, userWithToken } from '../reactions/reactions.test-support';
import { search } from '../search/search.service';
import { refreshSearchIndexes } from '../search/search.test-support';

const SUSPEND = 'mutation ($id: ID!, $reason: String!) { userSuspend(userId: $id, reason: $reason) { id } }';
const RESTORE = 'mutation ($id: ID!) { userRestore(userId: $id) { id } }';
const ME = '{ me { id } }';
/** A query only members may run. */
const MINE = '{ myAnnouncements { paginatorInfo { total } } }';
const AUDIT = `query ($filter: ModerationAuditFilter) {
  moderationAuditLog(filter: $filter) { data { action targetType targetId reason moderator { id } } }
}`;

describe.each(testEngines)('suspending an account on %s', (engine) => {
  let server: TestServer;
  let moderator: Awaited<ReturnType<typeof userWithToken>>;
  let admin: Awaited<ReturnType<typeof userWithToken>>;
  beforeAll(async () => {
    server = await startTestServer(engine);
    moderator = await userWithToken(server, { roles: ['MODERATOR'] });
    admin = await userWithToken(server, { roles: ['SUPER_ADMIN'] });
  });
  afterAll(async () => {
    await server?.close();
  });

  const statusOf = async (id: string) =>
    (await server.deps.db.selectFrom('announcements').select('status').where('id', '=', id).executeTakeFirstOrThrow())
      .status;
  const found = async (word: string) => {
    await refreshSearchIndexes(server.deps);
    const page = await (await search(server.deps, { q: word })).announcements();
    return page.data.map((card) => card.id);
  };

  it('signs the account out everywhere, hides its announcements from the search, and restores exactly those', async () => {
    const member = await createUser(server.deps);
    const login = await server.post('/login', { username: member.username, password: member.password });
    const tokens = login.body as { token: string; refresh_token: string };
    const word = `suspendu${Date.now() % 100_000}`;
    const published = await createAnnouncement(server.deps, { userId: member.id, title: `Vélo ${word} bleu` });
    const pending = await createAnnouncement(server.deps, {
      userId: member.id,
      title: `Vélo ${word} rouge`,
      status: 'PENDING',
    });
    const archived = await createAnnouncement(server.deps, {
      userId: member.id,
      title: `Vélo ${word} vert`,
      status: 'ARCHIVED',
    });
    expect(await found(word)).toEqual([published.id]);

    const suspended = await server.gql(
      SUSPEND,
      { id: member.id, reason: 'Arnaques signalées' },
      { token: moderator.token },
    );
    expect(suspended.errors).toBeUndefined();
    expect(await found(word)).toEqual([]);
    expect(await statusOf(published.id)).toBe('DISABLED');
    expect(await statusOf(pending.id)).toBe('DISABLED');
    expect(await statusOf(archived.id)).toBe('ARCHIVED');
    // Its access token is refused at once, its refresh token is revoked, and it cannot sign in.
    expect((await server.gql<any>(ME, {}, { token: tokens.token })).data.me).toBeNull();
    expect(firstError(await server.gql(MINE, {}, { token: tokens.token })).code).toBe('UNAUTHENTICATED');
    const refreshed = await server.post('/oauth2/token', {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(refreshed.status).toBeGreaterThanOrEqual(400);
    const again = await server.post('/login', { username: member.username, password: member.password });
    expect(again.status).toBeGreaterThanOrEqual(400);
    // Suspending again changes nothing.
    expect(
      (await server.gql(SUSPEND, { id: member.id, reason: 'Encore' }, { token: moderator.token })).errors,
    ).toBeUndefined();

    // An announcement the owner archived themselves stays archived after the restore; the others come back.
    await server.gql(RESTORE, { id: member.id }, { token: moderator.token });
    expect(await statusOf(published.id)).toBe('PUBLISHED');
    expect(await statusOf(pending.id)).toBe('PENDING');
    expect(await statusOf(archived.id)).toBe('ARCHIVED');
    expect(await found(word)).toEqual([published.id]);
    expect((await server.post('/login', { username: member.username, password: member.password })).status).toBe(200);

    const log = await server.gql<any>(AUDIT, { filter: { targetId: member.id } }, { token: moderator.token });
    expect(log.data.moderationAuditLog.data).toEqual([
      { action: 'RESTORE', targetType: 'USER', targetId: member.id, reason: null, moderator: { id: moderator.id } },
      {
        action: 'SUSPEND',
        targetType: 'USER',
        targetId: member.id,
        reason: 'Arnaques signalées',
        moderator: { id: moderator.id },
      },
    ]);
  });

  it('is for moderators, on members: staff only by a SUPER_ADMIN, never oneself or a SUPER_ADMIN', async () => {
    const member = await userWithToken(server);
    const other = await userWithToken(server);
    const colleague = await userWithToken(server, { roles: ['MODERATOR'] });
    const reason = { reason: 'Test' };
    expect(firstError(await server.gql(SUSPEND, { id: other.id, ...reason })).code).toBe('UNAUTHENTICATED');
    expect(firstError(await server.gql(SUSPEND, { id: other.id, ...reason }, { token: member.token })).code).toBe(
      'FORBIDDEN',
    );
    expect(
      firstError(await server.gql(SUSPEND, { id: colleague.id, ...reason }, { token: moderator.token })).code,
    ).toBe('FORBIDDEN');
    expect(
      firstError(await server.gql(SUSPEND, { id: moderator.id, ...reason }, { token: moderator.token })).code,
    ).toBe('FORBIDDEN');
    expect(firstError(await server.gql(SUSPEND, { id: admin.id, ...reason }, { token: moderator.token })).code).toBe(
      'FORBIDDEN',
    );
    expect(firstError(await server.gql(SUSPEND, { id: '999999999', ...reason }, { token: moderator.token })).code).toBe(
      'USER_NOT_EXIST',
    );
    expect(firstError(await server.gql(SUSPEND, { id: other.id, reason: '  ' }, { token: moderator.token })).code).toBe(
      'BAD_USER_INPUT',
    );
    // A SUPER_ADMIN may suspend a moderator.
    expect((await server.gql(SUSPEND, { id: colleague.id, ...reason }, { token: admin.token })).errors).toBeUndefined();
    expect(firstError(await server.gql(MINE, {}, { token: colleague.token })).code).toBe('UNAUTHENTICATED');
  });
});
