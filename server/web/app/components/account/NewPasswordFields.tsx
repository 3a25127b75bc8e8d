import { ACCOUNT_LIMITS } from '../../../../../shared/domain/registration';
import { useI18n } from '../../i18n';
import { PasswordField } from './PasswordField';

/**
 * A new password and its confirmation (registration, password reset): the shared length
 * limits, the browser's new-password autofill, and each field's error.
 */
export function NewPasswordFields({
  labels,
  errors,
}: {
  labels: { password: string; confirmation: string };
  errors: { password?: string; passwordConfirmation?: string };
}) {
  const { t } = useI18n();
  return (
    <>
      <PasswordField
        name="password"
        label={labels.password}
        hint={t('portal.account.register.passwordHint', { n: ACCOUNT_LIMITS.password.min })}
        autoComplete="new-password"
        required
        minLength={ACCOUNT_LIMITS.password.min}
        maxLength={ACCOUNT_LIMITS.password.max}
        error={errors.password}
      />
      <PasswordField
        name="passwordConfirmation"
        label={labels.confirmation}
        autoComplete="new-password"
        required
        maxLength={ACCOUNT_LIMITS.password.max}
        error={errors.passwordConfirmation}
      />
    </>
  );
}
