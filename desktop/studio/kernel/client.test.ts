/* eslint-disable @typescript-eslint/no-restricted-imports -- the client is tested against the real server (its harness and factories). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createUser } from '../../../server/test/factories';
import { startTestServer, type TestServer } from '../../../server/test/harness';
import { memoryTokenStore } from '../platform/memory-tokens.test-support';
import { createStudioClient } from './client';
import { StudioSession } from './session';

describe('the studio’s connection against the real server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('closes quietly while the socket waits to reconnect with no subscriber left', async () => {
    const moderator = await createUser(server.deps, { roles: ['MODERATOR'] });
    const session = new StudioSession(memoryTokenStore(), server.url);
    await session.signIn(moderator.username!, moderator.password);
    const connection = createStudioClient(session, { webSocketImpl: WebSocket });
    const refused: unknown[] = [];
    const onRefused = (reason: unknown) => refused.push(reason);
    process.on('unhandledRejection', onRefused);
    try {
      let connected = false;
      const off = connection.ws.on('connected', () => (connected = true));
      const stop = connection.ws.subscribe(
        { query: 'subscription { moderationQueueChanged { kind } }' },
        { next: () => undefined, error: () => undefined, complete: () => undefined },
      );
      const start = Date.now();
      while (!connected && Date.now() - start < 5000) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(connected).toBe(true);
      off();
      // The socket drops; while graphql-ws waits to reconnect, the last subscriber leaves and the
      // studio closes (a sign-out, another API address). That attempt is given up, not an error.
      let reconnecting = false;
      const offConnecting = connection.ws.on('connecting', () => (reconnecting = true));
      connection.ws.terminate();
      // graphql-ws notices the drop and starts waiting before its next attempt.
      await new Promise((resolve) => setTimeout(resolve, 100));
      stop();
      connection.dispose();
      // graphql-ws waits 1.3 to 4 s before its first new attempt.
      await new Promise((resolve) => setTimeout(resolve, 4500));
      offConnecting();
      expect(reconnecting).toBe(false);
      expect(refused).toEqual([]);
    } finally {
      process.off('unhandledRejection', onRefused);
    }
  });

  it('ends the studio’s session when the server ends its socket’s session (signed out on another device)', async () => {
    const member = await createUser(server.deps);
    const store = memoryTokenStore();
    const session = new StudioSession(store, server.url);
    await session.signIn(member.username!, member.password);
    const connection = createStudioClient(session, { webSocketImpl: WebSocket });
    const changes: unknown[] = [];
    session.onChange((change) => changes.push(change));
    try {
      let connected = false;
      const off = connection.ws.on('connected', () => (connected = true));
      const stop = connection.ws.subscribe(
        { query: 'subscription { notificationAdded { id } }' },
        { next: () => undefined, error: () => undefined, complete: () => undefined },
      );
      const start = Date.now();
      while (!connected && Date.now() - start < 5000) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(connected).toBe(true);
      off();
      await new Promise((resolve) => setTimeout(resolve, 200));
      // Another device signs the same session out (the refresh token the studio holds).
      const tokens = store.kept()!;
      const response = await fetch(`${server.url}/logout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refresh_token: tokens.refreshToken }),
      });
      expect(response.status).toBe(204);
      const waited = Date.now();
      while (changes.length === 0 && Date.now() - waited < 8000)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(changes).toEqual([{ signedIn: false, reason: 'expired' }]);
      stop();
    } finally {
      connection.dispose();
    }
  });
});
