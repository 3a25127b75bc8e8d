import { useEffect, useState } from 'react';
import { MessageReceivedDocument, StudioLandsDocument } from '../../../shared/graphql/generated';
import { useI18n, useStudioConnection } from '../kernel';

/** How long a new message's notice stays on screen unless dismissed. */
const SHOWN_MS = 12_000;

interface Heard {
  storeId: string;
  store: string;
  text: string;
}

/**
 * A notice of a buyer's new message to one of the member's stores, wherever the studio is (the
 * land list, the editor, the desk), with a button that opens that store's inbox. Not shown by the
 * inbox itself, which shows the message in its list.
 */
export function NewMessageToast({ onOpen }: { onOpen: (store: { id: string; name: string }) => void }) {
  const { t } = useI18n();
  const { client } = useStudioConnection();
  const [heard, setHeard] = useState<Heard | null>(null);

  useEffect(() => {
    let stops: { unsubscribe: () => void }[] = [];
    let active = true;
    void client
      .query(StudioLandsDocument, {})
      .toPromise()
      .then((result) => {
        if (!active) return;
        stops = (result.data?.myStores ?? []).map((store) =>
          client.subscription(MessageReceivedDocument, { storeId: store.id }).subscribe((event) => {
            const message = event.data?.messageReceived;
            if (message && !message.mine) setHeard({ storeId: store.id, store: store.name, text: message.text });
          }),
        );
      });
    return () => {
      active = false;
      stops.forEach((stop) => stop.unsubscribe());
    };
  }, [client]);

  useEffect(() => {
    if (!heard) return;
    const timer = setTimeout(() => setHeard(null), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [heard]);

  if (!heard) return null;
  return (
    <aside className="studio-toast" role="status" data-testid="new-message-toast">
      <strong>{t('workspace.newMessage.title', { store: heard.store })}</strong>
      <p dir="auto">{heard.text}</p>
      <div className="studio-toast__actions">
        <button
          type="button"
          className="studio-button studio-button--primary"
          onClick={() => {
            onOpen({ id: heard.storeId, name: heard.store });
            setHeard(null);
          }}
        >
          {t('workspace.newMessage.open')}
        </button>
        <button type="button" className="studio-button" onClick={() => setHeard(null)}>
          {t('workspace.newMessage.dismiss')}
        </button>
      </div>
    </aside>
  );
}
