import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { isolate } from '../../../shared/domain/format';
import { testEngines } from '../../test/engines';
import { startTestServer, type TestServer } from '../../test/harness';
import { createAnnouncement } from '../announcements/announcements.test-support';
import { dataOf, OPS, start } from '../messaging/messaging.test-support';
import { expireAnnouncements } from '../announcements/status.service';
import { postComment } from '../comments/comments.test-support';
import { userWithToken } from '../reactions/reactions.test-support';
import { createTestStore } from '../stores/stores.test-support';
import { lastMailTo, mailCountTo, tokenFor } from '../users/users.test-support';
import { notify } from './notify.service';
import { notifyExpiringAnnouncements, notifyUnseenMessages, sendDigests } from './sweeps';

const FIELDS = 'id kind targetType targetId link title body createdAt readAt';
const LIST = `query ($after: String, $first: Int, $unreadOnly: Boolean) {
  notifications(after: $after, first: $first, unreadOnly: $unreadOnly) { data { ${FIELDS} } nextCursor hasMore }
}`;
const COUNT = 'query { notificationUnreadCount }';
const PREFERENCE = `mutation ($kind: NotificationKind!, $channel: NotificationChannel!, $enabled: Boolean!) {
  notificationPreferenceSet(kind: $kind, channel: $channel, enabled: $enabled) {
    emailDigest webPushPublicKey preferences { kind inApp email push }
  }
}`;

interface NotificationResult {
  id: string;
  kind: string;
  targetType: string;
  targetId: string;
  link: string;
  title: string;
  body: string;
  readAt: string | null;
}

const DAY = 24 * 60 * 60_000;

