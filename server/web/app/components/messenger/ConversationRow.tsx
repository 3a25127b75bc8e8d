import { formatCount, formatMessageTime } from '../../../../../shared/domain/format';
import type { ConversationFieldsFragment } from '../../../../../shared/graphql/generated';
import { useI18n } from '../../i18n';
import { Link } from '../../navigation';
import { paths } from '../../routes';

/** A conversation in the messenger's list: who, about what, the last words, when, and how many unread. */
export function ConversationRow({ conversation, now }: { conversation: ConversationFieldsFragment; now: Date }) {
  const { t } = useI18n();
  const name = conversation.counterpart.name ?? '';
  const last = conversation.lastMessage;
  const unread = conversation.unreadCount;
  return (
    <li className={unread > 0 ? 'conversation conversation--unread' : 'conversation'}>
      <Link href={paths.messagesThread(conversation.id)} className="conversation__link">
        <span className="thread__avatar" aria-hidden="true">
          {conversation.counterpart.imageUrl ? (
            <img src={conversation.counterpart.imageUrl} alt="" width={36} height={36} />
          ) : (
            name.slice(0, 1).toUpperCase()
          )}
        </span>
        <span className="conversation__text">
          <span className="conversation__top">
            <bdi className="conversation__name">{name}</bdi>
            <time className="conversation__time" dateTime={conversation.lastMessageAt}>
              {formatMessageTime(new Date(conversation.lastMessageAt), now)}
            </time>
          </span>
          {conversation.announcement ? (
            <bdi className="conversation__about">{conversation.announcement.title}</bdi>
          ) : null}
          {last ? (
            <span className="conversation__last">
              {last.mine ? `${t('portal.messenger.you')} ` : ''}
              <bdi>{last.text}</bdi>
            </span>
          ) : null}
        </span>
        {unread > 0 ? <span className="conversation__unread">{formatCount(unread)}</span> : null}
      </Link>
    </li>
  );
}
