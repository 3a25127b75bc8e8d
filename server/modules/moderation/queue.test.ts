import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { MODERATION_LIMITS } from '../../../shared/domain/moderation';
import { testEngines } from '../../test/engines';
import { startTestServer, type TestServer } from '../../test/harness';
import { bikeInput, createAnnouncement, TEST_CATEGORIES } from '../announcements/announcements.test-support';
import { firstError, userWithToken } from '../reactions/reactions.test-support';

const QUEUE = `query ($filter: ModerationQueueFilter, $page: Int, $count: Int) {
  moderationQueue(filter: $filter, page: $page, count: $count) {
    data { announcement { id title status } waitingSince lockedBy { id } lockExpiresAt }
    paginatorInfo { total }
  }
}`;
const TAKE = `mutation ($filter: ModerationQueueFilter, $exclude: [ID!]) {
  moderationTakeNext(filter: $filter, exclude: $exclude) { announcement { id status } lockedBy { id } }
}`;
const LOCK =
  'mutation ($id: ID!) { moderationLock(id: $id) { announcement { id status } lockedBy { id } lockExpiresAt } }';
const RENEW = 'mutation ($ids: [ID!]!) { moderationLockRenew(ids: $ids) }';
const RELEASE = 'mutation ($id: ID!) { moderationRelease(id: $id) }';
const DECIDE = `mutation ($id: ID!, $status: ValidationStatus!, $reason: ModeratorDeleteReason) {
  announcementValidationSet(id: $id, status: $status, reason: $reason) { id status }
}`;
const STATS = '{ moderationStats { queueSize locked myLocked oldestWaitingSince decisionsToday myDecisionsToday } }';
const AUDIT = `query ($filter: ModerationAuditFilter) {
  moderationAuditLog(filter: $filter) { data { action reason targetId moderator { id } createdAt } paginatorInfo { total } }
}`;
const CREATE = 'mutation ($input: AnnouncementInput!) { announcementCreate(input: $input) { id status } }';

type User = Awaited<ReturnType<typeof userWithToken>>;
interface QueueEntry {
  announcement: { id: string; title: string; status: string };
  waitingSince: string;
  lockedBy: { id: string } | null;
  lockExpiresAt: string | null;
}

