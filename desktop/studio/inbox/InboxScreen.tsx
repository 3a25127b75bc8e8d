import { useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import { formatMessageTime } from '../../../shared/domain/format';
import { MESSAGE_LIMITS } from '../../../shared/domain/messaging';
import { useI18n, useStudioConnection } from '../kernel';
import { inboxApi, type InboxConversation, type InboxMessage } from './inbox-api';
import { createInbox, type Inbox } from './inbox-store';
import './inbox.css';

/** The store an inbox is open on. */
export interface InboxStore {
  id: string;
  name: string;
}

const reached = (id: string, mark: string | null | undefined) =>
  !!mark && /^\d+$/.test(id) && /^\d+$/.test(mark) && BigInt(id) <= BigInt(mark);

/**
 * A store's inbox (issue 18): its conversations with buyers on one side (all or unread, searched
 * by buyer or announcement), the open one on the other, answered as the store with the store's
 * quick replies. New messages and the buyers' read marks arrive over the studio's socket.
 */
export function InboxScreen({
  store,
  conversationId,
  onExit,
}: {
  store: InboxStore;
  /** A conversation to open at once (a souk:// link). */
  conversationId?: string;
  onExit: () => void;
}) {
  const { t } = useI18n();
  const { client } = useStudioConnection();
  const api = useMemo(() => inboxApi(client), [client]);
  const inbox = useMemo(() => createInbox(api, store.id), [api, store.id]);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    void inbox
      .getState()
      .load()
      .then(() => (conversationId ? inbox.getState().open(conversationId) : undefined));
    const { received, updated } = inbox.getState();
    return api.watch(store.id, { message: received, update: updated });
  }, [api, inbox, store.id, conversationId]);
  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <div className="inbox">
      <header className="studio-lands__bar">
        <button type="button" className="studio-button" onClick={onExit}>
          {t('inbox.back')}
        </button>
        <h1 ref={heading} tabIndex={-1} className="inbox__title">
          {t('inbox.title', { name: store.name })}
        </h1>
      </header>
      <main className="inbox__body">
        <ConversationList inbox={inbox} />
        <ThreadPane inbox={inbox} storeName={store.name} />
      </main>
    </div>
  );
}

