import { Check, CheckCheck, Clock, Trash2 } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { formatMessageTime } from '../../../../../shared/domain/format';
import type { ConversationFieldsFragment } from '../../../../../shared/graphql/generated';
import { useI18n } from '../../i18n';
import { AnnouncementContext } from './AnnouncementContext';
import { Composer } from './Composer';
import { ThreadActions } from './ThreadActions';
import { reachedBy } from './thread-id';
import { useThread, type ThreadMessage } from './useThread';

/** Where one of our messages stands on the other side: on its way, stored, received, read. */
function Status({
  message,
  marks,
}: {
  message: ThreadMessage;
  marks: { read: string | null; delivered: string | null };
}) {
  const { t } = useI18n();
  if (message.pending) {
    return <Clock className="message__status" aria-label={t('portal.messenger.sending')} size={14} />;
  }
  const seen = message.status === 'SEEN' || reachedBy(message.id, marks.read);
  const delivered = seen || message.status === 'DELIVERED' || reachedBy(message.id, marks.delivered);
  const label = t(seen ? 'portal.messenger.seen' : delivered ? 'portal.messenger.delivered' : 'portal.messenger.sent');
  const Icon = delivered ? CheckCheck : Check;
  return (
    <span className={seen ? 'message__status message__status--seen' : 'message__status'} title={label}>
      <Icon aria-hidden="true" size={14} />
      <span className="visually-hidden" data-testid="message-status">
        {label}
      </span>
    </span>
  );
}

/**
 * A conversation: the announcement's card, the messages (ours at the end of the line, theirs at
 * the start; pages of history on demand; each of ours with its sent, delivered or seen mark),
 * the other side's typing, and the composer. The newest message stays in view as messages come.
 */
export function ThreadView({ conversation }: { conversation: ConversationFieldsFragment }) {
  const { t } = useI18n();
  const thread = useThread(conversation);
  const list = useRef<HTMLOListElement>(null);
  const now = new Date();
  const lastKey = thread.messages.at(-1)?.clientId ?? thread.messages.at(-1)?.id;

  useLayoutEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [lastKey, thread.loaded]);

  const name = conversation.counterpart.name ?? '';
  const closed = conversation.blocked || conversation.blockedBy;
  return (
    <div className="thread">
      <header className="thread__header">
        <span className="thread__avatar" aria-hidden="true">
          {conversation.counterpart.imageUrl ? (
            <img src={conversation.counterpart.imageUrl} alt="" width={36} height={36} />
          ) : (
            name.slice(0, 1).toUpperCase()
          )}
        </span>
        <h3 className="thread__name">
          <bdi>{name}</bdi>
        </h3>
        <ThreadActions conversation={conversation} />
      </header>
      {conversation.announcement ? <AnnouncementContext announcement={conversation.announcement} /> : null}
      <ol
        className="thread__messages"
        ref={list}
        tabIndex={-1}
        aria-label={t('portal.messenger.title')}
        aria-live="polite"
      >
        {thread.hasOlder ? (
          <li className="thread__older">
            <button type="button" className="link-button" onClick={() => void thread.loadOlder()}>
              {t('portal.messenger.older')}
            </button>
          </li>
        ) : null}
        {thread.messages.map((message) => (
          <li
            key={message.clientId && message.pending ? `c:${message.clientId}` : message.id}
            className={message.mine ? 'message message--mine' : 'message'}
          >
            {message.pictures.length > 0 ? (
              <ul className="message__pictures">
                {message.pictures.map((picture) => (
                  <li key={picture.id}>
                    <a href={picture.mediaUrl} target="_blank" rel="noreferrer">
                      <img
                        src={picture.thumbnail}
                        alt=""
                        width={picture.width}
                        height={picture.height}
                        loading="lazy"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
            {message.text ? (
              <p className="message__text" dir="auto">
                {message.text}
              </p>
            ) : null}
            <span className="message__meta">
              {message.senderFirstName && message.mine ? <bdi>{message.senderFirstName} · </bdi> : null}
              <time dateTime={message.createdAt}>{formatMessageTime(new Date(message.createdAt), now)}</time>
              {message.mine ? <Status message={message} marks={thread.marks} /> : null}
              {message.pending ? null : (
                <button
                  type="button"
                  className="message__delete"
                  aria-label={t('portal.messenger.deleteForMe')}
                  title={t('portal.messenger.deleteForMe')}
                  onClick={() => void thread.remove(message.id)}
                >
                  <Trash2 aria-hidden="true" size={13} />
                </button>
              )}
            </span>
          </li>
        ))}
      </ol>
      <p className="thread__typing" aria-live="polite">
        {thread.typing ? t('portal.messenger.typing', { name }) : ''}
      </p>
      {conversation.blocked ? <p className="thread__notice">{t('portal.messenger.blocked')}</p> : null}
      {!conversation.blocked && conversation.blockedBy ? (
        <p className="thread__notice">{t('portal.messenger.blockedBy')}</p>
      ) : null}
      {closed ? null : <Composer conversationId={conversation.id} onSend={thread.send} />}
    </div>
  );
}
