import {
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

/** What a contact message is about (spec §3 "Contact message": its tags). */
export const CONTACT_TAGS = ['BUG', 'SUGGESTION', 'PUBLICITY_PARTNERSHIP', 'OTHER'] as const;
export type ContactTag = (typeof CONTACT_TAGS)[number];

/** Where the operators stand with a contact message (issue 22; ours). */
export const CONTACT_STATES = ['NEW', 'IN_PROGRESS', 'HANDLED'] as const;
export type ContactState = (typeof CONTACT_STATES)[number];

/** An operator's answer to a contact message: its length, in characters. */
export const CONTACT_REPLY_LIMITS = { min: 2, max: 5000 } as const;

/**
 * Limits of the contact form's fields, ours (the spec names the fields only). The hourly caps per
 * sender and per e-mail address are rate limits (`contactSender`, `contactEmail` in rate-limits.ts).
 */
export const CONTACT_LIMITS = {
  email: { max: 190 },
  name: { min: 2, max: 80 },
  subject: { min: 3, max: 150 },
  message: { min: 10, max: 5000 },
} as const;

/** The contact form's fields, in the order the form shows them. */
export interface ContactValues {
  email: string;
  name: string;
  /** Optional: an Algerian number to be called back on. */
  phone?: string | null;
  subject: string;
  message: string;
  tag: string;
}

/** The contact form's rules (spec §5 rules), shared by the page and the server. */
export const contactSchema: FormSchema = {
  email: [required(), email(), maxLength(CONTACT_LIMITS.email.max)],
  name: [required(), minLength(CONTACT_LIMITS.name.min), maxLength(CONTACT_LIMITS.name.max)],
  phone: [phone()],
  subject: [required(), minLength(CONTACT_LIMITS.subject.min), maxLength(CONTACT_LIMITS.subject.max)],
  message: [required(), minLength(CONTACT_LIMITS.message.min), maxLength(CONTACT_LIMITS.message.max)],
  tag: [required(), oneOf(CONTACT_TAGS)],
};

/** Checks a contact message; one failure per refused field. Text is checked trimmed. */
export function validateContact(values: Partial<ContactValues>): RuleFailure[] {
  const trimmed = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
  );
  return validate(contactSchema, trimmed);
}

/** True for one of the contact tags. */
export function isContactTag(value: unknown): value is ContactTag {
  return typeof value === 'string' && (CONTACT_TAGS as readonly string[]).includes(value);
}
