import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { CONTACT_REPLY_LIMITS, CONTACT_STATES, CONTACT_TAGS } from '../../../shared/domain/contact';
import { formatDay, formatPhone } from '../../../shared/domain/format';
import type { ContactMessageState, ContactMessageTag } from '../../../shared/graphql/generated';
import {
  ApiError,
  ListBody,
  NoticeLine,
  ScreenFrame,
  StatusChips,
  useI18n,
  useLoadedList,
  useStudioConnection,
  type ScreenNotice,
} from '../kernel';
import { contactInboxApi, type ContactOpened, type ContactRow } from './contact-inbox-api';
import './contact-inbox.css';

const who = (user: { displayName?: string | null; username?: string | null; id: string } | null | undefined) =>
  user ? (user.displayName ?? user.username ?? user.id) : '';

/**
 * The operators' contact inbox (issue 22): the messages of the contact form, newest first, by
 * state (new by default) and subject; one opened beside the list with its sender, its answers,
 * who it is assigned to, an answer sent by e-mail, and its closing.
 */
export function ContactInboxScreen({ onExit }: { onExit: () => void }) {
  const { t } = useI18n();
  const { client } = useStudioConnection();
  const api = useMemo(() => contactInboxApi(client), [client]);
  const [state, setState] = useState<ContactMessageState | null>('NEW');
  const [tag, setTag] = useState<ContactMessageTag | null>(null);
  const [opened, setOpened] = useState<ContactOpened | null>(null);
  const [notice, setNotice] = useState<ScreenNotice | null>(null);
  const { list, reload } = useLoadedList(useCallback(() => api.list(state, tag), [api, state, tag]));

  /** Runs a change on the opened message, says it, and reads the list again. */
  const act = async (change: () => Promise<ContactOpened>, done: (message: ContactOpened) => string) => {
    setNotice(null);
    try {
      const message = await change();
      setOpened(message);
      setNotice({ kind: 'done', text: done(message) });
      await reload();
      return true;
    } catch (error) {
      const failure = ApiError.from(error);
      setNotice({ kind: 'error', text: failure.isNetwork ? t('contactInbox.network') : failure.message });
      return false;
    }
  };

  const open = async (row: ContactRow) => {
    setNotice(null);
    try {
      setOpened(await api.open(row.id));
    } catch (error) {
      const failure = ApiError.from(error);
      setNotice({ kind: 'error', text: failure.isNetwork ? t('contactInbox.network') : failure.message });
    }
  };

  return (
    <ScreenFrame
      title={t('contactInbox.title')}
      backLabel={t('contactInbox.back')}
      onExit={onExit}
      busy={list.name === 'loading'}
    >
      <div className="contact-inbox__filters">
        <StatusChips
          label={t('contactInbox.stateLabel')}
          statuses={CONTACT_STATES}
          value={state}
          labelOf={(name) => t(`contactInbox.states.${name}`)}
          allLabel={t('contactInbox.all')}
          onChange={setState}
        />
        <label className="contact-inbox__tag">
          {t('contactInbox.tagLabel')}
          <select
            value={tag ?? ''}
            onChange={(event) => setTag((event.target.value || null) as ContactMessageTag | null)}
          >
            <option value="">{t('contactInbox.allTags')}</option>
            {CONTACT_TAGS.map((name) => (
              <option key={name} value={name}>
                {t(`contactInbox.tags.${name}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <NoticeLine notice={notice} />
      <div className="contact-inbox">
        <div className="contact-inbox__list">
          <ListBody
            list={list}
            texts={{
              loading: t('contactInbox.loading'),
              failed: t('contactInbox.failed'),
              retry: t('contactInbox.retry'),
              empty: t('contactInbox.empty'),
            }}
            onRetry={() => void reload()}
          >
            {(rows) => (
              <ul className="studio-screen__list">
                {rows.map((row) => (
                  <li key={row.id}>
                    <button
                      type="button"
                      className="contact-row"
                      aria-pressed={opened?.id === row.id}
                      data-message={row.id}
                      onClick={() => void open(row)}
                    >
                      <span className="contact-row__subject">{row.subject}</span>
                      <span className="contact-row__meta">
                        {t(`contactInbox.tags.${row.tag}`)} · {t(`contactInbox.states.${row.state}`)} ·{' '}
                        {t('contactInbox.from', { name: row.name, date: formatDay(new Date(row.createdAt)) })}
                      </span>
                      {row.assignee && (
                        <span className="contact-row__meta">
                          {t('contactInbox.assignedTo', { name: who(row.assignee) })}
                        </span>
                      )}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </ListBody>
        </div>
        {opened && (
          <OpenedMessage
            key={opened.id}
            message={opened}
            onClose={() => setOpened(null)}
            onAssign={(userId) =>
              act(
                () => api.assign(opened.id, userId),
                (message) =>
                  t(userId ? 'contactInbox.assigned' : 'contactInbox.released', { subject: message.subject }),
              )
            }
            onReply={(text) =>
              act(
                () => api.reply(opened.id, text),
                (message) => t('contactInbox.sent', { subject: message.subject }),
              )
            }
            onState={(next) =>
              act(
                () => api.setState(opened.id, next),
                (message) =>
                  t(next === 'HANDLED' ? 'contactInbox.handled' : 'contactInbox.reopened', {
                    subject: message.subject,
                  }),
              )
            }
          />
        )}
      </div>
    </ScreenFrame>
  );
}

function OpenedMessage({
  message,
  onClose,
  onAssign,
  onReply,
  onState,
}: {
  message: ContactOpened;
  onClose: () => void;
  onAssign: (userId: string | null) => Promise<boolean>;
  onReply: (text: string) => Promise<boolean>;
  onState: (state: ContactMessageState) => Promise<boolean>;
}) {
  const { t } = useI18n();
  const { viewerId } = useStudioConnection();
  const [reply, setReply] = useState('');
  const [busy, setBusy] = useState(false);
  const [tooShort, setTooShort] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const run = async (action: () => Promise<boolean>) => {
    setBusy(true);
    const done = await action();
    setBusy(false);
    return done;
  };
  const mine = viewerId !== null && message.assignee?.id === viewerId;
  return (
    <section className="contact-opened" aria-labelledby={`contact-${message.id}`} data-opened-message={message.id}>
      <div className="contact-opened__head">
        <h2 id={`contact-${message.id}`} ref={heading} tabIndex={-1}>
          {message.subject}
        </h2>
        <button type="button" className="studio-button" onClick={onClose}>
          {t('contactInbox.close')}
        </button>
      </div>
      <p className="studio-hint">
        {t(`contactInbox.tags.${message.tag}`)} · {t(`contactInbox.states.${message.state}`)}
      </p>
      <p className="contact-opened__sender">
        {t('contactInbox.from', { name: message.name, date: formatDay(new Date(message.createdAt)) })} ·{' '}
        <span dir="ltr">{message.email}</span>
        {message.phone && (
          <>
            {' · '}
            <span dir="ltr">{formatPhone(message.phone)}</span>
          </>
        )}
      </p>
      <blockquote className="contact-opened__message">{message.message}</blockquote>
      <div className="contact-opened__assignee">
        <span>
          {message.assignee ? t('contactInbox.assignedTo', { name: who(message.assignee) }) : t('contactInbox.nobody')}
        </span>
        {mine ? (
          <button
            type="button"
            className="studio-button"
            disabled={busy}
            onClick={() => void run(() => onAssign(null))}
          >
            {t('contactInbox.release')}
          </button>
        ) : (
          viewerId && (
            <button
              type="button"
              className="studio-button"
              disabled={busy}
              onClick={() => void run(() => onAssign(viewerId))}
            >
              {t('contactInbox.takeIt')}
            </button>
          )
        )}
      </div>

      <h3>{t('contactInbox.replies')}</h3>
      {message.replies.length === 0 ? (
        <p>{t('contactInbox.noReply')}</p>
      ) : (
        <ol className="contact-opened__replies">
          {message.replies.map((item) => (
            <li key={item.id}>
              <p className="studio-hint">
                {t('contactInbox.replyBy', { name: who(item.author), date: formatDay(new Date(item.createdAt)) })}
              </p>
              <p className="contact-opened__reply-text">{item.text}</p>
            </li>
          ))}
        </ol>
      )}
      <form
        className="contact-opened__form"
        onSubmit={(event) => {
          event.preventDefault();
          if (reply.trim().length < CONTACT_REPLY_LIMITS.min) {
            setTooShort(true);
            return;
          }
          void run(() => onReply(reply.trim())).then((done) => {
            if (done) setReply('');
          });
        }}
      >
        <label htmlFor={`reply-${message.id}`}>{t('contactInbox.replyLabel', { email: message.email })}</label>
        <textarea
          id={`reply-${message.id}`}
          rows={5}
          maxLength={CONTACT_REPLY_LIMITS.max}
          value={reply}
          aria-invalid={tooShort || undefined}
          onChange={(event) => {
            setReply(event.target.value);
            setTooShort(false);
          }}
        />
        {tooShort && (
          <p className="contact-opened__problem" role="alert">
            {t('contactInbox.tooShort', { min: CONTACT_REPLY_LIMITS.min })}
          </p>
        )}
        <div className="contact-opened__actions">
          <button type="submit" className="studio-button studio-button--primary" disabled={busy}>
            {t('contactInbox.send')}
          </button>
          {message.state === 'HANDLED' ? (
            <button
              type="button"
              className="studio-button"
              disabled={busy}
              onClick={() => void run(() => onState('IN_PROGRESS'))}
            >
              {t('contactInbox.reopen')}
            </button>
          ) : (
            <button
              type="button"
              className="studio-button"
              disabled={busy}
              onClick={() => void run(() => onState('HANDLED'))}
            >
              {t('contactInbox.markHandled')}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
