import { UserRound } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useI18n } from '../../i18n';
import { useNavigation } from '../../navigation';
import { FORM_ACTIONS } from './form-state';

/**
 * "Continue without an account" (spec §6 anonymous users), shown when the address carries
 * the loginAnonymous flag. The browser fetches a proof-of-work challenge, solves it (ALTCHA,
 * in workers), and posts the solution to the portal, which signs in anonymously and sets the
 * session cookies. Without JavaScript the post carries no solution and comes back refused
 * (RECAPTCHA/ERROR), so the page says a script is needed.
 */
export function AnonymousLogin({ redirectTo }: { redirectTo: string }) {
  const { t } = useI18n();
  const { localize } = useNavigation();
  const [working, setWorking] = useState(false);
  const [failed, setFailed] = useState(false);
  const payloadRef = useRef<HTMLInputElement>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (payloadRef.current?.value) return;
    event.preventDefault();
    const form = event.currentTarget;
    setWorking(true);
    setFailed(false);
    // Loaded on demand: the solver is only needed by those who ask for it.
    void import('./altcha-solver')
      .then(({ solveAnonymousChallenge }) => solveAnonymousChallenge())
      .then((payload) => {
        if (!payload || !payloadRef.current) throw new Error('no solution');
        payloadRef.current.value = payload;
        form.submit();
      })
      .catch(() => {
        setWorking(false);
        setFailed(true);
      });
  };

  return (
    <form method="post" action={localize(FORM_ACTIONS.anonymousLogin)} className="auth-anonymous" onSubmit={onSubmit}>
      <input ref={payloadRef} type="hidden" name="altcha" defaultValue="" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <button type="submit" className="button button--block" disabled={working} aria-describedby="anonymous-hint">
        <UserRound aria-hidden="true" size={18} />
        <span>{working ? t('portal.account.login.anonymousWorking') : t('portal.account.login.anonymous')}</span>
      </button>
      <p id="anonymous-hint" className="field__hint" aria-live="polite">
        {t('portal.account.login.anonymousHint')}
      </p>
      <noscript>
        <p className="field__hint">{t('portal.account.login.anonymousNoScript')}</p>
      </noscript>
      {failed ? (
        <p className="form-error" role="alert">
          {t('portal.account.errors.captcha')}
        </p>
      ) : null}
    </form>
  );
}
