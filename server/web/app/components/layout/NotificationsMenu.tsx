import { Bell } from 'lucide-react';
import { useState } from 'react';
import { useMutation } from 'urql';
import { formatCount } from '../../../../../shared/domain/format';
import {
  NotificationMarkAllReadDocument,
  NotificationsDocument,
  NotificationUnreadCountDocument,
} from '../../../../../shared/graphql/generated';
import { useQuery } from '../../../../../shared/graphql/use-query';
import { useI18n } from '../../i18n';
import { paths } from '../../routes';
import { NotificationItem } from '../notifications/NotificationItem';
import { Popover } from './Popover';

/** How many of the newest notifications the panel shows. */
const PANEL_SIZE = 10;

/** The unread count refetches when a read mark names the type (the count itself is a bare number). */
const COUNT_CONTEXT = { additionalTypenames: ['Notification'] };

/**
 * The top bar's notification centre (issue 18): the bell carries the unread count (rendered with
 * the page, so it is right before any script runs), and the panel loads the newest notifications
 * each time it opens, since they change while a page stays open. Each links to its target;
 * following one marks it read, and "mark all read" clears the badge.
 */
export function NotificationsMenu() {
  const { t } = useI18n();
  const [opened, setOpened] = useState(0);
  const [count, refetchCount] = useQuery({
    query: NotificationUnreadCountDocument,
    context: COUNT_CONTEXT,
  });
  const [list, refetchList] = useQuery({
    query: NotificationsDocument,
    variables: { first: PANEL_SIZE },
    pause: opened === 0,
    requestPolicy: 'network-only',
  });
  const [markAll, markAllRead] = useMutation(NotificationMarkAllReadDocument);

  const unread = count.data?.notificationUnreadCount ?? 0;
  const items = list.data?.notifications.data ?? [];
  const now = new Date();
  const refresh = () => {
    refetchCount({ requestPolicy: 'network-only' });
    refetchList({ requestPolicy: 'network-only' });
  };

  return (
    <>
      <button
        type="button"
        className="icon-button only-wide"
        popoverTarget="notifications-menu"
        aria-label={
          unread > 0 ? t('portal.layout.notificationsUnread', { count: unread }) : t('portal.layout.notifications')
        }
      >
        <Bell aria-hidden="true" size={21} />
        {unread > 0 ? (
          <span className="badge" aria-hidden="true" data-testid="notifications-badge">
            {formatCount(unread)}
          </span>
        ) : null}
      </button>
      <Popover
        id="notifications-menu"
        label={t('portal.layout.notifications')}
        className="popover--panel"
        onOpen={() => {
          if (opened > 0) refresh();
          setOpened((n) => n + 1);
        }}
      >
        <div className="notifications__head">
          <h2 className="popover__title">{t('portal.layout.notifications')}</h2>
          {unread > 0 ? (
            <button
              type="button"
              className="link-button"
              disabled={markAll.fetching}
              onClick={() => {
                void markAllRead({}).then(refresh);
              }}
            >
              {t('portal.layout.notificationsMarkAll')}
            </button>
          ) : null}
        </div>
        {list.fetching && items.length === 0 ? (
          <p className="notifications__status">{t('portal.layout.notificationsLoading')}</p>
        ) : list.error ? (
          <p className="notifications__status" role="alert">
            {t('portal.layout.notificationsError')}
          </p>
        ) : items.length === 0 ? (
          <div className="popover__empty">
            <Bell aria-hidden="true" size={32} />
            <p className="popover__lead">{t('portal.layout.notificationsEmpty')}</p>
            <p>{t('portal.layout.notificationsHint')}</p>
          </div>
        ) : (
          <ul className="notifications">
            {items.map((item) => (
              <NotificationItem key={item.id} item={item} now={now} />
            ))}
          </ul>
        )}
        <a className="notifications__all" href={paths.notifications()}>
          {t('portal.layout.notificationsAll')}
        </a>
      </Popover>
    </>
  );
}
