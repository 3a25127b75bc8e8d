import isDecimal from 'validator/lib/isDecimal.js';
import isEmail from 'validator/lib/isEmail.js';
import isURL from 'validator/lib/isURL.js';
import { isAlgerianPhone } from './phone';

/**
 * The spec's field rules (section 5), written once and used by the server and the forms.
 * Rule names are the spec's where it has one (`required`, `confirmed`, `phone`, `email`,
 * `year`, `float`, `min_value`, `alpha_dash`, `alpha_specs`); `min_length` and `max_length`
 * are its "min length / max length"; `date`, `age`, `one_of`, `exists`, `max_value`, `max_items`
 * `url` and `text` are ours.
 * Messages are not here: they live in the i18n catalogs under `validation.<rule>`.
 */
export type RuleName =
  | 'required'
  | 'confirmed'
  | 'phone'
  | 'min_length'
  | 'max_length'
  | 'email'
  | 'year'
  | 'float'
  | 'min_value'
  | 'alpha_dash'
  | 'alpha_specs'
  | 'date'
  | 'age'
  | 'one_of'
  | 'exists'
  | 'max_value'
  | 'max_items'
  | 'url'
  /** Text holding a character no text may hold (NUL, a lone surrogate: `shared/domain/text.ts`). */
  | 'text';

/** Values a rule's message is filled with, for example `{ n: 8 }` for min_length. */
export type RuleParams = Record<string, string | number>;

/** One refused field: which rule refused it, with the rule's parameters for the message. */
export interface RuleFailure {
  field: string;
  rule: RuleName;
  params: RuleParams;
}

/** What a rule may look at besides the value: the whole form (for `confirmed`) and today (for `age`). */
export interface RuleContext {
  values: Readonly<Record<string, unknown>>;
  today: Date;
}

/** A rule bound to its parameters, ready to test a value. */
export interface Rule {
  name: RuleName;
  params: RuleParams;
  test(value: unknown, context: RuleContext): boolean;
}

/** A form's rules, field by field, in the order they are checked. */
export type FormSchema = Readonly<Record<string, readonly Rule[]>>;

/** Text of a value for the text rules; numbers count as their decimal writing. */
function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** Characters as a person counts them (code points, not UTF-16 units). */
function lengthOf(text: string): number {
  return [...text].length;
}

/** True when a value counts as filled in: not null, not blank text, not an empty list. */
export function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** At least `n` characters. */
export function hasMinLength(value: unknown, n: number): boolean {
  const text = textOf(value);
  return text !== null && lengthOf(text) >= n;
}

/** At most `n` characters. */
export function hasMaxLength(value: unknown, n: number): boolean {
  const text = textOf(value);
  return text !== null && lengthOf(text) <= n;
}

/** A valid e-mail address (the `validator` library's check). */
export function isEmailAddress(value: unknown): boolean {
  return typeof value === 'string' && isEmail(value);
}

/** Exactly four digits. */
export function isYear(value: unknown): boolean {
  const text = textOf(value);
  return text !== null && /^\d{4}$/.test(text);
}

/** A decimal number with at most two digits after the point. */
export function isAmount(value: unknown): boolean {
  const text = textOf(value);
  return text !== null && isDecimal(text, { decimal_digits: '0,2' });
}

/** A number at least `min`. */
export function isAtLeast(value: unknown, min: number): boolean {
  const text = textOf(value);
  if (text === null || text.trim() === '') return false;
  const number = Number(text);
  return Number.isFinite(number) && number >= min;
}

// Letters are taken from the Latin and Arabic scripts only (with their combining marks, so
// "é" and vowelled Arabic pass), which keeps look-alike letters of other scripts out of names.
const LETTER = String.raw`(?=[\p{Script=Latin}\p{Script=Arabic}])[\p{L}\p{M}]`;
const ALPHA_DASH = new RegExp(String.raw`^(?:${LETTER}|[0-9_-])+$`, 'u');
const ALPHA_SPECS = new RegExp(String.raw`^(?:${LETTER}|[0-9\\\-.@_])+$`, 'u');

/** Letters, digits, dash and underscore. */
export function isAlphaDash(value: unknown): boolean {
  return typeof value === 'string' && ALPHA_DASH.test(value);
}

/** Digits, Latin or Arabic letters, and backslash, dash, dot, at and underscore. */
export function isAlphaSpecs(value: unknown): boolean {
  return typeof value === 'string' && ALPHA_SPECS.test(value);
}

