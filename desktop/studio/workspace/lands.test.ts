/* eslint-disable @typescript-eslint/no-restricted-imports -- the land list is tested against the real server (its test harness and factories). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createLand } from '../../../server/modules/sitebuild/sitebuild.test-support';
import { createUser } from '../../../server/test/factories';
import { startTestServer, type TestServer } from '../../../server/test/harness';
import { createStudioClient, type StudioConnection, StudioSession, studioTexts } from '../kernel';
import { loadWorkspace, whyNotEditable } from './lands';
import { memoryTokenStore } from '../platform/memory-tokens.test-support';

describe('the land list', () => {
  it('says why a land cannot be opened: no plan on the land first, then the missing permission', () => {
    expect(whyNotEditable(['can_edit_sitebuild'], [])).toBe('noService');
    expect(whyNotEditable([], ['other-service'])).toBe('noService');
    expect(whyNotEditable([], ['site-builder-basic'])).toBe('noPermission');
    expect(whyNotEditable(['can_edit_sitebuild'], ['site-builder-full'])).toBe('noAccess');
  });

  describe('against the real server', () => {
    let server: TestServer;
    const connections: StudioConnection[] = [];
    beforeAll(async () => {
      server = await startTestServer('pglite');
    });
    afterAll(async () => {
      connections.forEach((connection) => connection.dispose());
      await server?.close();
    });

    async function signedIn(permissions: string[] = []) {
      const user = await createUser(server.deps, { permissions });
      const session = new StudioSession(memoryTokenStore(), server.url);
      await session.signIn(user.username!, user.password);
      const connection = createStudioClient(session, { webSocketImpl: WebSocket });
      connections.push(connection);
      return { user, client: connection.client };
    }

    it('offers the moderation desk to moderators and holders of can_moderate, the store requests to operators', async () => {
      for (const [roles, permissions, expected, operates] of [
        [['MODERATOR'], [], true, false],
        [['ADMIN'], [], true, true],
        [[], ['can_moderate'], true, false],
        [['SUPER_ADMIN'], [], true, true],
        [[], ['can_edit_sitebuild'], false, false],
      ] as const) {
        const user = await createUser(server.deps, { roles: [...roles], permissions: [...permissions] });
        const session = new StudioSession(memoryTokenStore(), server.url);
        await session.signIn(user.username!, user.password);
        const connection = createStudioClient(session, { webSocketImpl: WebSocket });
        connections.push(connection);
        const { user: seen } = await loadWorkspace(connection.client);
        expect(seen.canModerate, roles.join() + permissions.join()).toBe(expected);
        expect(seen.canOperate, roles.join() + permissions.join()).toBe(operates);
      }
    });

    it('lists the user’s stores and markets with the plan they edit each with, or why not', async () => {
      const owner = await signedIn(['can_edit_sitebuild']);
      const colleague = await signedIn();
      const full = await createLand(server.deps, { plan: 'FULL', memberIds: [owner.user.id, colleague.user.id] });
      const basic = await createLand(server.deps, { plan: 'BASIC', memberIds: [owner.user.id] });
      const none = await createLand(server.deps, { plan: null, memberIds: [owner.user.id] });
      const market = await createLand(server.deps, { launchType: 'MARKET', plan: 'FULL', memberIds: [owner.user.id] });

      const workspace = await loadWorkspace(owner.client);
      expect(workspace.user).toEqual({
        id: owner.user.id,
        name: owner.user.username,
        canModerate: false,
        canOperate: false,
        deliveryProviders: [],
      });
      const rows = Object.fromEntries(workspace.lands.map((land) => [`${land.launchType}:${land.id}`, land]));
      expect(workspace.lands).toHaveLength(4);
      expect(rows[`STORE:${full.id}`]).toMatchObject({
        plan: 'FULL',
        why: null,
        name: expect.stringMatching(/^Boutique/),
      });
      expect(rows[`STORE:${full.id}`]!.slug).toMatch(/^boutique-/);
      expect(rows[`STORE:${basic.id}`]).toMatchObject({ plan: 'BASIC', why: null });
      expect(rows[`STORE:${none.id}`]).toMatchObject({ plan: null, why: 'noService' });
      expect(rows[`MARKET:${market.id}`]).toMatchObject({
        plan: 'FULL',
        why: null,
        slug: expect.stringMatching(/^marche-/),
      });

      // A member of the FULL store without the site-builder permission sees the store, and why.
      const theirs = await loadWorkspace(colleague.client);
      expect(theirs.lands).toEqual([
        expect.objectContaining({ id: full.id, launchType: 'STORE', plan: null, why: 'noPermission' }),
      ]);
      expect(studioTexts('fr').t(`workspace.lands.why.noPermission`)).toMatch(/permission/);
    });

    it('a user with no store or market gets an empty list', async () => {
      const nobody = await signedIn();
      expect((await loadWorkspace(nobody.client)).lands).toEqual([]);
    });
  });
});
