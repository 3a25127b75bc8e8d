import { AuthLayout } from '../components/account/AuthLayout';
import { RegistrationForm } from '../components/account/RegistrationForm';
import { Head } from '../head';
import { useI18n } from '../i18n';
import { Link, useNavigation } from '../navigation';
import { paths, safeRedirectPath } from '../routes';

/** Registration (/auth/register, /register). */
export default function RegisterPage() {
  const { t } = useI18n();
  const { query } = useNavigation();
  const redirectTo = safeRedirectPath(query.get('redirectTo')) ?? '';
  return (
    <AuthLayout
      wide
      title={t('portal.account.register.title')}
      intro={t('portal.account.register.intro')}
      footer={
        <p>
          {t('portal.account.register.hasAccount')}{' '}
          <Link href={paths.login(redirectTo || undefined)}>{t('portal.account.register.signIn')}</Link>
        </p>
      }
    >
      <Head title={t('portal.account.register.title')} description={t('portal.account.register.intro')} noIndex />
      <RegistrationForm redirectTo={redirectTo} />
    </AuthLayout>
  );
}
