import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { useMutation, useSubscription } from 'urql';
import { formatCount } from '../../../../../shared/domain/format';
import {
  ConversationListDocument,
  ConversationMarkDeliveredDocument,
  ConversationUpdatedDocument,
  MessageReceivedDocument,
  MessageUnreadCountDocument,
} from '../../../../../shared/graphql/generated';
import { useQuery } from '../../../../../shared/graphql/use-query';
import { useI18n } from '../../i18n';
import { Popover } from '../layout/Popover';
import { ConversationRow } from './ConversationRow';

/** How many of the latest conversations the panel lists. */
const PANEL_SIZE = 10;

/**
 * The top bar's messenger control (members only): the unread count, rendered with the page and
 * kept live by the socket, and a panel with the latest conversations, each opening its thread.
 * A message that arrives while any page is open is marked delivered at once (the sender's
 * double tick), and read only once its thread is on screen.
 */
export function MessengerMenu() {
  const { t } = useI18n();
  const [opened, setOpened] = useState(0);
  const [count, refetchCount] = useQuery({ query: MessageUnreadCountDocument });
  const [list, refetchList] = useQuery({
    query: ConversationListDocument,
    variables: { first: PANEL_SIZE },
    pause: opened === 0,
    requestPolicy: 'network-only',
  });
  const [, markDelivered] = useMutation(ConversationMarkDeliveredDocument);
  const refresh = () => {
    refetchCount({ requestPolicy: 'network-only' });
    if (opened > 0) refetchList({ requestPolicy: 'network-only' });
  };

  useSubscription({ query: MessageReceivedDocument }, (_previous: unknown, event) => {
    const message = event.messageReceived;
    if (!message.mine) void markDelivered({ id: message.conversationId, messageId: message.id });
    refresh();
    return event;
  });
  useSubscription({ query: ConversationUpdatedDocument }, (_previous: unknown, event) => {
    if (event.conversationUpdated.change === 'READ') refresh();
    return event;
  });

  const unread = count.data?.messageUnreadCount ?? 0;
  const items = list.data?.conversationList.data ?? [];
  const now = new Date();
  return (
    <>
      <button
        type="button"
        className="icon-button only-wide"
        popoverTarget="messenger-menu"
        aria-label={unread > 0 ? t('portal.messenger.unread', { count: unread }) : t('portal.messenger.title')}
      >
        <MessageCircle aria-hidden="true" size={21} />
        {unread > 0 ? (
          <span className="badge" aria-hidden="true" data-testid="messages-badge">
            {formatCount(unread)}
          </span>
        ) : null}
      </button>
      <Popover
        id="messenger-menu"
        label={t('portal.messenger.title')}
        className="popover--panel"
        onOpen={() => {
          if (opened > 0) refresh();
          setOpened((n) => n + 1);
        }}
      >
        <h2 className="popover__title">{t('portal.messenger.title')}</h2>
        {list.error ? (
          <p className="notifications__status" role="alert">
            {t('portal.messenger.error')}
          </p>
        ) : list.data && items.length === 0 ? (
          <div className="popover__empty">
            <MessageCircle aria-hidden="true" size={32} />
            <p>{t('portal.messenger.empty')}</p>
          </div>
        ) : (
          <ul className="conversations">
            {items.map((conversation) => (
              <ConversationRow key={conversation.id} conversation={conversation} now={now} />
            ))}
          </ul>
        )}
      </Popover>
    </>
  );
}
