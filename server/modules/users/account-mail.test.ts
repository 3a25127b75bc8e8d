import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { testEngines } from '../../test/engines';
import { createUser } from '../../test/factories';
import {
  ensureTestRegions,
  lastMailTo,
  mailCountTo,
  register,
  tokenFor,
  tokenInMail,
  validRegistration,
} from './users.test-support';

const VALIDATE = 'mutation ($token: String!) { userEmailValidate(token: $token) { id isValidated } }';
const RESEND = 'mutation { userValidationEmailSend }';
const RESET_REQUEST = 'mutation ($email: String!) { userPasswordResetRequest(email: $email) }';
const RESET_CONFIRM = `mutation ($token: String!, $password: String!, $passwordConfirmation: String!) {
  userPasswordResetConfirm(token: $token, password: $password, passwordConfirmation: $passwordConfirmation)
}`;
const MINUTE = 60_000;

describe.each(testEngines)('e-mail validation and password reset on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
    await ensureTestRegions(server.deps);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Registers a fresh account; returns its id, address, password and the token of its validation link. */
  async function registered() {
    const input = validRegistration();
    const result = await register(server, input);
    const email = input.email as string;
    const mail = await lastMailTo(server.deps, email);
    return {
      id: result.data!.userRegister.id,
      email,
      username: input.username as string,
      password: input.password as string,
      validationToken: tokenInMail(mail?.text, '/auth/validate'),
    };
  }

  const codeOf = (result: { errors?: { extensions?: { code?: string } }[] }) => result.errors?.[0]?.extensions?.code;

  describe('validation link', () => {
    it('validates the account once, then refuses the used link', async () => {
      const account = await registered();
      const first = await server.gql(VALIDATE, { token: account.validationToken });
      expect(first.data).toEqual({ userEmailValidate: { id: account.id, isValidated: true } });
      const me = await server.gql('{ me { isValidated } }', {}, { token: await tokenFor(server, account.id) });
      expect(me.data).toEqual({ me: { isValidated: true } });

      const again = await server.gql(VALIDATE, { token: account.validationToken });
      expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'INVALID_TOKEN' });
    });

    it('refuses unknown tokens and a reset token', async () => {
      expect(codeOf(await server.gql(VALIDATE, { token: 'not-a-token' }))).toBe('BAD_USER_INPUT');
      const account = await registered();
      await server.gql(RESET_REQUEST, { email: account.email });
      const resetToken = tokenInMail(
        (await lastMailTo(server.deps, account.email))?.text,
        '/auth/reset_password_confirm',
      );
      expect(codeOf(await server.gql(VALIDATE, { token: resetToken }))).toBe('BAD_USER_INPUT');
    });

    it('expires after 48 hours', async () => {
      const account = await registered();
      server.advanceClock(48 * 60 * MINUTE + MINUTE);
      const late = await server.gql(VALIDATE, { token: account.validationToken });
      expect(late.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'INVALID_TOKEN' });
    });

    it('sends a new link on request, at most once in five minutes, and retires older links', async () => {
      const account = await registered();
      const token = await tokenFor(server, account.id);
      expect(codeOf(await server.gql(RESEND, {}, { token }))).toBe('EMAIL_MAX_REACH');
      server.advanceClock(5 * MINUTE + 1000);
      const sent = await server.gql(RESEND, {}, { token });
      expect(sent.data).toEqual({ userValidationEmailSend: true });
      expect(await mailCountTo(server.deps, account.email)).toBe(2);
      expect(codeOf(await server.gql(RESEND, {}, { token }))).toBe('EMAIL_MAX_REACH');

      const newToken = tokenInMail((await lastMailTo(server.deps, account.email))?.text, '/auth/validate');
      expect(newToken).not.toBe(account.validationToken);
      expect((await server.gql(VALIDATE, { token: newToken })).data).toMatchObject({
        userEmailValidate: { isValidated: true },
      });
      expect(codeOf(await server.gql(VALIDATE, { token: account.validationToken }))).toBe('BAD_USER_INPUT');
    });

    it('answers false to a validated account and refuses visitors and anonymous users', async () => {
      const validated = await createUser(server.deps, { isValidated: true });
      const answer = await server.gql(RESEND, {}, { token: await tokenFor(server, validated.id) });
      expect(answer.data).toEqual({ userValidationEmailSend: false });
      expect(await mailCountTo(server.deps, validated.email!)).toBe(0);

      expect(codeOf(await server.gql(RESEND))).toBe('UNAUTHENTICATED');
      const anonymous = await createUser(server.deps, { isAnonymous: true });
      expect(codeOf(await server.gql(RESEND, {}, { token: await tokenFor(server, anonymous.id, true) }))).toBe(
        'FORBIDDEN',
      );
    });
  });

  describe('password reset', () => {
    it('answers RESET/EMAIL_NOT_FOUND for an unknown address', async () => {
      const result = await server.gql(
        RESET_REQUEST,
        { email: 'nobody@example.dz' },
        { headers: { 'accept-language': 'en' } },
      );
      expect(result.errors?.[0]?.extensions?.code).toBe('RESET/EMAIL_NOT_FOUND');
      expect(result.errors?.[0]?.message).toBe('No account uses this e-mail address.');
    });

    it('mails a reset link (address matched whatever its case), at most once in five minutes', async () => {
      const account = await registered();
      const asked = await server.gql(
        RESET_REQUEST,
        { email: ` ${account.email.toUpperCase()} ` },
        {
          headers: { 'accept-language': 'fr' },
        },
      );
      expect(asked.data).toEqual({ userPasswordResetRequest: true });
      const mail = await lastMailTo(server.deps, account.email);
      expect(mail).toMatchObject({ to: account.email, subject: 'Réinitialisez votre mot de passe Souk', locale: 'fr' });
      expect(tokenInMail(mail?.text, '/auth/reset_password_confirm')).toBeTruthy();

      expect(codeOf(await server.gql(RESET_REQUEST, { email: account.email }))).toBe('EMAIL_MAX_REACH');
      server.advanceClock(5 * MINUTE + 1000);
      expect((await server.gql(RESET_REQUEST, { email: account.email })).data).toEqual({
        userPasswordResetRequest: true,
      });
    });

    it('sets the new password, proves the address, signs out everywhere and retires every reset link', async () => {
      const account = await registered();
      const session = await server.post('/login', { username: account.username, password: account.password });
      expect(session.status).toBe(200);

      await server.gql(RESET_REQUEST, { email: account.email });
      const olderToken = tokenInMail(
        (await lastMailTo(server.deps, account.email))?.text,
        '/auth/reset_password_confirm',
      );
      server.advanceClock(5 * MINUTE + 1000);
      await server.gql(RESET_REQUEST, { email: account.email });
      const token = tokenInMail((await lastMailTo(server.deps, account.email))?.text, '/auth/reset_password_confirm');

      const newPassword = 'Brand-new-pass-1';
      const done = await server.gql(RESET_CONFIRM, { token, password: newPassword, passwordConfirmation: newPassword });
      expect(done.data).toEqual({ userPasswordResetConfirm: true });

      expect((await server.post('/login', { username: account.username, password: account.password })).status).not.toBe(
        200,
      );
      expect((await server.post('/login', { username: account.username, password: newPassword })).status).toBe(200);
      const refreshed = await server.post('/oauth2/token', {
        grant_type: 'refresh_token',
        refresh_token: session.body.refresh_token,
      });
      expect(refreshed.status).not.toBe(200);

      const me = await server.gql('{ me { isValidated } }', {}, { token: await tokenFor(server, account.id) });
      expect(me.data).toEqual({ me: { isValidated: true } });

      for (const used of [token, olderToken]) {
        const again = await server.gql(RESET_CONFIRM, {
          token: used,
          password: newPassword,
          passwordConfirmation: newPassword,
        });
        expect(codeOf(again)).toBe('RESET/INVALID_TOKEN');
      }
    });

    it('checks the new password with the registration rules without using up the link', async () => {
      const account = await registered();
      await server.gql(RESET_REQUEST, { email: account.email });
      const token = tokenInMail((await lastMailTo(server.deps, account.email))?.text, '/auth/reset_password_confirm');

      const short = await server.gql(
        RESET_CONFIRM,
        { token, password: 'short', passwordConfirmation: 'short' },
        { headers: { 'accept-language': 'en' } },
      );
      expect(short.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: [{ field: 'password', rule: 'min_length', message: 'This field must contain at least 8 characters' }],
      });
      const mismatch = await server.gql(RESET_CONFIRM, {
        token,
        password: 'Long-enough-1',
        passwordConfirmation: 'Long-enough-2',
      });
      expect(mismatch.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: [{ field: 'passwordConfirmation', rule: 'confirmed' }],
      });
      const fine = await server.gql(RESET_CONFIRM, {
        token,
        password: 'Long-enough-1',
        passwordConfirmation: 'Long-enough-1',
      });
      expect(fine.data).toEqual({ userPasswordResetConfirm: true });
    });

    it('answers RESET/INVALID_TOKEN for unknown and expired tokens', async () => {
      const password = 'Long-enough-1';
      expect(
        codeOf(await server.gql(RESET_CONFIRM, { token: 'made-up', password, passwordConfirmation: password })),
      ).toBe('RESET/INVALID_TOKEN');
      const account = await registered();
      await server.gql(RESET_REQUEST, { email: account.email });
      const token = tokenInMail((await lastMailTo(server.deps, account.email))?.text, '/auth/reset_password_confirm');
      server.advanceClock(60 * MINUTE + 1000);
      expect(codeOf(await server.gql(RESET_CONFIRM, { token, password, passwordConfirmation: password }))).toBe(
        'RESET/INVALID_TOKEN',
      );
      // The validation link is not a reset link either.
      expect(
        codeOf(
          await server.gql(RESET_CONFIRM, { token: account.validationToken, password, passwordConfirmation: password }),
        ),
      ).toBe('RESET/INVALID_TOKEN');
    });

    it('answers RESET/UNKNOWN_ERROR on an unexpected failure', async () => {
      const account = await registered();
      server.advanceClock(5 * MINUTE + 1000);
      // The reset's own write fails (its token); the mail is only a subscriber of its event.
      await server.deps.db.schema.alterTable('account_tokens').renameTo('account_tokens_gone').execute();
      try {
        const result = await server.gql(RESET_REQUEST, { email: account.email });
        expect(codeOf(result)).toBe('RESET/UNKNOWN_ERROR');
        expect(JSON.stringify(result)).not.toMatch(/account_tokens|relation/);
      } finally {
        await server.deps.db.schema.alterTable('account_tokens_gone').renameTo('account_tokens').execute();
      }
      // Nothing was kept: asking again is not throttled by a token of the failed attempt.
      expect((await server.gql(RESET_REQUEST, { email: account.email })).data).toEqual({
        userPasswordResetRequest: true,
      });
    });
  });

  it('keeps the reset request when the mail outbox fails: the mail is retried until it is written', async () => {
    const account = await registered();
    server.advanceClock(5 * MINUTE + 1000);
    await server.deps.db.schema.alterTable('mail_outbox').renameTo('mail_outbox_gone').execute();
    try {
      expect((await server.gql(RESET_REQUEST, { email: account.email })).data).toEqual({
        userPasswordResetRequest: true,
      });
    } finally {
      await server.deps.db.schema.alterTable('mail_outbox_gone').renameTo('mail_outbox').execute();
    }
    // The mail subscriber failed once and waits for its retry (backoff), then writes the mail.
    server.advanceClock(60_000);
    await server.deps.events.drain();
    const mail = await server.deps.db
      .selectFrom('mail_outbox')
      .select('text')
      .where('to', '=', account.email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.text).toContain('reset');
  });
});
