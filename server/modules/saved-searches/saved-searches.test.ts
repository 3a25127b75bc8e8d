import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVED_SEARCH_LIMITS } from '../../../shared/domain/saved-searches';
import { testEngines } from '../../test/engines';
import { startTestServer, type TestServer } from '../../test/harness';
import { createAnnouncement } from '../announcements/announcements.test-support';
import { firstError, userWithToken } from '../reactions/reactions.test-support';
import { tokenFor } from '../users/users.test-support';
import { alertSavedSearches } from './saved-searches.service';

const CREATE = `mutation ($input: SavedSearchInput!) { savedSearchCreate(input: $input) { id name path frequency } }`;
const LIST = `{ savedSearches { id name frequency } }`;
const UPDATE = `mutation ($id: ID!, $f: SavedSearchFrequency!) { savedSearchUpdate(id: $id, frequency: $f) { id frequency } }`;
const DELETE = `mutation ($id: ID!) { savedSearchDelete(id: $id) }`;
const NOTIFICATIONS = `{ notifications { data { kind title body link } } }`;

describe.each(testEngines)('saved searches on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A search of announcements priced in a band no other test uses. */
  const band = (n: number) => ({ priceRange: { min: 900_000 + n * 100, max: 900_000 + n * 100 + 50 } });
  const save = (token: string, n: number, extra: Record<string, unknown> = {}) =>
    server.gql<{ savedSearchCreate: { id: string; name: string; path: string; frequency: string } }>(
      CREATE,
      {
        input: {
          name: `Vélos ${n}`,
          path: `/s?priceRange=${n}`,
          filter: band(n),
          frequency: 'INSTANT',
          ...extra,
        },
      },
      { token },
    );

  it('saves, lists, changes and forgets a member’s searches; others’ stay out of reach', async () => {
    const member = await userWithToken(server);
    const other = await userWithToken(server);
    const created = await save(member.token, 1);
    expect(created.errors).toBeUndefined();
    const { id } = created.data!.savedSearchCreate;
    expect(created.data!.savedSearchCreate).toMatchObject({
      name: 'Vélos 1',
      path: '/s?priceRange=1',
      frequency: 'INSTANT',
    });
    const listed = await server.gql<{ savedSearches: { id: string }[] }>(LIST, {}, { token: member.token });
    expect(listed.data!.savedSearches.map((s) => s.id)).toEqual([id]);

    expect(firstError(await server.gql(UPDATE, { id, f: 'DAILY' }, { token: other.token })).code).toBe(
      'SAVED_SEARCH/NOT_FOUND',
    );
    const updated = await server.gql<{ savedSearchUpdate: { frequency: string } }>(
      UPDATE,
      { id, f: 'DAILY' },
      { token: member.token },
    );
    expect(updated.data!.savedSearchUpdate.frequency).toBe('DAILY');
    expect(firstError(await server.gql(DELETE, { id }, { token: other.token })).code).toBe('SAVED_SEARCH/NOT_FOUND');
    expect((await server.gql(DELETE, { id }, { token: member.token })).data).toEqual({ savedSearchDelete: true });
  });

  it('refuses a bad name or address, an anonymous account, and more than the limit', async () => {
    const member = await userWithToken(server);
    for (const extra of [
      { name: '  ' },
      { name: 'x'.repeat(SAVED_SEARCH_LIMITS.nameMax + 1) },
      { path: 'https://evil.example/s' },
      { path: '//evil.example' },
    ]) {
      expect(firstError(await save(member.token, 2, extra)).code, JSON.stringify(extra)).toBe('SAVED_SEARCH/INVALID');
    }
    const anonymous = await userWithToken(server, { isAnonymous: true });
    expect(firstError(await save(anonymous.token, 2)).code).toBe('SAVED_SEARCH/ANONYMOUS');
    for (let i = 0; i < SAVED_SEARCH_LIMITS.perMember; i += 1)
      expect((await save(member.token, 2)).errors).toBeUndefined();
    expect(firstError(await save(member.token, 2)).code).toBe('SAVED_SEARCH/TOO_MANY');
  });

  it('keeps the cap under 50 parallel saves: exactly the limit is stored, the rest refused with its code', async () => {
    const member = await userWithToken(server);
    const results = await Promise.all(Array.from({ length: 50 }, () => save(member.token, 4)));
    const stored = results.filter((result) => !result.errors).length;
    const refused = results.filter((result) => result.errors).map((result) => firstError(result).code);
    expect(stored).toBe(SAVED_SEARCH_LIMITS.perMember);
    expect(new Set(refused)).toEqual(new Set(['SAVED_SEARCH/TOO_MANY']));
    const listed = await server.gql<{ savedSearches: unknown[] }>(LIST, {}, { token: member.token });
    expect(listed.data!.savedSearches).toHaveLength(SAVED_SEARCH_LIMITS.perMember);
  });

  it('tells the member of new matching announcements once, not of their own nor of older ones', async () => {
    const member = await userWithToken(server);
    const seller = await userWithToken(server);
    await createAnnouncement(server.deps, { userId: seller.id, price: 900_310, title: 'Vélo déjà là' });
    expect((await save(member.token, 3)).errors).toBeUndefined();
    // Nothing new yet; then the clock moves and two announcements are published, one the member's own.
    server.advanceClock(61_000);
    expect(await alertSavedSearches(server.deps, 'INSTANT')).toBe(0);
    server.advanceClock(61_000);
    await createAnnouncement(server.deps, {
      userId: seller.id,
      price: 900_320,
      title: 'Vélo cargo neuf',
      refreshedAt: server.deps.now(),
    });
    await createAnnouncement(server.deps, {
      userId: member.id,
      price: 900_330,
      title: 'Mon vélo',
      refreshedAt: server.deps.now(),
    });
    server.advanceClock(61_000);
    expect(await alertSavedSearches(server.deps, 'INSTANT')).toBe(1);
    await server.deps.events.drain();
    const token = await tokenFor(server, member.id);
    const listed = await server.gql<{
      notifications: { data: { kind: string; title: string; body: string; link: string }[] };
    }>(NOTIFICATIONS, {}, { token });
    const [told] = listed.data!.notifications.data;
    expect(told).toMatchObject({ kind: 'SAVED_SEARCH_MATCH' });
    expect(told!.title).toContain('Vélos 3');
    expect(told!.body).toContain('Vélo cargo neuf');
    expect(told!.link).toMatch(/-d\d+$/);
    // The same announcement refreshed again is not told twice.
    server.advanceClock(61_000);
    expect(await alertSavedSearches(server.deps, 'INSTANT')).toBe(0);
  });
});
