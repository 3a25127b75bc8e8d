/**
 * Algerian phone numbers, as the spec's `phone` rule describes them: a prefix (+213, 00213
 * or 0), then either 9 digits starting with 5, 6, 7 (mobile) or 9, or 8 digits starting
 * with 2, 3 or 4 (landline). Spaces, dots and dashes between digits are tolerated because
 * people write numbers grouped ("0550 12 34 56").
 */
const ALGERIAN_PHONE = /^(?:\+213|00213|0)([5679]\d{8}|[234]\d{7})$/;

/** Separators people type between digit groups; they carry no meaning. */
const SEPARATORS = /[\s.-]/g;

/** The significant digits after the prefix, or null when the text is not an Algerian number. */
function significantDigits(value: string): string | null {
  const match = ALGERIAN_PHONE.exec(value.replace(SEPARATORS, ''));
  return match?.[1] ?? null;
}

/** True when the text is an Algerian phone number in one of the accepted forms. */
export function isAlgerianPhone(value: string): boolean {
  return significantDigits(value) !== null;
}

/**
 * The national form kept in storage (0 followed by the significant digits, for example
 * 0550123456 or 021234567), or null when the text is not an Algerian number.
 */
export function normalizePhone(value: string): string | null {
  const digits = significantDigits(value);
  return digits === null ? null : `0${digits}`;
}

/** The messaging apps a seller can flag on a phone number. */
export type MessagingApp = 'viber' | 'whatsapp' | 'telegram';

/**
 * The international number as a messaging app's link wants it (spec §5): viber and whatsapp
 * take the digits without plus signs, telegram keeps the plus. Anything else than digits and
 * plus signs (spaces, dashes) is dropped so a link never carries stray characters.
 */
export function messagingNumber(phoneExt: string, app: MessagingApp): string {
  const cleaned = phoneExt.replace(/[^\d+]/g, '');
  return app === 'telegram' ? cleaned : cleaned.replace(/\+/g, '');
}

/** A revealed phone with the apps its owner flagged (the API's AnnouncementPhone). */
export interface ContactPhone {
  phoneExt: string;
  hasViber: boolean;
  hasWhatsapp: boolean;
  hasTelegram: boolean;
}

/** The links of one phone: a call, and one per flagged messaging app. */
export interface ContactLinks {
  tel: string;
  viber?: string;
  whatsapp?: string;
  telegram?: string;
}

/**
 * The addresses that call or message a phone: `tel:` always, and viber, whatsapp or telegram
 * when the owner flagged them, each with the number in the form the app expects.
 */
export function contactLinks(phone: ContactPhone): ContactLinks {
  const links: ContactLinks = { tel: `tel:${phone.phoneExt.replace(/[^\d+]/g, '')}` };
  if (phone.hasViber) links.viber = `viber://chat?number=${messagingNumber(phone.phoneExt, 'viber')}`;
  if (phone.hasWhatsapp) links.whatsapp = `https://wa.me/${messagingNumber(phone.phoneExt, 'whatsapp')}`;
  if (phone.hasTelegram) links.telegram = `https://t.me/${messagingNumber(phone.phoneExt, 'telegram')}`;
  return links;
}

/** True when one of the phones can be reached on a messaging app (else "message" starts the in-app chat, spec §4). */
export function hasMessagingApp(phones: readonly ContactPhone[]): boolean {
  return phones.some((phone) => phone.hasViber || phone.hasWhatsapp || phone.hasTelegram);
}
