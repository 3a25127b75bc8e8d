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
