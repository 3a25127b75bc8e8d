import { describe, expect, it } from 'vitest';
import { ACCOUNT_LIMITS, profileSchema, schemaFor, validateRegistration } from './registration';
import { validate } from './validation';

const today = new Date('2026-05-10T00:00:00Z');
const valid = {
  email: 'amine@example.dz',
  username: 'amine_16',
  password: 'Souk-pass-2026',
  passwordConfirmation: 'Souk-pass-2026',
  gender: 'MALE',
  birthDate: '1990-01-01',
  regionId: '16',
  phone: '0550123456',
};

describe('registration rules', () => {
  it('accept a complete form', () => {
    expect(validateRegistration(valid, today)).toEqual([]);
  });

  it('apply the limits written once in ACCOUNT_LIMITS', () => {
    const long = (n: number) => 'a'.repeat(n);
    const check = (values: Partial<typeof valid>) =>
      validateRegistration({ ...valid, ...values }, today).map((f) => `${f.field}:${f.rule}`);
    expect(check({ username: long(ACCOUNT_LIMITS.username.max) })).toEqual([]);
    expect(check({ username: long(ACCOUNT_LIMITS.username.max + 1) })).toEqual(['username:max_length']);
    expect(check({ username: long(ACCOUNT_LIMITS.username.min - 1) })).toEqual(['username:min_length']);
    // Valid addresses of 190 and 191 characters: only the length tells them apart.
    const domain = `@${'b'.repeat(63)}.${'c'.repeat(63)}.dz`;
    expect(check({ email: `${long(ACCOUNT_LIMITS.email.max - domain.length)}${domain}` })).toEqual([]);
    expect(check({ email: `${long(ACCOUNT_LIMITS.email.max + 1 - domain.length)}${domain}` })).toEqual([
      'email:max_length',
    ]);
    expect(check({ email: 'not-an-address' })).toEqual(['email:email']);
    expect(check({ gender: 'OTHER' })).toEqual(['gender:one_of']);
    expect(check({ birthDate: '2014-01-01' })).toEqual(['birthDate:age']);
  });

  it('check only the profile fields that are sent, and let the display name be emptied', () => {
    const values = { displayName: null, phone: '0150123456' };
    const failures = validate(schemaFor(profileSchema, values), values, { today });
    expect(failures.map((f) => `${f.field}:${f.rule}`)).toEqual(['phone:phone']);
    const cleared = { gender: null };
    expect(validate(schemaFor(profileSchema, cleared), cleared, { today })[0]?.rule).toBe('required');
  });
});
