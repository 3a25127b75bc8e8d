import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { testEngines } from '../../test/engines';
import { startTestServer, type TestServer } from '../../test/harness';
import type { LandRef } from './lands';
import { builderUser, documentOf, landVars, landWithEditor, OPS } from './sitebuild.test-support';

const CHANGED = `subscription ($id: ID!, $type: LaunchType!) {
  siteBuildChanged(id: $id, LaunchType: $type) { kind launchType landId siteBuildId version autoSave authorId }
}`;

describe.each(testEngines)('site-build events over WebSocket on %s', (engine) => {
  let server: TestServer;
  const clients: Client[] = [];
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    for (const client of clients) await client.dispose();
    await server?.close();
  });

  /** A graphql-ws client of the test server, signed in with the token (connection_init's payload). */
  function connect(token?: string): Client {
    const client = createClient({
      url: server.url.replace(/^http/, 'ws') + '/graphql',
      webSocketImpl: WebSocket,
      connectionParams: token ? { authorization: `Bearer ${token}` } : {},
      retryAttempts: 0,
    });
    clients.push(client);
    return client;
  }

  /** Subscribes to a land's events; resolves `ready` once the server acknowledged the subscription. */
  function listen(client: Client, land: LandRef) {
    const events: Record<string, unknown>[] = [];
    const errors: unknown[] = [];
    const iterator = client.iterate({ query: CHANGED, variables: landVars(land) });
    const done = (async () => {
      try {
        for await (const result of iterator) {
          if (result.errors) errors.push(...result.errors);
          else events.push(result.data!.siteBuildChanged as Record<string, unknown>);
        }
      } catch (error) {
        // graphql-ws rejects with the list of errors the server sent.
        errors.push(...(Array.isArray(error) ? error : [error]));
      }
    })();
    return { events, errors, done, stop: () => iterator.return?.() };
  }

  const until = async (check: () => boolean, ms = 5000) => {
    const start = Date.now();
    while (!check()) {
      if (Date.now() - start > ms) throw new Error('timed out waiting');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  /** Subscriptions start asynchronously: a first commit proves the listener is in place before the assertions. */
  async function settled(land: LandRef, token: string, listener: { events: unknown[] }) {
    for (let attempt = 0; attempt < 50 && listener.events.length === 0; attempt += 1) {
      const access = await server.gql<any>(OPS.access, landVars(land), { token });
      await server.gql(
        OPS.commit,
        { ...landVars(land), build: documentOf(land.launchType), base: access.data.siteBuildAccess.version },
        { token },
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    listener.events.length = 0;
  }

  it('tells another open editor of the land when one commits or publishes', async () => {
    const { land, editor } = await landWithEditor(server);
    const colleague = await builderUser(server);
    await server.deps.db.insertInto('store_members').values({ store_id: land.id, user_id: colleague.id }).execute();

    const listener = listen(connect(colleague.token), land);
    await settled(land, editor.token, listener);

    const access = await server.gql<any>(OPS.access, landVars(land), { token: editor.token });
    const version = access.data.siteBuildAccess.version as number;
    const committed = await server.gql<any>(
      OPS.commit,
      { ...landVars(land), build: { ...documentOf('STORE'), autoSave: true }, base: version },
      { token: editor.token },
    );
    const id = committed.data.siteBuildCommit as string;
    await until(() => listener.events.length >= 1);
    expect(listener.events[0]).toEqual({
      kind: 'COMMITTED',
      launchType: 'STORE',
      landId: land.id,
      siteBuildId: id,
      version: version + 1,
      autoSave: true,
      authorId: editor.id,
    });

    await server.gql(OPS.publish, { ...landVars(land), build: id }, { token: editor.token });
    await until(() => listener.events.length >= 2);
    expect(listener.events[1]).toMatchObject({ kind: 'PUBLISHED', siteBuildId: id, version: version + 1 });
    expect(listener.errors).toEqual([]);
    await listener.stop();
  });

  it('tells an editor of one land nothing about another land', async () => {
    const mine = await landWithEditor(server, { launchType: 'MARKET' });
    const theirs = await landWithEditor(server, { launchType: 'MARKET' });
    const listener = listen(connect(mine.editor.token), mine.land);
    await settled(mine.land, mine.editor.token, listener);
    await server.gql(
      OPS.commit,
      { ...landVars(theirs.land), build: documentOf('MARKET') },
      { token: theirs.editor.token },
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(listener.events).toEqual([]);
    await listener.stop();
  });

  it('refuses to subscribe visitors and members who do not edit the land', async () => {
    const { land } = await landWithEditor(server);
    const visitor = listen(connect(), land);
    await visitor.done;
    expect(visitor.errors[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });

    const stranger = await builderUser(server);
    const refused = listen(connect(stranger.token), land);
    await refused.done;
    expect(refused.errors[0]).toMatchObject({ extensions: { code: 'FORBIDDEN', reason: 'NOT_EDITOR' } });
    expect(visitor.events).toEqual([]);
  });
});
