import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_LIMITS } from '../../../shared/domain/contact';
import { RATE_LIMITS } from '../../../shared/domain/rate-limits';
import { testEngines } from '../../test/engines';
import { startTestServer, type TestServer } from '../../test/harness';
import { userWithToken } from '../reactions/reactions.test-support';

const SEND = 'mutation ($input: ContactMessageInput!) { contactMessageSend(input: $input) }';
const LIST =
  '{ contactMessageList { data { email name phone subject message tag userId locale } paginatorInfo { total } } }';

let sequence = 0;
/** A valid message from a fresh address each time (so tests do not share the e-mail cap). */
function message(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    email: `sender${sequence}-${Date.now()}@example.dz`,
    name: 'Nadia Belkacem',
    phone: '0550 12 34 56',
    subject: 'Annonce en double',
    message: 'Bonjour, une annonce apparaît deux fois dans la catégorie Voitures.',
    tag: 'BUG',
    ...overrides,
  };
}

describe.each(testEngines)('contact messages on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  const rows = (email: string) =>
    server.deps.db.selectFrom('contact_messages').selectAll().where('email', '=', email).execute();

  it('records a visitor’s message trimmed, with the phone in its national form', async () => {
    const sender = await userWithToken(server);
    const input = message({ name: '  Nadia Belkacem ', subject: ' Annonce en double ' });
    const sent = await server.gql(SEND, { input }, { token: sender.token });
    expect(sent.errors).toBeUndefined();
    expect(sent.data).toEqual({ contactMessageSend: true });
    const [row] = await rows(input.email);
    expect(row).toMatchObject({
      name: 'Nadia Belkacem',
      subject: 'Annonce en double',
      phone: '0550123456',
      tag: 'BUG',
      user_id: sender.id,
      locale: 'fr',
    });

    const anonymous = message({ phone: '', tag: 'PUBLICITY_PARTNERSHIP' });
    const visitor = await server.gql(SEND, { input: anonymous }, { headers: { 'accept-language': 'ar' } });
    expect(visitor.data).toEqual({ contactMessageSend: true });
    const [visitorRow] = await rows(anonymous.email);
    expect(visitorRow).toMatchObject({ user_id: null, phone: null, tag: 'PUBLICITY_PARTNERSHIP', locale: 'ar' });
    // No address is stored: the sender is a keyed hash.
    expect(visitorRow!.visitor).toMatch(/^ip:[\w-]{22}$/);
  });

  it('refuses invalid fields with BAD_USER_INPUT and each field’s rule and message', async () => {
    const input = message({ email: 'not-an-email', name: ' ', message: 'Trop court' + '', subject: 'ok' });
    const refused = await server.gql(SEND, { input });
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [
        { field: 'email', rule: 'email', message: 'Ce champ doit être une adresse e-mail valide.' },
        { field: 'name', rule: 'required', message: 'Ce champ est obligatoire !' },
        { field: 'subject', rule: 'min_length', message: 'Ce champ doit contenir au moins 3 caractères' },
      ],
    });
    const tooLong = await server.gql(
      SEND,
      { input: message({ message: 'x'.repeat(CONTACT_LIMITS.message.max + 1) }) },
      { headers: { 'accept-language': 'en' } },
    );
    expect(tooLong.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ field: 'message', rule: 'max_length' }],
    });
    expect(await rows(input.email)).toEqual([]);
  });

  it('answers CORE/WRONG_PHONE_FORMAT when only the phone is wrong, and refuses an unknown tag', async () => {
    const phone = await server.gql(SEND, { input: message({ phone: '0123' }) });
    expect(phone.errors?.[0]).toMatchObject({
      message: 'Un numéro de téléphone valide est requis !',
      extensions: { code: 'CORE/WRONG_PHONE_FORMAT', fields: [{ field: 'phone', rule: 'phone' }] },
    });
    const tag = await server.gql(SEND, { input: message({ tag: 'SPAM' }) });
    expect(tag.errors?.[0]?.message).toMatch(/ContactMessageTag/);
  });

  it('lets one sender send 5 messages an hour, then answers CONTACT/MAX_ATTEMPT with the wait', async () => {
    const sender = await userWithToken(server);
    for (let index = 0; index < RATE_LIMITS.contactSender.max; index += 1) {
      const sent = await server.gql(SEND, { input: message() }, { token: sender.token });
      expect(sent.errors).toBeUndefined();
      server.advanceClock(60 * 1000);
    }
    const refused = await server.gql(SEND, { input: message() }, { token: sender.token });
    expect(refused.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^Trop de messages envoyés : réessayez dans \d+ secondes\.$/),
      extensions: { code: 'CONTACT/MAX_ATTEMPT' },
    });
    const seconds = refused.errors![0]!.extensions!.seconds as number;
    // The first of the five leaves the hour 55 minutes from now.
    expect(seconds).toBeGreaterThan(55 * 60 - 5);
    expect(seconds).toBeLessThanOrEqual(55 * 60);
    // Others are not held by this sender's cap.
    const other = await userWithToken(server);
    expect((await server.gql(SEND, { input: message() }, { token: other.token })).errors).toBeUndefined();

    server.advanceClock(seconds * 1000);
    const again = await server.gql(SEND, { input: message() }, { token: sender.token });
    expect(again.errors).toBeUndefined();
  });

  it('caps the messages written for one e-mail address, whoever sends them', async () => {
    const email = `Flood-${Date.now()}@Example.dz`;
    for (let index = 0; index < RATE_LIMITS.contactEmail.max; index += 1) {
      const sender = await userWithToken(server);
      const sent = await server.gql(SEND, { input: message({ email }) }, { token: sender.token });
      expect(sent.errors).toBeUndefined();
    }
    const sender = await userWithToken(server);
    const refused = await server.gql(
      SEND,
      { input: message({ email: email.toLowerCase() }) },
      { token: sender.token, headers: { 'accept-language': 'en' } },
    );
    expect(refused.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^Too many messages sent: try again in \d+ seconds\.$/),
      extensions: { code: 'CONTACT/MAX_ATTEMPT' },
    });
  });

  it('shows the messages to admins only', async () => {
    const input = message({ tag: 'SUGGESTION' });
    await server.gql(SEND, { input });
    const visitor = await server.gql(LIST);
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const member = await userWithToken(server);
    expect((await server.gql(LIST, {}, { token: member.token })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const admin = await userWithToken(server, { roles: ['ADMIN'] });
    const listed = await server.gql<{ contactMessageList: { data: { email: string; tag: string }[] } }>(
      LIST,
      {},
      { token: admin.token },
    );
    expect(listed.errors).toBeUndefined();
    expect(listed.data!.contactMessageList.data[0]).toMatchObject({ email: input.email, tag: 'SUGGESTION' });
  });
});
