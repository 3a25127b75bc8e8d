/* eslint-disable @typescript-eslint/no-restricted-imports -- tested against the real server (its harness and factories). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createAnnouncement } from '../../../server/modules/announcements/announcements.test-support';
import { dataOf, OPS, send, start } from '../../../server/modules/messaging/messaging.test-support';
import { userWithToken } from '../../../server/modules/reactions/reactions.test-support';
import { createTestStore } from '../../../server/modules/stores/stores.test-support';
import { createUser } from '../../../server/test/factories';
import { startTestServer, type TestServer } from '../../../server/test/harness';
import { createStudioClient, StudioSession, type StudioConnection } from '../kernel';
import { memoryTokenStore } from '../platform/memory-tokens.test-support';
import { inboxApi, type InboxApi } from './inbox-api';
import { createInbox } from './inbox-store';

const until = async (check: () => boolean, ms = 5000) => {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('a store’s inbox in the studio, against the real server', () => {
  let server: TestServer;
  let storeId: string;
  let api: InboxApi;
  let ownerId: string;
  const connections: StudioConnection[] = [];

  beforeAll(async () => {
    server = await startTestServer('pglite');
    const owner = await createUser(server.deps);
    ownerId = owner.id;
    const session = new StudioSession(memoryTokenStore(), server.url);
    await session.signIn(owner.username!, owner.password);
    const connection = createStudioClient(session, { webSocketImpl: WebSocket });
    connections.push(connection);
    api = inboxApi(connection.client);
    storeId = (await createTestStore(server.deps, { ownerId: owner.id, name: 'Cycles Inbox' })).id;
  });
  afterAll(async () => {
    connections.forEach((connection) => connection.dispose());
    await server?.close();
  });

  it('lists the store’s conversations, opens one, hears the buyer live, answers with a quick reply', async () => {
    const buyer = await userWithToken(server);
    const announcement = await createAnnouncement(server.deps, { userId: ownerId, storeId, title: 'Vélo cargo' });
    const conversation = await start(server, buyer.token, {
      announcementId: announcement.id,
      text: 'Bonjour la boutique',
    });

    const inbox = createInbox(api, storeId);
    const stop = api.watch(storeId, { message: inbox.getState().received, update: inbox.getState().updated });
    await inbox.getState().load();
    const [row] = inbox.getState().list.rows;
    expect(row).toMatchObject({ id: conversation.id, type: 'STORE', unreadCount: 1 });
    expect(row!.announcement?.title).toBe('Vélo cargo');
    expect(await api.unreadCount(storeId)).toBe(1);

    // Filters: unread only keeps it; words of the announcement's title find it; others do not.
    await inbox.getState().setFilter({ unreadOnly: true });
    expect(inbox.getState().list.rows.map((r) => r.id)).toEqual([conversation.id]);
    await inbox.getState().setFilter({ unreadOnly: false, search: 'cargo' });
    expect(inbox.getState().list.rows.map((r) => r.id)).toEqual([conversation.id]);
    await inbox.getState().setFilter({ search: 'tondeuse' });
    expect(inbox.getState().list.rows).toEqual([]);
    await inbox.getState().setFilter({ search: '' });

    // Opening reads it for the whole store.
    await inbox.getState().open(conversation.id);
    expect(inbox.getState().thread.messages.map((m) => m.text)).toEqual(['Bonjour la boutique']);
    expect(await api.unreadCount(storeId)).toBe(0);

    // The buyer writes again: the open thread hears it on the socket.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await send(server, buyer.token, conversation.id, 'Livrez-vous à Blida ?');
    await until(() => inbox.getState().thread.messages.length === 2);
    expect(inbox.getState().list.rows[0]!.lastMessage?.text).toBe('Livrez-vous à Blida ?');

    // A quick reply saved once, put in the box, sent as the store.
    await inbox.getState().saveQuickReply('Livraison', 'Oui, livraison en 48 h dans les 58 wilayas.');
    const saved = inbox.getState().quickReplies.find((r) => r.title === 'Livraison')!;
    inbox.getState().useQuickReply(saved.id);
    expect(inbox.getState().draft).toBe('Oui, livraison en 48 h dans les 58 wilayas.');
    await inbox.getState().send();
    expect(inbox.getState().draft).toBe('');
    const seenByBuyer = dataOf(
      await server.gql<{ messageList: { data: { text: string; fromStore: boolean; mine: boolean }[] } }>(
        OPS.messages,
        { id: conversation.id },
        { token: buyer.token },
      ),
    ).messageList.data;
    expect(seenByBuyer[0]).toMatchObject({
      text: 'Oui, livraison en 48 h dans les 58 wilayas.',
      fromStore: true,
      mine: false,
    });

    // The buyer reads it: the inbox hears the mark (the store's seen tick).
    const answer = inbox.getState().thread.messages.at(-1)!;
    await server.gql(OPS.read, { id: conversation.id }, { token: buyer.token });
    await until(() => inbox.getState().list.rows[0]!.counterpartLastReadId === answer.id);
    stop();
  });

  it('keeps the draft and shows the server’s words when the buyer blocked the store', async () => {
    const buyer = await userWithToken(server);
    const announcement = await createAnnouncement(server.deps, { userId: ownerId, storeId, title: 'Casque' });
    const conversation = await start(server, buyer.token, { announcementId: announcement.id, text: 'Taille M ?' });
    dataOf(await server.gql(OPS.block, { id: conversation.id, blocked: true }, { token: buyer.token }));

    const inbox = createInbox(api, storeId);
    await inbox.getState().load();
    await inbox.getState().open(conversation.id);
    inbox.getState().setDraft('Oui, en stock.');
    await inbox.getState().send();
    expect(inbox.getState().notice).toMatchObject({ kind: 'refused' });
    expect(inbox.getState().draft).toBe('Oui, en stock.');
    expect(inbox.getState().thread.messages.map((m) => m.text)).toEqual(['Taille M ?']);
  });
});
