import { describe, expect, it } from 'vitest';
import {
  age,
  ageOn,
  alphaDash,
  alphaSpecs,
  confirmed,
  date,
  email,
  failure,
  float,
  maxLength,
  minLength,
  minValue,
  oneOf,
  phone,
  required,
  validate,
  year,
  type Rule,
} from './validation';

const today = new Date('2026-05-10T12:00:00Z');

/** Whether a rule accepts a value, with an optional form around it. */
function accepts(rule: Rule, value: unknown, values: Record<string, unknown> = {}): boolean {
  return rule.test(value, { values, today });
}

describe('validation rules', () => {
  it('required: refuses missing, blank and empty values', () => {
    for (const value of ['x', 0, false, ['a']]) expect(accepts(required(), value)).toBe(true);
    for (const value of [undefined, null, '', '   ', []]) expect(accepts(required(), value)).toBe(false);
  });

  it('confirmed: the value must equal the other field', () => {
    expect(accepts(confirmed('password'), 'abc12345', { password: 'abc12345' })).toBe(true);
    expect(accepts(confirmed('password'), 'abc12345', { password: 'abc12346' })).toBe(false);
    expect(accepts(confirmed('password'), 'abc', {})).toBe(false);
  });

  it('phone: the Algerian format', () => {
    expect(accepts(phone(), '0550123456')).toBe(true);
    expect(accepts(phone(), '+213550123456')).toBe(true);
    expect(accepts(phone(), '00213661234567')).toBe(true);
    expect(accepts(phone(), '021234567')).toBe(true);
    expect(accepts(phone(), '0150123456')).toBe(false);
    expect(accepts(phone(), '055012345')).toBe(false);
    expect(accepts(phone(), 550123456)).toBe(false);
  });

  it('min_length and max_length count characters, Arabic included', () => {
    expect(accepts(minLength(3), 'abc')).toBe(true);
    expect(accepts(minLength(3), 'ab')).toBe(false);
    expect(accepts(maxLength(3), 'abc')).toBe(true);
    expect(accepts(maxLength(3), 'abcd')).toBe(false);
    expect(accepts(minLength(4), 'أمين')).toBe(true);
    expect(accepts(maxLength(2), '😀😀')).toBe(true);
    expect(minLength(8).params).toEqual({ n: 8 });
  });

  it('email: valid addresses only', () => {
    for (const value of ['amine@example.dz', 'a.b+c@mail.souk.dz']) expect(accepts(email(), value)).toBe(true);
    for (const value of ['amine', 'amine@', '@example.dz', 'amine@example', 'a b@example.dz']) {
      expect(accepts(email(), value)).toBe(false);
    }
  });

  it('year: exactly four digits', () => {
    expect(accepts(year(), '2024')).toBe(true);
    expect(accepts(year(), 1999)).toBe(true);
    for (const value of ['24', '20245', '20a4', '-202']) expect(accepts(year(), value)).toBe(false);
  });

  it('float: at most two digits after the point', () => {
    for (const value of ['12', '12.5', '12.50', 12.5, '0.99']) expect(accepts(float(), value)).toBe(true);
    for (const value of ['12.555', '12,5.1', 'abc', '1.2.3']) expect(accepts(float(), value)).toBe(false);
  });

  it('min_value: a number at least the minimum', () => {
    expect(accepts(minValue(10), '10')).toBe(true);
    expect(accepts(minValue(10), 25)).toBe(true);
    expect(accepts(minValue(10), '9.99')).toBe(false);
    expect(accepts(minValue(10), 'ten')).toBe(false);
    expect(minValue(10).params).toEqual({ min: 10 });
  });

  it('alpha_dash: letters, digits, dash and underscore', () => {
    for (const value of ['amine_b-2', 'Amine', 'أمين_16', 'élodie']) expect(accepts(alphaDash(), value)).toBe(true);
    for (const value of ['amine b', 'amine.b', 'amine@b', 'Ωmega', 'a/b']) {
      expect(accepts(alphaDash(), value)).toBe(false);
    }
  });

  it('alpha_specs: digits, Latin or Arabic letters and \\ - . @ _', () => {
    for (const value of ['a\\b-c.d@e_f', 'سوق.16', 'Model-3']) expect(accepts(alphaSpecs(), value)).toBe(true);
    for (const value of ['a b', 'a/b', 'a#b', 'Ωmega']) expect(accepts(alphaSpecs(), value)).toBe(false);
  });

  it('date: a real calendar day written YYYY-MM-DD', () => {
    for (const value of ['2000-02-29', '1995-12-31']) expect(accepts(date(), value)).toBe(true);
    for (const value of ['2001-02-29', '2023-02-30', '1995-13-01', '15/06/1995', '1995-6-1']) {
      expect(accepts(date(), value)).toBe(false);
    }
  });

  it('age: whole years on today, both bounds included', () => {
    expect(ageOn('2013-05-10', today)).toBe(13);
    expect(ageOn('2013-05-11', today)).toBe(12);
    expect(accepts(age(13, 120), '2013-05-10')).toBe(true);
    expect(accepts(age(13, 120), '2013-05-11')).toBe(false);
    expect(accepts(age(13, 120), '1906-05-10')).toBe(true);
    expect(accepts(age(13, 120), '1905-05-09')).toBe(false);
    expect(accepts(age(13, 120), '2030-01-01')).toBe(false);
    expect(accepts(age(13, 120), '2023-02-30')).toBe(false);
  });

  it('one_of: a value of the list', () => {
    expect(accepts(oneOf(['MALE', 'FEMALE']), 'MALE')).toBe(true);
    expect(accepts(oneOf(['MALE', 'FEMALE']), 'male')).toBe(false);
  });
});

describe('validate', () => {
  const schema = {
    username: [required(), alphaDash(), minLength(3)],
    nickname: [minLength(3)],
    password: [required(), minLength(8)],
    passwordConfirmation: [required(), confirmed('password')],
  };

  it('reports the first refused rule of each field, in schema order', () => {
    const failures = validate(schema, { username: 'a b', password: 'short', passwordConfirmation: 'other' });
    expect(failures).toEqual([
      { field: 'username', rule: 'alpha_dash', params: {} },
      { field: 'password', rule: 'min_length', params: { n: 8 } },
      { field: 'passwordConfirmation', rule: 'confirmed', params: { other: 'password' } },
    ]);
  });

  it('leaves optional empty fields alone but checks filled ones', () => {
    const base = { username: 'amine', password: 'long-enough', passwordConfirmation: 'long-enough' };
    expect(validate(schema, { ...base, nickname: '' })).toEqual([]);
    expect(validate(schema, { ...base, nickname: 'ab' })).toEqual([
      { field: 'nickname', rule: 'min_length', params: { n: 3 } },
    ]);
  });

  it('reports required for every missing required field', () => {
    expect(validate(schema, {}).map((f) => `${f.field}:${f.rule}`)).toEqual([
      'username:required',
      'password:required',
      'passwordConfirmation:required',
    ]);
  });

  it('builds failures for checks made elsewhere', () => {
    expect(failure('regionId', 'exists')).toEqual({ field: 'regionId', rule: 'exists', params: {} });
  });
});
