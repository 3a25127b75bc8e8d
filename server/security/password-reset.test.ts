import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../shared/domain/rate-limits';
import { mailCountTo } from '../modules/users/users.test-support';
import { testEngines } from '../test/engines';
import { createUser } from '../test/factories';
import { startTestServer, type TestServer } from '../test/harness';

/**
 * Issue 23: password reset requests are throttled per e-mail address and per client, so the form
 * cannot be used to test thousands of addresses, and the throttle answers the same whether or not
 * an account has the address (it counts before looking it up).
 */
const RESET_REQUEST = 'mutation ($email: String!) { userPasswordResetRequest(email: $email) }';
const PARALLEL = 50;
const HOUR_MS = 60 * 60 * 1000;

let addressSequence = 0;
const newAddress = () => {
  addressSequence += 1;
  return `198.19.${Math.floor(addressSequence / 250)}.${(addressSequence % 250) + 1}`;
};
const codeOf = (result: { errors?: { extensions?: { code?: string } }[] }) => result.errors?.[0]?.extensions?.code;

describe.each(testEngines)('password reset throttling on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  const request = (email: string, address: string, lang = 'fr') =>
    server.gql(RESET_REQUEST, { email }, { headers: { 'x-forwarded-for': address, 'accept-language': lang } });

  it(`lets one client ask for ${RATE_LIMITS.passwordResetAddress.max} addresses an hour, of 50 parallel requests`, async () => {
    const address = newAddress();
    const known = await createUser(server.deps);
    const emails = Array.from({ length: PARALLEL }, (_, index) =>
      index === 0 ? known.email! : `probe-${index}-${Date.now()}@example.dz`,
    );
    const results = await Promise.all(emails.map((email) => request(email, address)));
    const codes = results.map(codeOf);
    const throttled = codes.filter((code) => code === 'RESET/MAX_ATTEMPT').length;
    expect(throttled).toBe(PARALLEL - RATE_LIMITS.passwordResetAddress.max);
    // The others were answered as usual: a link for the known address, not found for the rest.
    for (const [index, code] of codes.entries()) {
      if (code === 'RESET/MAX_ATTEMPT') continue;
      if (index === 0) expect(results[index]!.data).toEqual({ userPasswordResetRequest: true });
      else expect(code).toBe('RESET/EMAIL_NOT_FOUND');
    }

    const refused = results.find((result) => codeOf(result) === 'RESET/MAX_ATTEMPT')!.errors![0]!;
    const seconds = refused.extensions!.seconds as number;
    expect(seconds).toBeGreaterThan(60 * 60 - 30);
    expect(refused.message).toBe(`Trop de demandes de réinitialisation, réessayez dans ${seconds} secondes.`);

    // Another client is not held; this one is again once the hour has passed.
    expect(codeOf(await request(`x-${Date.now()}@example.dz`, newAddress()))).toBe('RESET/EMAIL_NOT_FOUND');
    server.advanceClock(HOUR_MS + 1000);
    expect(codeOf(await request(`y-${Date.now()}@example.dz`, address))).toBe('RESET/EMAIL_NOT_FOUND');
  });

  it(`mails one address at most ${RATE_LIMITS.passwordResetEmail.max} times an hour, from 50 clients in parallel`, async () => {
    const user = await createUser(server.deps);
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, (_, index) =>
        // The address typed in any case counts as the same address.
        request(index % 2 ? user.email!.toUpperCase() : user.email!, newAddress()),
      ),
    );
    const codes = results.map(codeOf);
    expect(codes.filter((code) => code === 'RESET/MAX_ATTEMPT')).toHaveLength(
      PARALLEL - RATE_LIMITS.passwordResetEmail.max,
    );
    // Of those let through, one mailed a link; the others met the five-minute resend rule.
    expect(results.filter((result) => result.data?.userPasswordResetRequest === true)).toHaveLength(1);
    expect(codes.filter((code) => code === 'EMAIL_MAX_REACH')).toHaveLength(RATE_LIMITS.passwordResetEmail.max - 1);
    expect(await mailCountTo(server.deps, user.email!)).toBe(1);
  });

  it('answers the throttle the same way whether or not an account has the address', async () => {
    const user = await createUser(server.deps);
    const unknown = `nobody-${Date.now()}@example.dz`;
    const answers = async (email: string) => {
      const out: { code?: string; message?: string }[] = [];
      for (let index = 0; index <= RATE_LIMITS.passwordResetEmail.max; index += 1) {
        const result = await request(email, newAddress(), 'en');
        out.push({ code: codeOf(result), message: result.errors?.[0]?.message });
      }
      return out.at(-1)!;
    };
    const forKnown = await answers(user.email!);
    const forUnknown = await answers(unknown);
    expect(forKnown.code).toBe('RESET/MAX_ATTEMPT');
    expect(forUnknown).toEqual(forKnown);
    expect(forKnown.message).toMatch(/^Too many password reset requests, try again in \d+ seconds\.$/);
  });

  it('counts the no-JavaScript form and the API against the same limits', async () => {
    const address = newAddress();
    for (let index = 0; index < RATE_LIMITS.passwordResetAddress.max; index += 1) {
      expect(codeOf(await request(`form-${index}-${Date.now()}@example.dz`, address))).toBe('RESET/EMAIL_NOT_FOUND');
    }
    const response = await fetch(`${server.url}/auth/reset_password_request`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': address,
        origin: server.deps.config.publicUrl,
      },
      body: new URLSearchParams({ email: `form-last-${Date.now()}@example.dz` }),
    });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!, server.url);
    expect(location.searchParams.get('error')).toBe('RESET/MAX_ATTEMPT');
    expect(Number(location.searchParams.get('seconds'))).toBeGreaterThan(0);
  });
});