describe.each(testEngines)('notifications on %s', (engine) => {
  let server: TestServer;
  const clients: Client[] = [];
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    for (const client of clients) await client.dispose();
    await server?.close();
  });

  async function list(token: string, variables: Record<string, unknown> = {}, lang = 'fr') {
    const response = await server.gql<{
      notifications: { data: NotificationResult[]; nextCursor: string | null; hasMore: boolean };
    }>(LIST, variables, { token, headers: { 'accept-language': lang } });
    expect(response.errors).toBeUndefined();
    return response.data!.notifications;
  }

  /** Records a messaging event as messaging will (its module lands apart), in the bus's scope. */
  it('tells the announcer of a comment and the commenter of a reply, each linking to the comment', async () => {
    const owner = await userWithToken(server);
    const buyer = await userWithToken(server, { username: `buyer${Date.now() % 100000}` });
    const announcement = await createAnnouncement(server.deps, { userId: owner.id, title: 'Vélo rouge' });
    const question = await postComment(server, buyer.token, announcement.id, 'Toujours disponible ?');
    const [comment] = (await list(owner.token)).data;
    expect(comment).toMatchObject({
      kind: 'ANNOUNCEMENT_COMMENT',
      targetType: 'COMMENT',
      targetId: question,
      link: `/${announcement.slug}-d${announcement.id}#comment-${question}`,
      title: 'Nouveau commentaire',
      body: `${isolate(buyer.username!)} a commenté votre annonce « ${isolate('Vélo rouge')} ».`,
      readAt: null,
    });
    // The announcer's own answer: the buyer hears of it, the announcer is not told of their own words.
    const answer = await postComment(server, owner.token, announcement.id, 'Oui', question);
    const [reply] = (await list(buyer.token, {}, 'en')).data;
    expect(reply).toMatchObject({ kind: 'COMMENT_REPLY', targetId: answer, title: 'New reply' });
    expect((await list(owner.token)).data).toHaveLength(1);
  });

  it('tells the announcer of a moderator decision with its reason, and of the expiry, 3 days before and when it comes', async () => {
    const owner = await userWithToken(server);
    const moderator = await userWithToken(server, { roles: ['USER', 'MODERATOR'] });
    const refused = await createAnnouncement(server.deps, { userId: owner.id, title: 'Téléphone' });
    const decide = `mutation ($id: ID!) { announcementValidationSet(id: $id, status: DISABLED, reason: SCAM) { id status } }`;
    expect((await server.gql(decide, { id: refused.id }, { token: moderator.token })).errors).toBeUndefined();
    const [decision] = (await list(owner.token, {}, 'ar')).data;
    expect(decision).toMatchObject({ kind: 'ANNOUNCEMENT_DECISION', targetId: refused.id, title: 'رُفض الإعلان' });
    expect(decision!.body).toContain('احتيال مشتبه به');
    // Refusals go by e-mail by default.
    expect((await lastMailTo(server.deps, `${owner.username}@example.dz`))?.subject).toBe('Annonce refusée');

    const lasting = await createAnnouncement(server.deps, {
      userId: owner.id,
      title: 'Canapé',
      refreshedAt: server.deps.now(),
    });
    server.advanceClock(58 * DAY);
    expect(await notifyExpiringAnnouncements(server.deps)).toBeGreaterThanOrEqual(1);
    expect(await notifyExpiringAnnouncements(server.deps)).toBe(0);
    const soon = (await list(await tokenFor(server, owner.id))).data.filter(
      (n) => n.kind === 'ANNOUNCEMENT_EXPIRES_SOON',
    );
    expect(soon).toHaveLength(1);
    expect(soon[0]).toMatchObject({ targetId: lasting.id, link: `/${lasting.slug}-d${lasting.id}` });
    expect(soon[0]!.body).toContain('expire dans 3 jours');

    server.advanceClock(3 * DAY);
    await server.deps.events.withScope(() => expireAnnouncements(server.deps));
    const expired = (await list(await tokenFor(server, owner.id))).data.filter(
      (n) => n.kind === 'ANNOUNCEMENT_EXPIRED',
    );
    expect(expired.map((n) => n.targetId)).toContain(lasting.id);
  });

  it('tells a store owner of a new follower once, and a reporter that the report was handled', async () => {
    const owner = await userWithToken(server);
    const fan = await userWithToken(server);
    const store = await createTestStore(server.deps, { ownerId: owner.id, name: `Boutique ${Date.now() % 100000}` });
    const follow = 'mutation ($id: ID!) { storeFollow(id: $id) { id } }';
    // Follow, leave, follow again: told once.
    for (let i = 0; i < 3; i += 1) {
      expect((await server.gql(follow, { id: store.id }, { token: fan.token })).errors).toBeUndefined();
    }
    const followers = (await list(owner.token)).data.filter((n) => n.kind === 'STORE_FOLLOWER');
    expect(followers).toHaveLength(1);
    expect(followers[0]).toMatchObject({
      targetType: 'STORE',
      targetId: store.id,
      link: `/store/${store.id}/${store.slug}/`,
    });

    const reporter = await userWithToken(server);
    const moderator = await userWithToken(server, { roles: ['USER', 'MODERATOR'] });
    const announcement = await createAnnouncement(server.deps, { userId: owner.id, title: 'Montre' });
    const report = 'mutation ($id: ID!) { announcementReport(id: $id, reason: IDENTITY_THEFT) }';
    expect((await server.gql(report, { id: announcement.id }, { token: reporter.token })).errors).toBeUndefined();
    const resolve = `mutation ($id: ID!) { moderationReportsResolve(target: ANNOUNCEMENT, targetId: $id, action: DISMISS) }`;
    expect((await server.gql(resolve, { id: announcement.id }, { token: moderator.token })).data).toEqual({
      moderationReportsResolve: 1,
    });
    const [handled] = (await list(reporter.token, {}, 'en')).data;
    expect(handled).toMatchObject({ kind: 'REPORT_HANDLED', targetId: announcement.id, title: 'Report handled' });
    expect(handled!.body).toContain('found nothing against the rules');
  });

  it('tells of a message unseen after 10 minutes, once per conversation, unless it was read', async () => {
    const sender = await userWithToken(server);
    const reader = await userWithToken(server);
    const idle = await userWithToken(server);
    // Tokens are made at each step: the clock moves past an access token's life.
    const send = async (conversationId: string, text: string) =>
      dataOf(await server.gql(OPS.send, { id: conversationId, text }, { token: await tokenFor(server, sender.id) }));
    const withReader = await start(server, sender.token, { userId: reader.id, text: 'Bonjour' });
    const withIdle = await start(server, sender.token, { userId: idle.id, text: 'Bonjour' });
    await send(withIdle.id, 'Toujours disponible ?');
    dataOf(await server.gql(OPS.read, { id: withReader.id }, { token: reader.token }));
    await server.deps.events.drain();
    expect(await notifyUnseenMessages(server.deps)).toBe(0);
    server.advanceClock(10 * 60_000 + 1000);
    expect(await notifyUnseenMessages(server.deps)).toBe(1);
    const [unseen] = (await list(await tokenFor(server, idle.id))).data;
    expect(unseen).toMatchObject({
      kind: 'UNSEEN_MESSAGE',
      targetType: 'CONVERSATION',
      link: `/messages/thread/${withIdle.id}`,
    });
    expect((await list(await tokenFor(server, reader.id))).data).toHaveLength(0);
    expect(await mailCountTo(server.deps, `${idle.username}@example.dz`)).toBe(1);

    // A second unseen message in the same conversation within the hour: in the app, but no second e-mail.
    await send(withIdle.id, 'Je peux passer demain ?');
    await server.deps.events.drain();
    server.advanceClock(10 * 60_000 + 1000);
    expect(await notifyUnseenMessages(server.deps)).toBe(1);
    expect((await list(await tokenFor(server, idle.id))).data).toHaveLength(2);
    expect(await mailCountTo(server.deps, `${idle.username}@example.dz`)).toBe(1);
    // An hour later, the conversation may send one again.
    server.advanceClock(61 * 60_000);
    await send(withIdle.id, 'Toujours intéressé.');
    await server.deps.events.drain();
    server.advanceClock(10 * 60_000 + 1000);
    await notifyUnseenMessages(server.deps);
    expect(await mailCountTo(server.deps, `${idle.username}@example.dz`)).toBe(2);
  });

  it("tells every member of a store of a buyer's unseen message, and one member reading clears it for all", async () => {
    const owner = await userWithToken(server);
    const colleague = await userWithToken(server);
    const buyer = await userWithToken(server);
    const store = await createTestStore(server.deps, { ownerId: owner.id, memberIds: [colleague.id] });
    // A token made after joining the store answers for it.
    const colleagueToken = await tokenFor(server, colleague.id);
    const first = await start(server, buyer.token, { storeId: store.id, text: 'Livrez-vous à Oran ?' });
    await server.deps.events.drain();
    server.advanceClock(10 * 60_000 + 1000);
    expect(await notifyUnseenMessages(server.deps)).toBe(2);
    expect((await list(colleagueToken)).data[0]).toMatchObject({ kind: 'UNSEEN_MESSAGE', targetId: first.id });

    dataOf(await server.gql(OPS.send, { id: first.id, text: 'Et à Tlemcen ?' }, { token: buyer.token }));
    dataOf(await server.gql(OPS.read, { id: first.id }, { token: colleagueToken }));
    await server.deps.events.drain();
    server.advanceClock(10 * 60_000 + 1000);
    expect(await notifyUnseenMessages(server.deps)).toBe(0);
  });

  it('honours preferences per kind and channel, and gathers e-mails into the daily digest', async () => {
    const owner = await userWithToken(server);
    const buyer = await userWithToken(server);
    const email = `${owner.username}@example.dz`;
    const settings = await server.gql<any>(
      PREFERENCE,
      { kind: 'ANNOUNCEMENT_COMMENT', channel: 'IN_APP', enabled: false },
      { token: owner.token },
    );
    expect(settings.data.notificationPreferenceSet.preferences).toContainEqual({
      kind: 'ANNOUNCEMENT_COMMENT',
      inApp: false,
      email: false,
      push: true,
    });
    expect(settings.data.notificationPreferenceSet.webPushPublicKey).toBe(server.deps.config.secrets.vapidPublicKey);
    const announcement = await createAnnouncement(server.deps, { userId: owner.id });
    await postComment(server, buyer.token, announcement.id, 'Prix ?');
    expect((await list(owner.token)).data).toHaveLength(0);
    expect(await mailCountTo(server.deps, email)).toBe(0);

    await server.gql(
      PREFERENCE,
      { kind: 'ANNOUNCEMENT_COMMENT', channel: 'EMAIL', enabled: true },
      { token: owner.token },
    );
    await postComment(server, buyer.token, announcement.id, 'Livraison ?');
    expect(await mailCountTo(server.deps, email)).toBe(1);
    expect((await lastMailTo(server.deps, email))?.text).toContain(
      `http://souk.test/${announcement.slug}-d${announcement.id}#comment-`,
    );

    const digest = 'mutation ($on: Boolean!) { notificationDigestSet(enabled: $on) { emailDigest } }';
    expect((await server.gql(digest, { on: true }, { token: owner.token })).data).toEqual({
      notificationDigestSet: { emailDigest: true },
    });
    const other = await createAnnouncement(server.deps, { userId: owner.id, title: 'Table basse' });
    await postComment(server, buyer.token, other.id, 'Dimensions ?');
    await postComment(server, buyer.token, announcement.id, 'Couleur ?');
    expect(await mailCountTo(server.deps, email)).toBe(1);
    expect(await sendDigests(server.deps)).toBeGreaterThanOrEqual(1);
    expect(await mailCountTo(server.deps, email)).toBe(2);
    const mail = await lastMailTo(server.deps, email);
    expect(mail?.subject).toBe('Vos notifications Souk');
    expect(mail?.text).toContain('Table basse');
    expect(mail?.text).toContain(`/${other.slug}-d${other.id}#comment-`);
    // Nothing left to gather, and not twice a day.
    await postComment(server, buyer.token, other.id, 'Encore là ?');
    await sendDigests(server.deps);
    expect(await mailCountTo(server.deps, email)).toBe(2);
    server.advanceClock(DAY);
    await sendDigests(server.deps);
    expect(await mailCountTo(server.deps, email)).toBe(3);
  });

  it('sends one e-mail for a conversation when 50 notifications of it are written at once', async () => {
    const member = await userWithToken(server);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        server.deps.db.transaction().execute((trx) =>
          notify(server.deps, trx, member.id, {
            kind: 'UNSEEN_MESSAGE',
            target: { type: 'CONVERSATION', id: '77' },
            link: '/messages/thread/77',
            dedupeKey: `parallel:${i}`,
            groupKey: 'conversation:77',
          }),
        ),
      ),
    );
    expect(results.filter((result) => result?.email === 'SENT')).toHaveLength(1);
    expect(results.filter((result) => result?.email === 'GROUPED')).toHaveLength(49);
    expect(await mailCountTo(server.deps, `${member.username}@example.dz`)).toBe(1);
  });

  it('pages by cursor, counts the unread, marks one or all read, and keeps each member to their own', async () => {
    const owner = await userWithToken(server);
    const buyer = await userWithToken(server);
    const announcement = await createAnnouncement(server.deps, { userId: owner.id });
    for (let i = 0; i < 5; i += 1) await postComment(server, buyer.token, announcement.id, `Question ${i}`);
    const first = await list(owner.token, { first: 2 });
    expect(first.data).toHaveLength(2);
    expect(first.hasMore).toBe(true);
    const second = await list(owner.token, { first: 2, after: first.nextCursor });
    const third = await list(owner.token, { first: 2, after: second.nextCursor });
    expect(third).toMatchObject({ hasMore: false, nextCursor: null });
    const ids = [...first.data, ...second.data, ...third.data].map((n) => Number(n.id));
    expect(ids).toHaveLength(5);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);

    expect((await server.gql(COUNT, {}, { token: owner.token })).data).toEqual({ notificationUnreadCount: 5 });
    const markRead = `mutation ($id: ID!) { notificationMarkRead(id: $id) { id readAt } }`;
    const marked = await server.gql<any>(markRead, { id: first.data[0]!.id }, { token: owner.token });
    expect(marked.data.notificationMarkRead.readAt).not.toBeNull();
    const stranger = await server.gql(markRead, { id: first.data[1]!.id }, { token: buyer.token });
    expect(stranger.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await server.gql(COUNT, {}, { token: owner.token })).data).toEqual({ notificationUnreadCount: 4 });
    expect((await list(owner.token, { unreadOnly: true })).data).toHaveLength(4);
    expect((await server.gql('mutation { notificationMarkAllRead }', {}, { token: owner.token })).data).toEqual({
      notificationMarkAllRead: 4,
    });
    expect((await server.gql(COUNT, {}, { token: owner.token })).data).toEqual({ notificationUnreadCount: 0 });
    expect((await server.gql(COUNT)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const anonymous = await userWithToken(server, { isAnonymous: true });
    expect((await server.gql(COUNT, {}, { token: anonymous.token })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('sends new notifications live to the open sockets of the member', async () => {
    const owner = await userWithToken(server);
    const buyer = await userWithToken(server);
    const announcement = await createAnnouncement(server.deps, { userId: owner.id });
    const client = createClient({
      url: server.url.replace(/^http/, 'ws') + '/graphql',
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${owner.token}` },
      retryAttempts: 0,
    });
    clients.push(client);
    const received: NotificationResult[] = [];
    const iterator = client.iterate({ query: `subscription { notificationAdded { ${FIELDS} } }` });
    const done = (async () => {
      for await (const result of iterator) received.push(result.data!.notificationAdded as NotificationResult);
    })();
    // The subscription starts asynchronously: comment until the first one arrives.
    for (let attempt = 0; attempt < 50 && received.length === 0; attempt += 1) {
      await postComment(server, buyer.token, announcement.id, `Live ${attempt}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(received[0]).toMatchObject({ kind: 'ANNOUNCEMENT_COMMENT', title: 'Nouveau commentaire' });
    await iterator.return?.();
    await done;
  });
});
