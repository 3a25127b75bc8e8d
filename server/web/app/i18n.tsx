import type { TFunction } from 'i18next';
import { createTextInstance } from '../../../shared/i18n/instance';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { catalogs, directionOf, type Locale, type MessageKey } from '../../../shared/i18n';
import { portalCatalog, type PortalCatalog } from '../../../shared/i18n/portal';

type PathsOf<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${PathsOf<T[K]>}`;
}[keyof T & string];

/** Any text the portal can show: the shared catalogs' keys and the portal's own (`portal.<area>.<key>`). */
export type TextKey = MessageKey | `portal.${PathsOf<PortalCatalog>}`;
export type TextParams = Record<string, string | number>;

export interface I18nValue {
  locale: Locale;
  dir: 'ltr' | 'rtl';
  t: (key: TextKey, params?: TextParams) => string;
}

const translators = new Map<Locale, TFunction>();

/** One i18next instance for the portal, holding the shared and the portal texts of every language. */
function translatorFor(locale: Locale): TFunction {
  let t = translators.get(locale);
  if (t) return t;
  const instance = createTextInstance((l) => ({ ...catalogs[l], portal: portalCatalog(l) }), locale);
  t = instance.getFixedT(locale);
  translators.set(locale, t);
  return t;
}

const I18nContext = createContext<I18nValue | null>(null);

export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const value = useMemo<I18nValue>(() => {
    const t = translatorFor(locale);
    return { locale, dir: directionOf(locale), t: (key, params) => t(key, params ?? {}) };
  }, [locale]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The page's language, its direction and its translator. */
export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n outside I18nProvider');
  return value;
}
