/* eslint-disable @typescript-eslint/no-restricted-imports -- the Users tab is tested against the real server (its harness and factories). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createAnnouncement } from '../../../server/modules/announcements/announcements.test-support';
import { createUser } from '../../../server/test/factories';
import { startTestServer, type TestServer } from '../../../server/test/harness';
import { createStudioClient, type StudioConnection, StudioSession } from '../kernel';
import { memoryTokenStore } from '../platform/memory-tokens.test-support';
import { DETAIL_ROWS, usersApi } from './users-api';
import { createUsersDesk } from './users-desk';

describe('the Users and Audit log tabs against the real server', () => {
  let server: TestServer;
  const connections: StudioConnection[] = [];
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => {
    connections.forEach((connection) => connection.dispose());
    await server?.close();
  });

  async function signedIn(roles: string[]) {
    const user = await createUser(server.deps, { roles });
    const session = new StudioSession(memoryTokenStore(), server.url);
    await session.signIn(user.username!, user.password);
    const connection = createStudioClient(session, { webSocketImpl: WebSocket });
    connections.push(connection);
    return { user, api: usersApi(connection.client) };
  }

  it('shows an account’s announcements by status chip and by page, and keeps the view after an action', async () => {
    const { api } = await signedIn(['MODERATOR']);
    const member = await createUser(server.deps);
    const waiting = await createAnnouncement(server.deps, { userId: member.id, status: 'PENDING' });
    for (let index = 0; index < DETAIL_ROWS + 1; index += 1) {
      await createAnnouncement(server.deps, { userId: member.id, title: `Annonce publiée numéro ${index + 1}` });
    }
    const desk = createUsersDesk(api);
    await desk.getState().open(member.id);
    const shown = () => desk.getState().opened!.user!.announcements;
    expect(shown().paginatorInfo).toMatchObject({ total: DETAIL_ROWS + 2, currentPage: 1, lastPage: 2 });

    await desk.getState().showAnnouncements('waiting', 1);
    expect(shown().data.map((announcement) => announcement.id)).toEqual([waiting.id]);
    expect(desk.getState().opened).toMatchObject({ group: 'waiting', page: 1 });

    await desk.getState().showAnnouncements('active', 2);
    expect(shown().paginatorInfo).toMatchObject({ total: DETAIL_ROWS + 1, currentPage: 2 });
    expect(shown().data).toHaveLength(1);
    expect(shown().data.every((announcement) => announcement.status === 'PUBLISHED')).toBe(true);

    // Suspended: the view stays on the online ones, which are none now.
    expect(await desk.getState().suspend('Annonces en double')).toBe(true);
    expect(desk.getState().opened).toMatchObject({ group: 'active', page: 2 });
    expect(shown().paginatorInfo.total).toBe(0);
  });

  it('finds a member, suspends them with a reason, restores them, and the audit log says who did what', async () => {
    const { user: moderator, api } = await signedIn(['MODERATOR']);
    expect(await api.viewerIsSuperAdmin()).toBe(false);
    const word = `membre${Date.now() % 100_000}`;
    const member = await createUser(server.deps, { username: `${word}_lina` });
    const announcement = await createAnnouncement(server.deps, { userId: member.id });
    const desk = createUsersDesk(api);

    await desk.getState().search(word, { suspended: false });
    expect(desk.getState().results).toMatchObject({ status: 'ready', total: 1 });
    expect(desk.getState().results.rows[0]).toMatchObject({ id: member.id, announcementCount: 1, suspendedAt: null });

    await desk.getState().open(member.id);
    expect(desk.getState().opened?.user?.announcements.data).toEqual([
      expect.objectContaining({ id: announcement.id, status: 'PUBLISHED' }),
    ]);
    // An empty reason is refused by the server, with the spec's text.
    expect(await desk.getState().suspend('   ')).toBe(false);
    expect(desk.getState().notice).toMatchObject({ kind: 'failed', text: expect.stringMatching(/500/) });

    expect(await desk.getState().suspend('Arnaques répétées')).toBe(true);
    expect(desk.getState().notice).toEqual({ kind: 'suspended' });
    expect(desk.getState().opened?.user?.suspendedAt).not.toBeNull();
    expect(desk.getState().opened?.user?.announcements.data[0]?.status).toBe('DISABLED');
    // The results were read again: the filter on active accounts leaves them out now.
    expect(desk.getState().results.total).toBe(0);

    await desk.getState().restore();
    expect(desk.getState().opened?.user).toMatchObject({ suspendedAt: null });
    expect(desk.getState().opened?.user?.announcements.data[0]?.status).toBe('PUBLISHED');

    const log = await api.audit({ targetType: 'USER', targetId: member.id }, 1, 10);
    expect(log.rows.map((entry) => [entry.action, entry.reason, entry.moderator?.id])).toEqual([
      ['RESTORE', null, moderator.id],
      ['SUSPEND', 'Arnaques répétées', moderator.id],
    ]);
    expect((await api.audit({ moderatorId: moderator.id, action: 'SUSPEND' }, 1, 10)).total).toBe(1);
  });

  it('grants are for SUPER_ADMIN: a moderator is refused with the spec’s text', async () => {
    const { api: moderatorApi } = await signedIn(['MODERATOR']);
    const { api: adminApi } = await signedIn(['SUPER_ADMIN']);
    expect(await adminApi.viewerIsSuperAdmin()).toBe(true);
    const member = await createUser(server.deps);

    const refused = createUsersDesk(moderatorApi);
    await refused.getState().open(member.id);
    await refused.getState().grant({ kind: 'permission', name: 'can_edit_sitebuild', held: true });
    expect(refused.getState().notice).toEqual({ kind: 'failed', text: 'Accès refusé.' });

    const desk = createUsersDesk(adminApi);
    await desk.getState().open(member.id);
    await desk.getState().grant({ kind: 'permission', name: 'can_edit_sitebuild', held: true });
    await desk.getState().grant({ kind: 'role', name: 'MODERATOR', held: true });
    expect(desk.getState().opened?.user).toMatchObject({
      roles: ['MODERATOR'],
      permissions: ['can_edit_sitebuild'],
    });
    await desk.getState().grant({ kind: 'role', name: 'MODERATOR', held: false });
    expect(desk.getState().opened?.user?.roles).toEqual([]);
  });

  it('switches an announcement’s comments off and deletes a comment', async () => {
    const { api } = await signedIn(['MODERATOR']);
    const owner = await createUser(server.deps);
    const author = await createUser(server.deps);
    const announcement = await createAnnouncement(server.deps, { userId: owner.id });
    const comment = await server.deps.db
      .insertInto('announcement_comments')
      .values({ announcement_id: announcement.id, user_id: author.id, content: 'Prix négociable ?' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await api.comments(announcement.id)).threads.map((thread) => thread.id)).toEqual([comment.id]);
    expect(await api.setComments(announcement.id, false)).toBe(false);
    // Moderators still see them when switched off.
    expect((await api.comments(announcement.id)).total).toBe(1);
    await api.deleteComment(comment.id);
    expect((await api.comments(announcement.id)).total).toBe(0);
    const log = await api.audit({ targetType: 'COMMENT', targetId: comment.id }, 1, 10);
    expect(log.rows.map((entry) => entry.action)).toEqual(['DELETE']);
  });
});
