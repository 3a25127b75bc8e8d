import type { Locale } from '../locales';
import { ar } from './ar';
import { en, type Catalog } from './en';
import { fr } from './fr';

/**
 * The shared catalogs of every language, as i18next resources (one namespace, `translation`).
 * The portal's browser build swaps this module for the page's language only (see
 * `server/web/page-texts.ts`): keep it to this one export.
 */
export const catalogs: Record<Locale, Catalog> = { fr, ar, en };
