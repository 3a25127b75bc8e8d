import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_LIMITS } from '../../../shared/domain/announcements';
import { testEngines } from '../../test/engines';
import { startTestServer, type TestServer } from '../../test/harness';
import { firstError, userWithToken } from '../reactions/reactions.test-support';

const DRAFT = `{ myAnnouncementDraft { values updatedAt } }`;
const SAVE = `mutation ($values: JSON!) { announcementDraftSave(values: $values) { values updatedAt } }`;
const DISCARD = `mutation { announcementDraftDiscard }`;

describe.each(testEngines)('drafts of the publishing form on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  type Draft = { values: Record<string, unknown>; updatedAt: string } | null;
  const draftOf = async (token: string) =>
    (await server.gql<{ myAnnouncementDraft: Draft }>(DRAFT, {}, { token })).data!.myAnnouncementDraft;

  it('keeps one draft per member, replaces it, gives it back as saved, and forgets it', async () => {
    const member = await userWithToken(server);
    const other = await userWithToken(server);
    expect(await draftOf(member.token)).toBeNull();

    const first = { step: 'details', values: { title: 'Clio 4 diesel', specs: { marque: ['renault'] } } };
    expect((await server.gql(SAVE, { values: first }, { token: member.token })).errors).toBeUndefined();
    const second = { step: 'place', values: { title: 'Clio 4 dCi « toutes options »', cities: [{ id: '1' }] } };
    const saved = await server.gql<{ announcementDraftSave: NonNullable<Draft> }>(
      SAVE,
      { values: second },
      { token: member.token },
    );
    expect(saved.data!.announcementDraftSave.values).toEqual(second);

    const kept = await draftOf(member.token);
    expect(kept!.values).toEqual(second);
    expect(Number.isNaN(Date.parse(kept!.updatedAt))).toBe(false);
    // Another member's draft is their own.
    expect(await draftOf(other.token)).toBeNull();

    const discarded = await server.gql<{ announcementDraftDiscard: boolean }>(DISCARD, {}, { token: member.token });
    expect(discarded.data!.announcementDraftDiscard).toBe(true);
    expect(await draftOf(member.token)).toBeNull();
    const again = await server.gql<{ announcementDraftDiscard: boolean }>(DISCARD, {}, { token: member.token });
    expect(again.data!.announcementDraftDiscard).toBe(false);
  });

  it('refuses what is not a form, or too large, and keeps the earlier draft', async () => {
    const member = await userWithToken(server);
    const kept = { step: 'category', values: { title: 'Vélo' } };
    await server.gql(SAVE, { values: kept }, { token: member.token });
    for (const values of [[1, 2], 'text', 42, { big: 'x'.repeat(ANNOUNCEMENT_LIMITS.draftBytesMax) }]) {
      const refused = await server.gql(SAVE, { values }, { token: member.token });
      expect(firstError(refused).code).toBe('ANNOUNCEMENT/DRAFT_INVALID');
      expect(firstError(refused).message).toMatch(/64/);
    }
    expect((await draftOf(member.token))!.values).toEqual(kept);
  });

  it('asks for a signed-in member', async () => {
    const refused = await server.gql(SAVE, { values: { title: 'x' } });
    expect(firstError(refused).code).toBe('UNAUTHENTICATED');
    expect(firstError(await server.gql(DRAFT, {})).code).toBe('UNAUTHENTICATED');
  });
});
