import { createECDH, generateKeyPairSync, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { createLocalJWKSet, exportJWK, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isolate } from '../../../shared/domain/format';
import { testEngines } from '../../test/engines';
import { startTestServer, type TestServer } from '../../test/harness';
import { createAnnouncement } from '../announcements/announcements.test-support';
import { postComment } from '../comments/comments.test-support';
import { userWithToken } from '../reactions/reactions.test-support';

// The Web Push payload is decrypted the way a browser does, with the library web-push itself uses.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(buffer: Buffer, params: { version: string; privateKey: ECDH; authSecret: string }): Buffer;
};

const ADD = 'mutation ($token: String!, $platform: PushPlatform) { userTokenAdd(token: $token, platform: $platform) }';

interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** A real HTTP server standing in for a push service: it records each request and answers `status(path)`. */
async function fakeService(status: (path: string, body: Buffer) => number | { status: number; json: unknown }) {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      received.push({ path: request.url ?? '', headers: request.headers, body });
      const answer = status(request.url ?? '', body);
      const { status: code, json } = typeof answer === 'number' ? { status: answer, json: {} } : answer;
      response.writeHead(code, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe.each(testEngines)('push notifications on %s', (engine) => {
  let server: TestServer;
  let fcm: Awaited<ReturnType<typeof fakeService>>;
  let webPush: Awaited<ReturnType<typeof fakeService>>;
  const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const clientEmail = 'souk-push@souk-test.iam.gserviceaccount.com';

  beforeAll(async () => {
    fcm = await fakeService((path, body) => {
      if (path === '/token') {
        return { status: 200, json: { access_token: 'fcm-access-1', expires_in: 3600, token_type: 'Bearer' } };
      }
      const message = JSON.parse(body.toString()) as { message: { token: string } };
      if (message.message.token === 'stale-device') return { status: 404, json: { error: { status: 'NOT_FOUND' } } };
      return { status: 200, json: { name: 'projects/souk-test/messages/1' } };
    });
    webPush = await fakeService((path) => (path.startsWith('/gone') ? 410 : 201));
    server = await startTestServer(engine, {
      env: {
        FCM_PROJECT_ID: 'souk-test',
        FCM_CLIENT_EMAIL: clientEmail,
        FCM_PRIVATE_KEY: keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        FCM_TOKEN_URL: `${fcm.url}/token`,
        FCM_ENDPOINT: fcm.url,
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await fcm?.close();
    await webPush?.close();
  });

  /** A browser's push subscription to the fake service, and its keys to read what it receives. */
  function browserSubscription(path: string) {
    const receiver = createECDH('prime256v1');
    receiver.generateKeys();
    const auth = randomBytes(16).toString('base64url');
    const token = JSON.stringify({
      endpoint: `${webPush.url}${path}`,
      keys: { p256dh: receiver.getPublicKey().toString('base64url'), auth },
    });
    return { token, receiver, auth };
  }

  it('delivers through FCM and Web Push, and removes the tokens the services say are gone', async () => {
    const owner = await userWithToken(server);
    const buyer = await userWithToken(server);
    const browser = browserSubscription('/ok/1');
    const closedBrowser = browserSubscription('/gone/2');
    for (const [token, platform] of [
      ['android-device', 'ANDROID'],
      ['stale-device', 'IOS'],
      [browser.token, 'WEB'],
      [closedBrowser.token, 'WEB'],
    ]) {
      expect((await server.gql(ADD, { token, platform }, { token: owner.token })).data).toEqual({ userTokenAdd: true });
    }
    const announcement = await createAnnouncement(server.deps, { userId: owner.id, title: 'Guitare' });
    await postComment(server, buyer.token, announcement.id, 'Elle est accordée ?');

    const sends = fcm.received.filter((request) => request.path === '/v1/projects/souk-test/messages:send');
    expect(sends).toHaveLength(2);
    for (const send of sends) expect(send.headers.authorization).toBe('Bearer fcm-access-1');
    // One access token serves both messages.
    const exchanges = fcm.received.filter((request) => request.path === '/token');
    expect(exchanges).toHaveLength(1);
    // The assertion checked as Google does: signed by the service account's key, for this token address.
    const form = new URLSearchParams(exchanges[0]!.body.toString());
    expect(form.get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
    const jwks = createLocalJWKSet({ keys: [{ ...(await exportJWK(keys.publicKey)), alg: 'RS256' }] });
    const { payload: claims } = await jwtVerify(form.get('assertion') ?? '', jwks, {
      issuer: clientEmail,
      audience: `${fcm.url}/token`,
    });
    expect(claims.scope).toBe('https://www.googleapis.com/auth/firebase.messaging');
    const delivered = JSON.parse(sends.find((s) => s.body.includes('android-device'))!.body.toString()) as {
      message: { token: string; notification: { title: string; body: string }; data: Record<string, string> };
    };
    expect(delivered.message.notification.title).toBe('Nouveau commentaire');
    expect(delivered.message.notification.body).toContain(`« ${isolate('Guitare')} »`);
    expect(delivered.message.data.url).toMatch(
      new RegExp(`^http://souk\\.test/${announcement.slug}-d${announcement.id}#comment-\\d+$`),
    );

    const pushed = webPush.received.find((request) => request.path === '/ok/1')!;
    expect(pushed.headers['content-encoding']).toBe('aes128gcm');
    expect(pushed.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${server.deps.config.secrets.vapidPublicKey}$`),
    );
    const payload = JSON.parse(
      ece
        .decrypt(pushed.body, { version: 'aes128gcm', privateKey: browser.receiver, authSecret: browser.auth })
        .toString(),
    ) as { title: string; url: string };
    expect(payload).toMatchObject({ title: 'Nouveau commentaire', url: delivered.message.data.url });
    expect(webPush.received.some((request) => request.path === '/gone/2')).toBe(true);

    const left = await server.deps.db
      .selectFrom('user_push_tokens')
      .select(['token', 'platform'])
      .where('user_id', '=', owner.id)
      .orderBy('token')
      .execute();
    expect(left).toEqual([
      { token: 'android-device', platform: 'ANDROID' },
      { token: browser.token, platform: 'WEB' },
    ]);
  });

  it('sends no push for a kind the member turned off there, and refuses what is not a token', async () => {
    const owner = await userWithToken(server);
    const buyer = await userWithToken(server);
    await server.gql(ADD, { token: `quiet-${owner.id}`, platform: 'ANDROID' }, { token: owner.token });
    const off = `mutation { notificationPreferenceSet(kind: ANNOUNCEMENT_COMMENT, channel: PUSH, enabled: false) { emailDigest } }`;
    expect((await server.gql(off, {}, { token: owner.token })).errors).toBeUndefined();
    const before = fcm.received.length;
    const announcement = await createAnnouncement(server.deps, { userId: owner.id });
    await postComment(server, buyer.token, announcement.id, 'Silence ?');
    expect(fcm.received.length).toBe(before);

    for (const [token, platform] of [
      ['not json', 'WEB'],
      [JSON.stringify({ endpoint: 'ftp://push.example/1', keys: { p256dh: 'a', auth: 'b' } }), 'WEB'],
      ['   ', 'ANDROID'],
      ['x'.repeat(5000), 'ANDROID'],
    ]) {
      const refused = await server.gql(ADD, { token, platform }, { token: owner.token });
      expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    // The shells' old call, without a platform, registers an FCM token.
    await server.gql(ADD, { token: `legacy-${owner.id}` }, { token: owner.token });
    const legacy = await server.deps.db
      .selectFrom('user_push_tokens')
      .select('platform')
      .where('token', '=', `legacy-${owner.id}`)
      .executeTakeFirst();
    expect(legacy?.platform).toBe('ANDROID');
  });
});