describe.each(testEngines)('the moderation queue on %s', (engine) => {
  let server: TestServer;
  let owner: User;
  let first: User;
  let second: User;
  let sequence = 0;
  beforeAll(async () => {
    server = await startTestServer(engine);
    owner = await userWithToken(server);
    first = await userWithToken(server, { roles: ['MODERATOR'] });
    second = await userWithToken(server, { roles: ['MODERATOR'] });
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Announcements of one test, found again by a word of their titles (the queue is shared). */
  function batch() {
    sequence += 1;
    const word = `lot${sequence}x${Date.now() % 100_000}`;
    const filter = { keywords: word };
    const add = (minutesAgo: number, input: Partial<Parameters<typeof createAnnouncement>[1]> = {}) =>
      createAnnouncement(server.deps, {
        userId: owner.id,
        status: 'PENDING',
        title: `Vélo ${word} ${minutesAgo}`,
        createdAt: new Date(server.deps.now().getTime() - minutesAgo * 60_000),
        ...input,
      });
    return { word, filter, add };
  }

  async function queue(token: string, filter: Record<string, unknown>): Promise<QueueEntry[]> {
    const response = await server.gql<{ moderationQueue: { data: QueueEntry[] } }>(QUEUE, { filter }, { token });
    expect(response.errors).toBeUndefined();
    return response.data!.moderationQueue.data;
  }

  it('lists what waits for a decision, oldest first, narrowed by the filters; to moderators only', async () => {
    const { filter, add } = batch();
    const middle = await add(20);
    const oldest = await add(30);
    const newest = await add(10, { categoryId: TEST_CATEGORIES.smartphones });
    await add(40, { status: 'PUBLISHED' });
    expect((await queue(first.token, filter)).map((entry) => entry.announcement.id)).toEqual([
      oldest.id,
      middle.id,
      newest.id,
    ]);
    const bikes = await queue(first.token, { ...filter, categoryId: String(TEST_CATEGORIES.bikes) });
    expect(bikes.map((entry) => entry.announcement.id)).toEqual([oldest.id, middle.id]);
    expect(await queue(first.token, { ...filter, origin: 'STORE' })).toEqual([]);
    expect(await queue(first.token, { ...filter, regionId: '1' })).toEqual([]);

    expect(firstError(await server.gql(QUEUE, { filter })).code).toBe('UNAUTHENTICATED');
    expect(firstError(await server.gql(QUEUE, { filter }, { token: owner.token })).code).toBe('FORBIDDEN');
    expect(firstError(await server.gql(TAKE, { filter }, { token: owner.token })).code).toBe('FORBIDDEN');
    expect(firstError(await server.gql(STATS, {}, { token: owner.token })).code).toBe('FORBIDDEN');
    expect(firstError(await server.gql(AUDIT, {}, { token: owner.token })).code).toBe('FORBIDDEN');
  });

  it('two moderators taking the next one at once never get the same announcement', async () => {
    const { filter, add } = batch();
    const ids = new Set<string>();
    for (let index = 0; index < 6; index += 1) ids.add((await add(60 - index)).id);
    const take = async (user: User) => {
      const response = await server.gql<{
        moderationTakeNext: { announcement: { id: string; status: string } } | null;
      }>(TAKE, { filter }, { token: user.token });
      expect(response.errors).toBeUndefined();
      return response.data!.moderationTakeNext;
    };
    const taken: string[] = [];
    for (let round = 0; round < 3; round += 1) {
      const [mine, theirs] = await Promise.all([take(first), take(second)]);
      expect(mine!.announcement.status).toBe('LOCKED');
      taken.push(mine!.announcement.id, theirs!.announcement.id);
    }
    expect(new Set(taken)).toEqual(ids);
    expect(await take(first)).toBeNull();

    // Each holds their own: the other can neither open nor decide it.
    const held = (await queue(first.token, filter)).find((entry) => entry.lockedBy?.id === second.id)!;
    const refused = await server.gql(LOCK, { id: held.announcement.id }, { token: first.token });
    expect(firstError(refused).code).toBe('MODERATION/TAKEN');
    expect(refused.errors![0]!.extensions).toMatchObject({ lockedBy: second.id });
    const decision = await server.gql(
      DECIDE,
      { id: held.announcement.id, status: 'PUBLISHED' },
      { token: first.token },
    );
    expect(firstError(decision).code).toBe('MODERATION/TAKEN');
  });

  it('a skipped announcement is let go and not handed back to the moderator who skipped it', async () => {
    const { filter, add } = batch();
    const older = await add(30);
    const newer = await add(20);
    const take = async (exclude: string[]) => {
      const response = await server.gql<{ moderationTakeNext: { announcement: { id: string } } | null }>(
        TAKE,
        { filter, exclude },
        { token: first.token },
      );
      expect(response.errors).toBeUndefined();
      return response.data!.moderationTakeNext?.announcement.id ?? null;
    };
    expect(await take([])).toBe(older.id);
    expect((await server.gql(RELEASE, { id: older.id }, { token: first.token })).errors).toBeUndefined();
    // Without `exclude` the oldest (just let go) would come straight back.
    expect(await take([older.id])).toBe(newer.id);
    expect(await take([older.id, newer.id])).toBeNull();
    // Another moderator still gets it: the skip is the skipper's alone.
    const theirs = await server.gql<{ moderationTakeNext: { announcement: { id: string } } }>(
      TAKE,
      { filter },
      { token: second.token },
    );
    expect(theirs.data!.moderationTakeNext.announcement.id).toBe(older.id);
    const badId = await server.gql(TAKE, { filter, exclude: ['x'] }, { token: first.token });
    expect(firstError(badId).code).toBe('BAD_USER_INPUT');
  });

  it('a lock nobody renews expires: the announcement is PENDING again, for anyone', async () => {
    const { filter, add } = batch();
    const { id } = await add(5);
    const locked = await server.gql<any>(LOCK, { id }, { token: first.token });
    expect(locked.data.moderationLock).toMatchObject({
      announcement: { status: 'LOCKED' },
      lockedBy: { id: first.id },
    });

    // Renewed half-way: still held after the first period.
    server.advanceClock(MODERATION_LIMITS.lockMs / 2);
    expect((await server.gql<any>(RENEW, { ids: [id] }, { token: first.token })).data.moderationLockRenew).toBe(1);
    server.advanceClock(MODERATION_LIMITS.lockMs / 2 + 1000);
    expect(firstError(await server.gql(LOCK, { id }, { token: second.token })).code).toBe('MODERATION/TAKEN');

    // Then the studio goes quiet: the lock lapses.
    server.advanceClock(MODERATION_LIMITS.lockMs);
    const [entry] = await queue(second.token, filter);
    expect(entry).toMatchObject({ announcement: { id, status: 'PENDING' }, lockedBy: null });
    const taken = await server.gql<any>(LOCK, { id }, { token: second.token });
    expect(taken.data.moderationLock.lockedBy).toEqual({ id: second.id });
    const log = await server.gql<any>(AUDIT, { filter: { targetId: id, action: 'RELEASE' } }, { token: second.token });
    expect(log.data.moderationAuditLog.data).toEqual([
      expect.objectContaining({ action: 'RELEASE', reason: 'EXPIRED', moderator: { id: first.id } }),
    ]);

    // Let go by hand: PENDING again at once.
    expect((await server.gql<any>(RELEASE, { id }, { token: second.token })).data.moderationRelease).toBe(true);
    expect((await queue(first.token, filter))[0]).toMatchObject({
      announcement: { status: 'PENDING' },
      lockedBy: null,
    });
  });

  it('an announcement LOCKED that nobody holds waits again as PENDING, free for anyone', async () => {
    const { filter, add } = batch();
    const orphan = await add(40, { status: 'LOCKED' });
    expect(await queue(first.token, filter)).toEqual([
      expect.objectContaining({
        announcement: expect.objectContaining({ id: orphan.id, status: 'PENDING' }),
        lockedBy: null,
      }),
    ]);
    const taken = await server.gql<any>(TAKE, { filter }, { token: second.token });
    expect(taken.data.moderationTakeNext).toMatchObject({
      announcement: { id: orphan.id, status: 'LOCKED' },
      lockedBy: { id: second.id },
    });
    // Held for real now: it stays LOCKED.
    expect((await queue(first.token, filter))[0]).toMatchObject({
      announcement: { status: 'LOCKED' },
      lockedBy: { id: second.id },
    });
  });

  it('a decision ends the lock, leaves the queue, and is audited and counted', async () => {
    const { filter, add } = batch();
    const refused = await add(15);
    const validated = await add(14);
    const before = (await server.gql<any>(STATS, {}, { token: first.token })).data.moderationStats;
    const otherBefore = (await server.gql<any>(STATS, {}, { token: second.token })).data.moderationStats;

    await server.gql(TAKE, { filter }, { token: first.token });
    // The held counter is the caller's own: one for the first moderator, none for the second.
    const holding = (await server.gql<any>(STATS, {}, { token: first.token })).data.moderationStats;
    expect(holding.myLocked).toBe(before.myLocked + 1);
    expect(holding.locked).toBeGreaterThanOrEqual(holding.myLocked);
    const other = (await server.gql<any>(STATS, {}, { token: second.token })).data.moderationStats;
    expect(other.myLocked).toBe(otherBefore.myLocked);
    const decision = await server.gql<any>(
      DECIDE,
      { id: refused.id, status: 'DISABLED', reason: 'SPAM' },
      { token: first.token },
    );
    expect(decision.data.announcementValidationSet.status).toBe('DISABLED');
    const ok = await server.gql<any>(DECIDE, { id: validated.id, status: 'PUBLISHED' }, { token: first.token });
    expect(ok.data.announcementValidationSet.status).toBe('PUBLISHED');
    expect(await queue(first.token, filter)).toEqual([]);

    const log = await server.gql<any>(AUDIT, { filter: { targetId: refused.id } }, { token: second.token });
    expect(log.data.moderationAuditLog.data.map((entry: { action: string }) => entry.action)).toEqual([
      'REFUSE',
      'LOCK',
    ]);
    expect(log.data.moderationAuditLog.data[0]).toMatchObject({ reason: 'SPAM', moderator: { id: first.id } });

    const after = (await server.gql<any>(STATS, {}, { token: first.token })).data.moderationStats;
    expect(after.myDecisionsToday).toBe(before.myDecisionsToday + 2);
    expect(after.decisionsToday).toBe(before.decisionsToday + 2);
    expect(after.queueSize).toBe(before.queueSize - 2);
    // Decided: nothing held any more.
    expect(after.myLocked).toBe(before.myLocked);
    const theirs = (await server.gql<any>(STATS, {}, { token: second.token })).data.moderationStats;
    // The other moderator decided nothing yet.
    expect(theirs.myDecisionsToday).toBe(0);
  });

  it('counts as waiting longest only what waits for a moderator, not a validated one waiting for a place', async () => {
    const { add } = batch();
    await add(30);
    await add(300 * 24 * 60, { status: 'VALIDATED_QUEUED' });
    const stats = (await server.gql<any>(STATS, {}, { token: first.token })).data.moderationStats;
    const oldest = new Date(stats.oldestWaitingSince).getTime();
    expect(oldest).toBeLessThanOrEqual(server.deps.now().getTime() - 30 * 60_000);
    expect(server.deps.now().getTime() - oldest).toBeLessThan(24 * 60 * 60_000);
  });

  it('tells the open queues of a new announcement, and of one taken and decided', async () => {
    const client: Client = createClient({
      url: server.url.replace(/^http/, 'ws') + '/graphql',
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${second.token}` },
      retryAttempts: 0,
    });
    const events: { kind: string; announcementId: string; moderatorId: string | null }[] = [];
    const stop = client.subscribe<any>(
      { query: 'subscription { moderationQueueChanged { kind announcementId moderatorId } }' },
      {
        next: (result) => result.data && events.push(result.data.moderationQueueChanged),
        error: () => {},
        complete: () => {},
      },
    );
    try {
      // The subscription starts asynchronously: announcements are created until one is heard.
      const member = await userWithToken(server, { isValidated: true });
      const create = () => server.gql<any>(CREATE, { input: bikeInput() }, { token: member.token });
      let id = '';
      for (let attempt = 0; attempt < 50 && events.length === 0; attempt += 1) {
        const created = await create();
        expect(created.errors).toBeUndefined();
        id = created.data.announcementCreate.id;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const until = async (check: () => boolean) => {
        for (let tries = 0; tries < 200 && !check(); tries += 1)
          await new Promise((resolve) => setTimeout(resolve, 20));
      };
      await until(() => events.some((event) => event.kind === 'ADDED' && event.announcementId === id));
      expect(events).toContainEqual({ kind: 'ADDED', announcementId: id, moderatorId: null });

      await server.gql(LOCK, { id }, { token: first.token });
      await server.gql(DECIDE, { id, status: 'PUBLISHED' }, { token: first.token });
      await until(() => events.some((event) => event.kind === 'DECIDED' && event.announcementId === id));
      expect(events.filter((event) => event.announcementId === id).map((event) => event.kind)).toEqual([
        'ADDED',
        'TAKEN',
        'DECIDED',
      ]);
    } finally {
      stop();
      await client.dispose();
    }
  });
});
