import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { testEngines } from '../../test/engines';
import { createUser } from '../../test/factories';
import { tokenFor } from './users.test-support';

const USER = `query ($id: ID!) {
  user(id: $id) { id username displayName avatarUrl memberSince email phone birthDate regionId rolesPlain }
}`;

describe.each(testEngines)('public member profile on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { referenceData: false });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('shows anyone the public face of a member, with the day the account was created, and nothing private', async () => {
    const before = Date.now();
    const member = await createUser(server.deps, { username: 'nadia_public' });
    const result = await server.gql<{ user: Record<string, unknown> }>(USER, { id: member.id });
    expect(result.errors).toBeUndefined();
    expect(result.data?.user).toMatchObject({
      id: member.id,
      username: 'nadia_public',
      displayName: 'nadia_public',
      avatarUrl: null,
      email: null,
      phone: null,
      birthDate: null,
      regionId: null,
      rolesPlain: [],
    });
    const since = new Date(result.data!.user.memberSince as string).getTime();
    expect(since).toBeGreaterThanOrEqual(before - 60_000);
    expect(since).toBeLessThanOrEqual(Date.now() + 60_000);
  });

  it('shows the member their own private fields through the same query', async () => {
    const member = await createUser(server.deps);
    const token = await tokenFor(server, member.id);
    const result = await server.gql<{ user: { email: string } }>(USER, { id: member.id }, { token });
    expect(result.data?.user.email).toBe(member.email);
  });

  it('has no profile for unknown, malformed, anonymous or suspended accounts', async () => {
    const anonymous = await createUser(server.deps, { isAnonymous: true });
    const suspended = await createUser(server.deps);
    await server.deps.db
      .updateTable('users')
      .set({ suspended_at: new Date() })
      .where('id', '=', suspended.id)
      .execute();
    for (const id of ['999999999', 'abc', anonymous.id, suspended.id]) {
      const result = await server.gql<{ user: unknown }>(USER, { id });
      expect(result.errors, id).toBeUndefined();
      expect(result.data?.user, id).toBeNull();
    }
  });

  it('gives every account of a list its creation day (me as well)', async () => {
    const member = await createUser(server.deps);
    const token = await tokenFor(server, member.id);
    const result = await server.gql<{ me: { memberSince: string } }>('{ me { memberSince } }', {}, { token });
    expect(Number.isNaN(Date.parse(result.data!.me.memberSince))).toBe(false);
  });
});
