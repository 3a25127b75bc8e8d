import { formatPrice } from '../../../../../shared/domain/format';
import type { Locale } from '../../../../../shared/i18n/locales';

/** Whole dinars as the cart and orders show them ("32 000 DA"); render it with `Price` so Arabic keeps the digits in order. */
export function dinars(amount: number, locale: Locale): string {
  return formatPrice(amount, 'UNIT', locale);
}
