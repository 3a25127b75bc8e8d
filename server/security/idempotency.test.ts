import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY } from '../../shared/domain/idempotency';
import { purgeIdempotencyKeys } from '../core/idempotency';
import { bikeInput } from '../modules/announcements/announcements.test-support';
import { userWithToken } from '../modules/reactions/reactions.test-support';
import { tokenFor } from '../modules/users/users.test-support';
import { testEngines } from '../test/engines';
import { startTestServer, type TestServer } from '../test/harness';

/**
 * Issue 23: creating an announcement accepts an idempotency key; retries with the same key create
 * one announcement, even when they race each other on PostgreSQL.
 */
const CREATE = `mutation ($input: AnnouncementInput!, $idempotencyKey: String) {
  announcementCreate(input: $input, idempotencyKey: $idempotencyKey) { id title status }
}`;
type Created = { announcementCreate: { id: string; title: string; status: string } };
const codeOf = (result: { errors?: { extensions?: { code?: string } }[] }) => result.errors?.[0]?.extensions?.code;

let sequence = 0;
const newKey = () => `key-${(sequence += 1)}-${Date.now()}-${Math.random().toString(36).slice(2)}`;

describe.each(testEngines)('idempotency keys of announcementCreate on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  const create = (token: string, input: Record<string, unknown>, idempotencyKey?: string | null) =>
    server.gql<Created>(CREATE, { input, idempotencyKey }, { token });
  const announcementsOf = (userId: string) =>
    server.deps.db.selectFrom('announcements').select('id').where('user_id', '=', userId).execute();

  it('returns the first announcement to every retry with the same key: one row', async () => {
    const member = await userWithToken(server);
    const key = newKey();
    const first = await create(member.token, bikeInput(), key);
    expect(first.errors).toBeUndefined();
    const again = await create(member.token, bikeInput(), key);
    expect(again.data).toEqual(first.data);
    expect(await announcementsOf(member.id)).toHaveLength(1);
    // Without a key, every call creates.
    await create(member.token, bikeInput());
    await create(member.token, bikeInput(), null);
    expect(await announcementsOf(member.id)).toHaveLength(3);
  });

  it('creates one announcement for 20 parallel retries with the same key', async () => {
    const member = await userWithToken(server);
    const key = newKey();
    const results = await Promise.all(Array.from({ length: 20 }, () => create(member.token, bikeInput(), key)));
    for (const result of results) expect(result.errors).toBeUndefined();
    expect(new Set(results.map((result) => result.data!.announcementCreate.id)).size).toBe(1);
    expect(await announcementsOf(member.id)).toHaveLength(1);
    const events = await server.deps.db
      .selectFrom('domain_events')
      .select('id')
      .where('type', '=', 'announcement.created')
      .where('actor_id', '=', member.id)
      .execute();
    expect(events).toHaveLength(1);
  });

  it('refuses the same key with a different input (IDEMPOTENCY/KEY_REUSED), in the caller’s language', async () => {
    const member = await userWithToken(server);
    const key = newKey();
    expect((await create(member.token, bikeInput(), key)).errors).toBeUndefined();
    const changed = await server.gql<Created>(
      CREATE,
      { input: bikeInput({ price: 26000 }), idempotencyKey: key },
      { token: member.token, headers: { 'accept-language': 'en' } },
    );
    expect(changed.errors?.[0]).toMatchObject({
      message: 'This request key was already used for a different request.',
      extensions: { code: 'IDEMPOTENCY/KEY_REUSED' },
    });
    expect(await announcementsOf(member.id)).toHaveLength(1);
    // The same input with its fields in another order is the same request.
    const reordered = Object.fromEntries(Object.entries(bikeInput()).reverse());
    expect((await create(member.token, reordered, key)).errors).toBeUndefined();
  });

  it('keeps members’ keys apart and refuses malformed keys', async () => {
    const [one, two] = [await userWithToken(server), await userWithToken(server)];
    const key = newKey();
    const a = await create(one.token, bikeInput(), key);
    const b = await create(two.token, bikeInput(), key);
    expect(a.data!.announcementCreate.id).not.toBe(b.data!.announcementCreate.id);

    for (const bad of ['short', 'x'.repeat(IDEMPOTENCY_KEY.maxLength + 1), 'has spaces in it', 'clé-accentuée']) {
      const refused = await create(one.token, bikeInput(), bad);
      expect(codeOf(refused)).toBe('IDEMPOTENCY/INVALID_KEY');
    }
    expect(await announcementsOf(one.id)).toHaveLength(1);
  });

  it('does not remember a key whose creation failed', async () => {
    const member = await userWithToken(server);
    const key = newKey();
    // Refused inside the creating transaction (a picture that is not the member's): the key goes with it.
    const refused = await create(member.token, bikeInput({ mediaIds: ['999999'] }), key);
    expect(codeOf(refused)).toBe('ANNOUNCEMENT/FORM_VALIDATION_ERROR');
    expect(await announcementsOf(member.id)).toHaveLength(0);
    const created = await create(member.token, bikeInput(), key);
    expect(created.errors).toBeUndefined();
  });

  it('forgets keys after their lifetime, and the purge drops them', async () => {
    const member = await userWithToken(server);
    const key = newKey();
    const first = await create(member.token, bikeInput(), key);
    server.advanceClock(IDEMPOTENCY_KEY.ttlSeconds * 1000 + 1000);
    // A day later the access token has expired too: the member signs in again.
    const later = await create(await tokenFor(server, member.id), bikeInput({ price: 30000 }), key);
    expect(later.errors).toBeUndefined();
    expect(later.data!.announcementCreate.id).not.toBe(first.data!.announcementCreate.id);

    server.advanceClock(IDEMPOTENCY_KEY.ttlSeconds * 1000 + 1000);
    expect(await purgeIdempotencyKeys(server.deps)).toBeGreaterThan(0);
    expect(await server.deps.db.selectFrom('idempotency_keys').select('key').execute()).toEqual([]);
  });
});
