import { KeyRound } from 'lucide-react';
import { ErrorCode } from '../../../../../shared/domain/errors';
import { passwordResetSchema } from '../../../../../shared/domain/registration';
import { useI18n } from '../../i18n';
import { Link, useNavigation } from '../../navigation';
import { paths } from '../../routes';
import { FormAlert } from './FormAlert';
import { NewPasswordFields } from './NewPasswordFields';
import { useFormValidation } from './use-form-validation';

/**
 * Step two of the password reset, reached from the e-mailed link (`?token=`): the new password
 * twice. A dead link (RESET/INVALID_TOKEN) offers to ask for a new one.
 */
export function ResetConfirmForm() {
  const { t } = useI18n();
  const { query, localize } = useNavigation();
  const { errors, refused, formProps } = useFormValidation(passwordResetSchema);
  const token = query.get('token') ?? '';
  const error = query.get('error');
  const newLink = (
    <Link href={paths.resetPasswordRequest()} className="button button--block">
      {t('portal.account.resetConfirm.newLink')}
    </Link>
  );
  if (!token) {
    return (
      <>
        <FormAlert message={t('portal.account.resetConfirm.missingToken')} />
        {newLink}
      </>
    );
  }
  return (
    <>
      <form method="post" action={localize(paths.resetPasswordConfirm())} className="auth-form" {...formProps}>
        <FormAlert code={refused ? 'BAD_USER_INPUT' : error} />
        <input type="hidden" name="token" value={token} />
        <NewPasswordFields
          labels={{
            password: t('portal.account.resetConfirm.password'),
            confirmation: t('portal.account.resetConfirm.passwordConfirmation'),
          }}
          errors={errors}
        />
        <button type="submit" className="button button--primary button--block button--large">
          <KeyRound aria-hidden="true" size={18} />
          <span>{t('portal.account.resetConfirm.submit')}</span>
        </button>
      </form>
      {error === ErrorCode.RESET_INVALID_TOKEN ? newLink : null}
    </>
  );
}
