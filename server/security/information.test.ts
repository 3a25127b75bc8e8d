import { parse } from 'graphql';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../../shared/domain/errors';
import { GRAPHQL_RESPONSE_TYPE } from '../graphql/request-bounds';
import { testEngines } from '../test/engines';
import { startTestServer, type TestServer } from '../test/harness';
import { PRODUCTION_ENV } from './production';

interface Answer {
  status: number;
  type: string;
  text: string;
  body: { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] } | null;
}

/** What nothing sent to a stranger may contain: stacks, SQL, file paths, Node's own messages. */
const INTERNALS =
  /\bat .+\(|node_modules|\.ts:\d+|\bselect\b.+\bfrom\b|Cannot read propert|TypeError|undefined is not/i;

describe.each(testEngines)('what a production server tells strangers, on %s', (engine) => {
  let server: TestServer;
  let errorLogs: ReturnType<typeof vi.spyOn>;
  beforeAll(async () => {
    server = await startTestServer(engine, { env: PRODUCTION_ENV });
  });
  afterAll(() => server.close());
  afterEach(() => errorLogs?.mockRestore());

  async function send(init: RequestInit & { path?: string }): Promise<Answer> {
    errorLogs = vi.spyOn(server.deps.log, 'error');
    const response = await fetch(`${server.url}${init.path ?? '/graphql'}`, init);
    const text = await response.text();
    let body: Answer['body'] = null;
    try {
      body = JSON.parse(text) as Answer['body'];
    } catch {
      body = null;
    }
    return { status: response.status, type: response.headers.get('content-type') ?? '', text, body };
  }

  const json = (payload: unknown, headers: Record<string, string> = {}): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

  /** A request the client got wrong: 4xx, a GraphQL error body, nothing internal, nothing logged as an error. */
  function expectClientError(answer: Answer, code?: string) {
    expect(answer.status, answer.text).toBeGreaterThanOrEqual(400);
    expect(answer.status, answer.text).toBeLessThan(500);
    expect(answer.body?.errors?.length, answer.text).toBeGreaterThan(0);
    expect(answer.text).not.toMatch(INTERNALS);
    expect(answer.text).not.toContain(ErrorCode.INTERNAL_SERVER_ERROR);
    if (code) expect(answer.body?.errors?.[0]?.extensions?.code, answer.text).toBe(code);
    expect(errorLogs).not.toHaveBeenCalled();
  }

  it('gives no field-name suggestions', async () => {
    // `me` exists; `mee`, `announcment` are typos graphql-js would complete.
    for (const query of ['{ mee { id } }', '{ me { usernam } }', '{ announcment(id: 1) { id } }']) {
      const answer = await send(json({ query }));
      expectClientError(answer, ErrorCode.GRAPHQL_VALIDATION_FAILED);
      expect(answer.text).not.toMatch(/did you mean/i);
    }
  });

  it('refuses introspection, whole or by type', async () => {
    for (const query of ['{ __schema { types { name } } }', '{ __type(name: "Query") { fields { name } } }']) {
      const answer = await send(json({ query }));
      expectClientError(answer, ErrorCode.GRAPHQL_VALIDATION_FAILED);
      expect(answer.text).not.toContain('announcement');
    }
  });

  it('takes no syntax tree sent as JSON, nor any other JSON value, for a query', async () => {
    const tree = JSON.stringify(parse('{ __typename }'));
    for (const query of [tree, '1', 'null', 'true', '[]', '"{ __typename }"', '{"kind":"Document"}']) {
      expectClientError(await send(json({ query })), ErrorCode.GRAPHQL_MALFORMED);
    }
  });

  it('answers malformed requests with 4xx GraphQL errors', async () => {
    const cases: (RequestInit & { path?: string })[] = [
      json('{"query": "{ __typename }"'),
      json('{"query": "{ __typename }"}\u0000'),
      json('\u0000'),
      json('[]'),
      json('"just a string"'),
      json({ query: 42 }),
      json({ query: '{ __typename }', variables: 'nope' }),
      json({ query: '{ __typename }', operationName: { a: 1 } }),
      json({}),
      json({ query: '' }),
      json({ query: '{' }),
      json({ query: '{ __typename }', operationName: 'Nowhere' }),
      json({ query: 'query A { __typename } query B { __typename }' }),
      { method: 'POST', headers: { 'content-type': 'application/json' } },
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '' },
      { method: 'POST', headers: { 'content-type': 'text/xml' }, body: '<query/>' },
      { method: 'POST', headers: { 'content-type': 'application/json; charset=latin1' }, body: '{}' },
      {
        method: 'GET',
        path: '/graphql?query=mutation%20%7B%20logout%20%7D',
        headers: { 'mercurius-require-preflight': '1' },
      },
      {
        method: 'GET',
        path: '/graphql?query=%7B__typename%7D&operationName=Nope',
        headers: { 'mercurius-require-preflight': '1' },
      },
      {
        method: 'GET',
        path: '/graphql?query=%7B__typename%7D&variables=%7Bnot-json',
        headers: { 'mercurius-require-preflight': '1' },
      },
      { method: 'GET', path: '/graphql', headers: { 'mercurius-require-preflight': '1' } },
      { method: 'GET', path: '/graphql?query=%7B__typename%7D' },
    ];
    for (const request of cases) {
      const answer = await send(request);
      expectClientError(answer);
    }
  });

  it('refuses an unknown operation name over GET for a document it has cached', async () => {
    const query = 'query Cached { __typename }';
    expect((await send(json({ query }))).status).toBe(200);
    const path = `/graphql?query=${encodeURIComponent(query)}&operationName=Other`;
    const answer = await send({ method: 'GET', path, headers: { 'mercurius-require-preflight': '1' } });
    expectClientError(answer, ErrorCode.GRAPHQL_VALIDATION_FAILED);
  });

  it('answers in application/graphql-response+json to clients that accept it, in application/json otherwise', async () => {
    const modern = await send(
      json({ query: '{ __typename }' }, { accept: `${GRAPHQL_RESPONSE_TYPE}, application/json;q=0.9` }),
    );
    expect(modern.status).toBe(200);
    expect(modern.type).toBe(`${GRAPHQL_RESPONSE_TYPE}; charset=utf-8`);
    const refused = await send(json({ query: '{ mee }' }, { accept: GRAPHQL_RESPONSE_TYPE }));
    expect(refused.status).toBe(400);
    expect(refused.type.startsWith(GRAPHQL_RESPONSE_TYPE)).toBe(true);
    expect(refused.body).not.toHaveProperty('data');
    const legacy = await send(json({ query: '{ __typename }' }, { accept: 'application/json' }));
    expect(legacy.type.startsWith('application/json')).toBe(true);
    expect(legacy.body?.data).toEqual({ __typename: 'Query' });
  });
});
