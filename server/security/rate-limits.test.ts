import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../shared/domain/rate-limits';
import { createAnnouncement } from '../modules/announcements/announcements.test-support';
import { THROTTLE_POLICIES } from '../modules/auth/throttle.service';
import { errorCode, postWithHeaders } from '../modules/auth/test-support';
import { userWithToken } from '../modules/reactions/reactions.test-support';
import { ensureTestRegions, REGISTER, validRegistration } from '../modules/users/users.test-support';
import { testEngines } from '../test/engines';
import { createUser } from '../test/factories';
import { startTestServer, type TestServer } from '../test/harness';

/**
 * Issue 23: every limit holds under 50 parallel requests (a count then a write in two statements
 * lets them all through on PostgreSQL; PGlite runs one statement at a time and hides the race).
 * Each test fires 50 requests at once and checks that exactly the limit's number got through.
 * Password reset requests: server/security/password-reset.test.ts.
 */
const PARALLEL = 50;

let addressSequence = 0;
/** A client address no other test uses (the server trusts X-Forwarded-For here). */
const newAddress = () => {
  addressSequence += 1;
  return `198.18.${Math.floor(addressSequence / 250)}.${(addressSequence % 250) + 1}`;
};

const codeOf = (result: { errors?: { extensions?: { code?: string } }[] }) => result.errors?.[0]?.extensions?.code;

/** Splits answers into passed (no error) and refused with `code`; anything else fails the test. */
function tally(results: { errors?: { extensions?: { code?: string } }[] }[], code: string) {
  const passed = results.filter((result) => !result.errors);
  const refused = results.filter((result) => codeOf(result) === code);
  expect(passed.length + refused.length, JSON.stringify(results.find((r) => r.errors && codeOf(r) !== code))).toBe(
    results.length,
  );
  return { passed: passed.length, refused: refused.length };
}

describe.each(testEngines)('rate limits under 50 parallel requests on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { env: { TRUST_PROXY: '1' } });
    await ensureTestRegions(server.deps);
  });
  afterAll(async () => {
    await server?.close();
  });

  it(`phone reveals: exactly ${RATE_LIMITS.phoneReveal.max} of ${PARALLEL} announcements' phones`, async () => {
    const seller = await createUser(server.deps);
    const ids: string[] = [];
    for (let index = 0; index < PARALLEL; index += 1) {
      ids.push((await createAnnouncement(server.deps, { userId: seller.id, phones: [{ phone: '0550123456' }] })).id);
    }
    const REVEAL = 'mutation ($id: ID!) { announcementPhoneGet(id: $id) { phone } }';
    const member = await userWithToken(server);
    const byMember = await Promise.all(ids.map((id) => server.gql(REVEAL, { id }, { token: member.token })));
    expect(tally(byMember, 'PHONE/MAX_ATTEMPT')).toEqual({
      passed: RATE_LIMITS.phoneReveal.max,
      refused: PARALLEL - RATE_LIMITS.phoneReveal.max,
    });
    const reveals = await server.deps.db
      .selectFrom('phone_reveals')
      .select('id')
      .where('visitor', '=', `user:${member.id}`)
      .execute();
    expect(reveals).toHaveLength(RATE_LIMITS.phoneReveal.max);

    // A visitor is counted by address.
    const address = newAddress();
    const byVisitor = await Promise.all(
      ids.map((id) => server.gql(REVEAL, { id }, { headers: { 'x-forwarded-for': address } })),
    );
    expect(tally(byVisitor, 'PHONE/MAX_ATTEMPT').passed).toBe(RATE_LIMITS.phoneReveal.max);
  });

  const SEND = 'mutation ($input: ContactMessageInput!) { contactMessageSend(input: $input) }';
  const contact = (email: string) => ({
    email,
    name: 'Nadia Belkacem',
    subject: 'Annonce en double',
    message: 'Bonjour, une annonce apparaît deux fois dans la catégorie Voitures.',
    tag: 'BUG',
  });

  it(`contact form: exactly ${RATE_LIMITS.contactSender.max} sends of one sender`, async () => {
    const address = newAddress();
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, (_, index) =>
        server.gql(
          SEND,
          { input: contact(`sender-${index}-${Date.now()}@example.dz`) },
          {
            headers: { 'x-forwarded-for': address },
          },
        ),
      ),
    );
    expect(tally(results, 'CONTACT/MAX_ATTEMPT')).toEqual({
      passed: RATE_LIMITS.contactSender.max,
      refused: PARALLEL - RATE_LIMITS.contactSender.max,
    });
  });

  it(`contact form: exactly ${RATE_LIMITS.contactEmail.max} sends naming one e-mail address, from 50 addresses`, async () => {
    const email = `flood-${Date.now()}@example.dz`;
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        server.gql(SEND, { input: contact(email) }, { headers: { 'x-forwarded-for': newAddress() } }),
      ),
    );
    expect(tally(results, 'CONTACT/MAX_ATTEMPT').passed).toBe(RATE_LIMITS.contactEmail.max);
    const stored = await server.deps.db
      .selectFrom('contact_messages')
      .select('id')
      .where('email', '=', email)
      .execute();
    expect(stored).toHaveLength(RATE_LIMITS.contactEmail.max);
  });

  it(`registration: exactly ${RATE_LIMITS.registrationAddress.max} accounts from one address`, async () => {
    const address = newAddress();
    const inputs = Array.from({ length: PARALLEL }, () => validRegistration());
    const results = await Promise.all(
      inputs.map((input) => server.gql(REGISTER, { input }, { headers: { 'x-forwarded-for': address } })),
    );
    expect(tally(results, 'REGISTER/MAX_ATTEMPT')).toEqual({
      passed: RATE_LIMITS.registrationAddress.max,
      refused: PARALLEL - RATE_LIMITS.registrationAddress.max,
    });
    const refused = results.find((result) => result.errors)!.errors![0]!;
    expect(refused.extensions!.seconds).toBeGreaterThan(0);
    expect(refused.message).toMatch(/réessayez dans \d+ secondes/);
    const accounts = await server.deps.db
      .selectFrom('users')
      .select('id')
      .where(
        'username',
        'in',
        inputs.map((input) => input.username as string),
      )
      .execute();
    expect(accounts).toHaveLength(RATE_LIMITS.registrationAddress.max);
    // Another address is not held.
    const other = await server.gql(
      REGISTER,
      { input: validRegistration() },
      { headers: { 'x-forwarded-for': newAddress() } },
    );
    expect(other.errors).toBeUndefined();
  });

  it(`sign-in: exactly ${THROTTLE_POLICIES.pair.threshold} wrong passwords are checked for one account and address`, async () => {
    const user = await createUser(server.deps);
    const address = newAddress();
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        postWithHeaders(
          server,
          '/login',
          { username: user.username, password: 'wrong-password' },
          { 'x-forwarded-for': address },
        ),
      ),
    );
    const codes = answers.map((answer) => errorCode(answer.body));
    expect(codes.filter((code) => code === 'INVALID_CREDENTIALS')).toHaveLength(THROTTLE_POLICIES.pair.threshold);
    expect(codes.filter((code) => code === 'AUTH/MAX_ATTEMPT')).toHaveLength(
      PARALLEL - THROTTLE_POLICIES.pair.threshold,
    );
  });
});
