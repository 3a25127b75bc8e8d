import { useI18n } from '../i18n';
import { Link } from '../navigation';
import { paths } from '../routes';

/** The footer (spec §2): terms link, two link columns, three social links and a disclaimer. */
export function Footer() {
  const { t } = useI18n();
  return (
    <footer className="footer">
      <div className="footer__inner">
        <nav className="footer__column" aria-label={t('portal.layout.footer.about')}>
          <Link href={paths.legal('terms')}>{t('portal.layout.footer.terms')}</Link>
          <Link href={paths.legal('conditions')}>{t('portal.layout.footer.conditions')}</Link>
          <Link href={paths.legal('legals')}>{t('portal.layout.footer.legals')}</Link>
        </nav>
        <nav className="footer__column" aria-label={t('portal.layout.footer.help')}>
          <Link href={paths.contact()}>{t('portal.layout.footer.contact')}</Link>
          <Link href={paths.legal('privacy')}>{t('portal.layout.footer.privacy')}</Link>
          <Link href={paths.legal('cookies')}>{t('portal.layout.footer.cookies')}</Link>
        </nav>
        <p className="footer__disclaimer">{t('portal.layout.footer.disclaimer')}</p>
      </div>
    </footer>
  );
}
