import { useCallback, useEffect, useId, useState } from 'react';
import { formatRelative } from '../../../shared/domain/format';
import {
  NotificationAddedDocument,
  NotificationMarkAllReadDocument,
  NotificationMarkReadDocument,
  NotificationsDocument,
  NotificationUnreadCountDocument,
  type NotificationFieldsFragment,
} from '../../../shared/graphql/generated';
import { toResult, useI18n, useStudioConnection } from '../kernel';
import { getPlatform } from '../platform';

const SHOWN = 10;
/** The panel's numbers change under the user: always asked afresh. */
const fresh = { requestPolicy: 'network-only' } as const;

/**
 * The studio's notification panel (issue 18): the unread count, kept live by the socket's
 * `notificationAdded`, and the newest notifications; each opens its page of the portal in the
 * browser (the studio has no portal of its own) and is marked read on the way.
 */
export function NotificationsPanel() {
  const { t, locale } = useI18n();
  const { client, apiBaseUrl } = useStudioConnection();
  const [unread, setUnread] = useState(0);
  const [open, setOpen] = useState(false);
  const [items, setItems] = useState<NotificationFieldsFragment[] | null>(null);
  const [failed, setFailed] = useState(false);
  const panelId = useId();

  const count = useCallback(async () => {
    const result = toResult(await client.query(NotificationUnreadCountDocument, {}, fresh).toPromise());
    if (result.ok) setUnread(result.data.notificationUnreadCount);
  }, [client]);
  const list = useCallback(async () => {
    const result = toResult(await client.query(NotificationsDocument, { first: SHOWN }, fresh).toPromise());
    setFailed(!result.ok);
    if (result.ok) setItems(result.data.notifications.data);
  }, [client]);

  useEffect(() => {
    void count();
    const live = client.subscription(NotificationAddedDocument, {}).subscribe(() => {
      void count();
      if (open) void list();
    });
    return () => live.unsubscribe();
  }, [client, count, list, open]);

  const follow = async (item: NotificationFieldsFragment) => {
    if (!item.readAt) await client.mutation(NotificationMarkReadDocument, { id: item.id }).toPromise();
    await getPlatform().openExternal(new URL(item.link, apiBaseUrl).href);
    void count();
    void list();
  };

  return (
    <div className="studio-notifications">
      <button
        type="button"
        className="studio-button"
        aria-expanded={open}
        aria-controls={panelId}
        data-testid="studio-notifications"
        onClick={() => {
          setOpen(!open);
          if (!open) void list();
        }}
      >
        {unread > 0 ? t('workspace.notifications.openUnread', { count: unread }) : t('workspace.notifications.open')}
      </button>
      {open ? (
        <section id={panelId} className="studio-notifications__panel" aria-label={t('workspace.notifications.title')}>
          <header>
            <h2>{t('workspace.notifications.title')}</h2>
            {unread > 0 ? (
              <button
                type="button"
                className="studio-button"
                onClick={() =>
                  void client
                    .mutation(NotificationMarkAllReadDocument, {})
                    .toPromise()
                    .then(() => Promise.all([count(), list()]))
                }
              >
                {t('workspace.notifications.markAll')}
              </button>
            ) : null}
          </header>
          {failed ? <p role="alert">{t('workspace.notifications.failed')}</p> : null}
          {items && items.length === 0 ? <p>{t('workspace.notifications.empty')}</p> : null}
          <ul>
            {(items ?? []).map((item) => (
              <li key={item.id} className={item.readAt ? undefined : 'is-unread'}>
                <button type="button" onClick={() => void follow(item)}>
                  <strong>{item.title}</strong>
                  <span>{item.body}</span>
                  <time dateTime={String(item.createdAt)}>
                    {formatRelative(new Date(item.createdAt), new Date(), locale)}
                  </time>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
