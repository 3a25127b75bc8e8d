import { useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import { formatNumber, formatPhone } from '../../../shared/domain/format';
import { ROLES } from '../../../shared/domain/roles';
import { useI18n } from '../kernel';
import { Pages } from './Pages';
import type { UserFilter, UserRow } from './users-api';
import type { UsersDesk, UsersNotice } from './users-desk';
import { nameOf, SuspensionBadge, UserPanel } from './UserPanel';

/**
 * The moderators' Users tab (issue 7): accounts found by name, e-mail, phone or id with their
 * counts; the one opened with its announcements and reports, suspended or restored (a reason is
 * required), and its roles and permissions changed by a SUPER_ADMIN (the server checks each call).
 */
export function UsersPanel({ desk, superAdmin }: { desk: UsersDesk; superAdmin: boolean }) {
  const { t } = useI18n();
  const results = useStore(desk, (state) => state.results);
  const opened = useStore(desk, (state) => state.opened);
  const notice = useStore(desk, (state) => state.notice);

  return (
    <div className="moderation__users">
      <section className="moderation__user-search" aria-labelledby="moderation-users-title">
        <h2 id="moderation-users-title">{t('users.search.title')}</h2>
        <SearchForm desk={desk} />
        {notice && <Notice desk={desk} notice={notice} />}
        {results.status === 'idle' && <p className="studio-hint">{t('users.search.hint')}</p>}
        {results.status === 'loading' && <p role="status">{t('users.search.loading')}</p>}
        {results.status === 'failed' && (
          <p role="alert" className="studio-notice studio-notice--error">
            {t('users.search.failed')}
          </p>
        )}
        {results.status === 'ready' && results.rows.length === 0 && <p role="status">{t('users.search.empty')}</p>}
        {results.rows.length > 0 && (
          <>
            <p data-testid="users-total">{t('users.search.total', { count: formatNumber(results.total) })}</p>
            <ResultTable
              rows={results.rows}
              openedId={opened?.id ?? null}
              onOpen={(id) => void desk.getState().open(id)}
            />
            <Pages page={results.page} last={results.lastPage} onPage={(page) => void desk.getState().goToPage(page)} />
          </>
        )}
      </section>
      {opened && <UserPanel desk={desk} superAdmin={superAdmin} />}
    </div>
  );
}

function SearchForm({ desk }: { desk: UsersDesk }) {
  const { t } = useI18n();
  const [q, setQ] = useState(() => desk.getState().q);
  const [role, setRole] = useState(() => desk.getState().filter.role ?? '');
  const [state, setState] = useState(() => {
    const suspended = desk.getState().filter.suspended;
    return suspended === true ? 'suspended' : suspended === false ? 'active' : '';
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const filter: UserFilter = {
      ...(role ? { role } : {}),
      ...(state ? { suspended: state === 'suspended' } : {}),
    };
    void desk.getState().search(q, filter);
  };
  return (
    <form role="search" aria-label={t('users.search.label')} className="moderation__filter" onSubmit={submit}>
      <label>
        <span>{t('users.search.q')}</span>
        <input type="search" value={q} onChange={(event) => setQ(event.target.value)} />
      </label>
      <label>
        <span>{t('users.search.role')}</span>
        <select value={role} onChange={(event) => setRole(event.target.value)}>
          <option value="">{t('users.search.anyRole')}</option>
          {ROLES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t('users.search.state')}</span>
        <select value={state} onChange={(event) => setState(event.target.value)}>
          <option value="">{t('users.search.anyState')}</option>
          <option value="active">{t('users.search.active')}</option>
          <option value="suspended">{t('users.search.suspended')}</option>
        </select>
      </label>
      <button type="submit" className="studio-button studio-button--primary">
        {t('users.search.submit')}
      </button>
    </form>
  );
}

function ResultTable({
  rows,
  openedId,
  onOpen,
}: {
  rows: UserRow[];
  openedId: string | null;
  onOpen: (id: string) => void;
}) {
  const { t } = useI18n();
  return (
    <table className="moderation__table">
      <thead>
        <tr>
          <th scope="col">{t('users.search.account')}</th>
          <th scope="col">{t('users.search.contact')}</th>
          <th scope="col">{t('users.search.announcements')}</th>
          <th scope="col">{t('users.search.reportsAgainst')}</th>
          <th scope="col">{t('users.search.reportsFiled')}</th>
          <th scope="col">{t('users.search.status')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} data-user={row.id} aria-current={row.id === openedId ? 'true' : undefined}>
            <th scope="row">
              <button
                type="button"
                className="moderation__link"
                aria-label={t('users.search.open', { name: nameOf(row.user) })}
                onClick={() => onOpen(row.id)}
              >
                <bdi>{nameOf(row.user)}</bdi>
              </button>
              <small>
                {/* Identifiers read left to right in Arabic too. */}
                <bdi dir="ltr">
                  {row.user.username && row.user.username !== nameOf(row.user) ? `@${row.user.username} · ` : ''}#
                  {row.id}
                </bdi>
                {row.roles
                  .filter((role) => role !== 'USER')
                  .map((role) => (
                    <span key={role} className="studio-badge">
                      {role}
                    </span>
                  ))}
              </small>
            </th>
            <td>
              <bdi dir="ltr">{row.email ?? ''}</bdi>
              {row.phone && (
                <small>
                  <bdi dir="ltr">{formatPhone(row.phone)}</bdi>
                </small>
              )}
            </td>
            <td>{formatNumber(row.announcementCount)}</td>
            <td>{formatNumber(row.openReportsAgainst)}</td>
            <td>{formatNumber(row.reportsFiled)}</td>
            <td>
              <SuspensionBadge suspendedAt={row.suspendedAt} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Notice({ desk, notice }: { desk: UsersDesk; notice: UsersNotice }) {
  const { t } = useI18n();
  const error = notice.kind === 'failed' || notice.kind === 'network';
  return (
    <div role={error ? 'alert' : 'status'} className={error ? 'studio-notice studio-notice--error' : 'studio-notice'}>
      <p>{t(`users.notices.${notice.kind}`, { text: notice.text ?? '' })}</p>
      <button type="button" className="studio-button" onClick={() => desk.getState().dismissNotice()}>
        ×<span className="visually-hidden">{t('users.user.close')}</span>
      </button>
    </div>
  );
}
