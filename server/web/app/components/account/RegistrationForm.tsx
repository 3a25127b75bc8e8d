import { UserPlus } from 'lucide-react';
import { ACCOUNT_LIMITS, registrationSchema } from '../../../../../shared/domain/registration';
import { useI18n } from '../../i18n';
import { Link, useNavigation } from '../../navigation';
import { paths } from '../../routes';
import { TextField } from './Field';
import { FormAlert } from './FormAlert';
import { NewPasswordFields } from './NewPasswordFields';
import { PersonalFields } from './PersonalFields';
import { useFormValidation } from './use-form-validation';

/** "… you accept the {terms}." with the terms as a link. */
function TermsNotice() {
  const { t } = useI18n();
  const [before = '', after = ''] = t('portal.account.register.terms', { terms: '\u0000' }).split('\u0000');
  return (
    <p className="auth-form__legal">
      {before}
      <Link href={paths.legal('terms')}>{t('portal.account.register.termsLink')}</Link>
      {after}
    </p>
  );
}

/**
 * The registration form (spec §5: e-mail, username, password and its confirmation, gender,
 * birth date, wilaya, phone, all required). Checked in the browser with the shared rules,
 * then posted to the portal, which registers, signs in and goes on to `redirectTo` or home.
 * A refusal comes back in the address with what was typed, except the passwords.
 */
export function RegistrationForm({ redirectTo }: { redirectTo: string }) {
  const { t } = useI18n();
  const { query, localize } = useNavigation();
  const { errors, refused, formProps } = useFormValidation(registrationSchema);
  const value = (name: string) => query.get(name) ?? '';
  const error = query.get('error');
  return (
    <form method="post" action={localize(paths.register())} className="auth-form auth-form--grid" {...formProps}>
      <div className="auth-form__full">
        <FormAlert code={refused ? 'REGISTER/FORM_VALIDATION_ERROR' : error} />
        <p className="auth-form__legend">{t('portal.account.register.required')}</p>
      </div>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <TextField
        name="email"
        type="email"
        dir="ltr"
        label={t('portal.account.register.email')}
        autoComplete="email"
        required
        maxLength={ACCOUNT_LIMITS.email.max}
        error={errors.email}
        defaultValue={value('email')}
      />
      <TextField
        name="username"
        label={t('portal.account.register.username')}
        hint={t('portal.account.register.usernameHint')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        minLength={ACCOUNT_LIMITS.username.min}
        maxLength={ACCOUNT_LIMITS.username.max}
        error={errors.username}
        defaultValue={value('username')}
      />
      <NewPasswordFields
        labels={{
          password: t('portal.account.register.password'),
          confirmation: t('portal.account.register.passwordConfirmation'),
        }}
        errors={errors}
      />
      <PersonalFields
        values={{
          gender: value('gender'),
          birthDate: value('birthDate'),
          regionId: value('regionId'),
          phone: value('phone'),
        }}
        errors={errors}
      />
      <div className="auth-form__full">
        <TermsNotice />
        <button type="submit" className="button button--primary button--block button--large">
          <UserPlus aria-hidden="true" size={18} />
          <span>{t('portal.account.register.submit')}</span>
        </button>
      </div>
    </form>
  );
}
