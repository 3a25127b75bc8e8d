import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { testEngines } from '../../test/engines';
import { verifyPassword } from './password';
import { ensureTestRegions, lastMailTo, register, tokenInMail, validRegistration } from './users.test-support';

describe.each(testEngines)('registration on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
    await ensureTestRegions(server.deps);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** The failing fields of an answer, as `field:rule`. */
  const failing = (result: Awaited<ReturnType<typeof register>>) =>
    ((result.errors?.[0]?.extensions?.fields ?? []) as { field: string; rule: string }[]).map(
      (f) => `${f.field}:${f.rule}`,
    );

  it('creates an unvalidated USER account, stores the phone in national form and queues a validation mail', async () => {
    const input = validRegistration({ phone: '+213 661 23 45 67', email: `  Mixed.${Date.now()}@Example.dz ` });
    const result = await register(server, input, 'en');
    expect(result.errors).toBeUndefined();
    const user = result.data!.userRegister;
    expect(user).toMatchObject({ username: input.username, isValidated: false, isAnonymous: false });
    // Registration does not sign in: the caller is still a visitor, so private fields stay hidden.
    expect(result.data!.userRegister).toMatchObject({ email: null, rolesPlain: [] });

    const row = await server.deps.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    const email = (input.email as string).trim();
    expect(row).toMatchObject({ email, phone: '0661234567', gender: 'FEMALE', region_id: 16, is_validated: false });
    expect(row.password_hash).not.toContain(input.password as string);
    expect(await verifyPassword(row.password_hash!, input.password as string)).toBe(true);
    const roles = await server.deps.db.selectFrom('user_roles').select('role').where('user_id', '=', user.id).execute();
    expect(roles.map((r) => r.role)).toEqual(['USER']);

    const mail = await lastMailTo(server.deps, email);
    expect(mail).toMatchObject({
      to: email,
      locale: 'en',
      subject: 'Confirm your e-mail address on Souk',
      sent_at: null,
    });
    expect(mail!.text).toContain(`Hello ${input.username as string}`);
    expect(tokenInMail(mail!.text, '/auth/validate').length).toBeGreaterThanOrEqual(43);
  });

  it("writes the validation mail in the caller's language", async () => {
    const input = validRegistration();
    await register(server, input, 'ar');
    const mail = await lastMailTo(server.deps, input.email as string);
    expect(mail).toMatchObject({ locale: 'ar', subject: 'أكّد عنوان بريدك الإلكتروني على سوق' });
  });

  it('reports every missing field as required, in form order, with the spec messages', async () => {
    const result = await register(server, {}, 'en');
    expect(result.errors?.[0]?.extensions?.code).toBe('REGISTER/FORM_VALIDATION_ERROR');
    expect(result.errors?.[0]?.extensions?.fields).toEqual(
      ['email', 'username', 'password', 'passwordConfirmation', 'gender', 'birthDate', 'regionId', 'phone'].map(
        (field) => ({ field, rule: 'required', message: 'This field is required !' }),
      ),
    );
  });

  it.each([
    [{ email: 'not-an-address' }, 'email:email', 'This field must be a valid E-Mail address.'],
    [
      { email: `${'a'.repeat(60)}@${'b'.repeat(63)}.${'c'.repeat(63)}.dz` },
      'email:max_length',
      'This field cannot contain more than 190 characters',
    ],
    [{ username: 'amine b' }, 'username:alpha_dash', 'The format is not correct!'],
    [{ username: 'ab' }, 'username:min_length', 'This field must contain at least 3 characters'],
    [{ username: 'a'.repeat(31) }, 'username:max_length', 'This field cannot contain more than 30 characters'],
    [
      { password: 'short', passwordConfirmation: 'short' },
      'password:min_length',
      'This field must contain at least 8 characters',
    ],
    [
      { password: 'p'.repeat(129), passwordConfirmation: 'p'.repeat(129) },
      'password:max_length',
      'This field cannot contain more than 128 characters',
    ],
    [{ passwordConfirmation: 'Something-else-1' }, 'passwordConfirmation:confirmed', 'Passwords must match !'],
    [{ birthDate: '2001-02-29' }, 'birthDate:date', 'A valid date is required !'],
    [
      { birthDate: new Date(Date.now() - 12 * 365.25 * 86400_000).toISOString().slice(0, 10) },
      'birthDate:age',
      'The age must be between 13 and 120 years.',
    ],
    [{ birthDate: '1900-01-01' }, 'birthDate:age', 'The age must be between 13 and 120 years.'],
    [{ regionId: '99' }, 'regionId:exists', 'This value does not exist.'],
    [{ regionId: 'oran' }, 'regionId:exists', 'This value does not exist.'],
  ])('refuses %j with REGISTER/FORM_VALIDATION_ERROR (%s)', async (overrides, expected, message) => {
    const result = await register(server, validRegistration(overrides), 'en');
    expect(result.errors?.[0]?.extensions?.code).toBe('REGISTER/FORM_VALIDATION_ERROR');
    expect(failing(result)).toEqual([expected]);
    expect((result.errors?.[0]?.extensions?.fields as { message: string }[])[0]!.message).toBe(message);
  });

  it('answers CORE/WRONG_PHONE_FORMAT when the phone format is the only problem', async () => {
    const result = await register(server, validRegistration({ phone: '0150123456' }), 'en');
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'CORE/WRONG_PHONE_FORMAT',
      fields: [{ field: 'phone', rule: 'phone', message: 'A valid number format is required!' }],
    });
  });

  it('keeps REGISTER/FORM_VALIDATION_ERROR when the phone is wrong among other fields', async () => {
    const result = await register(server, validRegistration({ phone: '055012345', username: 'x' }), 'en');
    expect(result.errors?.[0]?.extensions?.code).toBe('REGISTER/FORM_VALIDATION_ERROR');
    expect(failing(result)).toEqual(['username:min_length', 'phone:phone']);
  });

  it('gives the messages in French by default and in Arabic on request', async () => {
    const french = await register(server, validRegistration({ password: 'short', passwordConfirmation: 'short' }));
    expect((french.errors?.[0]?.extensions?.fields as { message: string }[])[0]!.message).toBe(
      'Ce champ doit contenir au moins 8 caractères',
    );
    expect(french.errors?.[0]?.message).toBe('Données invalides.');
    const arabic = await register(server, validRegistration({ email: '' }), 'ar');
    expect((arabic.errors?.[0]?.extensions?.fields as { message: string }[])[0]!.message).toBe('هذا الحقل مطلوب !');
  });

  it('refuses a taken username or e-mail address, whatever the case', async () => {
    const first = validRegistration();
    expect((await register(server, first)).errors).toBeUndefined();
    const sameName = await register(server, validRegistration({ username: (first.username as string).toUpperCase() }));
    expect(sameName.errors?.[0]?.extensions).toMatchObject({
      code: 'REGISTER/USERNAME_IS_ALREADY_TAKEN',
      fields: [{ field: 'username' }],
    });
    const sameEmail = await register(server, validRegistration({ email: (first.email as string).toUpperCase() }));
    expect(sameEmail.errors?.[0]?.extensions).toMatchObject({
      code: 'REGISTER/EMAIL_IS_ALREADY_TAKEN',
      fields: [{ field: 'email' }],
    });
  });

  it('lets only one of simultaneous registrations of a name through (the unique index decides)', async () => {
    const base = validRegistration();
    const attempts = await Promise.all(
      [1, 2, 3].map((i) => register(server, { ...base, email: `race${i}.${base.email as string}` })),
    );
    const codes = attempts.map((a) => a.errors?.[0]?.extensions?.code ?? 'ok').sort();
    expect(codes).toEqual(['REGISTER/USERNAME_IS_ALREADY_TAKEN', 'REGISTER/USERNAME_IS_ALREADY_TAKEN', 'ok']);
  });

  it('answers REGISTER/UNKNOWN_ERROR on an unexpected failure and keeps nothing of the attempt', async () => {
    const input = validRegistration();
    await server.deps.db.schema.alterTable('account_tokens').renameTo('account_tokens_gone').execute();
    try {
      const result = await register(server, input, 'en');
      expect(result.errors?.[0]?.extensions?.code).toBe('REGISTER/UNKNOWN_ERROR');
      expect(JSON.stringify(result)).not.toMatch(/account_tokens|relation/);
    } finally {
      await server.deps.db.schema.alterTable('account_tokens_gone').renameTo('account_tokens').execute();
    }
    const kept = await server.deps.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', input.username as string)
      .execute();
    expect(kept).toEqual([]);
  });
});
