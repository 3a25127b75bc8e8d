import type { ReactNode } from 'react';
import { formatDay } from '../../../../../shared/domain/format';
import { LEGAL_UPDATED, legalDocuments } from '../../../../../shared/i18n/portal/legal';
import { useI18n } from '../../i18n';
import type { LegalPage } from '../../routes';

/**
 * One legal document in the page's language: title, date, contents and sections. The portal's
 * legal pages show it, and so do a store's site's terms and privacy pages, inside the store's frame.
 */
export function LegalDocument({ name, intro, children }: { name: LegalPage; intro?: ReactNode; children?: ReactNode }) {
  const { t, locale } = useI18n();
  const document = legalDocuments[locale][name];
  return (
    <article className="legal">
      <header className="page-intro">
        <h1>{document.title}</h1>
        {intro}
        <p className="legal__updated">
          {t('portal.home.legal.updated', { date: formatDay(new Date(`${LEGAL_UPDATED}T12:00:00Z`)) })}
        </p>
      </header>
      <div className="legal__layout">
        <nav className="legal__contents" aria-labelledby="legal-contents">
          <h2 id="legal-contents">{t('portal.home.legal.contents')}</h2>
          <ol>
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="legal__body panel">
          {document.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`}>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
        </div>
      </div>
      {children}
    </article>
  );
}
