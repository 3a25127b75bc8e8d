import { LOCALES, DEFAULT_LOCALE } from '../../../shared/i18n';
import { useI18n } from './i18n';
import { useNavigation } from './navigation';
import { useSite } from './site';

/** Query parameters that make a different page; everything else (tracking tags) is left out of canonical addresses. */
const CANONICAL_PARAMS = new Set([
  'q',
  'category',
  'regionIds',
  'cityIds',
  'tab',
  'page',
  'keyword',
  'regionId',
  'cityId',
]);

/**
 * A page's head: title, description, canonical address and its `hreflang` versions. React 19
 * places these in `<head>` wherever a page renders them. A store's or market's site names
 * itself (`siteName`) instead of Souk.
 */
export function Head({
  title,
  description,
  noIndex,
  siteName: ownName,
}: {
  title: string;
  description?: string;
  noIndex?: boolean;
  siteName?: string;
}) {
  const { locale, t } = useI18n();
  const { location } = useNavigation();
  const { publicUrl } = useSite();
  const query = new URLSearchParams(location.search);
  const kept = new URLSearchParams();
  for (const [key, value] of query) if (CANONICAL_PARAMS.has(key)) kept.set(key, value);
  const addressIn = (lang: string) => {
    const params = new URLSearchParams(kept);
    if (lang !== DEFAULT_LOCALE) params.set('lang', lang);
    const search = params.toString();
    return `${publicUrl}${location.pathname}${search ? `?${search}` : ''}`;
  };
  const siteName = ownName ?? t('portal.layout.siteName');
  return (
    <>
      <title>{title.includes(siteName) ? title : `${title} | ${siteName}`}</title>
      {description ? <meta name="description" content={description} /> : null}
      {noIndex ? <meta name="robots" content="noindex" /> : null}
      <link rel="canonical" href={addressIn(locale)} />
      {LOCALES.map((lang) => (
        <link key={lang} rel="alternate" hrefLang={lang} href={addressIn(lang)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={addressIn(DEFAULT_LOCALE)} />
      <meta property="og:title" content={title} />
      {description ? <meta property="og:description" content={description} /> : null}
      <meta property="og:site_name" content={siteName} />
    </>
  );
}
