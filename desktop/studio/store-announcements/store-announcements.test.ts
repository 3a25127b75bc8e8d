/* eslint-disable @typescript-eslint/no-restricted-imports -- tested against the real server (its harness and factories). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createAnnouncement } from '../../../server/modules/announcements/announcements.test-support';
import { createTestStore } from '../../../server/modules/stores/stores.test-support';
import { createUser } from '../../../server/test/factories';
import { startTestServer, type TestServer } from '../../../server/test/harness';
import { algerianDay } from '../../../shared/domain/statistics';
import { ApiError, createStudioClient, StudioSession, type StudioConnection } from '../kernel';
import { memoryTokenStore } from '../platform/memory-tokens.test-support';
import { allowedActions, createAnnouncementList } from './list-store';
import { createStatistics } from './statistics-store';
import { storeStudioApi, type StoreStudioApi } from './store-api';

describe('the store studio against the real server', () => {
  let server: TestServer;
  let storeId: string;
  let ownerApi: StoreStudioApi;
  let outsiderApi: StoreStudioApi;
  let ownerId: string;
  const connections: StudioConnection[] = [];

  async function signedIn(roles?: string[]) {
    const user = await createUser(server.deps, roles ? { roles } : {});
    const session = new StudioSession(memoryTokenStore(), server.url);
    await session.signIn(user.username!, user.password);
    const connection = createStudioClient(session, { webSocketImpl: WebSocket });
    connections.push(connection);
    return { user, api: storeStudioApi(connection.client) };
  }

  beforeAll(async () => {
    server = await startTestServer('pglite');
    const owner = await signedIn();
    ownerId = owner.user.id;
    ownerApi = owner.api;
    outsiderApi = (await signedIn()).api;
    storeId = (await createTestStore(server.deps, { ownerId, name: 'Cycles Studio' })).id;
  });
  afterAll(async () => {
    connections.forEach((connection) => connection.dispose());
    await server?.close();
  });

  it('lists, deletes with a reason, and shows the server’s "action impossible" for a forbidden bulk action', async () => {
    const base = Date.now() - 60_000;
    const make = (title: string, status: 'PUBLISHED' | 'ARCHIVED', n: number) =>
      createAnnouncement(server.deps, {
        userId: ownerId,
        storeId,
        title,
        status,
        createdAt: new Date(base + n * 1000),
      });
    const bike = await make('Vélo de ville', 'PUBLISHED', 1);
    const helmet = await make('Casque intégral', 'PUBLISHED', 2);
    const archived = await make('Vélo archivé', 'ARCHIVED', 3);

    const list = createAnnouncementList(ownerApi, storeId);
    await list.getState().load();
    expect(list.getState().list.rows.map((row) => row.id)).toEqual([archived.id, helmet.id, bike.id]);
    expect(allowedActions('ARCHIVED')).toEqual(['restore', 'delete']);
    expect(allowedActions('DELETED')).toEqual(['restore']);

    list.getState().setGroup('active');
    await until(() => list.getState().list.status === 'ready');
    expect(list.getState().list.rows.map((row) => row.id)).toEqual([helmet.id, bike.id]);
    list.getState().setQuery('vélo');
    await until(() => list.getState().list.status === 'ready');
    expect(list.getState().list.rows.map((row) => row.id)).toEqual([bike.id]);
    list.getState().setQuery('');
    await until(() => list.getState().list.status === 'ready');

    // Deleting asks for a reason first; then the row leaves the active list.
    await list.getState().act('delete', [bike.id]);
    expect(list.getState().deleting).toEqual([bike.id]);
    await list.getState().confirmDelete('SOLD_BY_SOUK');
    expect(list.getState().notice).toEqual({ kind: 'done', action: 'delete', count: 1 });
    expect(list.getState().list.rows.map((row) => row.id)).toEqual([helmet.id]);

    // Restoring a published one with a deleted one: the server refuses all of it, with its text.
    list.getState().setGroup('all');
    await until(() => list.getState().list.status === 'ready');
    const deleted = list.getState().list.rows.find((row) => row.id === bike.id)!;
    expect(deleted).toMatchObject({ status: 'DELETED', deleteReason: 'SOLD_BY_SOUK' });
    list.getState().toggle(bike.id);
    list.getState().toggle(helmet.id);
    await list.getState().act('restore', list.getState().selected);
    const notice = list.getState().notice;
    expect(notice).toMatchObject({ kind: 'impossible', status: 'PUBLISHED', action: 'restore' });
    expect(notice?.kind === 'impossible' && notice.message).toMatch(/PUBLISHED/);
    expect(list.getState().list.rows.find((row) => row.id === bike.id)!.status).toBe('DELETED');

    // The deleted one alone comes back.
    await list.getState().act('restore', [bike.id]);
    expect(list.getState().list.rows.find((row) => row.id === bike.id)!.status).toBe('PUBLISHED');
  });

  it('loads the statistics of the store and of an announcement over presets, and checks typed periods first', async () => {
    const { id } = await createAnnouncement(server.deps, { userId: ownerId, storeId, title: 'Vélo compté' });
    await server.deps.db
      .insertInto('phone_reveals')
      .values({ announcement_id: id, user_id: null, visitor: 'ip:studio-test', created_at: server.deps.now() })
      .execute();
    const stats = createStatistics(ownerApi, { kind: 'store', storeId });
    await stats.getState().load();
    const series = stats.getState().series;
    expect(series.status).toBe('ready');
    expect(series.data!.days).toHaveLength(30);
    expect(series.data!.days.at(-1)).toMatchObject({ day: algerianDay(new Date()), phoneReveals: 1 });
    expect(series.data!.totals.followers).toBe(0);

    stats.getState().setPreset(7);
    await until(() => stats.getState().series.data?.days.length === 7);
    stats.getState().setTarget({ kind: 'announcement', id, title: 'Vélo compté' });
    await until(
      () => stats.getState().series.status === 'ready' && stats.getState().series.data?.totals.followers === null,
    );
    expect(stats.getState().series.data!.totals.phoneReveals).toBe(1);

    stats.getState().setCustom({ from: '2026-05-02', to: '2026-05-01' });
    expect(stats.getState()).toMatchObject({ preset: 'custom', problem: 'reversed' });
  });

  it('refuses another member: the server decides, whatever the studio shows', async () => {
    await expect(outsiderApi.list(storeId, { statuses: [], q: '', page: 1, count: 24 })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    const { id } = await createAnnouncement(server.deps, { userId: ownerId, storeId });
    const refused = await outsiderApi.act('disable', [id]).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ code: 'ANNOUNCEMENT/NOT_FOUND' });
    await expect(outsiderApi.storeStatistics(storeId, { from: '2026-05-01', to: '2026-05-07' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});

async function until(check: () => boolean, ms = 5000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
