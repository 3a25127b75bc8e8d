import { LOCALES, type Locale } from '../i18n/locales';
import { BLOCK_DEFINITIONS } from './blocks/catalogue';
import { BLOCK_TYPES } from './blocks/types';
import type { LocalizedText } from './document';
import { defaultSiteDocument } from './templates';

/**
 * The texts Souk writes into sites itself: every block's new-block texts and the starting sites'
 * ("Titre de la section", "مرحبًا بكم في متجرنا"), per language. An owner who rewrites a text in
 * one language leaves the others holding the template's words, which then say something else
 * than the owner's (an Arabic visitor read "Welcome to our store" under a French shop's own
 * title). Such a leftover is a stale translation: the site shows the owner's text instead, and the
 * studio empties it when the owner edits the field.
 */
let shipped: Record<Locale, Set<string>> | null = null;

function isLocalized(value: unknown): value is LocalizedText {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return LOCALES.every((locale) => typeof record[locale] === 'string');
}

function collect(value: unknown, into: Record<Locale, Set<string>>): void {
  if (isLocalized(value)) {
    for (const locale of LOCALES) if (value[locale].trim()) into[locale].add(value[locale].trim());
    return;
  }
  if (Array.isArray(value)) for (const item of value) collect(item, into);
  else if (typeof value === 'object' && value !== null) for (const item of Object.values(value)) collect(item, into);
}

function shippedTexts(): Record<Locale, Set<string>> {
  if (!shipped) {
    const texts = { fr: new Set<string>(), ar: new Set<string>(), en: new Set<string>() };
    for (const type of BLOCK_TYPES) collect(BLOCK_DEFINITIONS[type].defaults(), texts);
    collect(defaultSiteDocument('STORE'), texts);
    collect(defaultSiteDocument('MARKET'), texts);
    shipped = texts;
  }
  return shipped;
}

/** Whether `text` is one of Souk's own texts in `locale`. */
export function isTemplateText(locale: Locale, text: string | undefined): boolean {
  const trimmed = text?.trim();
  return Boolean(trimmed) && shippedTexts()[locale].has(trimmed!);
}

/**
 * Whether the value's text in `locale` is the template's while another language holds the
 * owner's own words: a translation the owner has not written.
 */
export function isStaleTranslation(value: Partial<Record<Locale, string>>, locale: Locale): boolean {
  if (!isTemplateText(locale, value[locale])) return false;
  return LOCALES.some(
    (other) => other !== locale && Boolean(value[other]?.trim()) && !isTemplateText(other, value[other]),
  );
}

/** The value with its stale translations emptied (what the studio keeps once the owner edits a language). */
export function withoutStaleTranslations(value: LocalizedText): LocalizedText {
  const next = { ...value };
  for (const locale of LOCALES) if (isStaleTranslation(value, locale)) next[locale] = '';
  return next;
}

/**
 * The text in the page's language; when it has none, or only the template's words left under
 * the owner's own in another language (isStaleTranslation), the first language that has the
 * owner's text, French first (the product's default); '' when none has one.
 */
export function pickText(value: Partial<Record<Locale, string>> | null | undefined, locale: Locale): string {
  if (!value) return '';
  const own = value[locale]?.trim();
  if (own && !isStaleTranslation(value, locale)) return own;
  for (const other of LOCALES) {
    const text = value[other]?.trim();
    if (other !== locale && text && !isStaleTranslation(value, other)) return text;
  }
  return own ?? '';
}
