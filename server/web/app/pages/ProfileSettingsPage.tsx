import { LogOut, UserRound } from 'lucide-react';
import { ErrorCode } from '../../../../shared/domain/errors';
import { EmailStatus } from '../components/account/EmailStatus';
import { VALIDATION_INVALID_TOKEN } from '../components/account/error-text';
import { ProfileForm } from '../components/account/ProfileForm';
import { Head } from '../head';
import { useI18n } from '../i18n';
import { Link, useNavigation } from '../navigation';
import { paths } from '../routes';
import { isMember, useViewer } from '../session';

/** Errors that belong to the e-mail part of the page rather than to the profile form. */
const EMAIL_ERRORS = new Set<string>([ErrorCode.EMAIL_MAX_REACH, ErrorCode.USER_NOT_EXIST, VALIDATION_INVALID_TOKEN]);

/**
 * Account settings (/profile-settings, sign-in required: the server sends visitors to sign in
 * first). A client-side visit without a session gets a link to sign in instead.
 */
export default function ProfileSettingsPage() {
  const { t } = useI18n();
  const { query, localize } = useNavigation();
  const viewer = useViewer();
  const title = t('portal.account.settings.title');
  if (!isMember(viewer)) {
    return (
      <section className="narrow panel">
        <Head title={title} noIndex />
        <h1>{title}</h1>
        <Link href={paths.login(paths.profileSettings())} className="button button--primary">
          {t('portal.account.login.submit')}
        </Link>
      </section>
    );
  }
  const error = query.get('error');
  return (
    <div className="settings narrow">
      <Head title={title} noIndex />
      <header className="settings__header">
        <h1>{title}</h1>
        <Link href={paths.member(viewer.id)} className="button button--ghost">
          <UserRound aria-hidden="true" size={18} />
          <span>{t('portal.account.settings.viewProfile')}</span>
        </Link>
      </header>
      <section className="panel settings__section" aria-labelledby="settings-email">
        <h2 id="settings-email">{t('portal.account.settings.emailTitle')}</h2>
        <EmailStatus viewer={viewer} error={error && EMAIL_ERRORS.has(error) ? error : null} />
      </section>
      <section className="panel settings__section" aria-labelledby="settings-profile">
        <h2 id="settings-profile">{t('portal.account.settings.profile')}</h2>
        <ProfileForm viewer={viewer} />
      </section>
      <section className="panel settings__section" aria-labelledby="settings-session">
        <h2 id="settings-session">{t('portal.account.settings.session')}</h2>
        {/* A plain link: signing out is the server's (it revokes the session and clears the cookies). */}
        <a href={localize(paths.logout())} className="button">
          <LogOut aria-hidden="true" size={18} />
          <span>{t('portal.account.settings.signOut')}</span>
        </a>
      </section>
    </div>
  );
}
