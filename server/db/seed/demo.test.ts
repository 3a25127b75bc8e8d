import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { testEngines } from '../../test/engines';
import { verifyPassword } from '../../modules/users/password';
import { ensureTestRegions } from '../../modules/users/users.test-support';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoData } from './demo';

describe.each(testEngines)('demo users on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
    await ensureTestRegions(server.deps);
    await server.deps.db
      .insertInto('users')
      .values({ username: 'Amina_Benali', email: 'someone.else@example.dz' })
      .execute();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('creates validated, unprivileged members with the documented password, once', async () => {
    await seedDemoData(server.deps);
    await seedDemoData(server.deps);
    const usernames = DEMO_USERS.map((u) => u.username);
    const rows = await server.deps.db
      .selectFrom('users')
      .selectAll()
      .where('username', 'in', usernames)
      .orderBy('username')
      .execute();
    // amina_benali was taken already (in another case): the seed leaves that account alone.
    expect(rows.map((r) => r.username)).toEqual(usernames.filter((u) => u !== 'amina_benali').sort());
    for (const row of rows) {
      expect(row.is_validated).toBe(true);
      expect(row.email).toMatch(/@souk\.example$/);
      expect(await verifyPassword(row.password_hash!, DEMO_PASSWORD)).toBe(true);
    }
    const roles = await server.deps.db
      .selectFrom('user_roles')
      .select('role')
      .where(
        'user_id',
        'in',
        rows.map((r) => r.id),
      )
      .distinct()
      .execute();
    expect(roles.map((r) => r.role)).toEqual(['USER']);
  });
});
