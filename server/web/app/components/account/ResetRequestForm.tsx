import { Mail } from 'lucide-react';
import { ACCOUNT_LIMITS, registrationSchema } from '../../../../../shared/domain/registration';
import { useI18n } from '../../i18n';
import { useNavigation } from '../../navigation';
import { paths } from '../../routes';
import { TextField } from './Field';
import { FormAlert, FormSuccess } from './FormAlert';
import { useFormValidation } from './use-form-validation';

/** The address follows the registration's rules. */
const schema = { email: registrationSchema.email! };

/**
 * Step one of the password reset: the account's e-mail address, to which the server mails a
 * link (RESET/EMAIL_NOT_FOUND when no account has it, EMAIL_MAX_REACH when one was just sent).
 */
export function ResetRequestForm() {
  const { t } = useI18n();
  const { query, localize } = useNavigation();
  const { errors, refused, formProps } = useFormValidation(schema);
  if (query.get('sent') === '1') {
    return <FormSuccess>{t('portal.account.resetRequest.sent', { email: query.get('email') ?? '' })}</FormSuccess>;
  }
  return (
    <form method="post" action={localize(paths.resetPasswordRequest())} className="auth-form" {...formProps}>
      <FormAlert code={refused ? 'BAD_USER_INPUT' : query.get('error')} />
      <TextField
        name="email"
        type="email"
        dir="ltr"
        label={t('portal.account.resetRequest.email')}
        autoComplete="email"
        required
        maxLength={ACCOUNT_LIMITS.email.max}
        error={errors.email}
        defaultValue={query.get('email') ?? ''}
      />
      <button type="submit" className="button button--primary button--block button--large">
        <Mail aria-hidden="true" size={18} />
        <span>{t('portal.account.resetRequest.submit')}</span>
      </button>
    </form>
  );
}
