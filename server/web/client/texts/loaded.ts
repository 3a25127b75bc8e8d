import type { Catalog } from '../../../../shared/i18n/catalogs/en';
import type { Locale } from '../../../../shared/i18n/locales';
import type { PortalCatalog } from '../../../../shared/i18n/portal';

/** One language's texts, as the browser build ships them: the shared catalog and the portal's. */
export interface PageTexts {
  shared: Catalog;
  portal: PortalCatalog;
}

/** One chunk per language, made at build from the catalogs (`server/web/page-texts.ts`). */
const chunks: Record<Locale, () => Promise<{ default: PageTexts }>> = {
  fr: () => import('virtual:page-texts/fr'),
  ar: () => import('virtual:page-texts/ar'),
  en: () => import('virtual:page-texts/en'),
};

const loaded = new Map<Locale, PageTexts>();

/**
 * Loads the page's language before the first render: a page is in one language for its whole
 * life (changing it loads a new page), so the browser never downloads the other two.
 */
export async function loadPageTexts(locale: Locale): Promise<void> {
  if (!loaded.has(locale)) loaded.set(locale, (await chunks[locale]()).default);
}

/** The texts of a loaded language; an empty catalog for the others (i18next then shows the key). */
export function loadedTexts(locale: Locale): PageTexts | undefined {
  return loaded.get(locale);
}
