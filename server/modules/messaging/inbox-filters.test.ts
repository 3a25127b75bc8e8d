import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/engines';
import { startTestServer, type TestServer } from '../../test/harness';
import { createAnnouncement } from '../announcements/announcements.test-support';
import { userWithToken } from '../reactions/reactions.test-support';
import { createTestStore } from '../stores/stores.test-support';
import { dataOf, OPS, start } from './messaging.test-support';

describe.each(testEngines)('the inbox’s filters the portal opens threads with, on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  const ids = async (token: string, filter: Record<string, unknown>) =>
    dataOf(
      await server.gql<{ conversationList: { data: { id: string }[] } }>(OPS.list, { filter }, { token }),
    ).conversationList.data.map((c) => c.id);

  it('finds the member’s thread about an announcement, and with a store about nothing else', async () => {
    const owner = await userWithToken(server);
    const buyer = await userWithToken(server);
    const store = await createTestStore(server.deps, { ownerId: owner.id, name: `Filtres ${Date.now() % 100000}` });
    const first = await createAnnouncement(server.deps, { userId: owner.id, storeId: store.id });
    const second = await createAnnouncement(server.deps, { userId: owner.id, storeId: store.id });
    const aboutFirst = await start(server, buyer.token, { announcementId: first.id, text: 'Pour la première' });
    await start(server, buyer.token, { announcementId: second.id, text: 'Pour la seconde' });
    const general = await start(server, buyer.token, { storeId: store.id, text: 'Une question générale' });

    expect(await ids(buyer.token, { announcementId: first.id })).toEqual([aboutFirst.id]);
    expect(await ids(buyer.token, { withStoreId: store.id })).toEqual([general.id]);
    // Another member has no thread about it: nothing is found (the portal then offers a new one).
    const other = await userWithToken(server);
    expect(await ids(other.token, { announcementId: first.id })).toEqual([]);
    expect(await ids(other.token, { withStoreId: store.id })).toEqual([]);
  });
});
