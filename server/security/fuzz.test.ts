import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnnouncement } from '../modules/announcements/announcements.test-support';
import { createLand } from '../modules/sitebuild/sitebuild.test-support';
import { testEngines } from '../test/engines';
import { createUser } from '../test/factories';
import { startTestServer, type TestServer } from '../test/harness';
import { captureLogs } from './log-capture';
import { rawRequest, type RawAnswer } from './raw-request';

/**
 * A bounded, deterministic fuzz: about 2,000 malformed requests drawn from a seeded generator
 * across /graphql, the gateway routes, /media, portal addresses and store sites (on the portal
 * and on a store's own domain). None may be answered 5xx, none may be logged as a server error,
 * and the server answers normally afterwards. A failure prints the request, which the same seed
 * replays exactly.
 */
const SEED = 0x50_4b;
/**
 * About 2,000 in all: shared between the engines when both run (each its own part of the
 * sequence), so the file stays under a minute on two slow cores.
 */
const REQUESTS = Math.ceil(2000 / testEngines.length);
/** Requests in flight at once: enough to overlap database waits, few enough for two cores. */
const PARALLEL = 8;
const DOMAIN = 'boutique-fuzz.localhost';

/** mulberry32: small, fast, and the same sequence for the same seed everywhere. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}
type Random = ReturnType<typeof generator>;

/** Pieces hostile input is made of. */
const ODD_TEXT = [
  '',
  ' ',
  '%',
  '%%',
  '%0',
  '%00',
  '%ff',
  '%E0%A4%A',
  '%ED%A0%80',
  '%C0%AF',
  '%2F',
  '%2F%2F',
  '%5C',
  '..',
  '.',
  '//',
  '\\',
  '~',
  ';',
  '*',
  '$&',
  "$'",
  '</script>',
  '<!--',
  '%E2%80%A8',
  '%E2%80%AE',
  'null',
  'undefined',
  '[]',
  '{}',
  '-1',
  '0',
  '1e309',
  'NaN',
  '9'.repeat(40),
  'a'.repeat(600),
  'مرسيدس',
  'javascript:alert(1)',
  'https://evil.example',
];
const SEGMENTS = [
  's',
  'store',
  'landing',
  'membre',
  'merchant',
  'boutiques',
  'auth',
  'login',
  'register',
  'media',
  'static',
  'annonce',
  'x-d1',
  'golf-r',
  'vehicules',
  'sitemap.xml',
  'robots.txt',
  'studio',
  'checkout',
  'publish',
  'profile-settings',
  '1',
  '2',
];
const QUERY_KEYS = [
  'q',
  'lang',
  'page',
  'redirectTo',
  'regionIds',
  'cityIds',
  'priceMin',
  'priceMax',
  'keyword',
  'regionId',
  'auth_token',
  'logout',
  'chunkId',
  'loginAnonymous',
  'store',
  'order',
  'lang[]',
  'q[a]',
];
const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=latin1',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'multipart/form-data',
  'text/plain',
  'application/graphql',
  'application/graphql-response+json',
  'image/png',
  '',
  'application/json, text/html',
  '*/*',
];
const GATEWAY = ['/login', '/login/social', '/login/facebook', '/login-anonymous', '/oauth2/token', '/logout'];
const FORMS = [
  '/auth/login',
  '/auth/register',
  '/auth/reset_password_request',
  '/auth/reset_password_confirm',
  '/contact-us',
];

function oddText(random: Random, parts = 1 + random.int(3)): string {
  return Array.from({ length: parts }, () => random.pick(ODD_TEXT)).join(random.pick(['', '/', '-', ' ', '+']));
}

