import { BellRing } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useMutation } from 'urql';
import { UserTokenAddDocument } from '../../../../../shared/graphql/generated';
import { useI18n } from '../../i18n';

type PushState = 'unknown' | 'unsupported' | 'off' | 'working' | 'on' | 'denied' | 'failed';

/** The browser's Web Push parts, when it has them. */
function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/**
 * Web Push on this browser (issue 18): the permission is asked only when the member presses the
 * button, never on arrival. The service worker (/sw.js) is registered, the browser subscribes
 * with the server's public key, and the subscription goes to the server as a WEB push token.
 */
export function PushOptIn({ publicKey }: { publicKey: string }) {
  const { t } = useI18n();
  const [state, setState] = useState<PushState>('unknown');
  const [, addToken] = useMutation(UserTokenAddDocument);

  useEffect(() => {
    if (!pushSupported()) return setState('unsupported');
    if (Notification.permission === 'denied') return setState('denied');
    void navigator.serviceWorker
      .getRegistration('/')
      .then((registration) => registration?.pushManager.getSubscription())
      .then((subscription) => setState(subscription && Notification.permission === 'granted' ? 'on' : 'off'))
      .catch(() => setState('off'));
  }, []);

  const enable = async () => {
    setState('working');
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') return setState(permission === 'denied' ? 'denied' : 'off');
      await navigator.serviceWorker.register('/sw.js', { scope: '/', type: 'module' });
      const registration = await navigator.serviceWorker.ready;
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey }));
      const result = await addToken({ token: JSON.stringify(subscription), platform: 'WEB' });
      setState(result.data?.userTokenAdd ? 'on' : 'failed');
    } catch {
      setState('failed');
    }
  };

  return (
    <section className="panel settings__section" aria-labelledby="push-opt-in">
      <h2 id="push-opt-in">{t('portal.notifications.push.title')}</h2>
      <p>{t('portal.notifications.push.lead')}</p>
      {state === 'off' || state === 'working' || state === 'failed' ? (
        <button
          type="button"
          className="button button--primary"
          disabled={state === 'working'}
          onClick={() => void enable()}
        >
          <BellRing aria-hidden="true" size={18} />
          {t('portal.notifications.push.enable')}
        </button>
      ) : null}
      <p role="status" className={state === 'on' ? 'form-success' : undefined}>
        {state === 'on'
          ? t('portal.notifications.push.enabled')
          : state === 'denied'
            ? t('portal.notifications.push.denied')
            : state === 'unsupported'
              ? t('portal.notifications.push.unsupported')
              : state === 'failed'
                ? t('portal.notifications.push.failed')
                : ''}
      </p>
    </section>
  );
}
