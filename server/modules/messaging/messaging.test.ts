import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_LIMITS } from '../../../shared/domain/messaging';
import { RATE_LIMITS } from '../../../shared/domain/rate-limits';
import { translate } from '../../../shared/i18n';
import { testEngines } from '../../test/engines';
import { startTestServer, type TestServer } from '../../test/harness';
import { createAnnouncement } from '../announcements/announcements.test-support';
import { firstError, userWithToken } from '../reactions/reactions.test-support';
import { createTestStore } from '../stores/stores.test-support';
import { dataOf, OPS, send, start, type ConversationResult, type MessageResult } from './messaging.test-support';

type Member = { id: string; username: string | null; token: string };

describe.each(testEngines)('the messenger API on %s', (engine) => {
  let server: TestServer;
  let moderator: Member;
  beforeAll(async () => {
    server = await startTestServer(engine);
    moderator = await userWithToken(server, { roles: ['MODERATOR'] });
  });
  afterAll(async () => {
    await server?.close();
  });

  const gql = <T>(query: string, variables: Record<string, unknown>, token?: string) =>
    server.gql<T>(query, variables, token ? { token } : {});
  const messages = async (token: string, id: string, extra: Record<string, unknown> = {}) =>
    dataOf(
      await gql<{ messageList: { data: MessageResult[]; nextCursor: string | null } }>(
        OPS.messages,
        { id, ...extra },
        token,
      ),
    ).messageList;
  const inbox = async (token: string, filter: Record<string, unknown> = {}, first?: number, after?: string) =>
    dataOf(
      await gql<{ conversationList: { data: ConversationResult[]; nextCursor: string | null } }>(
        OPS.list,
        { filter, first, after },
        token,
      ),
    ).conversationList;
  const unread = async (token: string, storeId?: string) =>
    dataOf(await gql<{ messageUnreadCount: number }>(OPS.unread, { storeId }, token)).messageUnreadCount;

  /** A seller with a published announcement and a buyer: the usual pair. */
  async function pair() {
    const seller = await userWithToken(server);
    const buyer = await userWithToken(server);
    const announcement = await createAnnouncement(server.deps, { userId: seller.id });
    return { seller, buyer, announcement };
  }

  it('a buyer writes about an announcement; the seller reads it; the buyer sees it seen', async () => {
    const { seller, buyer, announcement } = await pair();
    const conversation = await start(server, buyer.token, {
      announcementId: announcement.id,
      text: '  Toujours disponible ?  ',
    });
    expect(conversation).toMatchObject({
      type: 'USER',
      announcement: { id: announcement.id },
      counterpart: { type: 'USER', id: seller.id },
      side: { type: 'USER', id: buyer.id },
      unreadCount: 0,
      lastMessage: { text: 'Toujours disponible ?', status: 'SENT', mine: true },
    });
    // Starting again (a second click, another tab) finds the same conversation.
    const again = await start(server, buyer.token, { announcementId: announcement.id });
    expect(again.id).toBe(conversation.id);
    // So does the seller writing to the buyer about the same announcement... through the thread.
    const sellerInbox = await inbox(seller.token);
    expect(sellerInbox.data.map((c) => c.id)).toEqual([conversation.id]);
    expect(sellerInbox.data[0]).toMatchObject({ unreadCount: 1, counterpart: { id: buyer.id } });
    expect(await unread(seller.token)).toBe(1);

    const answer = await send(server, seller.token, conversation.id, 'Oui, encore disponible.');
    expect(answer).toMatchObject({ mine: true, fromStore: false, senderId: seller.id, status: 'SENT' });
    // Writing read everything before: the seller's side has nothing unread.
    expect(await unread(seller.token)).toBe(0);
    expect(await unread(buyer.token)).toBe(1);

    const thread = await messages(buyer.token, conversation.id);
    expect(thread.data.map((m) => [m.text, m.mine])).toEqual([
      ['Oui, encore disponible.', false],
      ['Toujours disponible ?', true],
    ]);
    // The seller's answer reached the seller's own side: the buyer's first message is seen.
    expect(thread.data[1]!.status).toBe('SEEN');

    await gql(OPS.delivered, { id: conversation.id, messageId: answer.id }, buyer.token);
    let sellerView = await messages(seller.token, conversation.id);
    expect(sellerView.data[0]).toMatchObject({ id: answer.id, status: 'DELIVERED' });
    const read = dataOf(
      await gql<{ conversationMarkRead: ConversationResult }>(OPS.read, { id: conversation.id }, buyer.token),
    );
    expect(read.conversationMarkRead.unreadCount).toBe(0);
    sellerView = await messages(seller.token, conversation.id);
    expect(sellerView.data[0]!.status).toBe('SEEN');
    expect(await unread(buyer.token)).toBe(0);
  });

  it('pages a thread by cursor and an inbox by cursor', async () => {
    const { seller, buyer, announcement } = await pair();
    const conversation = await start(server, buyer.token, { announcementId: announcement.id });
    const sent: string[] = [];
    for (let i = 0; i < 5; i += 1) sent.push((await send(server, buyer.token, conversation.id, `m${i}`)).id);
    const first = await messages(seller.token, conversation.id, { first: 2 });
    expect(first.data.map((m) => m.text)).toEqual(['m4', 'm3']);
    const second = await messages(seller.token, conversation.id, { first: 2, before: first.nextCursor });
    expect(second.data.map((m) => m.text)).toEqual(['m2', 'm1']);
    const caughtUp = await messages(seller.token, conversation.id, { after: sent[2] });
    expect(caughtUp.data.map((m) => m.text)).toEqual(['m3', 'm4']);

    const others = await Promise.all([1, 2, 3].map(() => createAnnouncement(server.deps, { userId: seller.id })));
    for (const other of others) await start(server, buyer.token, { announcementId: other.id, text: 'Bonjour' });
    const page1 = await inbox(buyer.token, {}, 2);
    const page2 = await inbox(buyer.token, {}, 2, page1.nextCursor!);
    expect(page1.nextCursor).not.toBeNull();
    expect([...page1.data, ...page2.data].map((c) => c.announcement!.id)).toEqual([
      others[2]!.id,
      others[1]!.id,
      others[0]!.id,
      announcement.id,
    ]);
    expect(page2.nextCursor).toBeNull();
    const found = await inbox(seller.token, { search: buyer.username!.slice(0, 6) });
    expect(found.data).toHaveLength(4);
    const byTitle = await inbox(seller.token, { search: announcement.title });
    expect(byTitle.data.map((c) => c.id)).toEqual([conversation.id]);
    expect((await inbox(seller.token, { unreadOnly: true })).data).toHaveLength(4);
  });

  it('a store answers as the store: its members see who wrote, the buyer sees the store', async () => {
    const owner = await userWithToken(server, { username: `owner${Date.now() % 100000}` });
    const colleague = await userWithToken(server);
    const buyer = await userWithToken(server);
    const store = await createTestStore(server.deps, {
      ownerId: owner.id,
      memberIds: [colleague.id],
      name: 'Bazar Amine',
    });
    const announcement = await createAnnouncement(server.deps, { userId: owner.id, storeId: store.id });
    const conversation = await start(server, buyer.token, {
      announcementId: announcement.id,
      text: 'Livrez-vous à Oran ?',
    });
    expect(conversation).toMatchObject({
      type: 'STORE',
      counterpart: { type: 'STORE', id: store.id, name: 'Bazar Amine' },
    });
    // The store's inbox, not the owner's own.
    expect((await inbox(owner.token)).data).toEqual([]);
    expect((await inbox(colleague.token, { storeId: store.id })).data.map((c) => c.id)).toEqual([conversation.id]);
    expect(await unread(owner.token, store.id)).toBe(1);
    expect(firstError(await gql(OPS.list, { filter: { storeId: store.id } }, buyer.token)).code).toBe('FORBIDDEN');

    await server.deps.db
      .updateTable('users')
      .set({ display_name: 'Karim Benali' })
      .where('id', '=', colleague.id)
      .execute();
    const answer = await send(server, colleague.token, conversation.id, 'Oui, en 48 heures.');
    expect(answer).toMatchObject({ fromStore: true, mine: true, senderFirstName: 'Karim' });
    // One member's answer read the store's side for all its members.
    expect(await unread(owner.token, store.id)).toBe(0);
    const buyerView = (await messages(buyer.token, conversation.id)).data[0]!;
    expect(buyerView).toMatchObject({ fromStore: true, mine: false, senderId: null, senderFirstName: null });
    const ownerView = (await messages(owner.token, conversation.id)).data[0]!;
    expect(ownerView).toMatchObject({ fromStore: true, mine: true, senderId: colleague.id, senderFirstName: 'Karim' });

    // Starting a conversation with one's own store is a conversation with oneself.
    const self = await gql(OPS.start, { input: { storeId: store.id } }, colleague.token);
    expect(firstError(self).code).toBe('MESSAGE/SELF');
  });

  it('refuses with MESSAGE/* codes: empty, too long, self, own or inactive or unknown announcement, anonymous', async () => {
    const { seller, buyer, announcement } = await pair();
    const conversation = await start(server, buyer.token, { announcementId: announcement.id });
    const refusal = async (query: string, variables: Record<string, unknown>, token: string) =>
      firstError(await gql(query, variables, token));

    expect(await refusal(OPS.send, { id: conversation.id, text: '   ' }, buyer.token)).toEqual({
      code: 'MESSAGE/EMPTY',
      message: translate('fr', 'messages.empty'),
    });
    const long = await gql(
      OPS.send,
      { id: conversation.id, text: 'é'.repeat(MESSAGE_LIMITS.textMax + 1) },
      buyer.token,
    );
    expect(long.errors![0]!.extensions).toMatchObject({ code: 'MESSAGE/TOO_LONG', max: MESSAGE_LIMITS.textMax });
    // Exactly the limit, counted in characters (an Arabic letter with its mark is two).
    await send(server, buyer.token, conversation.id, 'é'.repeat(MESSAGE_LIMITS.textMax));

    expect((await refusal(OPS.start, { input: { userId: buyer.id } }, buyer.token)).code).toBe('MESSAGE/SELF');
    expect((await refusal(OPS.start, { input: { announcementId: announcement.id } }, seller.token)).code).toBe(
      'MESSAGE/OWN_ANNOUNCEMENT',
    );
    const pending = await createAnnouncement(server.deps, { userId: seller.id, status: 'PENDING' });
    const inactive = await gql(OPS.start, { input: { announcementId: pending.id } }, buyer.token);
    // An announcement that is not active is not shown to the buyer: unknown to them.
    expect(firstError(inactive).code).toBe('MESSAGE/ANNOUNCEMENT_NOT_FOUND');
    expect((await refusal(OPS.start, { input: { announcementId: '999999999' } }, buyer.token)).code).toBe(
      'MESSAGE/ANNOUNCEMENT_NOT_FOUND',
    );
    expect((await refusal(OPS.start, { input: { userId: '999999999' } }, buyer.token)).code).toBe(
      'MESSAGE/RECIPIENT_NOT_FOUND',
    );
    const anonymous = await userWithToken(server, { isAnonymous: true });
    const anon = await gql(OPS.start, { input: { announcementId: announcement.id, text: 'Salut' } }, anonymous.token);
    expect(firstError(anon)).toEqual({ code: 'MESSAGE/ANONYMOUS', message: translate('fr', 'messages.anonymous') });
    expect(firstError(await server.gql(OPS.start, { input: { userId: seller.id } })).code).toBe('UNAUTHENTICATED');
    // The texts follow the caller's language.
    const arabic = await server.gql(
      OPS.send,
      { id: conversation.id, text: '' },
      { token: buyer.token, headers: { 'accept-language': 'ar' } },
    );
    expect(arabic.errors![0]!.extensions!.code).toBe('MESSAGE/EMPTY');
  });

  it('an inactive announcement the buyer can still see is MESSAGE/ANNOUNCEMENT_NOT_ACTIVE with its status', async () => {
    const { seller, announcement } = await pair();
    const watcher = await userWithToken(server, { roles: ['MODERATOR'] });
    await server.deps.db
      .updateTable('announcements')
      .set({ status: 'PENDING' })
      .where('id', '=', announcement.id)
      .execute();
    const refused = await gql(OPS.start, { input: { announcementId: announcement.id } }, watcher.token);
    expect(refused.errors![0]!.extensions).toMatchObject({
      code: 'MESSAGE/ANNOUNCEMENT_NOT_ACTIVE',
      status: 'PENDING',
    });
    expect(seller.id).toBeDefined();
  });

  it('only participants read a conversation; moderators through a report only', async () => {
    const { seller, buyer, announcement } = await pair();
    const stranger = await userWithToken(server);
    const conversation = await start(server, buyer.token, { announcementId: announcement.id, text: 'Prix final ?' });
    for (const token of [stranger.token, moderator.token]) {
      expect(firstError(await gql(OPS.messages, { id: conversation.id }, token)).code).toBe(
        'MESSAGE/CONVERSATION_NOT_FOUND',
      );
      expect(firstError(await gql(OPS.conversation, { id: conversation.id }, token)).code).toBe(
        'MESSAGE/CONVERSATION_NOT_FOUND',
      );
      expect(firstError(await gql(OPS.send, { id: conversation.id, text: 'coucou' }, token)).code).toBe(
        'MESSAGE/CONVERSATION_NOT_FOUND',
      );
    }
    expect(firstError(await gql(OPS.reports, {}, seller.token)).code).toBe('FORBIDDEN');

    const [message] = (await messages(seller.token, conversation.id)).data;
    const reported = dataOf(
      await gql<{ messageReport: { id: string; reason: string; message: { id: string } } }>(
        OPS.reportMessage,
        { id: message!.id, reason: 'SCAM', details: 'Demande un virement' },
        seller.token,
      ),
    ).messageReport;
    // Reporting again returns the same report.
    const twice = dataOf(
      await gql<{ messageReport: { id: string } }>(
        OPS.reportMessage,
        { id: message!.id, reason: 'SCAM' },
        seller.token,
      ),
    ).messageReport;
    expect(twice.id).toBe(reported.id);
    const whole = dataOf(
      await gql<{ conversationReport: { id: string; message: null } }>(
        OPS.reportConversation,
        { id: conversation.id, reason: 'SPAM' },
        seller.token,
      ),
    ).conversationReport;
    expect(whole.message).toBeNull();
    expect(firstError(await gql(OPS.reportMessage, { id: message!.id, reason: 'SPAM' }, stranger.token)).code).toBe(
      'MESSAGE/NOT_FOUND',
    );

    const list = dataOf(
      await gql<{ messageReportList: { id: string; reason: string }[] }>(OPS.reports, {}, moderator.token),
    );
    expect(list.messageReportList.map((r) => r.id)).toEqual(expect.arrayContaining([reported.id, whole.id]));
    const thread = dataOf(
      await gql<{ messageReportThread: { data: { text: string }[] } }>(
        OPS.reportThread,
        { id: reported.id },
        moderator.token,
      ),
    );
    expect(thread.messageReportThread.data.map((m) => m.text)).toEqual(['Prix final ?']);
    const events = await server.deps.db
      .selectFrom('domain_events')
      .select('payload')
      .where('type', '=', 'message.reported')
      .execute();
    expect(events.map((e) => (e.payload as { reportId: string }).reportId)).toEqual(
      expect.arrayContaining([reported.id, whole.id]),
    );
  });

  it('flags a link in the first message of a new account for the moderators, not in later ones nor from older accounts', async () => {
    const { seller, buyer, announcement } = await pair();
    const conversation = await start(server, buyer.token, {
      announcementId: announcement.id,
      text: 'Voir www.arnaque-exemple.com',
    });
    const later = await send(server, buyer.token, conversation.id, 'et https://exemple.dz');
    const veteran = await userWithToken(server);
    await server.deps.db
      .updateTable('users')
      .set({ created_at: new Date(Date.now() - 30 * 86_400_000) })
      .where('id', '=', veteran.id)
      .execute();
    await start(server, veteran.token, { announcementId: announcement.id, text: 'https://exemple.dz/photo' });
    const flagged = await server.deps.db
      .selectFrom('messages')
      .select(['body', 'flagged'])
      .where('sender_id', 'in', [buyer.id, veteran.id])
      .orderBy('id')
      .execute();
    expect(flagged.map((m) => m.flagged)).toEqual([true, false, false]);
    const list = dataOf(
      await gql<{
        messageReportList: {
          conversationId: string;
          reason: string;
          reporterId: string | null;
          message: { id: string; text: string };
        }[];
      }>(OPS.reports, {}, moderator.token),
    ).messageReportList;
    const auto = list.filter((r) => r.reason === 'LINK_FROM_NEW_ACCOUNT' && r.conversationId === conversation.id);
    expect(auto).toHaveLength(1);
    expect(auto[0]).toMatchObject({ reporterId: null, message: { text: 'Voir www.arnaque-exemple.com' } });
    // The message was delivered all the same.
    expect((await messages(seller.token, conversation.id)).data).toHaveLength(2);
    expect(later.id).toBeDefined();
  });

  it('a block stops messages both ways until it is lifted', async () => {
    const { seller, buyer, announcement } = await pair();
    const conversation = await start(server, buyer.token, { announcementId: announcement.id, text: 'Bonjour' });
    const blocked = dataOf(
      await gql<{ conversationBlock: { blocked: boolean; blockedBy: boolean } }>(
        OPS.block,
        { id: conversation.id, blocked: true },
        seller.token,
      ),
    );
    expect(blocked.conversationBlock).toEqual({ id: conversation.id, blocked: true, blockedBy: false });
    expect(
      dataOf(await gql<{ conversation: ConversationResult }>(OPS.conversation, { id: conversation.id }, buyer.token))
        .conversation,
    ).toMatchObject({ blocked: false, blockedBy: true });
    for (const token of [buyer.token, seller.token]) {
      const refused = await gql(OPS.send, { id: conversation.id, text: 'Encore moi' }, token);
      expect(firstError(refused)).toEqual({ code: 'MESSAGE/BLOCKED', message: translate('fr', 'messages.blocked') });
    }
    // Nor does a new conversation about another announcement get through.
    const other = await createAnnouncement(server.deps, { userId: seller.id });
    expect(firstError(await gql(OPS.start, { input: { announcementId: other.id } }, buyer.token)).code).toBe(
      'MESSAGE/BLOCKED',
    );
    expect(firstError(await gql(OPS.typing, { id: conversation.id }, buyer.token)).code).toBe('MESSAGE/BLOCKED');
    await gql(OPS.block, { id: conversation.id, blocked: false }, seller.token);
    await send(server, buyer.token, conversation.id, 'Merci');
  });

  it('deletes a message for its member only; archives and mutes one side', async () => {
    const { seller, buyer, announcement } = await pair();
    const conversation = await start(server, buyer.token, { announcementId: announcement.id, text: 'Premier' });
    const second = await send(server, buyer.token, conversation.id, 'Second');
    expect(
      dataOf(await gql<{ messageDelete: boolean }>(OPS.delete, { id: second.id }, buyer.token)).messageDelete,
    ).toBe(true);
    expect((await messages(buyer.token, conversation.id)).data.map((m) => m.text)).toEqual(['Premier']);
    expect((await messages(seller.token, conversation.id)).data.map((m) => m.text)).toEqual(['Second', 'Premier']);
    const stranger = await userWithToken(server);
    expect(firstError(await gql(OPS.delete, { id: second.id }, stranger.token)).code).toBe('MESSAGE/NOT_FOUND');

    await gql(OPS.archive, { id: conversation.id, archived: true }, seller.token);
    await gql(OPS.mute, { id: conversation.id, muted: true }, seller.token);
    expect((await inbox(seller.token)).data).toEqual([]);
    expect((await inbox(seller.token, { archived: true })).data[0]).toMatchObject({ archived: true, muted: true });
    expect((await inbox(buyer.token)).data[0]).toMatchObject({ archived: false, muted: false });
    // A new message brings the conversation back to the inbox.
    await send(server, buyer.token, conversation.id, 'Vous êtes là ?');
    expect((await inbox(seller.token)).data.map((c) => c.id)).toEqual([conversation.id]);
  });

  it('returns the message already stored when a send is retried with the same clientId', async () => {
    const { buyer, announcement } = await pair();
    const conversation = await start(server, buyer.token, { announcementId: announcement.id });
    const retries = await Promise.all(
      [1, 2, 3].map(() =>
        server.gql<{ messageSend: MessageResult }>(
          OPS.send,
          { id: conversation.id, text: 'Une seule fois', clientId: 'c-42' },
          { token: buyer.token },
        ),
      ),
    );
    const ids = retries.map((r) => dataOf(r).messageSend.id);
    expect(new Set(ids).size).toBe(1);
    expect(dataOf(retries[0]!).messageSend.clientId).toBe('c-42');
    expect((await messages(buyer.token, conversation.id)).data).toHaveLength(1);
  });

  it('sends pictures uploaded by the sender, once each', async () => {
    const { buyer, announcement } = await pair();
    const conversation = await start(server, buyer.token, { announcementId: announcement.id });
    const picture = await server.deps.db
      .insertInto('media')
      .values({
        user_id: buyer.id,
        storage_key: `msgtest${Date.now()}${Math.floor(Math.random() * 1000)}`,
        mime_type: 'image/webp',
        width: 640,
        height: 480,
        bytes: 1000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const message = await send(server, buyer.token, conversation.id, '', { mediaIds: [picture.id] });
    expect(message.pictures.map((p) => p.id)).toEqual([picture.id]);
    const reused = await gql(OPS.send, { id: conversation.id, mediaIds: [picture.id] }, buyer.token);
    expect(reused.errors![0]!.extensions).toMatchObject({ code: 'MESSAGE/INVALID_PICTURES', invalidIds: [picture.id] });
    const tooMany = Array.from({ length: MESSAGE_LIMITS.picturesMax + 1 }, (_, i) => String(i + 1));
    expect(firstError(await gql(OPS.send, { id: conversation.id, mediaIds: tooMany }, buyer.token)).code).toBe(
      'MESSAGE/TOO_MANY_PICTURES',
    );
  });

  it(`allows ${RATE_LIMITS.messageSend.max} messages a minute out of 50 sent at once`, async () => {
    const { buyer, announcement } = await pair();
    const conversation = await start(server, buyer.token, { announcementId: announcement.id });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        server.gql(OPS.send, { id: conversation.id, text: `rafale ${i}` }, { token: buyer.token }),
      ),
    );
    const codes = results.map((r) => firstError(r).code ?? 'OK');
    expect(codes.filter((c) => c === 'OK')).toHaveLength(RATE_LIMITS.messageSend.max);
    expect(codes.filter((c) => c === 'MESSAGE/LIMITED')).toHaveLength(50 - RATE_LIMITS.messageSend.max);
    const limited = results.find((r) => firstError(r).code === 'MESSAGE/LIMITED')!;
    expect(limited.errors![0]!.extensions).toMatchObject({ limit: RATE_LIMITS.messageSend.max });
    expect(limited.errors![0]!.extensions!.retryAfterSeconds).toBeGreaterThan(0);
    const stored = await server.deps.db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('conversation_id', '=', conversation.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(RATE_LIMITS.messageSend.max);
    // The window slides: a minute later the member writes again.
    server.advanceClock(61_000);
    await send(server, buyer.token, conversation.id, 'après la pause');
  });

  it(`allows ${RATE_LIMITS.conversationStart.max} new conversations an hour out of 50 started at once`, async () => {
    const seller = await userWithToken(server);
    const buyer = await userWithToken(server);
    const announcements = await Promise.all(
      Array.from({ length: 50 }, () => createAnnouncement(server.deps, { userId: seller.id })),
    );
    const results = await Promise.all(
      announcements.map((a) => server.gql(OPS.start, { input: { announcementId: a.id } }, { token: buyer.token })),
    );
    const codes = results.map((r) => firstError(r).code ?? 'OK');
    expect(codes.filter((c) => c === 'OK')).toHaveLength(RATE_LIMITS.conversationStart.max);
    expect(codes.filter((c) => c === 'MESSAGE/LIMITED')).toHaveLength(50 - RATE_LIMITS.conversationStart.max);
    const stored = await server.deps.db
      .selectFrom('conversations')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('starter_id', '=', buyer.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(RATE_LIMITS.conversationStart.max);
    // An existing conversation is found, not counted.
    const first = announcements[codes.indexOf('OK')]!;
    expect(firstError(await gql(OPS.start, { input: { announcementId: first.id } }, buyer.token)).code).toBeUndefined();
  });

  it('keeps quick replies per store, for its members only', async () => {
    const owner = await userWithToken(server);
    const outsider = await userWithToken(server);
    const store = await createTestStore(server.deps, { ownerId: owner.id });
    const saved = dataOf(
      await gql<{ quickReplySave: { id: string; title: string; text: string } }>(
        OPS.quickSave,
        { storeId: store.id, title: 'Livraison', text: 'Nous livrons dans les 58 wilayas.' },
        owner.token,
      ),
    ).quickReplySave;
    await gql(
      OPS.quickSave,
      { storeId: store.id, id: saved.id, title: 'Livraison', text: 'Partout en Algérie.' },
      owner.token,
    );
    expect(
      dataOf(await gql<{ quickReplyList: unknown[] }>(OPS.quickList, { storeId: store.id }, owner.token))
        .quickReplyList,
    ).toEqual([{ id: saved.id, title: 'Livraison', text: 'Partout en Algérie.' }]);
    expect(firstError(await gql(OPS.quickList, { storeId: store.id }, outsider.token)).code).toBe('FORBIDDEN');
    expect(firstError(await gql(OPS.quickDelete, { id: saved.id }, outsider.token)).code).toBe('FORBIDDEN');
    expect(firstError(await gql(OPS.quickSave, { storeId: store.id, title: ' ', text: 'x' }, owner.token)).code).toBe(
      'MESSAGE/EMPTY',
    );
    await gql(OPS.quickDelete, { id: saved.id }, owner.token);
    expect(
      dataOf(await gql<{ quickReplyList: unknown[] }>(OPS.quickList, { storeId: store.id }, owner.token))
        .quickReplyList,
    ).toEqual([]);
  });

  it('records message.sent and conversation.updated on the bus', async () => {
    const { seller, buyer, announcement } = await pair();
    const conversation = await start(server, buyer.token, { announcementId: announcement.id, text: 'Salut' });
    await gql(OPS.read, { id: conversation.id }, seller.token);
    const events = await server.deps.db
      .selectFrom('domain_events')
      .select(['type', 'payload'])
      .where('type', 'in', ['message.sent', 'conversation.updated'])
      .where((eb) => eb.ref('payload', '->>').key('conversationId' as never), '=', conversation.id as never)
      .orderBy('id')
      .execute();
    expect(events.map((e) => e.type)).toEqual(['message.sent', 'conversation.updated']);
    expect(events[0]!.payload).toMatchObject({ parties: [`U:${buyer.id}`, `U:${seller.id}`], flagged: false });
    expect(events[1]!.payload).toMatchObject({ change: 'READ', party: `U:${seller.id}` });
  });
});
