import { useI18n } from '../i18n';
import { Link } from '../navigation';
import { paths } from '../routes';
import { Logo } from './layout/Logo';
import { FacebookIcon, InstagramIcon, LinkedInIcon } from './layout/SocialIcons';

/** Souk's pages on the social networks (spec §2: facebook, instagram, linkedin). */
const SOCIAL = [
  { key: 'facebook', href: 'https://www.facebook.com/souk.dz', Icon: FacebookIcon },
  { key: 'instagram', href: 'https://www.instagram.com/souk.dz', Icon: InstagramIcon },
  { key: 'linkedin', href: 'https://www.linkedin.com/company/souk-dz', Icon: LinkedInIcon },
] as const;

/** The how-to-advertise video (spec §2: an external link of the footer), on Souk's channel. */
const ADVERTISING_VIDEO = 'https://www.youtube.com/@souk.dz';

/**
 * The footer (spec §2 Layout): the terms link, two link columns, three social links and a
 * disclaimer, in a block that reserves 288 px on wide screens and 478 px on phones.
 */
export function Footer() {
  const { t } = useI18n();
  const year = new Date().getFullYear();
  return (
    <footer className="portal-footer">
      <div className="portal-footer__inner">
        <div className="portal-footer__brand">
          <Logo />
          <p className="portal-footer__tagline">{t('portal.layout.tagline')}</p>
          <Link href={paths.legal('terms')} className="portal-footer__terms">
            {t('portal.layout.footer.terms')}
          </Link>
        </div>
        <nav className="portal-footer__column" aria-labelledby="footer-market">
          <h2 id="footer-market">{t('portal.layout.footer.columnMarket')}</h2>
          <ul>
            <li>
              <Link href={paths.search()}>{t('portal.layout.categoriesAll')}</Link>
            </li>
            <li>
              <Link href={paths.stores()}>{t('portal.layout.stores')}</Link>
            </li>
            <li>
              <Link href={paths.travel()}>{t('portal.layout.travel')}</Link>
            </li>
            <li>
              <Link href={paths.orderStore()}>{t('portal.layout.footer.storesAndAds')}</Link>
            </li>
            <li>
              <a href={ADVERTISING_VIDEO} rel="noopener" target="_blank">
                {t('portal.layout.footer.advertisingVideo')}
              </a>
            </li>
            <li>
              <Link href={paths.contact()}>{t('portal.layout.footer.contact')}</Link>
            </li>
          </ul>
        </nav>
        <nav className="portal-footer__column" aria-labelledby="footer-help">
          <h2 id="footer-help">{t('portal.layout.footer.columnHelp')}</h2>
          <ul>
            <li>
              <Link href={paths.legal('legals')}>{t('portal.layout.footer.legals')}</Link>
            </li>
            <li>
              <Link href={paths.legal('conditions')}>{t('portal.layout.footer.conditions')}</Link>
            </li>
            <li>
              <Link href={paths.legal('cookies')}>{t('portal.layout.footer.cookies')}</Link>
            </li>
            <li>
              <Link href={paths.legal('privacy')}>{t('portal.layout.footer.privacy')}</Link>
            </li>
          </ul>
        </nav>
        <div className="portal-footer__social">
          <h2>{t('portal.layout.footer.follow')}</h2>
          <ul>
            {SOCIAL.map(({ key, href, Icon }) => (
              <li key={key}>
                <a
                  href={href}
                  rel="noopener"
                  target="_blank"
                  className="social-link"
                  aria-label={t(`portal.layout.social.${key}`)}
                >
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="portal-footer__legal">
        <p className="portal-footer__disclaimer">{t('portal.layout.footer.disclaimer')}</p>
        <p className="portal-footer__copyright">{t('portal.layout.footer.copyright', { year })}</p>
      </div>
    </footer>
  );
}
