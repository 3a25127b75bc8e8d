import {
  age,
  alphaDash,
  confirmed,
  date,
  email,
  maxLength,
  minLength,
  oneOf,
  phone,
  required,
  validate,
  type FormSchema,
  type RuleFailure,
} from './validation';

/** The genders an account may declare (GraphQL enum `Gender`). */
export const Gender = { MALE: 'MALE', FEMALE: 'FEMALE' } as const;
export type Gender = (typeof Gender)[keyof typeof Gender];
export const GENDERS: readonly Gender[] = Object.values(Gender);

/** Every limit of the account forms, in one place. */
export const ACCOUNT_LIMITS = {
  email: { max: 190 },
  username: { min: 3, max: 30 },
  password: { min: 8, max: 128 },
  displayName: { min: 2, max: 60 },
  /** Age in whole years on the day of registration: the terms of use set 13 as the minimum. */
  age: { min: 13, max: 120 },
} as const;

/** The registration form's fields, in the order the form shows them. */
export interface RegistrationValues {
  email: string;
  username: string;
  password: string;
  passwordConfirmation: string;
  gender: string;
  /** YYYY-MM-DD. */
  birthDate: string;
  /** A region (wilaya) id; that it exists is checked by the server. */
  regionId: string;
  phone: string;
}

const passwordRules = [
  required(),
  minLength(ACCOUNT_LIMITS.password.min),
  maxLength(ACCOUNT_LIMITS.password.max),
] as const;
const passwordConfirmationRules = [required(), confirmed('password')] as const;
const genderRules = [required(), oneOf(GENDERS)] as const;
const birthDateRules = [required(), date(), age(ACCOUNT_LIMITS.age.min, ACCOUNT_LIMITS.age.max)] as const;
const regionRules = [required()] as const;
const phoneRules = [required(), phone()] as const;

/** Rules of the registration form (the fields the spec marks with an asterisk, all required). */
export const registrationSchema: FormSchema = {
  email: [required(), email(), maxLength(ACCOUNT_LIMITS.email.max)],
  username: [required(), alphaDash(), minLength(ACCOUNT_LIMITS.username.min), maxLength(ACCOUNT_LIMITS.username.max)],
  password: passwordRules,
  passwordConfirmation: passwordConfirmationRules,
  gender: genderRules,
  birthDate: birthDateRules,
  regionId: regionRules,
  phone: phoneRules,
};

/**
 * Rules of the profile form. Only the fields that are sent are checked (an absent field is
 * left as it is); a sent field follows the registration rules, and the display name may be
 * emptied (the username is shown instead).
 */
export const profileSchema: FormSchema = {
  displayName: [minLength(ACCOUNT_LIMITS.displayName.min), maxLength(ACCOUNT_LIMITS.displayName.max)],
  gender: genderRules,
  birthDate: birthDateRules,
  regionId: regionRules,
  phone: phoneRules,
};

/** Rules of the new password chosen at the end of a password reset. */
export const passwordResetSchema: FormSchema = {
  password: passwordRules,
  passwordConfirmation: passwordConfirmationRules,
};

/** Rules of an account created by an operator (`npm run admin -- create-user`). */
export const operatorAccountSchema: FormSchema = {
  email: registrationSchema.email!,
  username: registrationSchema.username!,
  password: passwordRules,
};

/** Checks a registration form; the region's existence is left to the server. */
export function validateRegistration(values: Partial<RegistrationValues>, today: Date = new Date()): RuleFailure[] {
  return validate(registrationSchema, values, { today });
}

/** The part of a schema that applies to the fields present in `values` (profile updates). */
export function schemaFor(schema: FormSchema, values: Readonly<Record<string, unknown>>): FormSchema {
  return Object.fromEntries(Object.entries(schema).filter(([field]) => values[field] !== undefined));
}
