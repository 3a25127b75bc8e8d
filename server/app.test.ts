import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from './modules/auth/access-token';
import { issueSession } from './modules/auth';
import { startTestServer, type TestServer } from './test/harness';
import { testEngines } from './test/engines';

describe.each(testEngines)('server foundation on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers ready while the database answers', async () => {
    const response = await fetch(`${server.url}/status/ready`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready' });
  });

  it('serves GraphQL over POST and GET', async () => {
    const posted = await server.gql<{ me: null }>('{ me { id } }');
    expect(posted).toMatchObject({ status: 200, data: { me: null } });
    const got = await fetch(`${server.url}/graphql?query=${encodeURIComponent('{ me { id } }')}`, {
      headers: { 'mercurius-require-preflight': 'true' },
    });
    expect(await got.json()).toEqual({ data: { me: null } });
  });

  it('refuses guarded operations to visitors with UNAUTHENTICATED', async () => {
    const result = await server.gql('mutation { userTokenAdd(token: "abc") }');
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('tells an expired token apart from a missing one', async () => {
    const { token } = await signAccessToken(
      server.deps.config,
      { sub: '1', anon: false },
      new Date(Date.now() - 3600_000),
    );
    const result = await server.gql('mutation { userTokenAdd(token: "abc") }', {}, { token });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'expired' });
  });

  it('rejects a token signed with another key or algorithm', async () => {
    const forged = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: '1', aud: 'souk-api', iss: 'http://souk.test' }),
    ).toString('base64url')}.`;
    const result = await server.gql('mutation { userTokenAdd(token: "abc") }', {}, { token: forged });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'invalid' });
  });

  it('refuses batched queries', async () => {
    const { status, body } = await server.post('/graphql', [{ query: '{ me { id } }' }, { query: '{ me { id } }' }]);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(JSON.stringify(body)).not.toContain('"me"');
  });

  it('refuses simple (CSRF-prone) requests', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: 'mutation { userTokenAdd(token: "abc") }' }),
    });
    expect(response.status).toBe(400);
    const body = await response.text();
    expect(body).not.toContain('INTERNAL_SERVER_ERROR');
  });

  it('limits aliases', async () => {
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: me { id }`).join(' ');
    const tooMany = await server.gql(`{ ${aliases} }`);
    expect(tooMany.errors?.[0]?.extensions).toMatchObject({ code: 'GRAPHQL/REQUEST_TOO_LARGE', limit: 'aliases' });
    const fine = await server.gql(`{ a: me { id } b: me { id } }`);
    expect(fine.errors).toBeUndefined();
  });

  it('hides introspection outside development', async () => {
    const result = await server.gql('{ __schema { types { name } } }');
    expect(result.errors?.[0]?.message).toMatch(/introspection/i);
  });

  it('masks unexpected errors: no SQL, no stack, a request id instead', async () => {
    await server.deps.db
      .insertInto('users')
      .values({ id: '1', username: 'mask', email: 'mask@example.dz' })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const { token } = await issueSession(server.deps, '1');
    // A push token longer than the column allows is fine; break the table instead so the insert fails in SQL.
    await server.deps.db.schema.alterTable('user_push_tokens').renameTo('user_push_tokens_gone').execute();
    try {
      const result = await server.gql('mutation { userTokenAdd(token: "abc") }', {}, { token });
      const error = result.errors?.[0];
      expect(error?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
      expect(error?.extensions?.requestId).toEqual(expect.any(String));
      expect(JSON.stringify(result)).not.toMatch(/user_push_tokens|relation|stack|at /);
    } finally {
      await server.deps.db.schema.alterTable('user_push_tokens_gone').renameTo('user_push_tokens').execute();
    }
  });
});

describe('readiness when the database is gone', () => {
  it('answers 503', async () => {
    const server = await startTestServer('pglite', { referenceData: false });
    try {
      await server.deps.db.destroy();
      const response = await fetch(`${server.url}/status/ready`);
      expect(response.status).toBe(503);
    } finally {
      await server.app.close();
    }
  });
});
