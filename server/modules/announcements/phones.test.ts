import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../../shared/domain/rate-limits';
import { startTestServer, type TestServer } from '../../test/harness';
import { testEngines } from '../../test/engines';
import { createUser } from '../../test/factories';
import { tokenFor } from '../users/users.test-support';
import { createAnnouncement } from './announcements.test-support';

const REVEAL = `mutation ($id: ID!) {
  announcementPhoneGet(id: $id) { id phone phoneExt hasViber hasWhatsapp hasTelegram }
}`;

describe.each(testEngines)('phone reveal on %s', (engine) => {
  let server: TestServer;
  let sellerId: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    sellerId = (await createUser(server.deps)).id;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('gives the announcer their phones for the form (any status, no reveal counted) and nobody else', async () => {
    const { id } = await createAnnouncement(server.deps, {
      userId: sellerId,
      status: 'PENDING',
      phones: [{ phone: '0661000111', hasTelegram: true }],
    });
    const FORM = `query ($id: ID!) { announcementDetails(id: $id) { announcerPhones { phone hasTelegram } } }`;
    const own = await server.gql<{ announcementDetails: { announcerPhones: unknown[] } }>(
      FORM,
      { id },
      { token: await tokenFor(server, sellerId) },
    );
    expect(own.data!.announcementDetails.announcerPhones).toEqual([{ phone: '0661000111', hasTelegram: true }]);
    // A moderator sees the announcement but reveals numbers like anyone else, counted.
    const moderator = await createUser(server.deps, { roles: ['MODERATOR'] });
    const seen = await server.gql<{ announcementDetails: { announcerPhones: unknown[] } }>(
      FORM,
      { id },
      { token: await tokenFor(server, moderator.id) },
    );
    expect(seen.data!.announcementDetails.announcerPhones).toEqual([]);
    const reveals = await server.deps.db
      .selectFrom('phone_reveals')
      .select('id')
      .where('announcement_id', '=', id)
      .execute();
    expect(reveals).toEqual([]);
  });

  it('reveals the phones of an active announcement to anyone and records each reveal', async () => {
    const { id } = await createAnnouncement(server.deps, {
      userId: sellerId,
      phones: [
        { phone: '0550123456', hasWhatsapp: true, hasViber: true },
        { phone: '021234567', hasTelegram: true },
      ],
    });
    const buyer = await createUser(server.deps);
    const { data, errors } = await server.gql<{ announcementPhoneGet: any[] }>(
      REVEAL,
      { id },
      {
        token: await tokenFor(server, buyer.id),
      },
    );
    expect(errors).toBeUndefined();
    expect(data!.announcementPhoneGet.map(({ id: _id, ...phone }) => phone)).toEqual([
      { phone: '0550123456', phoneExt: '+213550123456', hasViber: true, hasWhatsapp: true, hasTelegram: false },
      { phone: '021234567', phoneExt: '+21321234567', hasViber: false, hasWhatsapp: false, hasTelegram: true },
    ]);
    await server.gql(REVEAL, { id });
    const reveals = await server.deps.db
      .selectFrom('phone_reveals')
      .select(['user_id', 'visitor'])
      .where('announcement_id', '=', id)
      .orderBy('id')
      .execute();
    expect(reveals).toHaveLength(2);
    expect(reveals[0]).toEqual({ user_id: buyer.id, visitor: `user:${buyer.id}` });
    // Visitors are counted by a keyed hash of their address, never the address itself.
    expect(reveals[1]!.user_id).toBeNull();
    expect(reveals[1]!.visitor).toMatch(/^ip:[\w-]{22}$/);
    expect(reveals[1]!.visitor).not.toContain('127.0.0.1');
  });

  it('refuses inactive announcements with the status for the portal’s status dialog', async () => {
    const { id } = await createAnnouncement(server.deps, { userId: sellerId, status: 'EXPIRED' });
    const result = await server.gql(REVEAL, { id });
    // Not visible to a visitor at all.
    expect(result.errors?.[0]?.extensions?.code).toBe('ANNOUNCEMENT/NOT_FOUND');
    const moderator = await createUser(server.deps, { roles: ['MODERATOR'] });
    const asModerator = await server.gql(REVEAL, { id }, { token: await tokenFor(server, moderator.id) });
    expect(asModerator.errors?.[0]?.extensions).toMatchObject({ code: 'ANNOUNCEMENT/NOT_ACTIVE', status: 'EXPIRED' });
  });

  it('limits how many announcements’ phones one caller reveals in an hour, then lets them again', async () => {
    const harvester = await createUser(server.deps);
    const token = await tokenFor(server, harvester.id);
    const ids: string[] = [];
    for (let i = 0; i <= RATE_LIMITS.phoneReveal.max; i += 1) {
      ids.push((await createAnnouncement(server.deps, { userId: sellerId, phones: [{ phone: '0661234567' }] })).id);
    }
    for (const id of ids.slice(0, RATE_LIMITS.phoneReveal.max)) {
      expect((await server.gql(REVEAL, { id }, { token })).errors).toBeUndefined();
    }
    // Showing one already revealed again is not another number.
    expect((await server.gql(REVEAL, { id: ids[0] }, { token })).errors).toBeUndefined();
    const refused = await server.gql(REVEAL, { id: ids.at(-1) }, { token, headers: { 'accept-language': 'fr' } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('PHONE/MAX_ATTEMPT');
    const seconds = refused.errors![0]!.extensions!.seconds as number;
    expect(seconds).toBeGreaterThan(3000);
    expect(seconds).toBeLessThanOrEqual(3600);
    expect(refused.errors?.[0]?.message).toBe(`Trop de numéros affichés, réessayez dans ${seconds} secondes.`);
    // Someone else is not held back.
    expect((await server.gql(REVEAL, { id: ids.at(-1) })).errors).toBeUndefined();
    server.advanceClock(61 * 60 * 1000);
    expect((await server.gql(REVEAL, { id: ids.at(-1) }, { token })).errors).toBeUndefined();
  });
});
