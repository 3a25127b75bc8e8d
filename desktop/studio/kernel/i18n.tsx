import type { i18n as I18n } from 'i18next';
import { createTextInstance } from '../../../shared/i18n/instance';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { DEFAULT_LOCALE, directionOf, isLocale, type Locale } from '../../../shared/i18n/locales';
import { studioCatalog } from '../../../shared/i18n/studio';

const STORAGE_KEY = 'souk-studio:locale';

/** The studio's language: `?lang=` when given (as on the portal), else the one chosen last time, else French. */
export function initialLocale(): Locale {
  const asked = new URLSearchParams(window.location.search).get('lang');
  if (isLocale(asked)) return asked;
  const saved = window.localStorage.getItem(STORAGE_KEY);
  return isLocale(saved) ? saved : DEFAULT_LOCALE;
}

/** Keeps the chosen language for the next start. */
export function rememberLocale(locale: Locale): void {
  window.localStorage.setItem(STORAGE_KEY, locale);
}

/**
 * One i18next instance over the studio's three catalogs, initialised synchronously (they are in
 * memory); `{name}` placeholders as in the portal's and the spec's texts, React escapes values.
 */
export function createStudioI18n(): I18n {
  return createTextInstance(studioCatalog);
}

let shared: I18n | null = null;

/** The studio's texts in one language and its direction. */
export interface StudioI18n {
  locale: Locale;
  /** 'rtl' for Arabic: the whole interface is mirrored (the stylesheet uses logical properties). */
  dir: 'rtl' | 'ltr';
  /** The text at a dotted key (`workspace.signIn.title`), its `{name}` places filled from values. */
  t: (key: string, values?: Record<string, unknown>) => string;
}

/** The texts of one language (also usable outside React, e.g. in tests). */
export function studioTexts(locale: Locale): StudioI18n {
  shared ??= createStudioI18n();
  const fixed = shared.getFixedT(locale);
  return { locale, dir: directionOf(locale), t: (key, values) => fixed(key, values ?? {}) };
}

const I18nContext = createContext<StudioI18n | null>(null);

/** Provides the studio's texts in one language, and its direction, to the screens below. */
export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const value = useMemo(() => studioTexts(locale), [locale]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The studio's texts of the current language (inside <I18nProvider>). */
export function useI18n(): StudioI18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n outside <I18nProvider>');
  return value;
}
