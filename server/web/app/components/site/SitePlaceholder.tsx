import { Compass, Construction, Home, Search, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { Head } from '../../head';
import { useI18n } from '../../i18n';
import { localizeHref } from '../../navigation';
import { useHttpStatus } from '../../page-status';
import { paths } from '../../routes';
import { portalUrlOf, useSite } from '../../site';

/** What a placeholder page is about (spec §8: store not found, page not found, site placeholder). */
export type PlaceholderKind = 'not-found' | 'construction' | 'error';

const ICONS = { 'not-found': Compass, construction: Construction, error: Store } as const;

/**
 * The placeholder pages of store and market sites: a missing store or market, a page its site
 * does not have, a site not published yet, an address whose id cannot be read. Each is a real
 * error status (404, or 400 for an unreadable id) with a way on.
 */
export function SitePlaceholder({
  kind,
  status,
  title,
  text,
  code,
  siteName,
  actions,
}: {
  kind: PlaceholderKind;
  status: number;
  title: string;
  text: string;
  /** A technical message the spec names (shown as such, e.g. 'Unable to parse STORE ID'). */
  code?: string;
  siteName?: string;
  actions?: ReactNode;
}) {
  const { t, locale } = useI18n();
  const site = useSite();
  useHttpStatus(status);
  const Icon = ICONS[kind];
  const portal = site.storeDomain ? portalUrlOf(site) : '';
  return (
    <section className="land-placeholder" aria-labelledby="land-placeholder-title">
      <Head title={siteName ? `${title} · ${siteName}` : title} siteName={siteName} noIndex />
      <span className={`land-placeholder__mark land-placeholder__mark--${kind}`} aria-hidden="true">
        <Icon size={40} />
      </span>
      <h1 id="land-placeholder-title">{title}</h1>
      <p>{text}</p>
      {code ? (
        <p className="land-placeholder__code">
          <code>{code}</code>
        </p>
      ) : null}
      <div className="land-placeholder__actions">
        {actions}
        <a href={`${portal}${localizeHref(paths.home(), locale)}`} className="button">
          <Home aria-hidden="true" size={18} />
          {t('portal.stores.site.portalHome')}
        </a>
        <a href={`${portal}${localizeHref(paths.search(), locale)}`} className="button button--ghost">
          <Search aria-hidden="true" size={18} />
          {t('portal.stores.site.browse')}
        </a>
      </div>
    </section>
  );
}