function oddPath(random: Random, prefix = ''): string {
  const segments = Array.from({ length: random.int(5) }, () =>
    random.chance(0.6) ? random.pick(SEGMENTS) : oddText(random, 1),
  );
  const path = `${prefix}/${segments.join(random.chance(0.1) ? '//' : '/')}`;
  if (!random.chance(0.5)) return path.replace(/ /g, '%20');
  const query = Array.from({ length: 1 + random.int(4) }, () => `${random.pick(QUERY_KEYS)}=${oddText(random)}`);
  return `${path}?${query.join('&')}`.replace(/ /g, '%20').replace(/#/g, '%23');
}

/** A JSON-ish body: valid JSON of odd shapes, broken JSON, or bytes. */
function oddBody(random: Random): string | Buffer {
  switch (random.int(8)) {
    case 0:
      return '';
    case 1:
      return JSON.stringify(random.pick([null, [], 1, 'x', true, {}, [{}], { a: { b: { c: [] } } }]));
    case 2:
      return `{"${oddText(random)}": ${random.pick(['1', '"x"', 'null', '[', '{', '"\\u0000"', '"\\ud800"'])}`;
    case 3:
      return Buffer.from(Array.from({ length: 1 + random.int(200) }, () => random.int(256)));
    case 4:
      return `${random.pick(['username', 'query', 'token', 'a'])}=${oddText(random)}&${oddText(random)}=${oddText(random)}`;
    case 5:
      return JSON.stringify({
        username: oddText(random),
        password: random.pick(['', 'x', 'a\u0000b', '\ud800', 'a'.repeat(5000)]),
        token: oddText(random),
        grant_type: random.pick(['refresh_token', 'password', '', 'x']),
        refresh_token: oddText(random),
      });
    case 6:
      return (
        '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n' + oddText(random) + '\r\n--x'
      );
    default:
      return '['.repeat(1 + random.int(50)) + ']'.repeat(random.int(50));
  }
}

/** A GraphQL request body: odd documents, odd variables, odd shapes. */
function oddGraphql(random: Random): string {
  const documents = [
    '{',
    '}',
    '{ me { id } }',
    `{ search(q: ${JSON.stringify(oddText(random))}) { total } }`,
    `{ searchSuggest(q: ${JSON.stringify(oddText(random))}) { text } }`,
    'query ($q: String!) { searchSuggest(q: $q) { text } }',
    'query ($id: ID!) { announcement(id: $id) { id title } }',
    'mutation { logout }',
    'subscription { x }',
    `{ ${oddText(random)} }`,
    'query { __schema { types { name } } }',
    '{ me { id } } { me { id } }',
    'query A { me { id } } query B { me { id } }',
    '{ a: me { id } b: me { id } c: me { id } }',
    '# only a comment',
    '"""x""" query { me { id } }',
    `{ search(q: "${'\\u0000'}") { total } }`,
  ];
  const shapes = [
    () => ({ query: random.pick(documents), variables: { q: oddText(random), id: oddText(random) } }),
    () => ({ query: random.pick(documents), variables: random.pick([null, [], 'x', 1, { q: null }, { q: [] }]) }),
    () => ({ query: random.pick(documents), operationName: random.pick(['A', 'B', '', null, 1]) }),
    () => ({ query: random.pick([null, 1, [], {}, '']) }),
    () => [{ query: '{ me { id } }' }, { query: '{ me { id } }' }],
    () => ({
      query: random.pick(documents),
      extensions: { persistedQuery: { version: 1, sha256Hash: oddText(random) } },
    }),
  ];
  return JSON.stringify(random.pick(shapes)());
}

/**
 * What can go on the wire: Node's client refuses raw spaces, controls and non-ASCII in a request
 * line or header, so those are percent-encoded byte by byte (a lone surrogate as its UTF-8-like
 * bytes, which no decoder accepts); everything else, `%` and `\\` included, goes as written.
 */
function onTheWire(text: string): string {
  let out = '';
  for (const character of text) {
    const code = character.codePointAt(0)!;
    if (code > 0x20 && code < 0x7f) out += character;
    else if (code >= 0xd800 && code <= 0xdfff) out += '%ED%A0%80';
    else out += encodeURIComponent(character);
  }
  return out;
}

interface FuzzRequest {
  method: string;
  path: string;
  body?: string | Buffer;
  headers: Record<string, string>;
}

/** One request of the fuzz, drawn from the generator. */
function drawRequest(random: Random, fixture: { storeHome: string; announcementPath: string }): FuzzRequest {
  const headers: Record<string, string> = {};
  if (random.chance(0.3)) headers['content-type'] = random.pick(CONTENT_TYPES);
  if (random.chance(0.15)) headers.authorization = random.pick(['Bearer', 'Bearer x.y.z', 'Basic Zm9v', 'Bearer %00']);
  if (random.chance(0.1)) headers.cookie = `souk_token=${oddText(random)}; souk_refresh=${oddText(random)}`;
  if (random.chance(0.1)) headers['accept-language'] = oddText(random);
  if (random.chance(0.1)) headers.origin = random.pick(['http://souk.test', 'null', 'https://evil.example', '%']);
  switch (random.int(10)) {
    case 0:
    case 1: {
      headers['content-type'] ??= 'application/json';
      return {
        method: 'POST',
        path: random.chance(0.9) ? '/graphql' : `/graphql${oddPath(random)}`,
        body: oddGraphql(random),
        headers,
      };
    }
    case 2:
      return {
        method: 'GET',
        path: `/graphql?query=${encodeURIComponent(oddGraphql(random))}&${oddText(random)}`,
        headers,
      };
    case 3:
      return {
        method: random.pick(['POST', 'POST', 'GET', 'PUT', 'DELETE']),
        path: random.pick(GATEWAY) + (random.chance(0.1) ? oddPath(random) : ''),
        body: oddBody(random),
        headers: { ...headers, 'recaptcha-Token': oddText(random) },
      };
    case 4:
      return {
        method: random.pick(['POST', 'POST', 'PUT']),
        path: random.pick(FORMS) + (random.chance(0.3) ? `?lang=${oddText(random)}` : ''),
        body: oddBody(random),
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://souk.test', ...headers },
      };
    case 5:
      return random.chance(0.5)
        ? { method: 'GET', path: `/media/${oddText(random, 1)}/${oddText(random, 1)}`, headers }
        : { method: 'POST', path: '/media', body: oddBody(random), headers };
    case 6:
      return {
        method: 'GET',
        path: oddPath(random, random.pick(['', fixture.storeHome.slice(0, -1), fixture.announcementPath])),
        headers,
      };
    case 7:
      return { method: 'GET', path: oddPath(random, fixture.storeHome.slice(0, -1)), headers };
    case 8:
      return { method: 'GET', path: oddPath(random), headers: { ...headers, host: `${DOMAIN}:3000` } };
    default:
      return {
        method: random.pick(['HEAD', 'OPTIONS', 'DELETE', 'PATCH', 'POST', 'GET']),
        path: oddPath(random),
        body: undefined,
        headers,
      };
  }
}

describe.each(testEngines)('fuzz (%s)', (engine) => {
  let server: TestServer;
  const logs = captureLogs();
  let fixture: { storeHome: string; announcementPath: string };

  beforeAll(async () => {
    server = await startTestServer(engine, { logStream: logs.stream });
    const seller = await createUser(server.deps);
    const land = await createLand(server.deps, { domain: DOMAIN });
    const store = await server.deps.db
      .selectFrom('stores')
      .select(['id', 'slug'])
      .where('id', '=', land.id)
      .executeTakeFirstOrThrow();
    const announcement = await createAnnouncement(server.deps, { userId: seller.id, storeId: store.id });
    fixture = {
      storeHome: `/store/${store.id}/${store.slug}/`,
      announcementPath: `/${announcement.slug}-d${announcement.id}`,
    };
  });
  afterAll(async () => server?.close());

  it(
    `answers ${REQUESTS} malformed requests without a 5xx or a logged server error`,
    { timeout: 120_000 },
    async () => {
      const random = generator(SEED + testEngines.indexOf(engine));
      const requests = Array.from({ length: REQUESTS }, () => drawRequest(random, fixture));
      const failures: string[] = [];
      const statuses = new Map<number, number>();
      let next = 0;
      const worker = async () => {
        while (next < requests.length) {
          const request = requests[next++]!;
          let answer: RawAnswer;
          const headers = Object.fromEntries(
            Object.entries(request.headers).map(([name, value]) => [name, onTheWire(value)]),
          );
          try {
            answer = await rawRequest(server.url, request.method, onTheWire(request.path), request.body, headers);
          } catch (error) {
            failures.push(`${request.method} ${request.path}: ${(error as Error).message}`);
            continue;
          }
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          if (answer.status >= 500) {
            failures.push(
              `${answer.status} ${request.method} ${request.path} ${JSON.stringify(request.headers)} ${String(request.body).slice(0, 200)} → ${answer.body.slice(0, 200)}`,
            );
          }
        }
      };
      const started = performance.now();
      await Promise.all(Array.from({ length: PARALLEL }, worker));
      const seconds = (performance.now() - started) / 1000;
      console.info(`fuzz (${engine}): ${REQUESTS} requests in ${seconds.toFixed(1)} s`, Object.fromEntries(statuses));
      expect(failures).toEqual([]);
      expect(logs.errors().map((line) => `${line.msg ?? ''} ${line.err?.message ?? ''}`)).toEqual([]);
    },
  );

  it('answers normally afterwards', async () => {
    expect((await rawRequest(server.url, 'GET', '/status/ready')).status).toBe(200);
    const home = await rawRequest(server.url, 'GET', '/');
    expect(home.status).toBe(200);
    expect((await rawRequest(server.url, 'GET', fixture.announcementPath)).status).toBe(200);
    const query = await server.gql<{ searchSuggest: unknown[] }>('{ searchSuggest(q: "golf") { text } }');
    expect(query.errors).toBeUndefined();
  });
});
