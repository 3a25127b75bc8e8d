import { AnonymousLogin } from '../components/account/AnonymousLogin';
import { AuthLayout } from '../components/account/AuthLayout';
import { ExternalSignIn } from '../components/account/ExternalSignIn';
import { FormAlert } from '../components/account/FormAlert';
import { LoginForm } from '../components/account/LoginForm';
import { Head } from '../head';
import { useI18n } from '../i18n';
import { Link, useNavigation, useRoute } from '../navigation';
import { paths, safeRedirectPath, withQuery } from '../routes';

/**
 * Sign in (/auth/login, /login, /auth) and the external sign-in landing (/login-external).
 * Google and Facebook buttons are left out: the gateway supports them, but this installation
 * has no provider credentials to offer them with.
 */
export default function LoginPage() {
  const { t } = useI18n();
  const { name } = useRoute();
  const { query } = useNavigation();
  if (name === 'login_external') {
    return (
      <AuthLayout title={t('portal.account.external.title')}>
        <Head title={t('portal.account.external.title')} description={t('portal.account.login.intro')} noIndex />
        <ExternalSignIn />
      </AuthLayout>
    );
  }
  // Only a path of this site is followed after signing in; anything else goes home.
  const redirectTo = safeRedirectPath(query.get('redirectTo')) ?? '';
  const anonymous = query.get('loginAnonymous') === '1' || query.get('loginAnonymous') === 'true';
  return (
    <AuthLayout
      title={t('portal.account.login.title')}
      intro={t('portal.account.login.intro')}
      footer={
        <p>
          {t('portal.account.login.noAccount')}{' '}
          <Link href={withQuery(paths.register(), { redirectTo })}>{t('portal.account.login.register')}</Link>
        </p>
      }
    >
      <Head title={t('portal.account.login.title')} description={t('portal.account.login.intro')} noIndex />
      <LoginForm redirectTo={redirectTo} chunkId={query.get('chunkId') ?? ''} />
      {anonymous ? (
        <>
          <p className="auth__separator">
            <span>{t('portal.account.login.or')}</span>
          </p>
          <FormAlert code={query.get('error')} />
          <AnonymousLogin redirectTo={redirectTo} />
        </>
      ) : null}
    </AuthLayout>
  );
}
