import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { testEngines } from '../../test/engines';
import { startTestServer, type TestServer } from '../../test/harness';
import type { LandRef } from './lands';
import { builderUser, documentOf, landVars, landWithEditor, OPS } from './sitebuild.test-support';

const CHANGED = `subscription ($id: ID!, $type: LaunchType!) {
  siteBuildChanged(id: $id, LaunchType: $type) { kind launchType landId siteBuildId version autoSave authorId origin }
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
  function connect(token?: string, { keepOpen = false } = {}): Client {
    const client = createClient({
      // Lazy (the default) closes the socket once nothing runs on it; the next operation opens a new one.
      lazy: !keepOpen,
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
      origin: null,
    });

    await server.gql(OPS.publish, { ...landVars(land), build: id }, { token: editor.token });
    await until(() => listener.events.length >= 2);
    expect(listener.events[1]).toMatchObject({ kind: 'PUBLISHED', siteBuildId: id, version: version + 1 });
    expect(listener.errors).toEqual([]);
    await listener.stop();
  });

  it('names the window that made each change, so the same member’s other windows take it', async () => {
    const { land, editor } = await landWithEditor(server);
    // The member's second window listens with the same account.
    const listener = listen(connect(editor.token), land);
    await settled(land, editor.token, listener);

    const access = await server.gql<any>(OPS.access, landVars(land), { token: editor.token });
    const version = access.data.siteBuildAccess.version as number;
    const committed = await server.gql<any>(
      OPS.commit,
      { ...landVars(land), build: documentOf('STORE'), base: version, origin: 'window-a' },
      { token: editor.token },
    );
    const id = committed.data.siteBuildCommit as string;
    await server.gql(OPS.publish, { ...landVars(land), build: id, origin: 'window-b' }, { token: editor.token });
    const saved = await server.gql<any>(
      OPS.save,
      { ...landVars(land), build: documentOf('STORE') },
      { token: editor.token },
    );
    const selected = await server.gql<any>(
      OPS.select,
      { id: saved.data.siteBuildSave.id, type: 'STORE', origin: 'window-c' },
      { token: editor.token },
    );
    expect(selected.errors).toBeUndefined();
    await until(() => listener.events.length >= 3);
    expect(listener.events.map((event) => [event.kind, event.version, event.authorId, event.origin])).toEqual([
      ['COMMITTED', version + 1, editor.id, 'window-a'],
      ['PUBLISHED', version + 1, editor.id, 'window-b'],
      ['COMMITTED', version + 2, editor.id, 'window-c'],
    ]);

    // An origin that is not an id is the caller's mistake: refused, nothing written.
    const refused = await server.gql<any>(
      OPS.commit,
      { ...landVars(land), build: documentOf('STORE'), base: version + 2, origin: 'a window; drop' },
      { token: editor.token },
    );
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'origin' });
    const after = await server.gql<any>(OPS.access, landVars(land), { token: editor.token });
    expect(after.data.siteBuildAccess.version).toBe(version + 2);
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

  /** One query or mutation on the socket (fullWsTransport): its single result. */
  async function once(client: Client, query: string, variables: Record<string, unknown>) {
    for await (const result of client.iterate({ query, variables })) return result;
    throw new Error('no result');
  }

  it('commits over the socket itself, and checks the caller again on every operation', async () => {
    const { land, editor } = await landWithEditor(server);
    // One socket for the whole test, as the studio holds one for as long as the editor is open.
    const socket = connect(editor.token, { keepOpen: true });
    let connections = 0;
    socket.on('connected', () => (connections += 1));
    const access = await once(socket, OPS.access, landVars(land));
    const version = (access.data!.siteBuildAccess as { version: number }).version;
    const committed = await once(socket, OPS.commit, {
      ...landVars(land),
      build: documentOf('STORE'),
      base: version,
    });
    expect(committed.errors).toBeUndefined();
    const byStore = await server.gql<any>(OPS.byStore, { id: land.id, draft: true }, { token: editor.token });
    expect(byStore.data.siteBuildGetByStore).toMatchObject({
      id: committed.data!.siteBuildCommit,
      version: version + 1,
    });

    // A stale base is the same conflict as over HTTP, with no stack or SQL in it.
    const stale = await once(socket, OPS.commit, { ...landVars(land), build: documentOf('STORE'), base: version });
    expect(stale.errors?.[0]).toMatchObject({
      extensions: { code: 'SITEBUILD/CONFLICT', currentVersion: version + 1 },
    });
    expect(JSON.stringify(stale)).not.toMatch(/stack|select |insert /i);

    // The socket was opened by an editor; the account loses the right to edit sites: the next
    // save on the same socket is refused, as a new HTTP request would be.
    await server.deps.db.deleteFrom('user_permissions').where('user_id', '=', editor.id).execute();
    const refused = await once(socket, OPS.commit, {
      ...landVars(land),
      build: documentOf('STORE'),
      base: version + 1,
    });
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });

    // The token the socket signed in with expires: the socket stays open (its subscriptions are
    // checked when they start), but its next operation is a visitor's, told why.
    await server.deps.db
      .insertInto('user_permissions')
      .values({ user_id: editor.id, permission: 'can_edit_sitebuild' })
      .execute();
    expect((await once(socket, OPS.access, landVars(land))).errors).toBeUndefined();
    server.advanceClock(24 * 3600 * 1000);
    const expired = await once(socket, OPS.access, landVars(land));
    expect(expired.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED', reason: 'expired' } });
    expect(connections).toBe(1);
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
