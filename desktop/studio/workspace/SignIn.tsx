import { useEffect, useId, useState, type FormEvent } from 'react';
import type { Locale } from '../../../shared/i18n/locales';
import { type SignOutReason, type StudioSession, useI18n } from '../kernel';
import { LanguagePicker } from './LanguagePicker';
import type { ApiAddressProblem } from '../../../shared/domain/studio';
import { getPlatform, isHttpUrl } from '../platform';
import { signInError } from './sign-in-error';

/**
 * Signing in through the gateway (POST /login), with the address of the API the studio talks
 * to (kept by the platform). Says why the previous session ended, if it did.
 */
export function SignIn({
  session,
  ended,
  onSignedIn,
  onLocale,
  onApiBaseUrl,
}: {
  session: StudioSession;
  /** Why the user is here again: signed out, or the session could not be renewed. */
  ended?: SignOutReason | null;
  onSignedIn: () => void;
  onLocale: (locale: Locale) => void;
  /**
   * Switches to another API address (kept for the next start): the session there, why the address
   * is refused, or 'reloading' (the desktop window loads again under the address's policy).
   */
  onApiBaseUrl: (url: string) => Promise<StudioSession | ApiAddressProblem | 'reloading'>;
}) {
  const { t } = useI18n();
  const ids = useId();
  // A username typed before the desktop window loaded again for a new API address.
  const [carried] = useState(() => window.sessionStorage.getItem(CARRIED_USERNAME_KEY));
  const [username, setUsername] = useState(carried ?? '');
  useEffect(() => window.sessionStorage.removeItem(CARRIED_USERNAME_KEY), []);
  const [password, setPassword] = useState('');
  const [apiBaseUrl, setApiBaseUrl] = useState(session.baseUrl);
  const [showApi, setShowApi] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [insecure, setInsecure] = useState(false);

  useEffect(() => {
    const platform = getPlatform();
    if (!platform.isDesktop) return;
    void platform.secretStorageAvailable().then((available) => setInsecure(!available));
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = apiBaseUrl.trim().replace(/\/+$/, '');
    if (!isHttpUrl(address)) {
      setShowApi(true);
      setError(t('workspace.signIn.apiAddressInvalid'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const target = address === session.baseUrl ? session : await onApiBaseUrl(address);
      if (target === 'reloading') {
        window.sessionStorage.setItem(CARRIED_USERNAME_KEY, username.trim());
        return;
      }
      if (target === 'invalid' || target === 'insecure') {
        setShowApi(true);
        setError(
          t(target === 'insecure' ? 'workspace.signIn.apiAddressInsecure' : 'workspace.signIn.apiAddressInvalid'),
        );
        return;
      }
      await target.signIn(username.trim(), password);
      onSignedIn();
    } catch (caught) {
      setError(signInError(caught, t));
      setPassword('');
    } finally {
      setBusy(false);
    }
  };

  const errorId = `${ids}-error`;
  return (
    <main className="studio-signin">
      <form className="studio-card" onSubmit={(event) => void submit(event)} aria-busy={busy}>
        <div className="studio-card__top">
          <h1>{t('workspace.signIn.title')}</h1>
          <LanguagePicker onLocale={onLocale} />
        </div>
        <p>{t('workspace.signIn.intro')}</p>
        {carried !== null && !error && (
          <p role="status" className="studio-notice">
            {t('workspace.signIn.apiAddressSaved')}
          </p>
        )}
        {ended && !error && (
          <p role="status" className="studio-notice">
            {t(ended === 'expired' ? 'workspace.signIn.sessionExpired' : 'workspace.signIn.signedOut')}
          </p>
        )}
        <label>
          {t('workspace.signIn.username')}
          <input
            name="username"
            autoComplete="username"
            required
            autoFocus
            dir="auto"
            value={username}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setUsername(event.target.value)}
          />
        </label>
        <label>
          {t('workspace.signIn.password')}
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setPassword(event.target.value)}
          />
        </label>
        <details open={showApi} onToggle={(event) => setShowApi(event.currentTarget.open)}>
          <summary>{t('workspace.signIn.apiAddress')}</summary>
          <label>
            <span className="visually-hidden">{t('workspace.signIn.apiAddress')}</span>
            <input
              name="api"
              type="url"
              dir="ltr"
              inputMode="url"
              value={apiBaseUrl}
              aria-describedby={`${ids}-api-hint`}
              onChange={(event) => setApiBaseUrl(event.target.value)}
            />
          </label>
          <small id={`${ids}-api-hint`} className="studio-hint">
            {t('workspace.signIn.apiAddressHint')}
          </small>
        </details>
        {error && (
          <p role="alert" id={errorId} className="studio-error">
            {error}
          </p>
        )}
        {insecure && <p className="studio-warning">{t('workspace.signIn.insecureStorage')}</p>}
        <button type="submit" className="studio-button studio-button--primary" disabled={busy}>
          {busy ? t('workspace.signIn.busy') : t('workspace.signIn.submit')}
        </button>
      </form>
    </main>
  );
}

/** The username kept across the reload an API address change makes on the desktop (read once). */
const CARRIED_USERNAME_KEY = 'souk-studio:username-before-reload';
