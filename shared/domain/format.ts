import { formatDistanceStrict, format as formatDate } from 'date-fns';
import { arDZ } from 'date-fns/locale/ar-DZ';
import { enUS } from 'date-fns/locale/en-US';
import { fr } from 'date-fns/locale/fr';
import { translate } from '../i18n';
import type { Locale } from '../i18n/locales';
import type { PriceType, PriceUnit } from './marketplace';

/**
 * The spec's display rules (§9), written once for the portal, the store sites and the studio:
 * numbers with a space between thousands and a dot before decimals, no decimals for whole
 * numbers and two otherwise; prices with their unit; follower counts with k and m; dates
 * dd/MM/yyyy and relative dates; phones grouped 4-2-2-2 or 3-2-2-2.
 */

const grouped = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 0 });
const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Text a member wrote, set inside a sentence of ours as its own direction island (Unicode first
 * strong isolate … pop directional isolate): an Arabic title inside a French sentence, or a Latin
 * name inside an Arabic one, no longer pulls the quotes and the full stop around it out of order.
 * For plain strings (notifications, e-mails); React text uses `<bdi>` instead.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}

/**
 * Text kept left to right inside Arabic sentences (left-to-right isolate … pop): numbers grouped
 * with spaces ("2 792"), sizes ("1000 × 250") and prices would otherwise be split by the
 * bidirectional algorithm and read "792 2". Unlike `isolate`, the direction is not guessed: a
 * number has no strong letter to guess it from.
 */
export function ltr(text: string): string {
  return `\u2066${text}\u2069`;
}

/**
 * A price (or any text with grouped numbers) said inside a sentence: each run of digits kept left
 * to right, the whole isolated. Wrapping the whole price in `ltr` would keep its digits in order
 * but put the currency on the wrong side in Arabic ("2 800 دج" must read number first, right to
 * left); nothing at all reverses the groups ("800 2"). The same rule as the `Price` component,
 * for plain strings.
 */
export function isolateNumbers(text: string): string {
  return isolate(text.replace(/\d(?:[\d .,\u00a0\u202f]*\d)?/g, (run) => ltr(run)));
}

/** 1234567 → "1 234 567"; 1234.5 → "1 234.50", and "1 234,50" in French (its decimal comma). */
export function formatNumber(value: number, locale?: Locale): string {
  const formatter = Number.isInteger(value) ? grouped : twoDecimals;
  const spaced = formatter.format(value).replace(/,/g, ' ');
  return locale === 'fr' ? spaced.replace('.', ',') : spaced;
}

const percentFormats: Partial<Record<Locale, Intl.NumberFormat>> = {};

/**
 * A share (0 to 1) as a percentage with one decimal in the language's way: "2,1 %" in French,
 * "2.1%" in English, Western digits in Arabic as everywhere in Souk.
 */
