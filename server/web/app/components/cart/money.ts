import { formatPrice } from '../../../../../shared/domain/format';
import type { Locale } from '../../../../../shared/i18n/locales';

/** Whole dinars as the cart and orders show them ("32 000 DA"), kept in one direction inside Arabic text. */
export function dinars(amount: number, locale: Locale): string {
  return `\u2066${formatPrice(amount, 'UNIT', locale)}\u2069`;
}
