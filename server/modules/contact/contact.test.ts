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
  it('operators filter the inbox, assign a message, answer it by e-mail in its language, and close it', async () => {
    const input = message({ tag: 'PUBLICITY_PARTNERSHIP', subject: 'Bannière sur la page Voitures' });
    const sent = await server.gql(SEND, { input }, { headers: { 'accept-language': 'ar' } });
    expect(sent.errors).toBeUndefined();
    const [row] = await rows(input.email);
    const id = row!.id;
    const admin = await userWithToken(server, { roles: ['ADMIN'] });
    const colleague = await userWithToken(server, { roles: ['ADMIN'] });
    const member = await userWithToken(server);
    const FIELDS = 'id state tag assignee { id } handledAt replies { text author { id } }';
    const INBOX = `query ($state: ContactMessageState, $tag: ContactMessageTag) {
      contactMessages(state: $state, tag: $tag, count: 100) { data { id state tag } } }`;
    const inbox = async (variables: Record<string, unknown>) =>
      (
        await server.gql<{ contactMessages: { data: { id: string }[] } }>(INBOX, variables, { token: admin.token })
      ).data!.contactMessages.data.map((item) => item.id);
    expect(await inbox({ state: 'NEW', tag: 'PUBLICITY_PARTNERSHIP' })).toContain(id);
    expect(await inbox({ tag: 'BUG' })).not.toContain(id);

    // Given to a colleague; someone who is no operator cannot be given one.
    const ASSIGN = `mutation ($id: ID!, $userId: ID) { contactMessageAssign(id: $id, userId: $userId) { ${FIELDS} } }`;
    const assigned = await server.gql<{ contactMessageAssign: { assignee: { id: string } } }>(
      ASSIGN,
      { id, userId: colleague.id },
      { token: admin.token },
    );
    expect(assigned.data!.contactMessageAssign.assignee).toEqual({ id: colleague.id });
    const wrong = await server.gql(ASSIGN, { id, userId: member.id }, { token: admin.token });
    expect(wrong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    // Answered: the answer is kept, the mail waits in the outbox in Arabic, the message is in progress.
    const REPLY = `mutation ($id: ID!, $text: String!) { contactMessageReply(id: $id, text: $text) { ${FIELDS} } }`;
    const answer = 'Merci ! Notre équipe commerciale vous appelle demain.';
    const replied = await server.gql<{
      contactMessageReply: { state: string; replies: { text: string; author: { id: string } }[] };
    }>(REPLY, { id, text: `  ${answer} ` }, { token: colleague.token });
    expect(replied.errors).toBeUndefined();
    expect(replied.data!.contactMessageReply).toMatchObject({
      state: 'IN_PROGRESS',
      replies: [{ text: answer, author: { id: colleague.id } }],
    });
    const [mail] = await server.deps.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to', '=', input.email)
      .orderBy('id', 'desc')
      .execute();
    expect(mail).toMatchObject({ locale: 'ar', subject: 'رد: Bannière sur la page Voitures' });
    expect(mail!.text).toContain(answer);
    expect(mail!.text).toContain(input.message);
    const empty = await server.gql(REPLY, { id, text: ' ' }, { token: admin.token });
    expect(empty.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const STATE = `mutation ($id: ID!, $state: ContactMessageState!) { contactMessageSetState(id: $id, state: $state) { ${FIELDS} } }`;
    const handled = await server.gql<{ contactMessageSetState: { state: string; handledAt: string | null } }>(
      STATE,
      { id, state: 'HANDLED' },
      { token: admin.token },
    );
    expect(handled.data!.contactMessageSetState.state).toBe('HANDLED');
    expect(handled.data!.contactMessageSetState.handledAt).not.toBeNull();
    expect(await inbox({ state: 'HANDLED' })).toContain(id);

    // Members and visitors do none of it; an unknown message is CONTACT/NOT_FOUND.
    expect((await server.gql(INBOX, {}, { token: member.token })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await server.gql(REPLY, { id, text: answer })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const missing = await server.gql(`query { contactMessage(id: "999999999") { id } }`, {}, { token: admin.token });
    expect(missing.errors?.[0]?.extensions?.code).toBe('CONTACT/NOT_FOUND');
  });
});
