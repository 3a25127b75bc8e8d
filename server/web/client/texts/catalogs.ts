// Stands in for `shared/i18n/catalogs` in the portal's browser build (see `server/web/page-texts.ts`).
import type { Catalog } from '../../../../shared/i18n/catalogs/en';
import type { Locale } from '../../../../shared/i18n/locales';
import { loadedTexts } from './loaded';

const sharedOf = (locale: Locale) => (loadedTexts(locale)?.shared ?? {}) as Catalog;

/** The shared catalog of the page's language (the others are not downloaded). */
export const catalogs: Record<Locale, Catalog> = {
  get fr() {
    return sharedOf('fr');
  },
  get ar() {
    return sharedOf('ar');
  },
  get en() {
    return sharedOf('en');
  },
};
