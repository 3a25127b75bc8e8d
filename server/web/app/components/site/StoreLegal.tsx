import { legalDocuments } from '../../../../../shared/i18n/portal/legal';
import type { SiteLand, SiteLinks } from '../../../../../shared/site/render/context';
import { Head } from '../../head';
import { useI18n } from '../../i18n';
import { LegalDocument } from '../legal/LegalDocument';

/**
 * A store site's terms and privacy pages (spec §2 children terms, privacy): Souk's own legal
 * texts, which govern the store's site, inside the store's frame under its name.
 */
export function StoreLegal({ land, links, name }: { land: SiteLand; links: SiteLinks; name: 'terms' | 'privacy' }) {
  const { t, locale } = useI18n();
  const document = legalDocuments[locale][name];
  return (
    <div className="land-legal">
      <Head title={`${document.title} · ${land.name}`} description={document.description} siteName={land.name} />
      <header className="land-legal__store">
        <a href={links.home()} className="land-legal__home">
          {land.imageUrl ? (
            <img src={land.imageUrl} alt="" width={40} height={40} className="land-legal__logo" />
          ) : (
            <span className="land-legal__logo land-legal__logo--letter" aria-hidden="true">
              {[...land.name.trim()][0]?.toUpperCase() ?? '?'}
            </span>
          )}
          <span>{land.name}</span>
        </a>
        <nav aria-label={land.name}>
          <a href={links.terms()} aria-current={name === 'terms' ? 'page' : undefined}>
            {legalDocuments[locale].terms.title}
          </a>
          <a href={links.privacy()} aria-current={name === 'privacy' ? 'page' : undefined}>
            {legalDocuments[locale].privacy.title}
          </a>
        </nav>
      </header>
      <div className="land-legal__body">
        <LegalDocument
          name={name}
          intro={<p>{t('portal.stores.site.legalFrom', { document: document.title, name: land.name })}</p>}
        />
      </div>
    </div>
  );
}
