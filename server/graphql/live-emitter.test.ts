import { randomBytes } from 'node:crypto';
import { createClient, type Client } from 'graphql-ws';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { openTestDatabase, startTestServer, type TestServer } from '../test/harness';
import type { LandRef } from '../modules/sitebuild/lands';
import { documentOf, landVars, landWithEditor, OPS } from '../modules/sitebuild/sitebuild.test-support';

const CHANGED = `subscription ($id: ID!, $type: LaunchType!) {
  siteBuildChanged(id: $id, LaunchType: $type) { kind siteBuildId version }
}`;

const redisUrl = process.env.TEST_REDIS_URL;

/**
 * Two server instances of one marketplace (one database, one signing secret): a studio holds its
 * socket on one, the change is made through the other. Runs where a Redis server is given
 * (`.ci/run` starts one); PGlite serves the shared database in this process.
 */
describe.runIf(redisUrl)('live subscriptions across two server instances', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    while (cleanups.length > 0) await cleanups.pop()!();
  });

  async function twoInstances(withRedis: boolean): Promise<[TestServer, TestServer]> {
    const { database } = await openTestDatabase('pglite');
    cleanups.push(() => database.close());
    const env = {
      JWT_SECRET: randomBytes(16).toString('hex'),
      ALTCHA_HMAC_KEY: randomBytes(16).toString('hex'),
      ...(withRedis ? { REDIS_URL: redisUrl! } : {}),
    };
    const a = await startTestServer('pglite', { database, env });
    cleanups.push(() => a.close());
    const b = await startTestServer('pglite', { database, env });
    cleanups.push(() => b.close());
    return [a, b];
  }

  function listen(server: TestServer, token: string, land: LandRef) {
    const client: Client = createClient({
      url: server.url.replace(/^http/, 'ws') + '/graphql',
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
      retryAttempts: 0,
    });
    cleanups.push(async () => {
      await client.dispose();
    });
    const events: { kind: string; version: number }[] = [];
    const iterator = client.iterate({ query: CHANGED, variables: landVars(land) });
    void (async () => {
      for await (const result of iterator) {
        if (result.data) events.push(result.data.siteBuildChanged as { kind: string; version: number });
      }
    })().catch(() => undefined);
    return events;
  }

  /** Commits through `through` until the listener has heard one, then says whether later ones reach it. */
  async function commitsHeard(through: TestServer, listener: TestServer): Promise<number> {
    const { land, editor } = await landWithEditor(through);
    const heard = listen(listener, editor.token, land);
    // The subscription starts asynchronously: give it a moment, then commit five times.
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (let i = 0; i < 5; i += 1) {
      const access = await through.gql<any>(OPS.access, landVars(land), { token: editor.token });
      const committed = await through.gql<any>(
        OPS.commit,
        { ...landVars(land), build: documentOf('STORE'), base: access.data.siteBuildAccess.version },
        { token: editor.token },
      );
      expect(committed.errors).toBeUndefined();
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    return heard.filter((event) => event.kind === 'COMMITTED').length;
  }

  it('a studio subscribed on one instance hears the commits made through the other, through Redis', async () => {
    const [a, b] = await twoInstances(true);
    expect(await commitsHeard(b, a)).toBe(5);
  });

  it('without Redis each instance only hears its own (the control)', async () => {
    const [a, b] = await twoInstances(false);
    expect(await commitsHeard(b, a)).toBe(0);
    expect(await commitsHeard(a, a)).toBe(5);
  });
});
