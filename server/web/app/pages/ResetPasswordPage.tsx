import { AuthLayout } from '../components/account/AuthLayout';
import { ResetConfirmForm } from '../components/account/ResetConfirmForm';
import { ResetRequestForm } from '../components/account/ResetRequestForm';
import { Head } from '../head';
import { useI18n } from '../i18n';
import { Link, useRoute } from '../navigation';
import { paths } from '../routes';

/**
 * The password reset: asking for a link (/auth/reset_password_request) and choosing the new
 * password from it (/auth/reset_password_confirm?token=…, the link users/links.ts mails).
 */
export default function ResetPasswordPage() {
  const { t } = useI18n();
  const { name } = useRoute();
  const confirming = name === 'reset_password_confirm';
  const title = confirming ? t('portal.account.resetConfirm.title') : t('portal.account.resetRequest.title');
  return (
    <AuthLayout
      title={title}
      intro={confirming ? t('portal.account.resetConfirm.intro') : t('portal.account.resetRequest.intro')}
      footer={
        <p>
          <Link href={paths.login()}>{t('portal.account.resetRequest.back')}</Link>
        </p>
      }
    >
      <Head
        title={title}
        description={confirming ? t('portal.account.resetConfirm.intro') : t('portal.account.resetRequest.intro')}
        noIndex
      />
      {confirming ? <ResetConfirmForm /> : <ResetRequestForm />}
    </AuthLayout>
  );
}
