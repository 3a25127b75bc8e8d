import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { formatDay, formatNumber } from '../../../shared/domain/format';
import {
  MODERATION_AUDIT_ACTIONS,
  MODERATION_LIMITS,
  MODERATION_TARGET_TYPES,
  type ModerationAuditAction,
  type ModerationTargetType,
} from '../../../shared/domain/moderation';
import { ApiError, useI18n } from '../kernel';
import type { AuditEntry, AuditFilter, Paged, UserRow, UsersApi } from './users-api';
import { Pages } from './Pages';

type State = { name: 'loading' } | { name: 'failed'; text: string } | ({ name: 'ready' } & Paged<AuditEntry>);

/** The filter form's fields, as typed (dates as YYYY-MM-DD). */
interface Fields {
  moderatorId: string;
  action: string;
  targetType: string;
  targetId: string;
  from: string;
  to: string;
}
const EMPTY: Fields = { moderatorId: '', action: '', targetType: '', targetId: '', from: '', to: '' };

/** Entries of a page of the log. */
const AUDIT_ROWS = 25;

/** The form's fields as the server's filter: a day's end is the next midnight (the `to` day included). */
function filterOf(fields: Fields): AuditFilter {
  const day = (value: string, plusDays = 0) => {
    const date = new Date(`${value}T00:00:00`);
    date.setDate(date.getDate() + plusDays);
    return date.toISOString();
  };
  return {
    ...(fields.moderatorId ? { moderatorId: fields.moderatorId } : {}),
    ...(fields.action ? { action: fields.action as ModerationAuditAction } : {}),
    ...(fields.targetType ? { targetType: fields.targetType as ModerationTargetType } : {}),
    ...(/^\d+$/.test(fields.targetId.trim()) ? { targetId: fields.targetId.trim() } : {}),
    ...(fields.from ? { from: day(fields.from) } : {}),
    ...(fields.to ? { to: day(fields.to, 1) } : {}),
  };
}

/**
 * The audit log (issue 7): every moderation action with who made it, what it was, what it was
 * about, when and why, newest first, filtered by moderator, action, target and period.
 */
export function AuditPanel({ api, onOpenUser }: { api: UsersApi; onOpenUser: (id: string) => void }) {
  const { t } = useI18n();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [filter, setFilter] = useState<AuditFilter>({});
  const [page, setPage] = useState(1);
  const [state, setState] = useState<State>({ name: 'loading' });
  const [moderators, setModerators] = useState<UserRow[]>([]);

  useEffect(() => {
    api
      .search('', { moderates: true }, 1, MODERATION_LIMITS.pageSizeMax)
      .then((found) => setModerators(found.rows))
      .catch(() => setModerators([]));
  }, [api]);

  // Only the latest request's answer is shown: an earlier, slower one must not replace it.
  const latest = useRef(0);
  const load = useCallback(async () => {
    const request = ++latest.current;
    setState({ name: 'loading' });
    try {
      const found = await api.audit(filter, page, AUDIT_ROWS);
      if (request === latest.current) setState({ name: 'ready', ...found });
    } catch (error) {
      const failure = ApiError.from(error);
      const text = failure.isNetwork ? t('users.audit.failed') : failure.message;
      if (request === latest.current) setState({ name: 'failed', text });
    }
  }, [api, filter, page, t]);

  useEffect(() => {
    void load();
  }, [load]);

  const set = (name: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setPage(1);
    setFilter(filterOf(fields));
  };
  const reset = () => {
    setFields(EMPTY);
    setPage(1);
    setFilter({});
  };

  return (
    <section className="moderation__audit" aria-labelledby="moderation-audit-title">
      <h2 id="moderation-audit-title">{t('users.audit.title')}</h2>
      <form className="moderation__filter" aria-label={t('users.audit.filters')} onSubmit={apply}>
        <label>
          <span>{t('users.audit.moderator')}</span>
          <select value={fields.moderatorId} onChange={set('moderatorId')}>
            <option value="">{t('users.audit.anyModerator')}</option>
            {moderators.map((row) => (
              <option key={row.id} value={row.id}>
                {row.user.displayName ?? row.user.username ?? row.id}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('users.audit.action')}</span>
          <select value={fields.action} onChange={set('action')}>
            <option value="">{t('users.audit.anyAction')}</option>
            {MODERATION_AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {t(`users.audit.actions.${action}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('users.audit.targetType')}</span>
          <select value={fields.targetType} onChange={set('targetType')}>
            <option value="">{t('users.audit.anyTarget')}</option>
            {MODERATION_TARGET_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`users.audit.targets.${type}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('users.audit.targetId')}</span>
          <input inputMode="numeric" pattern="[0-9]*" value={fields.targetId} onChange={set('targetId')} />
        </label>
        <label>
          <span>{t('users.audit.from')}</span>
          <input type="date" value={fields.from} onChange={set('from')} />
        </label>
        <label>
          <span>{t('users.audit.to')}</span>
          <input type="date" value={fields.to} onChange={set('to')} />
        </label>
        <button type="submit" className="studio-button studio-button--primary">
          {t('users.audit.apply')}
        </button>
        <button type="button" className="studio-button" onClick={reset}>
          {t('users.audit.reset')}
        </button>
      </form>
      {state.name === 'loading' && <p role="status">{t('users.audit.loading')}</p>}
      {state.name === 'failed' && (
        <div role="alert" className="studio-notice studio-notice--error">
          <p>{state.text}</p>
          <button type="button" className="studio-button" onClick={() => void load()}>
            {t('moderation.queue.retry')}
          </button>
        </div>
      )}
      {state.name === 'ready' && state.rows.length === 0 && <p role="status">{t('users.audit.empty')}</p>}
      {state.name === 'ready' && state.rows.length > 0 && (
        <>
          <p data-testid="audit-total">{t('users.audit.total', { count: formatNumber(state.total) })}</p>
          <table className="moderation__table">
            <thead>
              <tr>
                <th scope="col">{t('users.audit.when')}</th>
                <th scope="col">{t('users.audit.who')}</th>
                <th scope="col">{t('users.audit.what')}</th>
                <th scope="col">{t('users.audit.target')}</th>
                <th scope="col">{t('users.audit.why')}</th>
              </tr>
            </thead>
            <tbody>
              {state.rows.map((entry) => (
                <tr key={entry.id} data-audit-action={entry.action}>
                  <td>
                    <time dateTime={entry.createdAt} dir="ltr">
                      {formatDay(new Date(entry.createdAt), { withTime: true })}
                    </time>
                  </td>
                  <td>
                    {entry.moderator ? (
                      <bdi>{entry.moderator.displayName ?? entry.moderator.username ?? entry.moderator.id}</bdi>
                    ) : (
                      t('users.audit.nobody')
                    )}
                  </td>
                  <th scope="row">{t(`users.audit.actions.${entry.action}`)}</th>
                  <td>
                    {entry.targetType === 'USER' ? (
                      <button
                        type="button"
                        className="moderation__link"
                        aria-label={t('users.audit.openUser', { id: entry.targetId })}
                        onClick={() => onOpenUser(entry.targetId)}
                      >
                        {t('users.audit.targets.USER')} <bdi dir="ltr">#{entry.targetId}</bdi>
                      </button>
                    ) : (
                      <>
                        {t(`users.audit.targets.${entry.targetType}`)} <bdi dir="ltr">#{entry.targetId}</bdi>
                      </>
                    )}
                  </td>
                  <td>
                    <bdi>{entry.reason ?? ''}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pages page={state.page} last={state.lastPage} onPage={setPage} />
        </>
      )}
    </section>
  );
}
