import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLand } from '../modules/sitebuild/sitebuild.test-support';
import { testEngines } from '../test/engines';
import { startTestServer, type TestServer } from '../test/harness';
import { captureLogs } from './log-capture';
import { rawRequest } from './raw-request';

/**
 * Client errors outside /graphql: odd paths, long queries, malformed form bodies and oversized
 * bodies are the client's mistakes. They are answered 4xx (400, 403, 404, 413, 414 or 431),
 * never 5xx, and the server logs no error (no stack trace) for them.
 */

/** A raw request to the test server (the path sent byte for byte). */
const raw = (
  server: TestServer,
  method: string,
  path: string,
  body?: string | Buffer,
  headers: Record<string, string> = {},
) => rawRequest(server.url, method, path, body, headers);

const form = { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://souk.test' };
const json = { 'content-type': 'application/json' };

describe.each(testEngines)('client errors outside /graphql (%s)', (engine) => {
  let server: TestServer;
  const logs = captureLogs();
  let storeHome: string;

  beforeAll(async () => {
    server = await startTestServer(engine, { logStream: logs.stream });
    const land = await createLand(server.deps);
    const { slug } = await server.deps.db
      .selectFrom('stores')
      .select('slug')
      .where('id', '=', land.id)
      .executeTakeFirstOrThrow();
    storeHome = `/store/${land.id}/${slug}/`;
  });
  afterAll(async () => server?.close());
  beforeEach(() => logs.clear());

  /** Asserts a client error: 4xx, within `allowed` when given, and no error logged. */
  function expectClientError(answer: { status: number }, label: string, allowed?: number[]) {
    expect(answer.status, label).toBeGreaterThanOrEqual(400);
    expect(answer.status, label).toBeLessThan(500);
    if (allowed) expect(allowed, `${label}: ${answer.status}`).toContain(answer.status);
  }

  function expectNothingLoggedAsError() {
    expect(
      logs.errors().map((line) => `${line.msg ?? ''} ${line.err?.message ?? ''}`),
      'errors logged',
    ).toEqual([]);
  }

  it('answers odd and broken paths with 4xx (or the page they name), never 5xx', async () => {
    const paths = [
      '//',
      '///',
      '//evil.example/x',
      '/%',
      '/%%',
      '/%E0%A4%A',
      '/%C0%AF',
      '/%ED%A0%80',
      '/%00',
      '/s/%',
      '/auth/login?redirectTo=%',
      '/membre/%',
      '/membre/99999999999999999999999',
      '/x-d%',
      '/x-d99999999999999999999999',
      '/store/%/x/',
      '/store/1%00/x/',
      '/landing/%E0%A4%A/x/',
      '/media/%/%',
      '/media/..%2F..%2Fetc/passwd',
      '/static/%',
      '/static/..%2F..%2Fpackage.json',
      `/${'a'.repeat(5000)}`,
      `/s?${'q=a&'.repeat(2000)}`,
      '/s?lang=%',
      '/s?q=%00',
      '/s?q=%ED%A0%80',
      '/s?q=%F4%90%80%80',
      '/s?lang[]=ar',
      '/?lang=ar&lang=en',
      `${storeHome}%`,
      `${storeHome}annonce/%`,
    ];
    for (const path of paths) {
      const answer = await raw(server, 'GET', path);
      expect(answer.status, path).toBeLessThan(500);
    }
    expectClientError(await raw(server, 'GET', '/%'), '/%', [400, 404]);
    expectClientError(await raw(server, 'GET', '/%E0%A4%A'), 'invalid percent-encoding', [400, 404]);
    expectNothingLoggedAsError();
  });

  it('refuses an overlong address with 414 or 431 (before any page work)', async () => {
    const answer = await raw(server, 'GET', `/s?q=${'a'.repeat(20_000)}`);
    expectClientError(answer, 'overlong address', [414, 431]);
    expectNothingLoggedAsError();
  });

  it('renders long search and store-site queries (cut to the limit), or refuses them as 4xx', async () => {
    const long = encodeURIComponent('مرسيدس golf 7 '.repeat(300));
    for (const path of [
      `/s?q=${long}`,
      `/s?q=${long}&regionIds=${'1,'.repeat(300)}1&priceMin=-1&priceMax=1e309&page=99999999999`,
      `/${long}-r/`,
      `${storeHome}?q=${long}`,
      `${storeHome}annonce?q=${long}&page=${'9'.repeat(40)}`,
      `/boutiques?keyword=${long}&regionId=x&cityId=${'9'.repeat(40)}`,
    ]) {
      const answer = await raw(server, 'GET', path);
      expect(answer.status, path.slice(0, 80)).toBeLessThan(500);
    }
    expectNothingLoggedAsError();
  });

  it('answers malformed form bodies with the form (303) or 4xx', async () => {
    const bodies = [
      '%',
      'username=%ZZ&password=%',
      'username=a&username=b&password[]=x',
      '=&&==&',
      `username=${'%00'.repeat(10)}&password=x`,
      'username=%ED%A0%80&password=x',
      `username=${'a'.repeat(200_000)}&password=x`,
      '\u0000\u0001\u0002',
    ];
    for (const route of ['/auth/login', '/auth/register', '/auth/reset_password_request', '/contact-us']) {
      for (const body of bodies) {
        const answer = await raw(server, 'POST', route, body, form);
        expect(answer.status, `${route} ${body.slice(0, 30)}`).toBeLessThan(500);
      }
      const badType = await raw(server, 'POST', route, '<x/>', { ...form, 'content-type': 'text/xml' });
      expectClientError(badType, `${route} text/xml`, [415]);
      const badJson = await raw(server, 'POST', route, '{"username":', { ...json, origin: form.origin });
      expectClientError(badJson, `${route} broken JSON`, [400]);
    }
    expectNothingLoggedAsError();
  });

  it('gives a field text with NUL or a lone surrogate back to its form as that field’s error', async () => {
    const answer = await raw(server, 'POST', '/auth/register', 'email=a%40b.dz&username=ali%00ce', form);
    expect(answer.status).toBe(303);
    const location = new URL(String(answer.headers.location), 'http://souk.test');
    expect(location.pathname).toBe('/auth/register');
    expect(location.searchParams.get('error')).toBe('BAD_USER_INPUT');
    expect(location.searchParams.get('fields')).toBe('username:text');
    // The page says which field, in the form's language.
    const page = await raw(server, 'GET', `${location.pathname}${location.search}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Ce texte contient un caractère non autorisé.');

    const login = await raw(server, 'POST', '/auth/login?lang=en', 'username=ali%00ce&password=secret', form);
    expect(login.status).toBe(303);
    expect(String(login.headers.location)).toBe('/auth/login?error=BAD_USER_INPUT&fields=username%3Atext&lang=en');

    const contact = await raw(server, 'POST', '/contact-us', 'email=a%40b.dz&name=x&subject=y&message=z%00', form);
    expect(contact.status).toBe(303);
    expect(String(contact.headers.location)).toContain('error=BAD_USER_INPUT');
    expectNothingLoggedAsError();
  });

  it('refuses empty, malformed and oversized bodies on the gateway routes with 4xx', async () => {
    const big = JSON.stringify({ username: 'a'.repeat(2 * 1024 * 1024), password: 'x' });
    for (const route of [
      '/login',
      '/login/social',
      '/login/facebook',
      '/login-anonymous',
      '/oauth2/token',
      '/logout',
    ]) {
      expectClientError(await raw(server, 'POST', route, '', json), `${route} empty`);
      expectClientError(await raw(server, 'POST', route, '{"username":', json), `${route} broken JSON`, [400]);
      expectClientError(await raw(server, 'POST', route, '[]', json), `${route} array`);
      expectClientError(await raw(server, 'POST', route, '"\\u0000"', json), `${route} NUL`);
      expectClientError(await raw(server, 'POST', route, big, json), `${route} oversized`, [413]);
    }
    expectClientError(
      await raw(server, 'POST', '/login', JSON.stringify({ username: 'a\u0000b', password: 'x\ud800' }), json),
      '/login NUL in fields',
    );
    expectNothingLoggedAsError();
  });

  it('refuses NUL and lone surrogates in GraphQL variables and literals with BAD_USER_INPUT naming the field', async () => {
    const suggest = 'query ($q: String!) { searchSuggest(q: $q) { text } }';
    for (const q of ['golf\u0000', 'golf\ud800', '\udc00golf', 'a\udbff\ud800']) {
      const answer = await server.gql(suggest, { q });
      expect(answer.status, JSON.stringify(q)).toBeLessThan(500);
      expect(answer.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        reason: 'INVALID_TEXT',
        fields: [{ field: 'q', rule: 'text', message: 'Ce texte contient un caractère non autorisé.' }],
      });
    }
    // Deep inside an input object, and the message in the caller's language.
    const contact = await server.gql(
      'mutation ($input: ContactMessageInput!) { contactMessageSend(input: $input) }',
      { input: { email: 'a@b.dz', name: 'x', subject: 'y', message: 'z\u0000', tag: 'OTHER' } },
      { headers: { 'accept-language': 'en' } },
    );
    expect(contact.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ field: 'input.message', message: 'This text contains a character that is not allowed.' }],
    });
    const literal = await server.gql('{ searchSuggest(q: "golf\\u0000") { text } }');
    expect(literal.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'q' }] });
    // Valid text, surrogate pairs (emoji) included, passes.
    const fine = await server.gql(suggest, { q: 'golf 😀 سيارة' });
    expect(fine.errors).toBeUndefined();
    expectNothingLoggedAsError();
  });

  it('still answers normally afterwards', async () => {
    expect((await raw(server, 'GET', '/status/ready')).status).toBe(200);
    expect((await raw(server, 'GET', '/')).status).toBe(200);
  });
});
