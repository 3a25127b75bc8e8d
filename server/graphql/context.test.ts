import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../modules/users/users.test-support';
import { createUser } from '../test/factories';
import { startTestServer, type TestServer } from '../test/harness';
import { testEngines } from '../test/engines';

describe.each(testEngines)('the request context on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  const lastSeen = async (id: string) =>
    (await server.deps.db.selectFrom('users').select('last_seen_at').where('id', '=', id).executeTakeFirstOrThrow())
      .last_seen_at;
  /** The write happens off the request's path: wait for it a little. */
  const settled = async (id: string, done: (value: Date | null) => boolean) => {
    for (let i = 0; i < 50; i += 1) {
      const value = await lastSeen(id);
      if (done(value)) return value;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return lastSeen(id);
  };

  it('records when a member was last seen, at most once a minute, and never for anonymous tokens', async () => {
    const member = await createUser(server.deps);
    const anonymous = await createUser(server.deps, { isAnonymous: true });
    expect(await lastSeen(member.id)).toBeNull();

    await server.gql('{ me { id } }', {}, { token: await tokenFor(server, member.id) });
    const first = await settled(member.id, (value) => value !== null);
    expect(first).toBeInstanceOf(Date);

    server.advanceClock(30_000);
    await server.gql('{ me { id } }', {}, { token: await tokenFor(server, member.id) });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await lastSeen(member.id))!.getTime()).toBe(first!.getTime());

    server.advanceClock(31_000);
    await server.gql('{ me { id } }', {}, { token: await tokenFor(server, member.id) });
    const later = await settled(member.id, (value) => value !== null && value.getTime() > first!.getTime());
    expect(later!.getTime()).toBeGreaterThan(first!.getTime());

    await server.gql('{ me { id } }', {}, { token: await tokenFor(server, anonymous.id, true) });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await lastSeen(anonymous.id)).toBeNull();
  });
});
