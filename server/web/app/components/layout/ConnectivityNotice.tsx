import { Wifi, WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n';

/** How long "back online" stays on screen. */
const ONLINE_NOTICE_MS = 4000;

/**
 * The online and offline notices (spec §8): a live region that says when the browser loses the
 * network and, briefly, when it is back. Nothing shows while the connection is fine.
 */
export function ConnectivityNotice() {
  const { t } = useI18n();
  const [state, setState] = useState<'fine' | 'offline' | 'back'>('fine');

  useEffect(() => {
    let timer: number | undefined;
    const offline = () => {
      window.clearTimeout(timer);
      setState('offline');
    };
    const online = () => {
      setState('back');
      timer = window.setTimeout(() => setState('fine'), ONLINE_NOTICE_MS);
    };
    if (!navigator.onLine) offline();
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);

  return (
    <div className="connectivity" role="status" aria-live="polite">
      {state === 'offline' ? (
        <p className="connectivity__notice connectivity__notice--offline">
          <WifiOff aria-hidden="true" size={18} />
          {t('portal.layout.offline')}
        </p>
      ) : null}
      {state === 'back' ? (
        <p className="connectivity__notice">
          <Wifi aria-hidden="true" size={18} />
          {t('portal.layout.online')}
        </p>
      ) : null}
    </div>
  );
}