function ConversationList({ inbox }: { inbox: Inbox }) {
  const { t } = useI18n();
  const list = useStore(inbox, (s) => s.list);
  const filter = useStore(inbox, (s) => s.filter);
  const openId = useStore(inbox, (s) => s.openId);
  const [search, setSearch] = useState(filter.search);
  const now = new Date();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void inbox.getState().setFilter({ search });
  };

  return (
    <section className="inbox__list" aria-label={t('inbox.filterLabel')}>
      <div className="inbox__filters" role="group" aria-label={t('inbox.filterLabel')}>
        {([false, true] as const).map((unreadOnly) => (
          <button
            key={String(unreadOnly)}
            type="button"
            className="studio-button"
            aria-pressed={filter.unreadOnly === unreadOnly}
            onClick={() => void inbox.getState().setFilter({ unreadOnly })}
          >
            {t(unreadOnly ? 'inbox.unread' : 'inbox.all')}
          </button>
        ))}
      </div>
      <form role="search" onSubmit={submit} className="inbox__search">
        <input
          type="search"
          value={search}
          aria-label={t('inbox.search')}
          placeholder={t('inbox.search')}
          onChange={(event) => setSearch(event.target.value)}
        />
      </form>
      {list.status === 'loading' && list.rows.length === 0 ? <p role="status">{t('inbox.loading')}</p> : null}
      {list.status === 'failed' ? (
        <div role="alert" className="studio-notice studio-notice--error">
          <p>{t('inbox.failed')}</p>
          <button type="button" className="studio-button" onClick={() => void inbox.getState().load()}>
            {t('inbox.retry')}
          </button>
        </div>
      ) : null}
      {list.status === 'ready' && list.rows.length === 0 ? (
        <p className="inbox__empty">
          {filter.unreadOnly || filter.search ? t('inbox.emptyFiltered') : t('inbox.empty')}
        </p>
      ) : null}
      <ul className="inbox__conversations">
        {list.rows.map((row) => (
          <li key={row.id}>
            <button
              type="button"
              className={`inbox-row${row.unreadCount > 0 ? ' inbox-row--unread' : ''}`}
              aria-current={row.id === openId ? 'true' : undefined}
              data-conversation={row.id}
              onClick={() => void inbox.getState().open(row.id)}
            >
              <span className="inbox-row__top">
                <bdi className="inbox-row__name">{row.counterpart.name ?? ''}</bdi>
                <time dateTime={row.lastMessageAt}>{formatMessageTime(new Date(row.lastMessageAt), now)}</time>
              </span>
              {row.announcement ? <bdi className="inbox-row__about">{row.announcement.title}</bdi> : null}
              <span className="inbox-row__last">
                {row.lastMessage?.mine ? `${t('inbox.you')} ` : ''}
                <bdi>{row.lastMessage?.text ?? ''}</bdi>
              </span>
              {row.unreadCount > 0 ? (
                <span className="inbox-row__count" data-testid="inbox-unread">
                  {row.unreadCount}
                </span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ThreadPane({ inbox, storeName }: { inbox: Inbox; storeName: string }) {
  const { t } = useI18n();
  const openId = useStore(inbox, (s) => s.openId);
  const thread = useStore(inbox, (s) => s.thread);
  const row = useStore(inbox, (s) => s.list.rows.find((r) => r.id === s.openId) ?? null);
  const list = useRef<HTMLOListElement>(null);
  const last = thread.messages.at(-1)?.id;

  useLayoutEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [last, openId]);

  if (!openId) {
    return (
      <section className="inbox__thread inbox__thread--empty">
        <p>{t('inbox.pick')}</p>
      </section>
    );
  }
  return (
    <section className="inbox__thread" aria-label={row?.counterpart.name ?? ''}>
      {row ? <ThreadHeader row={row} /> : null}
      <ol className="inbox__messages" ref={list}>
        {thread.nextCursor ? (
          <li className="inbox__older">
            <button type="button" className="studio-button" onClick={() => void inbox.getState().loadOlder()}>
              {t('inbox.older')}
            </button>
          </li>
        ) : null}
        {thread.messages.map((message) => (
          <MessageItem key={message.id} message={message} row={row} />
        ))}
      </ol>
      <Composer inbox={inbox} storeName={storeName} />
    </section>
  );
}

function ThreadHeader({ row }: { row: InboxConversation }) {
  return (
    <header className="inbox__thread-header">
      <bdi className="inbox__thread-name">{row.counterpart.name ?? ''}</bdi>
      {row.announcement ? <bdi className="inbox__thread-about">{row.announcement.title}</bdi> : null}
    </header>
  );
}

function MessageItem({ message, row }: { message: InboxMessage; row: InboxConversation | null }) {
  const { t } = useI18n();
  const seen = message.mine && reached(message.id, row?.counterpartLastReadId);
  const delivered = seen || (message.mine && reached(message.id, row?.counterpartLastDeliveredId));
  return (
    <li className={message.mine ? 'inbox-message inbox-message--mine' : 'inbox-message'}>
      {message.pictures.length > 0 ? (
        <ul className="inbox-message__pictures">
          {message.pictures.map((picture) => (
            <li key={picture.id}>
              <img src={picture.thumbnail} alt="" width={picture.width} height={picture.height} loading="lazy" />
            </li>
          ))}
        </ul>
      ) : null}
      {message.text ? <p dir="auto">{message.text}</p> : null}
      <small className="inbox-message__meta">
        {message.mine && message.senderFirstName ? (
          <bdi>{t('inbox.by', { name: message.senderFirstName })} · </bdi>
        ) : null}
        <time dateTime={message.createdAt}>{formatMessageTime(new Date(message.createdAt), new Date())}</time>
        {message.mine ? (
          <span data-testid="inbox-status">
            {' · '}
            {t(seen ? 'inbox.seen' : delivered ? 'inbox.delivered' : 'inbox.sent')}
          </span>
        ) : null}
      </small>
    </li>
  );
}

function Composer({ inbox, storeName }: { inbox: Inbox; storeName: string }) {
  const { t } = useI18n();
  const draft = useStore(inbox, (s) => s.draft);
  const sending = useStore(inbox, (s) => s.sending);
  const notice = useStore(inbox, (s) => s.notice);
  const replies = useStore(inbox, (s) => s.quickReplies);
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const over = [...draft.trim()].length > MESSAGE_LIMITS.textMax;

  return (
    <div className="inbox__composer">
      {notice ? (
        <p role="alert" className="studio-notice studio-notice--error">
          {notice.kind === 'refused' ? notice.message : t('inbox.network')}
        </p>
      ) : null}
      <form
        className="inbox__composer-row"
        onSubmit={(event) => {
          event.preventDefault();
          void inbox.getState().send();
        }}
      >
        <textarea
          value={draft}
          dir="auto"
          rows={2}
          aria-label={t('inbox.placeholder', { store: storeName })}
          placeholder={t('inbox.placeholder', { store: storeName })}
          onChange={(event) => inbox.getState().setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void inbox.getState().send();
            }
          }}
        />
        <button
          type="submit"
          className="studio-button studio-button--primary"
          disabled={sending || !draft.trim() || over}
        >
          {t('inbox.send')}
        </button>
      </form>
      <details className="inbox__quick">
        <summary>{t('inbox.quickReplies')}</summary>
        {replies.length === 0 ? <p>{t('inbox.quickReplyNone')}</p> : null}
        <ul>
          {replies.map((reply) => (
            <li key={reply.id}>
              <button
                type="button"
                className="studio-button"
                title={reply.text}
                onClick={() => inbox.getState().useQuickReply(reply.id)}
              >
                {reply.title}
              </button>
              <button
                type="button"
                className="studio-button"
                aria-label={t('inbox.quickReplyDelete', { title: reply.title })}
                onClick={() => void inbox.getState().deleteQuickReply(reply.id)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        <form
          className="inbox__quick-form"
          onSubmit={(event) => {
            event.preventDefault();
            if (!title.trim() || !text.trim()) return;
            void inbox
              .getState()
              .saveQuickReply(title, text)
              .then(() => {
                setTitle('');
                setText('');
              });
          }}
        >
          <input
            value={title}
            maxLength={MESSAGE_LIMITS.quickReplyTitleMax}
            aria-label={t('inbox.quickReplyTitle')}
            placeholder={t('inbox.quickReplyTitle')}
            onChange={(event) => setTitle(event.target.value)}
          />
          <textarea
            value={text}
            rows={2}
            aria-label={t('inbox.quickReplyText')}
            placeholder={t('inbox.quickReplyText')}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="studio-button">
            {t('inbox.quickReplySave')}
          </button>
        </form>
      </details>
    </div>
  );
}
