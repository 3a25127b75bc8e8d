/* eslint-disable @typescript-eslint/no-restricted-imports -- the desk is tested against the real server (its harness and factories). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createAnnouncement } from '../../../server/modules/announcements/announcements.test-support';
import { createUser } from '../../../server/test/factories';
import { startTestServer, type TestServer } from '../../../server/test/harness';
import { createStudioClient, type StudioConnection, StudioSession } from '../kernel';
import { memoryTokenStore } from '../platform/memory-tokens.test-support';
import { createDesk, type Desk } from './desk';
import { deskApi } from './desk-api';

const until = async (check: () => boolean, ms = 5000) => {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('the moderation desk against the real server', () => {
  let server: TestServer;
  let ownerId: string;
  let sequence = 0;
  const connections: StudioConnection[] = [];
  const desks: Desk[] = [];
  beforeAll(async () => {
    server = await startTestServer('pglite');
    ownerId = (await createUser(server.deps)).id;
  });
  afterAll(async () => {
    desks.forEach((desk) => desk.getState().dispose());
    connections.forEach((connection) => connection.dispose());
    await server?.close();
  });

  /** A moderator signed in through the gateway, with a desk filtered to one test's word. */
  async function moderatorDesk(word: string, options: { renewEveryMs?: number } = {}) {
    const user = await createUser(server.deps, { roles: ['MODERATOR'] });
    const session = new StudioSession(memoryTokenStore(), server.url);
    await session.signIn(user.username!, user.password);
    const connection = createStudioClient(session, { webSocketImpl: WebSocket });
    connections.push(connection);
    const desk = createDesk(deskApi(connection.client), options);
    desks.push(desk);
    desk.getState().setFilter({ keywords: word });
    await until(() => desk.getState().queue.status === 'ready');
    return { user, desk, api: deskApi(connection.client) };
  }

  /** Waiting announcements of one test, oldest first, found by a word of their titles. */
  async function waiting(count: number) {
    sequence += 1;
    const word = `desk${sequence}x${Date.now() % 100_000}`;
    const ids: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const created = await createAnnouncement(server.deps, {
        userId: ownerId,
        status: 'PENDING',
        title: `Vélo ${word} ${index}`,
        createdAt: new Date(server.deps.now().getTime() - (count - index) * 60_000),
      });
      ids.push(created.id);
    }
    return { word, ids };
  }

  it('opens the next one by itself after each decision, and skips without getting the skipped back', async () => {
    const { word, ids } = await waiting(3);
    const { desk } = await moderatorDesk(word);
    expect(desk.getState().queue.rows.map((row) => row.announcement.id)).toEqual(ids);

    await desk.getState().takeNext();
    expect(desk.getState().current?.announcement.id).toBe(ids[0]);
    await desk.getState().skip();
    expect(desk.getState().current?.announcement.id).toBe(ids[1]);
    await desk.getState().decide({ kind: 'PUBLISH' });
    expect(desk.getState().current?.announcement.id).toBe(ids[2]);
    await desk.getState().decide({ kind: 'REFUSE', reason: 'SPAM' });
    // Only the skipped one is left, and it is not handed back.
    expect(desk.getState()).toMatchObject({ current: null, empty: true, decided: 2 });
    await until(() => desk.getState().queue.rows.length === 1);
    expect(desk.getState().queue.rows[0]!.announcement.id).toBe(ids[0]);
  });

  it('shows a new announcement in an open queue without being asked, from the server’s queue events', async () => {
    const { word } = await waiting(1);
    const { desk } = await moderatorDesk(word);
    // The subscription is open once the socket answered; an event after that refreshes the queue.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const owner = await createUser(server.deps, { isValidated: true });
    const session = new StudioSession(memoryTokenStore(), server.url);
    await session.signIn(owner.username!, owner.password);
    const created = await server.gql<{ announcementCreate: { id: string } }>(
      `mutation ($input: AnnouncementInput!) { announcementCreate(input: $input) { id } }`,
      {
        input: {
          title: `Vélo ${word} nouveau`,
          description: 'Très bon état, pneus neufs, visible à Bab Ezzouar.',
          categoryId: '1002',
          price: 25000,
          priceUnit: 'UNIT',
          priceType: 'NEGOTIABLE',
          cityIds: ['558'],
        },
      },
      { token: (await session.accessToken())! },
    );
    expect(created.errors).toBeUndefined();
    await until(() => desk.getState().queue.rows.length === 2);
    expect(desk.getState().queue.rows[1]!.announcement.id).toBe(created.data!.announcementCreate.id);
  });

  it('does not publish again one validated already and waiting for a place: it says so, and can still refuse it', async () => {
    const { word, ids } = await waiting(3);
    const queued = ids[0]!;
    await server.deps.db
      .updateTable('announcements')
      .set({ status: 'VALIDATED_QUEUED' })
      .where('id', '=', queued)
      .execute();
    const { desk } = await moderatorDesk(word);
    await until(() => desk.getState().queue.rows.length === 3);
    const statusOf = async (id: string) =>
      (await server.deps.db.selectFrom('announcements').select('status').where('id', '=', id).executeTakeFirstOrThrow())
        .status;

    // Ticked with another: the bulk publication leaves it as it is and says so.
    desk.getState().toggleSelected(queued);
    desk.getState().toggleSelected(ids[1]!);
    await desk.getState().decideSelected({ kind: 'PUBLISH' });
    expect(desk.getState().notice).toEqual({ kind: 'bulk', counts: { done: 1, taken: 0, failed: 0, queued: 1 } });
    expect(await statusOf(queued)).toBe('VALIDATED_QUEUED');
    expect(await statusOf(ids[1]!)).toBe('PUBLISHED');

    // Opened: publishing is not sent (the server would refuse it); refusing is.
    await desk.getState().open(queued);
    expect(desk.getState().current?.announcement.status).toBe('VALIDATED_QUEUED');
    await desk.getState().decide({ kind: 'PUBLISH' });
    expect(desk.getState()).toMatchObject({ notice: { kind: 'queued' }, current: { announcement: { id: queued } } });
    expect(await statusOf(queued)).toBe('VALIDATED_QUEUED');
    await desk.getState().decide({ kind: 'REFUSE', reason: 'SPAM' });
    expect(await statusOf(queued)).toBe('DISABLED');
  });

  it('opens a reported announcement from its reports: the reports’ reason first, a deletion resolves them and stays', async () => {
    const { word, ids } = await waiting(2);
    const reported = await createAnnouncement(server.deps, { userId: ownerId, title: `Vélo ${word} signalé` });
    for (const reason of ['SPAM', 'INAPPROPRIATE', 'INAPPROPRIATE'] as const) {
      const reporter = await createUser(server.deps);
      await server.deps.db
        .insertInto('announcement_reports')
        .values({ announcement_id: reported.id, user_id: reporter.id, reason, message: null, created_at: new Date() })
        .execute();
    }
    const { desk } = await moderatorDesk(word);
    await desk.getState().takeNext();
    expect(desk.getState()).toMatchObject({ origin: 'queue', current: { announcement: { id: ids[0] } } });

    await desk.getState().open(reported.id, {
      reasons: [
        { reason: 'INAPPROPRIATE', count: 2 },
        { reason: 'SPAM', count: 1 },
      ],
    });
    expect(desk.getState()).toMatchObject({
      origin: 'reports',
      current: { announcement: { id: reported.id, status: 'PUBLISHED' } },
    });
    expect(desk.getState().reasonOrder[0]).toBe('INAPPROPRIATE_CONTENT');
    // Published already: publishing is not offered, and the desk says why.
    await desk.getState().decide({ kind: 'PUBLISH' });
    expect(desk.getState().notice).toEqual({ kind: 'online' });

    await desk.getState().decide({ kind: 'DELETE', reason: 'INAPPROPRIATE_CONTENT' });
    expect(desk.getState()).toMatchObject({
      current: null,
      origin: 'reports',
      notice: { kind: 'reportsResolved', counts: { done: 3 } },
    });
    const open = await server.deps.db
      .selectFrom('announcement_reports')
      .select('id')
      .where('announcement_id', '=', reported.id)
      .where('resolved_at', 'is', null)
      .execute();
    expect(open).toEqual([]);
    const status = await server.deps.db
      .selectFrom('announcements')
      .select('status')
      .where('id', '=', reported.id)
      .executeTakeFirstOrThrow();
    expect(status.status).toBe('DELETED');
    // The queue's next one is not taken meanwhile; taking it goes back to the usual order.
    await desk.getState().takeNext();
    expect(desk.getState()).toMatchObject({ origin: 'queue', current: { announcement: { id: ids[0] } } });
    expect(desk.getState().reasonOrder[0]).toBe('SPAM');
  });

  it('says so when another moderator holds what it opens, and counts what a bulk decision could not take', async () => {
    const { word, ids } = await waiting(3);
    const mine = await moderatorDesk(word);
    const theirs = await moderatorDesk(word);
    await theirs.api.lock(ids[1]!);

    await mine.desk.getState().open(ids[1]!);
    expect(mine.desk.getState()).toMatchObject({ current: null, notice: { kind: 'taken' } });

    for (const id of ids) mine.desk.getState().toggleSelected(id);
    await mine.desk.getState().decideSelected({ kind: 'PUBLISH' });
    expect(mine.desk.getState().notice).toEqual({ kind: 'bulk', counts: { done: 2, taken: 1, failed: 0 } });
    expect(mine.desk.getState().selected).toEqual([]);
    expect(mine.desk.getState().queue.rows.map((row) => row.announcement.id)).toEqual([ids[1]]);
  });

  it('reads the queue again when a refresh is asked while an older one is still on its way', async () => {
    const { word, ids } = await waiting(1);
    const mine = await moderatorDesk(word);
    const theirs = await moderatorDesk(word);
    // The queue's next answer is held on its way back: the server read it before the decision.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let holding = true;
    const realFetch = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      const response = await realFetch(input, init);
      const body = typeof init?.body === 'string' ? init.body : '';
      if (holding && body.includes('ModerationQueue(')) {
        holding = false;
        await held;
      }
      return response;
    };
    try {
      const older = mine.desk.getState().refresh();
      await until(() => !holding);
      await theirs.api.lock(ids[0]!);
      await theirs.api.publish(ids[0]!);
      const newer = mine.desk.getState().refresh();
      release();
      await Promise.all([older, newer]);
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(mine.desk.getState().queue.rows).toEqual([]);
  });

  it('renews the open announcement’s lock, and says when the lock was lost anyway', async () => {
    const { word, ids } = await waiting(1);
    const { desk } = await moderatorDesk(word, { renewEveryMs: 100 });
    await desk.getState().takeNext();
    const firstExpiry = new Date(desk.getState().current!.lockExpiresAt!).getTime();
    // Renewals every 100 ms push the lock's end later (waited for: a busy machine is slow to run them).
    const lockEnd = async () => {
      const lock = await server.deps.db
        .selectFrom('moderation_locks')
        .select('expires_at')
        .where('announcement_id', '=', ids[0]!)
        .executeTakeFirstOrThrow();
      return new Date(lock.expires_at).getTime();
    };
    const started = Date.now();
    while ((await lockEnd()) <= firstExpiry) {
      if (Date.now() - started > 10_000) throw new Error('the lock was never renewed');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    // The lock is gone behind the desk's back (it lapsed while the computer slept).
    await server.deps.db.deleteFrom('moderation_locks').where('announcement_id', '=', ids[0]!).execute();
    await until(() => desk.getState().notice?.kind === 'lockLost');
    expect(desk.getState().current).toBeNull();
  });
});
