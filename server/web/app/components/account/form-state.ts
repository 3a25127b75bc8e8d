import type { FormSchema, RuleFailure, RuleName, RuleParams } from '../../../../../shared/domain/validation';

/**
 * What an account form carries from the server back to its page when the server refuses it.
 * Forms post without JavaScript and the server answers with a redirect (303) to the form's
 * page, so the refusal travels in the address: the error code, the refused fields (`fields`,
 * "field:rule" pairs) and what was typed, except passwords, which never go into an address.
 */

/** One refused field as the address carries it: the field and the rule that refused it. */
export interface FieldFailure {
  field: string;
  /** A validation rule's name, or `unique` (username or e-mail already taken, from the server). */
  rule: RuleName | 'unique';
}

/** The query parameter holding the refused fields. */
export const FIELDS_PARAM = 'fields';

const FIELD_NAME = /^[A-Za-z]{1,40}$/;
const RULE_NAME = /^[a-z_]{1,20}$/;

/** "email:email,username:unique": the refused fields in the form's order. */
export function encodeFieldFailures(failures: readonly FieldFailure[]): string {
  return failures.map(({ field, rule }) => `${field}:${rule}`).join(',');
}

/** Reads `encodeFieldFailures`' text back; anything malformed is left out (it came from an address). */
export function decodeFieldFailures(value: string | null): FieldFailure[] {
  if (!value) return [];
  return value.split(',').flatMap((pair) => {
    const [field = '', rule = ''] = pair.split(':');
    return FIELD_NAME.test(field) && RULE_NAME.test(rule) ? [{ field, rule: rule as FieldFailure['rule'] }] : [];
  });
}

/**
 * The full failure of a field refused by `rule`, with the rule's parameters (the {n} of
 * min_length) taken from the form's schema, so the page says exactly what the server checked.
 */
export function failureOf(schema: FormSchema, failure: FieldFailure): RuleFailure | null {
  if (failure.rule === 'unique') return null;
  const rule = schema[failure.field]?.find((candidate) => candidate.name === failure.rule);
  const params: RuleParams = rule?.params ?? {};
  return { field: failure.field, rule: failure.rule, params };
}

/** The failures as a map from field to failure, the shape forms show them in. */
export function byField<T extends { field: string }>(failures: readonly T[]): Record<string, T> {
  const map: Record<string, T> = {};
  for (const failure of failures) map[failure.field] ??= failure;
  return map;
}

/** Addresses the account forms post to that are not pages of the route table. */
export const FORM_ACTIONS = {
  /** Continue without an account: the solved proof of work is posted here. */
  anonymousLogin: '/auth/login-anonymous',
  /** Send the e-mail validation link again, from the profile settings. */
  validationEmail: '/profile-settings/validation-email',
  /** The link of the validation e-mail (server/modules/users/links.ts). */
  validateEmail: '/auth/validate',
} as const;
