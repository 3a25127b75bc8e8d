/** The product's languages; French is the default, Arabic is written right to left. */
export const LOCALES = ['fr', 'ar', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';

/** Text in each of the product's languages. */
export type Translations = Record<Locale, string>;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Writing direction for the `dir` attribute. */
export function directionOf(locale: Locale): 'rtl' | 'ltr' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/**
 * Picks the language of a request: the `lang` parameter wins (the spec keeps the choice
 * there), then the first supported language of an Accept-Language header, then French.
 */
export function pickLocale(langParam: unknown, acceptLanguage?: string): Locale {
  if (isLocale(langParam)) return langParam;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    if (isLocale(tag)) return tag;
  }
  return DEFAULT_LOCALE;
}