export function formatPercent(share: number, locale: Locale): string {
  percentFormats[locale] ??= new Intl.NumberFormat(locale === 'ar' ? 'ar-DZ-u-nu-latn' : locale, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return percentFormats[locale].format(share);
}

/**
 * A price as cards and pages show it, from `pricePreview` (the amount in its unit):
 * "185,50 Millions", "1,50 Milliard", "32 000 DA". Announcements without a price say so.
 */
export function formatPrice(
  pricePreview: number,
  unit: PriceUnit,
  locale: Locale,
  priceType: PriceType | null = null,
): string {
  if (priceType === 'GIVEN') return translate(locale, 'price.GIVEN');
  if (unit === 'NO_PRICE' || !(pricePreview > 0)) return translate(locale, 'price.NO_PRICE');
  // `count` picks the language's plural: "1,50 Milliard" but "2 Milliards" in French.
  return translate(locale, `price.${unit}`, { amount: formatNumber(pricePreview, locale), count: pricePreview });
}

/** Follower counts: 950 → "950", 1200 → "1.2k", 2500000 → "2.5m" (one decimal, dropped when zero). */
export function formatCount(value: number): string {
  const abbreviate = (n: number, suffix: string) => `${(Math.floor(n * 10) / 10).toString()}${suffix}`;
  if (value >= 1_000_000) return abbreviate(value / 1_000_000, 'm');
  if (value >= 1_000) return abbreviate(value / 1_000, 'k');
  return String(value);
}

const DATE_LOCALES = { fr, ar: arDZ, en: enUS } as const;

/** dd/MM/yyyy, or dd/MM/yyyy HH:mm:ss with `withTime`, in the zone the caller gives (Algeria by default). */
export function formatDay(date: Date, options: { withTime?: boolean; timeZone?: string } = {}): string {
  const shifted = inZone(date, options.timeZone ?? ALGERIA_TIME_ZONE);
  return formatDate(shifted, options.withTime ? 'dd/MM/yyyy HH:mm:ss' : 'dd/MM/yyyy');
}

/**
 * A card's day, short: dd/MM within the current year (in Algeria), dd/MM/yyyy before, so a card
 * has room for its place beside it.
 */
export function formatShortDay(date: Date, now: Date): string {
  const day = formatDay(date);
  return day.slice(6) === formatDay(now).slice(6) ? day.slice(0, 5) : day;
}

type PlaceCity = { name: string; region: { name: string } };

const placeSeparator = (locale: Locale) => (locale === 'ar' ? '، ' : ', ');

/**
 * Where an announcement is, in full: "Bir Mourad Raïs, Alger" for each commune (the wilaya once
 * when both share the name).
 */
export function formatPlace(cities: readonly PlaceCity[], locale: Locale): string {
  const separator = placeSeparator(locale);
  return cities
    .map((city) => (city.name === city.region.name ? city.name : `${city.name}${separator}${city.region.name}`))
    .join(' · ');
}

/** Where an announcement is, as its card says it: see `formatCardPlace`. */
export interface CardPlace {
  /** Its first commune; null when the commune is named as its wilaya (Oran, Oran; Setif, Sétif). */
  commune: string | null;
  /** Between the commune and the wilaya: ", " or the Arabic comma. */
  separator: string;
  /** The first commune's wilaya. */
  wilaya: string;
  /** How many more communes the announcement names (the card says "+2", its title names them). */
  more: number;
}

/** Two place names written alike but for accents and case ("Setif" and "Sétif"). */
function sameName(a: string, b: string): boolean {
  const plain = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return plain(a) === plain(b);
}

/**
 * Where an announcement is, as a card says it: its first commune and that commune's wilaya
 * ("Bir Mourad Raïs, Alger"), and how many more communes it names. Null without a place.
 */
export function formatCardPlace(cities: readonly PlaceCity[], locale: Locale): CardPlace | null {
  const first = cities[0];
  if (!first) return null;
  return {
    commune: sameName(first.name, first.region.name) ? null : first.name,
    separator: placeSeparator(locale),
    wilaya: first.region.name,
    more: cities.length - 1,
  };
}

/** Its wilayas, each once: what a card has room for, and what buyers search by. */
export function formatWilayas(cities: readonly PlaceCity[], locale: Locale): string {
  return [...new Set(cities.map((city) => city.region.name))].join(placeSeparator(locale));
}

/** A message's time in a thread: "14:05" today (in Algeria), "03/11 14:05" before. */
export function formatMessageTime(date: Date, now: Date): string {
  const shifted = inZone(date, ALGERIA_TIME_ZONE);
  const today = formatDay(date) === formatDay(now);
  return formatDate(shifted, today ? 'HH:mm' : 'dd/MM HH:mm');
}

/** "il y a 3 jours", "منذ 3 أيام", "3 days ago"; "à l’instant" under a minute. */
export function formatRelative(date: Date, now: Date, locale: Locale): string {
  if (Math.abs(now.getTime() - date.getTime()) < 60_000) return translate(locale, 'relativeTime.justNow');
  return formatDistanceStrict(date, now, { addSuffix: true, locale: DATE_LOCALES[locale] });
}

/** Algeria keeps UTC+1 all year (no summer time). */
export const ALGERIA_TIME_ZONE = 'Africa/Algiers';

const HOUR_MS = 3_600_000;

/** Midnight of the date's day in Algeria, as an instant (UTC+1 all year: no zone rules needed). */
export function startOfAlgerianDay(date: Date): Date {
  const day = 24 * HOUR_MS;
  return new Date(Math.floor((date.getTime() + HOUR_MS) / day) * day - HOUR_MS);
}

/** The wall-clock time of a zone as a Date whose local fields read that time (for date-fns' format). */
function inZone(date: Date, timeZone: string): Date {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return new Date(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
}

/** A national number grouped for reading: 10 digits 4-2-2-2 ("0550 12 34 56"), 9 digits 3-2-2-2 ("021 23 45 67"). */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10)
    return `${digits.slice(0, 4)} ${digits.slice(4, 6)} ${digits.slice(6, 8)} ${digits.slice(8)}`;
  if (digits.length === 9)
    return `${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5, 7)} ${digits.slice(7)}`;
  return phone;
}
