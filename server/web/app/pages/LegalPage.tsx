import { legalDocuments } from '../../../../shared/i18n/portal/legal';
import { LegalDocument } from '../components/legal/LegalDocument';
import { Head } from '../head';
import { useI18n } from '../i18n';
import { Link } from '../navigation';
import { LEGAL_PAGES, paths, type LegalPage as LegalPageName } from '../routes';
import type { PageProps } from './page-props';

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
    <>
      <Head title={document.title} description={document.description} />
      <LegalDocument name={name}>
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
      </LegalDocument>
    </>
  );
}
