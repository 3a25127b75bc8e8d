import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnnouncementStatus } from '../../../shared/domain/announcements';
import { testEngines } from '../../test/engines';
import { startTestServer, type TestServer } from '../../test/harness';
import { createAnnouncement } from '../announcements/announcements.test-support';
import { userWithToken } from '../reactions/reactions.test-support';
import { createTestStore } from '../stores/stores.test-support';

/**
 * The store studio's operations (issue 7) and who may call them. Each caller acts on a fresh
 * announcement of one store, in a status the operation starts from, so "allowed" really acts.
 */
const CALLERS = ['visitor', 'anonymous', 'user', 'announcer', 'storeMember', 'moderator', 'superAdmin'] as const;
type Caller = (typeof CALLERS)[number];
/** 'allowed', or the error code the caller got. */
type Outcome = string;

const PERIOD = '{ from: "2026-03-01", to: "2026-03-07" }';

interface Operation {
  /** The status the announcement is created in (owner actions need one they start from). */
  status?: AnnouncementStatus;
  query: (ids: { announcementId: string; storeId: string }) => string;
  /** The outcome of each caller that the guard or the service gives. */
  expected: Record<Caller, Outcome>;
}

/** Who works in the store (its members), moderators and SUPER_ADMIN read; the rest are refused. */
const STORE_READ: Record<Caller, Outcome> = {
  visitor: 'UNAUTHENTICATED',
  anonymous: 'FORBIDDEN',
  user: 'FORBIDDEN',
  announcer: 'FORBIDDEN',
  storeMember: 'allowed',
  moderator: 'allowed',
  superAdmin: 'allowed',
};

/**
 * Owner actions are the announcers' only (the owner and the store's members): a moderator acts
 * with the moderation operations, and SUPER_ADMIN is not an announcer either. Others get
 * ANNOUNCEMENT/NOT_FOUND, as for an announcement that is not theirs.
 */
const OWNER_ACTION: Record<Caller, Outcome> = {
  visitor: 'UNAUTHENTICATED',
  anonymous: 'FORBIDDEN',
  user: 'ANNOUNCEMENT/NOT_FOUND',
  announcer: 'ANNOUNCEMENT/NOT_FOUND',
  storeMember: 'allowed',
  moderator: 'ANNOUNCEMENT/NOT_FOUND',
  superAdmin: 'ANNOUNCEMENT/NOT_FOUND',
};

const OPERATIONS: Record<string, Operation> = {
  storeAnnouncements: {
    query: ({ storeId }) => `{ storeAnnouncements(storeId: "${storeId}") { paginatorInfo { total } } }`,
    expected: STORE_READ,
  },
  storeStatistics: {
    query: ({ storeId }) => `{ storeStatistics(storeId: "${storeId}", period: ${PERIOD}) { totals { views } } }`,
    expected: STORE_READ,
  },
  announcementStatistics: {
    query: ({ announcementId }) =>
      `{ announcementStatistics(id: "${announcementId}", period: ${PERIOD}) { totals { views } } }`,
    expected: STORE_READ,
  },
  // A hidden announcement of the store: outsiders are not told it exists.
  'announcementStatistics (archived)': {
    status: 'ARCHIVED',
    query: ({ announcementId }) =>
      `{ announcementStatistics(id: "${announcementId}", period: ${PERIOD}) { totals { views } } }`,
    expected: { ...STORE_READ, user: 'ANNOUNCEMENT/NOT_FOUND', announcer: 'ANNOUNCEMENT/NOT_FOUND' },
  },
  announcementDelete: {
    query: ({ announcementId }) =>
      `mutation { announcementDelete(ids: ["${announcementId}"], reason: SOLD_BY_SOUK) { status } }`,
    expected: OWNER_ACTION,
  },
  announcementRefresh: {
    query: ({ announcementId }) => `mutation { announcementRefresh(ids: ["${announcementId}"]) { status } }`,
    expected: OWNER_ACTION,
  },
  announcementDisable: {
    query: ({ announcementId }) => `mutation { announcementDisable(ids: ["${announcementId}"]) { status } }`,
    expected: OWNER_ACTION,
  },
  announcementRestore: {
    status: 'ARCHIVED',
    query: ({ announcementId }) => `mutation { announcementRestore(ids: ["${announcementId}"]) { status } }`,
    expected: OWNER_ACTION,
  },
};

describe.each(testEngines)('the store studio permission matrix on %s', (engine) => {
  let server: TestServer;
  let ownerId: string;
  let storeId: string;
  const tokens = new Map<Caller, string | undefined>();
  beforeAll(async () => {
    server = await startTestServer(engine);
    const owner = await userWithToken(server);
    ownerId = owner.id;
    const storeMember = await userWithToken(server);
    storeId = (await createTestStore(server.deps, { ownerId, memberIds: [storeMember.id] })).id;
    tokens.set('visitor', undefined);
    tokens.set('anonymous', (await userWithToken(server, { isAnonymous: true })).token);
    tokens.set('user', (await userWithToken(server)).token);
    // An announcer of their own announcement, not of the store's.
    const announcer = await userWithToken(server);
    await createAnnouncement(server.deps, { userId: announcer.id });
    tokens.set('announcer', announcer.token);
    tokens.set('storeMember', storeMember.token);
    tokens.set('moderator', (await userWithToken(server, { roles: ['USER', 'MODERATOR'] })).token);
    tokens.set('superAdmin', (await userWithToken(server, { roles: ['SUPER_ADMIN'] })).token);
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(Object.keys(OPERATIONS))('%s: allowed or refused as declared', async (name) => {
    const operation = OPERATIONS[name]!;
    const outcomes: Record<string, Outcome> = {};
    for (const caller of CALLERS) {
      // The owner published it; each caller gets their own, so an allowed action cannot spoil the next.
      const { id } = await createAnnouncement(server.deps, {
        userId: ownerId,
        storeId,
        status: operation.status ?? 'PUBLISHED',
      });
      const token = tokens.get(caller);
      const response = await server.gql(operation.query({ announcementId: id, storeId }), {}, token ? { token } : {});
      const code = response.errors?.[0]?.extensions?.code;
      expect(code).not.toBe('INTERNAL_SERVER_ERROR');
      outcomes[caller] = code ?? 'allowed';
    }
    expect(outcomes).toEqual(operation.expected);
  });
});
