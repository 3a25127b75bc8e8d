import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { testEngines } from '../../test/engines';
import { createUser } from '../../test/factories';
import { tokenFor } from '../users/users.test-support';
import { createAnnouncement, TEST_CATEGORIES } from './announcements.test-support';
import { expireAnnouncements } from './status.service';

const DAY = 24 * 60 * 60 * 1000;

describe.each(testEngines)('announcement statuses on %s', (engine) => {
  let server: TestServer;
  let owner: { id: string; token: string };
  let moderatorToken: string;
  let moderatorId: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    const o = await createUser(server.deps);
    owner = { id: o.id, token: await tokenFor(server, o.id) };
    const m = await createUser(server.deps, { permissions: ['can_moderate'] });
    moderatorId = m.id;
    moderatorToken = await tokenFor(server, m.id);
  });
  afterAll(async () => {
    await server?.close();
  });

  const ownerCall = (mutation: string, ids: string[], extra = '', token = owner.token) =>
    server.gql<Record<string, { id: string; status: string }[]>>(
      `mutation ($ids: [ID!]!) { ${mutation}(ids: $ids${extra}) { id status } }`,
      { ids },
      { token, headers: { 'accept-language': 'fr' } },
    );
  const validation = (id: string, status: string, reason?: string) =>
    server.gql<{ announcementValidationSet: { status: string } }>(
      `mutation ($id: ID!, $status: ValidationStatus!, $reason: ModeratorDeleteReason) {
        announcementValidationSet(id: $id, status: $status, reason: $reason) { status }
      }`,
      { id, status, reason },
      { token: moderatorToken },
    );
  const statusOf = async (id: string) =>
    (await server.deps.db.selectFrom('announcements').select('status').where('id', '=', id).executeTakeFirstOrThrow())
      .status;
  const changelog = (id: string) =>
    server.deps.db
      .selectFrom('announcement_changelog')
      .select(['action', 'status_from', 'status_to', 'reason', 'user_id'])
      .where('announcement_id', '=', id)
      .orderBy('id')
      .execute();

  it('archives, restores, refreshes and deletes with a reason, recording who did what', async () => {
    const { id } = await createAnnouncement(server.deps, { userId: owner.id, refreshedAt: new Date(Date.now() - DAY) });
    expect((await ownerCall('announcementDisable', [id])).data?.announcementDisable).toEqual([
      { id, status: 'ARCHIVED' },
    ]);
    expect((await ownerCall('announcementRestore', [id])).data?.announcementRestore).toEqual([
      { id, status: 'PUBLISHED' },
    ]);
    const before = await server.deps.db
      .selectFrom('announcements')
      .select(['refreshed_at', 'expires_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect((await ownerCall('announcementRefresh', [id])).errors).toBeUndefined();
    const after = await server.deps.db
      .selectFrom('announcements')
      .select(['refreshed_at', 'expires_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(after.refreshed_at.getTime()).toBeGreaterThan(before.refreshed_at.getTime());
    expect(after.expires_at!.getTime()).toBe(after.refreshed_at.getTime() + 60 * DAY);
    const deleted = await ownerCall('announcementDelete', [id], ', reason: SOLD_BY_SOUK');
    expect(deleted.data?.announcementDelete).toEqual([{ id, status: 'DELETED' }]);
    expect(await changelog(id)).toEqual([
      { action: 'DEACTIVATE', status_from: 'PUBLISHED', status_to: 'ARCHIVED', reason: null, user_id: owner.id },
      { action: 'RESTORE', status_from: 'ARCHIVED', status_to: 'PUBLISHED', reason: null, user_id: owner.id },
      { action: 'REFRESH', status_from: 'PUBLISHED', status_to: 'PUBLISHED', reason: null, user_id: owner.id },
      { action: 'DELETE', status_from: 'PUBLISHED', status_to: 'DELETED', reason: 'SOLD_BY_SOUK', user_id: owner.id },
    ]);
    // The owner may undo their own deletion.
    expect((await ownerCall('announcementRestore', [id])).data?.announcementRestore?.[0]?.status).toBe('PUBLISHED');
  });

  it('says "action impossible" where the status forbids the action, and changes nothing of the batch', async () => {
    const active = await createAnnouncement(server.deps, { userId: owner.id });
    const pending = await createAnnouncement(server.deps, { userId: owner.id, status: 'PENDING' });
    const result = await ownerCall('announcementRefresh', [active.id, pending.id]);
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'ANNOUNCEMENT/ACTION_IMPOSSIBLE', status: 'PENDING' });
    expect(result.errors?.[0]?.message).toBe('Action impossible : cette annonce est PENDING.');
    expect(await changelog(active.id)).toEqual([]);

    const restoreActive = await ownerCall('announcementRestore', [active.id]);
    expect(restoreActive.errors?.[0]?.extensions?.code).toBe('ANNOUNCEMENT/ACTION_IMPOSSIBLE');
  });

  it('acts only on the caller’s own announcements', async () => {
    const stranger = await createUser(server.deps);
    const { id } = await createAnnouncement(server.deps, { userId: owner.id });
    const result = await ownerCall('announcementDisable', [id], '', await tokenFor(server, stranger.id));
    expect(result.errors?.[0]?.extensions?.code).toBe('ANNOUNCEMENT/NOT_FOUND');
    expect(await statusOf(id)).toBe('PUBLISHED');
  });

  it('validates, locks and refuses as a moderator; members cannot', async () => {
    const { id } = await createAnnouncement(server.deps, { userId: owner.id, status: 'PENDING' });
    const asOwner = await server.gql(
      `mutation ($id: ID!) { announcementValidationSet(id: $id, status: PUBLISHED) { status } }`,
      { id },
      { token: owner.token },
    );
    expect(asOwner.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await validation(id, 'LOCKED')).data!.announcementValidationSet.status).toBe('LOCKED');
    expect((await validation(id, 'PUBLISHED')).data!.announcementValidationSet.status).toBe('PUBLISHED');
    expect((await validation(id, 'DISABLED', 'MISLEADING_PRICE')).data!.announcementValidationSet.status).toBe(
      'DISABLED',
    );
    const rows = await changelog(id);
    expect(rows.map((r) => [r.action, r.status_to, r.user_id])).toEqual([
      ['VALIDATE', 'LOCKED', moderatorId],
      ['VALIDATE', 'PUBLISHED', moderatorId],
      ['DEACTIVATE', 'DISABLED', moderatorId],
    ]);
    expect(rows[2]!.reason).toBe('MISLEADING_PRICE');
    // Locking is only for announcements waiting for validation.
    const again = await validation(id, 'LOCKED');
    expect(again.errors?.[0]?.extensions?.code).toBe('ANNOUNCEMENT/ACTION_IMPOSSIBLE');
  });

  it('queues validated announcements beyond the category maximum and publishes them when a place frees', async () => {
    const seller = await createUser(server.deps);
    const token = await tokenFor(server, seller.id);
    // Voitures allow 20 active announcements per member.
    const active: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      active.push((await createAnnouncement(server.deps, { userId: seller.id, categoryId: TEST_CATEGORIES.cars })).id);
    }
    const waiting = await createAnnouncement(server.deps, {
      userId: seller.id,
      categoryId: TEST_CATEGORIES.cars,
      status: 'PENDING',
    });
    expect((await validation(waiting.id, 'PUBLISHED')).data!.announcementValidationSet.status).toBe('VALIDATED_QUEUED');
    // Another category is not affected.
    const bike = await createAnnouncement(server.deps, { userId: seller.id, status: 'PENDING' });
    expect((await validation(bike.id, 'PUBLISHED')).data!.announcementValidationSet.status).toBe('PUBLISHED');

    await ownerCall('announcementDisable', [active[0]!], '', token);
    expect(await statusOf(waiting.id)).toBe('PUBLISHED');
    const rows = await changelog(waiting.id);
    expect(rows.at(-1)).toMatchObject({ action: 'VALIDATE', status_from: 'VALIDATED_QUEUED', status_to: 'PUBLISHED' });
    expect(rows.at(-1)!.user_id).toBeNull();

    // Restoring the archived one now finds the category full again: it waits its turn.
    const restored = await ownerCall('announcementRestore', [active[0]!], '', token);
    expect(restored.data?.announcementRestore?.[0]?.status).toBe('VALIDATED_QUEUED');
  });

  it('lets moderators delete for good: the owner cannot restore it', async () => {
    const { id } = await createAnnouncement(server.deps, { userId: owner.id });
    const deleted = await server.gql<{ announcementDeleteForAdmin: { status: string; deleteReason: string } }>(
      `mutation ($id: ID!) { announcementDeleteForAdmin(id: $id, reason: SCAM) { status deleteReason } }`,
      { id },
      { token: moderatorToken },
    );
    expect(deleted.data!.announcementDeleteForAdmin).toEqual({ status: 'DELETED', deleteReason: 'SCAM' });
    const restore = await ownerCall('announcementRestore', [id]);
    expect(restore.errors?.[0]?.extensions?.code).toBe('ANNOUNCEMENT/ACTION_IMPOSSIBLE');
  });

  it('expires announcements whose lifetime ran out, and the owner can refresh them back', async () => {
    const seller = await createUser(server.deps);
    const old = await createAnnouncement(server.deps, {
      userId: seller.id,
      refreshedAt: new Date(Date.now() - 59 * DAY),
    });
    const fresh = await createAnnouncement(server.deps, { userId: seller.id });
    expect(await expireAnnouncements(server.deps)).toBe(0);
    server.advanceClock(2 * DAY);
    expect(await expireAnnouncements(server.deps, 1)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(old.id)).toBe('EXPIRED');
    expect(await statusOf(fresh.id)).toBe('PUBLISHED');
    expect((await changelog(old.id)).at(-1)).toMatchObject({
      action: 'DEACTIVATE',
      status_to: 'EXPIRED',
      user_id: null,
    });
    // Access tokens live 15 minutes: sign them again at the moved time.
    const token = await tokenFor(server, seller.id);
    owner.token = await tokenFor(server, owner.id);
    const refreshed = await ownerCall('announcementRefresh', [old.id], '', token);
    expect(refreshed.data?.announcementRefresh?.[0]?.status).toBe('PUBLISHED');
  });

  it('refuses more than 100 announcements at once and malformed ids', async () => {
    const many = Array.from({ length: 101 }, (_, i) => String(i + 1));
    expect((await ownerCall('announcementDisable', many)).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await ownerCall('announcementDisable', ['x1'])).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
