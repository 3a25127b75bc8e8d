import { LogIn } from 'lucide-react';
import { useI18n } from '../../i18n';
import { Link, useNavigation } from '../../navigation';
import { paths } from '../../routes';
import { TextField } from './Field';
import { FormAlert } from './FormAlert';
import { PasswordField } from './PasswordField';

/**
 * The sign-in form (spec §2 /auth/login): username or e-mail and password, posted to the
 * portal, which signs in and goes on to `redirectTo` when it is a path of this site. A refusal
 * comes back in the address (`error`, `seconds`, the identifier typed; never the password).
 */
export function LoginForm({ redirectTo, chunkId }: { redirectTo: string; chunkId: string }) {
  const { t } = useI18n();
  const { query, localize } = useNavigation();
  const error = query.get('error');
  // A failed anonymous sign-in shows its own message beside its own button.
  const ownError = error && query.get('loginAnonymous') === null ? error : null;
  return (
    <form method="post" action={localize(paths.login())} className="auth-form">
      <FormAlert code={ownError} seconds={query.get('seconds')} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {chunkId ? <input type="hidden" name="chunkId" value={chunkId} /> : null}
      <TextField
        name="username"
        label={t('portal.account.login.identifier')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        mark={false}
        maxLength={254}
        defaultValue={query.get('username') ?? ''}
      />
      <PasswordField
        name="password"
        label={t('portal.account.login.password')}
        autoComplete="current-password"
        required
        mark={false}
      />
      <p className="auth-form__aside">
        <Link href={paths.resetPasswordRequest()}>{t('portal.account.login.forgot')}</Link>
      </p>
      <button type="submit" className="button button--primary button--block button--large">
        <LogIn aria-hidden="true" size={18} />
        <span>{t('portal.account.login.submit')}</span>
      </button>
    </form>
  );
}