/** The spec's Algerian phone format (see `phone.ts`). */
export function isPhone(value: unknown): boolean {
  return typeof value === 'string' && isAlgerianPhone(value);
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The year, month and day of a real calendar day written YYYY-MM-DD (2023-02-30 is not one). */
function calendarDay(value: unknown): { year: number; month: number; day: number } | null {
  const match = typeof value === 'string' ? DAY.exec(value) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 30 February over to March: a real day reads back unchanged.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** A real calendar day written YYYY-MM-DD. */
export function isCalendarDay(value: unknown): boolean {
  return calendarDay(value) !== null;
}

/** Whole years between a YYYY-MM-DD birth date and today (UTC), or null for a date that is not real. */
export function ageOn(birthDate: unknown, today: Date): number | null {
  const born = calendarDay(birthDate);
  if (!born) return null;
  const month = today.getUTCMonth() + 1;
  const day = today.getUTCDate();
  const hadBirthday = month > born.month || (month === born.month && day >= born.day);
  return today.getUTCFullYear() - born.year - (hadBirthday ? 0 : 1);
}

/** Builds a rule object; the factories below are what forms use. */
function rule(name: RuleName, params: RuleParams, test: Rule['test']): Rule {
  return { name, params, test };
}

/** The field must be filled in. */
export const required = (): Rule => rule('required', {}, isFilled);
/** The field must equal another field of the form (a password and its confirmation). */
export const confirmed = (otherField: string): Rule =>
  rule('confirmed', { other: otherField }, (value, { values }) => value === values[otherField]);
/** An Algerian phone number. */
export const phone = (): Rule => rule('phone', {}, isPhone);
/** At least `n` characters. */
export const minLength = (n: number): Rule => rule('min_length', { n }, (value) => hasMinLength(value, n));
/** At most `n` characters. */
export const maxLength = (n: number): Rule => rule('max_length', { n }, (value) => hasMaxLength(value, n));
/** A valid e-mail address. */
export const email = (): Rule => rule('email', {}, isEmailAddress);
/** Exactly four digits. */
export const year = (): Rule => rule('year', {}, isYear);
/** At most two digits after the decimal point. */
export const float = (): Rule => rule('float', {}, isAmount);
/** A number at least `min`. */
export const minValue = (min: number): Rule => rule('min_value', { min }, (value) => isAtLeast(value, min));
/** Letters, digits, dash and underscore. */
export const alphaDash = (): Rule => rule('alpha_dash', {}, isAlphaDash);
/** Digits, Latin or Arabic letters, and \ - . @ _. */
export const alphaSpecs = (): Rule => rule('alpha_specs', {}, isAlphaSpecs);
/** A real calendar day written YYYY-MM-DD. */
export const date = (): Rule => rule('date', {}, isCalendarDay);
/** A birth date giving an age between `min` and `max` years, both included. */
export const age = (min: number, max: number): Rule =>
  rule('age', { min, max }, (value, { today }) => {
    const years = ageOn(value, today);
    return years !== null && years >= min && years <= max;
  });
/** One of the listed values (an enum). */
export const oneOf = (allowed: readonly string[]): Rule =>
  rule('one_of', { values: allowed.join(', ') }, (value) => typeof value === 'string' && allowed.includes(value));

/** A number at most `max`. */
export const maxValue = (max: number): Rule =>
  rule('max_value', { max }, (value) => {
    const text = textOf(value);
    return text !== null && text.trim() !== '' && Number(text) <= max;
  });
/** A list of at most `n` items. */
export const maxItems = (n: number): Rule =>
  rule('max_items', { n }, (value) => Array.isArray(value) && value.length <= n);
/** An http or https address (links people follow from the site; no javascript: or data:). */
export const url = (): Rule =>
  rule(
    'url',
    {},
    (value) => typeof value === 'string' && isURL(value, { protocols: ['http', 'https'], require_protocol: true }),
  );

/** A failure built outside a schema, for checks that need the server (an existing region). */
export function failure(field: string, name: RuleName, params: RuleParams = {}): RuleFailure {
  return { field, rule: name, params };
}

/**
 * Runs a form's rules and returns one failure per refused field (its first refused rule),
 * in the schema's field order. A field that is not filled in is only checked by `required`:
 * optional fields may stay empty.
 */
export function validate(
  schema: FormSchema,
  values: Readonly<Record<string, unknown>>,
  options: { today?: Date } = {},
): RuleFailure[] {
  const context: RuleContext = { values, today: options.today ?? new Date() };
  const failures: RuleFailure[] = [];
  for (const [field, rules] of Object.entries(schema)) {
    const value = values[field];
    const filled = isFilled(value);
    for (const candidate of rules) {
      if (!filled && candidate.name !== 'required') continue;
      if (!candidate.test(value, context)) {
        failures.push({ field, rule: candidate.name, params: candidate.params });
        break;
      }
    }
  }
  return failures;
}
