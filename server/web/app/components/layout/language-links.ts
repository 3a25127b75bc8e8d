import { DEFAULT_LOCALE, type Locale } from '../../../../../shared/i18n';

/**
 * The current page in another language: same path and query, `lang` set (French, the default,
 * goes without it). The language is chosen by the server, so these are plain links that load
 * the page again.
 */
export function languageHref(pathname: string, search: string, locale: Locale): string {
  const params = new URLSearchParams(search);
  params.delete('lang');
  if (locale !== DEFAULT_LOCALE) params.set('lang', locale);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
