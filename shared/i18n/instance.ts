import i18next, { type i18n } from 'i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';

/**
 * An i18next instance over in-memory texts, the same for every catalog of the product (shared,
 * portal, site blocks, studio): initialised synchronously, French as the fallback, `{name}`
 * placeholders as in the spec, and values not HTML-escaped (React, or the caller, escapes for the
 * medium). `textsOf` gives one language's texts (the `translation` namespace).
 */
export function createTextInstance(textsOf: (locale: Locale) => object, locale: Locale = DEFAULT_LOCALE): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources: Object.fromEntries(LOCALES.map((l) => [l, { translation: textsOf(l) }])),
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    initAsync: false,
    interpolation: { prefix: '{', suffix: '}', escapeValue: false },
    returnNull: false,
  });
  return instance;
}
