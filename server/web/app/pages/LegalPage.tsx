import { formatDay } from '../../../../shared/domain/format';
import { LEGAL_UPDATED, legalDocuments } from '../../../../shared/i18n/portal/legal';
import { Head } from '../head';
import { useI18n } from '../i18n';
import { Link } from '../navigation';
import { LEGAL_PAGES, paths, type LegalPage as LegalPageName } from '../routes';
import type { PageProps } from './registry';

/**
 * `/legals`, `/terms`, `/conditions`, `/cookies`, `/privacy`: the legal documents in the page's
 * language, with their sections' contents and links to the other documents. The texts are in
 * `shared/i18n/portal/legal.ts`, loaded with this page only.
 */
export default function LegalPage({ params }: PageProps) {
  const { t, locale } = useI18n();
  const name = (LEGAL_PAGES as readonly string[]).includes(params.page ?? '')
    ? (params.page as LegalPageName)
    : 'legals';
  const document = legalDocuments[locale][name];
  return (
    <article className="legal">
      <Head title={document.title} description={document.description} />
      <header className="page-intro">
        <h1>{document.title}</h1>
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
      <nav className="legal__others" aria-labelledby="legal-others">
        <h2 id="legal-others">{t('portal.home.legal.others')}</h2>
        <ul>
          {LEGAL_PAGES.filter((page) => page !== name).map((page) => (
            <li key={page}>
              <Link href={paths.legal(page)}>{legalDocuments[locale][page].title}</Link>
            </li>
          ))}
          <li>
            <Link href={paths.contact()}>{t('portal.layout.footer.contact')}</Link>
          </li>
        </ul>
      </nav>
    </article>
  );
}
