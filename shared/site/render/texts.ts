import type { TFunction } from 'i18next';
import { createTextInstance } from '../../i18n/instance';
import type { Locale } from '../../i18n/locales';
import { announcementTexts } from '../../i18n/portal/announcement';
import { siteBlockTexts } from '../../i18n/site/blocks';
import { useSiteRender } from './context';

type PathsOf<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${PathsOf<T[K]>}`;
}[keyof T & string];

/**
 * The texts blocks may show: their own (`site.…`) and the portal's announcement texts they share
 * with the announcement page (`announcement.…`: delivery types, price labels, sections).
 */
export type SiteTextKey =
  `site.${PathsOf<(typeof siteBlockTexts)['en']>}` | `announcement.${PathsOf<(typeof announcementTexts)['en']>}`;
export type SiteTextParams = Record<string, string | number>;

const translators = new Map<Locale, TFunction>();

function translatorFor(locale: Locale): TFunction {
  let t = translators.get(locale);
  if (t) return t;
  const instance = createTextInstance((l) => ({ site: siteBlockTexts[l], announcement: announcementTexts[l] }), locale);
  t = instance.getFixedT(locale);
  translators.set(locale, t);
  return t;
}

/** A text of the blocks in `locale`, its `{name}` places filled. */
export function siteText(locale: Locale, key: SiteTextKey, params: SiteTextParams = {}): string {
  return translatorFor(locale)(key, params);
}

/** The translator of the page's language, for block components. */
export function useSiteText(): (key: SiteTextKey, params?: SiteTextParams) => string {
  const { locale } = useSiteRender();
  return (key, params) => siteText(locale, key, params);
}
