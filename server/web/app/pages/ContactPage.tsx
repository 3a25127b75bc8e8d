import { Flag, UserCog } from 'lucide-react';
import { ContactForm } from '../components/home/ContactForm';
import { Head } from '../head';
import { useI18n } from '../i18n';
import { Link } from '../navigation';
import { paths } from '../routes';
import { useViewer } from '../session';

/** `/contact-us`: the contact form, and where to go instead for reports and account matters. */
export default function ContactPage() {
  const { t } = useI18n();
  const viewer = useViewer();
  return (
    <div className="contact-page">
      <Head title={t('portal.home.contact.title')} description={t('portal.home.contact.description')} />
      <header className="page-intro">
        <h1>{t('portal.home.contact.title')}</h1>
        <p>{t('portal.home.contact.intro')}</p>
      </header>
      <div className="contact-page__layout">
        <section className="panel contact-page__form">
          <ContactForm viewer={viewer} />
        </section>
        <aside className="contact-page__aside" aria-labelledby="contact-aside-title">
          <h2 id="contact-aside-title">{t('portal.home.contact.asideTitle')}</h2>
          <p className="contact-tip">
            <Flag aria-hidden="true" size={18} />
            <span>{t('portal.home.contact.asideReport')}</span>
          </p>
          <p className="contact-tip">
            <UserCog aria-hidden="true" size={18} />
            <span>
              {t('portal.home.contact.asideAccount')}{' '}
              {viewer ? <Link href={paths.profileSettings()}>{t('portal.layout.settings')}</Link> : null}
            </span>
          </p>
          <nav aria-label={t('portal.home.legal.others')} className="contact-page__legal">
            <Link href={paths.legal('terms')}>{t('portal.layout.footer.terms')}</Link>
            <Link href={paths.legal('privacy')}>{t('portal.layout.footer.privacy')}</Link>
          </nav>
        </aside>
      </div>
    </div>
  );
}
