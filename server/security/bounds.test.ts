import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../shared/domain/errors';
import { REQUEST_LIMITS } from '../graphql/limits';
import { testEngines } from '../test/engines';
import { startTestServer, type TestServer } from '../test/harness';
import { awkwardDocuments, hostileDocuments, type HostileKind } from './hostile-documents';

/** Sends one query; returns status, body and the process CPU time (server and client) it took. */
async function timedQuery(server: TestServer, query: string) {
  const cpu = process.cpuUsage();
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as {
    data?: unknown;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
  };
  const used = process.cpuUsage(cpu);
  return { status: response.status, body, cpuMs: (used.user + used.system) / 1000 };
}

describe.each(testEngines)('GraphQL request bounds on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
    // Warm the route (first request loads lazy code), so timings are those of the refusal.
    await server.gql('{ __typename }');
  });
  afterAll(() => server.close());

  it.each(Object.keys(hostileDocuments) as HostileKind[])(
    'refuses a document past the %s bound with GRAPHQL/REQUEST_TOO_LARGE, in well under 100 ms',
    async (kind) => {
      // Process CPU counts every thread of this test process (GC, the database's), which only
      // adds: the least of five distinct refusals is the refusal's own cost.
      const costs: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const { status, body, cpuMs } = await timedQuery(server, hostileDocuments[kind](`${kind}_${i}`));
        expect(status).toBe(400);
        expect(body.data ?? null).toBeNull();
        expect(body.errors).toHaveLength(1);
        expect(body.errors?.[0]?.extensions).toMatchObject({
          code: ErrorCode.GRAPHQL_REQUEST_TOO_LARGE,
          limit: kind,
          max: REQUEST_LIMITS[kind],
        });
        costs.push(cpuMs);
      }
      expect(Math.min(...costs)).toBeLessThan(50);
    },
  );

  it('says the refusal in the caller language', async () => {
    const { errors } = await server.gql(hostileDocuments.aliases('lang'), undefined, {
      headers: { 'accept-language': 'ar' },
    });
    expect(errors?.[0]?.message).toMatch(/[\u0600-\u06FF]/);
  });

  it.each(Object.keys(awkwardDocuments) as (keyof typeof awkwardDocuments)[])(
    'answers a %s document within the bounds as a 4xx validation error, in well under 100 ms',
    async (kind) => {
      // The least of three distinct documents: process CPU also counts this process's other
      // threads (GC, the database's), which only add on a busy machine.
      const costs: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const { status, body, cpuMs } = await timedQuery(server, awkwardDocuments[kind](`${kind}_${i}`));
        if (kind === 'overlapping') {
          expect(status).toBe(200);
          expect(body.data).toEqual({ __typename: 'Query' });
        } else {
          expect(status).toBe(400);
          expect(body.errors?.[0]?.extensions?.code).toBe(ErrorCode.GRAPHQL_VALIDATION_FAILED);
        }
        costs.push(cpuMs);
      }
      expect(Math.min(...costs)).toBeLessThan(100);
    },
  );

  it('serves the largest operation our clients send', async () => {
    // StudioStoreBuild's shape: the bounds leave it room (it is refused for access, not for size).
    const { status, data } = await server.gql('query Ok { __typename a: __typename b: __typename }');
    expect(status).toBe(200);
    expect(data).toEqual({ __typename: 'Query', a: 'Query', b: 'Query' });
  });

  it('bounds a GET query text as a POST one', async () => {
    const query = `{ __typename } #${'x'.repeat(REQUEST_LIMITS.queryLength)}`;
    const response = await fetch(`${server.url}/graphql?query=${encodeURIComponent(query)}`, {
      headers: { 'mercurius-require-preflight': '1' },
    });
    const body = (await response.json()) as { errors: { extensions: { code: string } }[] };
    expect(response.status, JSON.stringify(body)).toBe(400);
    expect(body.errors[0]?.extensions.code).toBe(ErrorCode.GRAPHQL_REQUEST_TOO_LARGE);
  });

  it('refuses a body past the HTTP limit with 413 and a GraphQL error', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }', variables: { padding: 'x'.repeat(2 * 1024 * 1024) } }),
    });
    expect(response.status).toBe(413);
    const body = (await response.json()) as { errors: { extensions: { code: string; limit: string } }[] };
    expect(body.errors[0]?.extensions).toMatchObject({ code: ErrorCode.GRAPHQL_REQUEST_TOO_LARGE, limit: 'body' });
  });
});
