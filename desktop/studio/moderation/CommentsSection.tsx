import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { formatNumber, formatRelative } from '../../../shared/domain/format';
import { ApiError, useI18n, useStudioConnection } from '../kernel';
import { usersApi, type CommentThread } from './users-api';

type State = { name: 'loading' } | { name: 'failed' } | { name: 'ready'; threads: CommentThread[]; total: number };

/**
 * The opened announcement's comments for the moderator (issue 7): switched on or off for the
 * announcement, and deleted one by one (a top-level comment with its answers). Moderators see them
 * even while switched off.
 */
export function CommentsSection({ announcementId, enabled }: { announcementId: string; enabled: boolean }) {
  const { t, locale } = useI18n();
  const { client } = useStudioConnection();
  const api = useMemo(() => usersApi(client), [client]);
  const [state, setState] = useState<State>({ name: 'loading' });
  const [on, setOn] = useState(enabled);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const switchId = useId();

  // Only the latest request's answer is shown (another announcement may have opened meanwhile).
  const latest = useRef(0);
  const load = useCallback(async () => {
    const request = ++latest.current;
    try {
      const found = await api.comments(announcementId);
      if (request === latest.current) setState({ name: 'ready', ...found });
    } catch {
      if (request === latest.current) setState({ name: 'failed' });
    }
  }, [api, announcementId]);

  useEffect(() => {
    setOn(enabled);
    setMessage(null);
    setState({ name: 'loading' });
    void load();
  }, [load, enabled]);

  const failed = (error: unknown) => {
    const failure = ApiError.from(error);
    setMessage({ error: true, text: failure.isNetwork ? t('users.notices.network') : failure.message });
  };

  const toggle = async () => {
    setBusy(true);
    try {
      const next = await api.setComments(announcementId, !on);
      setOn(next);
      setMessage({ error: false, text: next ? t('users.comments.on') : t('users.comments.off') });
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  const remove = async (id: string) => {
    setBusy(true);
    try {
      await api.deleteComment(id);
      setMessage(null);
      await load();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  const total = state.name === 'ready' ? state.total : 0;
  const comment = (entry: CommentThread | CommentThread['replies'][number], reply: boolean) => {
    const name = entry.user.displayName ?? entry.user.username ?? '';
    return (
      <li key={entry.id} data-comment={entry.id} className={reply ? 'moderation__reply' : undefined}>
        <p>{entry.content}</p>
        <small>
          {t('users.comments.by', { name, time: formatRelative(new Date(entry.createdAt), new Date(), locale) })}
        </small>
        <button
          type="button"
          className="studio-button moderation__danger"
          disabled={busy}
          aria-label={t('users.comments.deleteLabel', { name })}
          onClick={() => void remove(entry.id)}
        >
          {t('users.comments.delete')}
        </button>
      </li>
    );
  };

  return (
    <section className="moderation__comments" aria-labelledby={`${switchId}-title`} aria-busy={busy}>
      <h3 id={`${switchId}-title`}>{t('users.comments.title', { count: formatNumber(total) })}</h3>
      <label className="moderation__grant">
        <input type="checkbox" role="switch" checked={on} disabled={busy} onChange={() => void toggle()} />
        {t('users.comments.enabled')}
      </label>
      {message && (
        <p
          role={message.error ? 'alert' : 'status'}
          className={message.error ? 'studio-notice studio-notice--error' : 'studio-hint'}
        >
          {message.text}
        </p>
      )}
      {state.name === 'loading' && <p role="status">{t('users.comments.loading')}</p>}
      {state.name === 'failed' && <p role="alert">{t('users.comments.failed')}</p>}
      {state.name === 'ready' && state.threads.length === 0 && <p>{t('users.comments.none')}</p>}
      {state.name === 'ready' && state.threads.length > 0 && (
        <ul className="moderation__comment-list">
          {state.threads.flatMap((thread) => [
            comment(thread, false),
            ...thread.replies.map((reply) => comment(reply, true)),
          ])}
        </ul>
      )}
    </section>
  );
}
