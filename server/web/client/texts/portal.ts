// Stands in for `shared/i18n/portal` in the portal's browser build (see `server/web/page-texts.ts`).
import type { Locale } from '../../../../shared/i18n/locales';
import type { PortalCatalog } from '../../../../shared/i18n/portal';
import { loadedTexts } from './loaded';

/** The portal's texts of the page's language (the others are not downloaded). */
export function portalCatalog(locale: Locale): PortalCatalog {
  return (loadedTexts(locale)?.portal ?? {}) as PortalCatalog;
}
