import { useEffect } from 'react';
import { useI18n } from '../../i18n';
import { Link, useNavigation } from '../../navigation';
import { paths } from '../../routes';

/**
 * The external sign-in landing (/login-external). The server exchanges `?auth_token=` before
 * any page renders (spec §4 sign-in by address) and sends a signed-in member on; so this page
 * only shows when the exchange failed, or when the browser came here by a client-side link
 * still carrying the code, which is then handed to the server by loading the address.
 */
export function ExternalSignIn() {
  const { t } = useI18n();
  const { query, location } = useNavigation();
  const pending = query.has('auth_token');
  useEffect(() => {
    if (pending) window.location.replace(`${location.pathname}${location.search}`);
  }, [pending, location]);
  return pending ? (
    <p className="auth-status" role="status">
      <span className="account-spinner" aria-hidden="true" />
      {t('portal.account.external.working')}
    </p>
  ) : (
    <>
      <p className="form-error" role="alert">
        {t('portal.account.external.failed')}
      </p>
      <Link href={paths.login()} className="button button--primary button--block button--large">
        {t('portal.account.external.retry')}
      </Link>
    </>
  );
}
