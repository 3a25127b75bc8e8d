import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedReferenceData } from '../db/seed/reference';
import { verifyPassword } from '../modules/users/password';

const run = promisify(execFile);
const root = new URL('../..', import.meta.url).pathname;

/** Runs `npm run admin -- ...args` as the operator would, against a PGlite database under `dataDir`. */
async function admin(dataDir: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'server/cli/admin.ts', ...args], {
      cwd: root,
      env,
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

/** Opens the CLI's database after it exited (PGlite allows one process per data folder). */
async function withDatabase<T>(dataDir: string, read: (database: DatabaseHandle) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  try {
    return await read(database);
  } finally {
    await database.close();
  }
}

// Each command is a process that opens and migrates its database: seconds each on a busy machine.
describe('npm run admin', { timeout: 240_000 }, () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'souk-admin-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('creates a validated, privileged account and prints its id', async () => {
    const created = await admin(
      dataDir,
      'create-user',
      '--username',
      'operator_1',
      '--email',
      'operator@example.dz',
      '--password',
      'Operator-pass-2026',
      '--role',
      'SUPER_ADMIN',
      '--permission',
      'can_edit_sitebuild',
    );
    expect(created).toMatchObject({ code: 0, stderr: '' });
    const id = created.stdout.trim();
    expect(id).toMatch(/^\d+$/);

    await withDatabase(dataDir, async ({ db }) => {
      const user = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(user).toMatchObject({ username: 'operator_1', email: 'operator@example.dz', is_validated: true });
      expect(await verifyPassword(user.password_hash!, 'Operator-pass-2026')).toBe(true);
      const roles = await db
        .selectFrom('user_roles')
        .select('role')
        .where('user_id', '=', id)
        .orderBy('role')
        .execute();
      expect(roles.map((r) => r.role)).toEqual(['SUPER_ADMIN', 'USER']);
      const permissions = await db
        .selectFrom('user_permissions')
        .select('permission')
        .where('user_id', '=', id)
        .execute();
      expect(permissions.map((p) => p.permission)).toEqual(['can_edit_sitebuild']);
    });
  });

  it('refuses bad input with a clear message and exit status 2', async () => {
    const badEmail = await admin(
      dataDir,
      'create-user',
      '--username',
      'op2',
      '--email',
      'nope',
      '--password',
      'Long-enough-1',
    );
    expect(badEmail.code).toBe(2);
    expect(badEmail.stderr).toContain('--email: This field must be a valid E-Mail address.');

    const shortPassword = await admin(
      dataDir,
      'create-user',
      '--username',
      'op2',
      '--email',
      'op2@example.dz',
      '--password',
      'short',
    );
    expect(shortPassword.code).toBe(2);
    expect(shortPassword.stderr).toContain('--password: This field must contain at least 8 characters');

    const unknownRole = await admin(
      dataDir,
      ...[
        'create-user',
        '--username',
        'op2',
        '--email',
        'op2@example.dz',
        '--password',
        'Long-enough-1',
        '--role',
        'KING',
      ],
    );
    expect(unknownRole.code).toBe(2);
    expect(unknownRole.stderr).toContain('unknown role: KING');

    const taken = await admin(
      dataDir,
      ...['create-user', '--username', 'OPERATOR_1', '--email', 'other@example.dz', '--password', 'Long-enough-1'],
    );
    expect(taken.code).toBe(2);
    expect(taken.stderr).toContain('This username is already taken.');

    const unknownCommand = await admin(dataDir, 'destroy');
    expect(unknownCommand.code).toBe(2);
    expect(unknownCommand.stderr).toContain('usage:');
  });

  it('grants and revokes roles and permissions of an existing account', async () => {
    const granted = await admin(
      dataDir,
      'grant',
      '--user',
      'operator_1',
      '--role',
      'MODERATOR',
      '--permission',
      'can_moderate',
    );
    expect(granted.code).toBe(0);
    expect(granted.stdout).toContain('roles: MODERATOR, SUPER_ADMIN, USER');
    expect(granted.stdout).toContain('permissions: can_edit_sitebuild, can_moderate');

    const revoked = await admin(dataDir, 'revoke', '--user', 'operator_1', '--role', 'MODERATOR');
    expect(revoked.stdout).toContain('roles: SUPER_ADMIN, USER');

    const missing = await admin(dataDir, 'grant', '--user', 'ghost', '--role', 'MODERATOR');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('no account with id or username "ghost"');
  });

  it('creates stores and markets, sets service params and manages store members', async () => {
    // The server seeds the reference data (communes, categories) on start; the CLI alone does not.
    const owner = await withDatabase(dataDir, async ({ db }) => {
      await migrateToLatest(db);
      await seedReferenceData(db);
      const row = await db
        .insertInto('users')
        .values({ username: 'nadia_store', email: 'nadia@example.dz' })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
    const store = await admin(
      dataDir,
      ...['store-create', '--name', 'Boutique Nadia', '--owner', 'nadia_store', '--domain', 'Nadia.localhost'],
      ...['--official', '--category', '301', '--city', '558', '--address', 'Rue Didouche', '--phone', '0550123456'],
    );
    expect(store).toMatchObject({ code: 0, stderr: '' });
    const storeId = store.stdout.trim();
    expect(storeId).toMatch(/^\d+$/);

    const market = await admin(dataDir, 'market-create', '--name', 'Souk Test', '--owner', owner, '--store', storeId);
    expect(market.code).toBe(0);
    const marketId = market.stdout.trim();

    const param = await admin(
      dataDir,
      ...['service-param', 'set', '--land-type', 'store', '--land', storeId, '--code', 'site-builder-full'],
    );
    expect(param).toMatchObject({ code: 0, stdout: 'site-builder-full\n' });
    const marketParam = await admin(
      dataDir,
      ...[
        'service-param',
        'set',
        '--land-type',
        'MARKET',
        '--land',
        marketId,
        '--code',
        'site-builder-basic',
        '--value',
        '1',
      ],
    );
    expect(marketParam.stdout).toBe('site-builder-basic=1\n');
    const removed = await admin(
      dataDir,
      ...['service-param', 'remove', '--land-type', 'MARKET', '--land', marketId, '--code', 'site-builder-basic'],
    );
    expect(removed.stdout).toBe('no service params\n');

    const added = await admin(dataDir, 'store-member', '--store', storeId, '--user', 'operator_1', '--role', 'MEMBER');
    expect(added.code).toBe(0);
    expect(added.stdout).toContain(`${owner} OWNER`);
    const lastOwner = await admin(dataDir, 'store-member', '--store', storeId, '--user', owner, '--remove');
    expect(lastOwner.code).toBe(2);
    expect(lastOwner.stderr).toContain('A store keeps at least one owner.');

    await withDatabase(dataDir, async ({ db }) => {
      const row = await db.selectFrom('stores').selectAll().where('id', '=', storeId).executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        name: 'Boutique Nadia',
        slug: 'boutique-nadia',
        domain: 'nadia.localhost',
        is_official: true,
      });
      const location = await db
        .selectFrom('store_locations')
        .selectAll()
        .where('store_id', '=', storeId)
        .executeTakeFirstOrThrow();
      expect(location).toMatchObject({ city_id: 558, region_id: 16, address: 'Rue Didouche', phones: ['0550123456'] });
      const marketStores = await db
        .selectFrom('market_stores')
        .select('store_id')
        .where('market_id', '=', marketId)
        .execute();
      expect(marketStores).toEqual([{ store_id: storeId }]);
      // The site-builder plan gave the store's owner the editor permission.
      const permissions = await db
        .selectFrom('user_permissions')
        .select('permission')
        .where('user_id', '=', owner)
        .execute();
      expect(permissions).toEqual([{ permission: 'can_edit_sitebuild' }]);
    });

    const refused = await admin(dataDir, 'store-create', '--name', 'X', '--owner', 'nadia_store');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('name: This field must contain at least 2 characters');
    const badLand = await admin(dataDir, 'service-param', 'set', '--land-type', 'SHOP', '--land', '1', '--code', 'x');
    expect(badLand).toMatchObject({ code: 2 });
    expect(badLand.stderr).toContain('--land-type must be STORE or MARKET');
  });

  it('prints the outbox', async () => {
    const empty = await admin(dataDir, 'outbox');
    expect(empty).toMatchObject({ code: 0 });
    expect(empty.stdout).toContain('the outbox is empty');
  });

  it('lists the event deliveries parked after too many failures and replays them', async () => {
    expect((await admin(dataDir, 'events')).stdout).toContain('no parked event delivery');
    const eventId = await withDatabase(dataDir, async ({ db }) => {
      const event = await db
        .insertInto('domain_events')
        .values({
          type: 'announcement.created',
          version: 1,
          payload: JSON.stringify({
            announcementId: '1',
            userId: '1',
            storeId: null,
            status: 'PENDING',
            words: ['tajine'],
          }),
          actor_id: null,
          occurred_at: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('event_deliveries')
        .values({
          event_id: event.id,
          subscriber: 'search.vocabulary',
          state: 'parked',
          attempts: 8,
          next_attempt_at: new Date(),
          handled_at: null,
          last_error: 'Error: the database was away',
        })
        .execute();
      return event.id;
    });
    const listed = await admin(dataDir, 'events');
    expect(listed).toMatchObject({ code: 0 });
    expect(listed.stdout).toContain(`event #${eventId} announcement.created`);
    expect(listed.stdout).toContain('search.vocabulary: 8 tries, last error: Error: the database was away');

    const replayed = await admin(dataDir, 'events-replay', eventId);
    expect(replayed).toMatchObject({ code: 0 });
    expect(replayed.stdout).toContain('1 parked delivery put back in line');
    // Handed over before the command ended: the vocabulary learnt the word.
    await withDatabase(dataDir, async ({ db }) => {
      const delivery = await db
        .selectFrom('event_deliveries')
        .selectAll()
        .where('event_id', '=', eventId)
        .executeTakeFirstOrThrow();
      expect(delivery.state).toBe('done');
      const word = await db.selectFrom('search_words').selectAll().where('word', '=', 'tajine').executeTakeFirst();
      expect(word?.ndoc).toBe(1);
    });
    expect((await admin(dataDir, 'events')).stdout).toContain('no parked event delivery');
  });
});
