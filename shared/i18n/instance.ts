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
  // `{seconds, wait}`: a waiting time in the language's words, its plural included ("1 seconde",
  // "30 secondes", "5 ثوان"), by Intl's unit format; Western digits in Arabic as everywhere in Souk.
  instance.services.formatter?.add('wait', (value: unknown, lng: string | undefined) => {
    const seconds = Number(value);
    // Nothing to count (a wait the caller does not know): left as it came.
    if (typeof value !== 'number' && typeof value !== 'string') return '';
    if (value === '' || !Number.isFinite(seconds)) return String(value);
    const locale = lng === 'ar' ? 'ar-DZ-u-nu-latn' : (lng ?? DEFAULT_LOCALE);
    return (
      new Intl.NumberFormat(locale, {
        style: 'unit',
        unit: 'second',
        unitDisplay: 'long',
        // As the spec writes the wait: "{seconds} seconds", digits not grouped.
        useGrouping: false,
      })
        .format(seconds)
        // Plain spaces, as in every other text of Souk (Intl puts a no-break space before the unit).
        .replace(/[\u00a0\u202f]/g, ' ')
    );
  });
  return instance;
}
