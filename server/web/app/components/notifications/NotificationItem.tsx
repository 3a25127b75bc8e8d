import { useMutation } from 'urql';
import { formatRelative } from '../../../../../shared/domain/format';
import { NotificationMarkReadDocument, type NotificationFieldsFragment } from '../../../../../shared/graphql/generated';
import { useI18n } from '../../i18n';

const MARK_CONTEXT = { fetchOptions: { keepalive: true } };

/**
 * One notification, in the top bar's panel and on `/notifications`: its title, text and age,
 * linking to its target; following an unread one marks it read on the way.
 */
export function NotificationItem({ item, now }: { item: NotificationFieldsFragment; now: Date }) {
  const { locale } = useI18n();
  const [, markRead] = useMutation(NotificationMarkReadDocument);
  return (
    <li className={item.readAt ? 'notification' : 'notification notification--unread'}>
      <a
        href={item.link}
        onClick={() => {
          // The link leaves the page: the mark goes first, without holding the navigation, and
          // `keepalive` lets it reach the server even when the page it left is unloaded meanwhile.
          if (!item.readAt) void markRead({ id: item.id }, MARK_CONTEXT);
        }}
      >
        <span className="notification__title">{item.title}</span>
        <span className="notification__body">{item.body}</span>
        <time className="notification__time" dateTime={String(item.createdAt)}>
          {formatRelative(new Date(item.createdAt), now, locale)}
        </time>
      </a>
    </li>
  );
}
