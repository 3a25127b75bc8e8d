import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import { formatDay, formatNumber, formatPhone } from '../../../shared/domain/format';
import { SUSPENSION_REASON_MAX } from '../../../shared/domain/moderation';
import { PERMISSIONS, ROLES } from '../../../shared/domain/roles';
import { useI18n } from '../app/i18n';
import type { UserDetail, UserFilter, UserRow } from './users-api';
import type { UsersDesk, UsersNotice } from './users-desk';

const nameOf = (user: { username?: string | null; displayName?: string | null; id: string }) =>
  user.displayName ?? user.username ?? `#${user.id}`;

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

function SuspensionBadge({ suspendedAt }: { suspendedAt: string | null }) {
  const { t } = useI18n();
  return suspendedAt ? (
    <span className="studio-badge moderation__suspended">{t('users.search.suspended')}</span>
  ) : (
    <span className="studio-badge studio-badge--muted">{t('users.search.active')}</span>
  );
}

/** Previous and next page, and where the list stands. */
export function Pages({ page, last, onPage }: { page: number; last: number; onPage: (page: number) => void }) {
  const { t } = useI18n();
  if (last <= 1) return null;
  return (
    <nav className="moderation__pages" aria-label={t('users.pages.label')}>
      <button type="button" className="studio-button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('users.pages.previous')}
      </button>
      <span>{t('users.pages.page', { page: formatNumber(page), last: formatNumber(last) })}</span>
      <button type="button" className="studio-button" disabled={page >= last} onClick={() => onPage(page + 1)}>
        {t('users.pages.next')}
      </button>
    </nav>
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

function UserPanel({ desk, superAdmin }: { desk: UsersDesk; superAdmin: boolean }) {
  const { t } = useI18n();
  const opened = useStore(desk, (state) => state.opened)!;
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening an account takes the keyboard (and the screen reader) to its name.
  useEffect(() => {
    if (opened.status === 'ready') heading.current?.focus();
  }, [opened.id, opened.status]);
  const user = opened.user;
  return (
    <section className="moderation__user" aria-labelledby="moderation-user-title" data-opened-user={opened.id}>
      <div className="moderation__user-bar">
        <h2 id="moderation-user-title" ref={heading} tabIndex={-1}>
          <bdi>{user ? nameOf(user.user) : `#${opened.id}`}</bdi>
        </h2>
        <button type="button" className="studio-button" onClick={() => desk.getState().close()}>
          {t('users.user.close')}
        </button>
      </div>
      {opened.status === 'loading' && <p role="status">{t('users.user.loading')}</p>}
      {opened.status === 'missing' && <p role="alert">{t('users.user.missing')}</p>}
      {opened.status === 'failed' && (
        <p role="alert" className="studio-notice studio-notice--error">
          {t('users.user.failed')}
        </p>
      )}
      {user && (
        <>
          <UserFacts user={user} />
          <Suspension desk={desk} user={user} />
          <Grants desk={desk} user={user} superAdmin={superAdmin} />
          <UserAnnouncements user={user} />
          <Reports
            title={t('users.user.reportsAgainst', { count: formatNumber(user.reportsAgainst.paginatorInfo.total) })}
            reports={user.reportsAgainst.data}
            id="against"
          />
          <Reports
            title={t('users.user.reportsMade', { count: formatNumber(user.reportsMade.paginatorInfo.total) })}
            reports={user.reportsMade.data}
            id="made"
          />
        </>
      )}
    </section>
  );
}

function UserFacts({ user }: { user: UserDetail }) {
  const { t } = useI18n();
  return (
    <p className="moderation__facts">
      {/* Identifiers, addresses and numbers read left to right in Arabic too. */}
      {[
        user.user.username ? `@${user.user.username}` : null,
        `#${user.id}`,
        user.email,
        user.phone ? formatPhone(user.phone) : null,
      ]
        .filter(Boolean)
        .map((fact) => (
          <bdi key={fact} dir="ltr">
            {fact}
          </bdi>
        ))}
      {[
        t('users.user.memberSince', { date: formatDay(new Date(user.memberSince)) }),
        user.user.isAnonymous ? t('users.user.anonymous') : null,
        !user.user.isValidated && !user.user.isAnonymous ? t('users.user.unvalidated') : null,
      ]
        .filter(Boolean)
        .map((fact) => (
          <span key={fact}>{fact}</span>
        ))}
    </p>
  );
}

function Suspension({ desk, user }: { desk: UsersDesk; user: UserDetail }) {
  const { t } = useI18n();
  const busy = useStore(desk, (state) => state.busy);
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [missing, setMissing] = useState(false);
  const confirm = useRef<HTMLButtonElement>(null);
  const reasonId = useId();
  useEffect(() => {
    if (confirming) confirm.current?.focus();
  }, [confirming]);
  useEffect(() => {
    setConfirming(false);
    setReason('');
  }, [user.id, user.suspendedAt]);
  const name = nameOf(user.user);
  const ask = (event: FormEvent) => {
    event.preventDefault();
    if (!user.suspendedAt && !reason.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    setConfirming(true);
  };
  const act = async () => {
    if (user.suspendedAt) await desk.getState().restore();
    else await desk.getState().suspend(reason);
  };
  return (
    <section className="moderation__suspension" aria-labelledby="moderation-suspension-title">
      <h3 id="moderation-suspension-title">{t('users.suspension.title')}</h3>
      <p>
        <SuspensionBadge suspendedAt={user.suspendedAt} />{' '}
        {user.suspendedAt && t('users.user.suspendedSince', { date: formatDay(new Date(user.suspendedAt)) })}
      </p>
      <p className="studio-hint">{t('users.suspension.explain')}</p>
      {confirming ? (
        <div role="group" aria-labelledby="moderation-suspension-confirm" className="moderation__confirm">
          <p id="moderation-suspension-confirm">
            {t(user.suspendedAt ? 'users.suspension.restoreConfirm' : 'users.suspension.confirm', { name })}
          </p>
          <button
            ref={confirm}
            type="button"
            className="studio-button moderation__danger"
            disabled={busy}
            onClick={() => void act()}
          >
            {t(user.suspendedAt ? 'users.suspension.restoreYes' : 'users.suspension.confirmYes')}
          </button>
          <button type="button" className="studio-button" onClick={() => setConfirming(false)}>
            {t('users.suspension.cancel')}
          </button>
        </div>
      ) : (
        <form onSubmit={ask} className="moderation__suspend-form">
          {!user.suspendedAt && (
            <label htmlFor={reasonId}>
              <span>{t('users.suspension.reason')}</span>
              <textarea
                id={reasonId}
                value={reason}
                aria-required="true"
                maxLength={SUSPENSION_REASON_MAX}
                aria-invalid={missing}
                aria-describedby={missing ? `${reasonId}-missing` : undefined}
                onChange={(event) => setReason(event.target.value)}
              />
              {missing && (
                <span id={`${reasonId}-missing`} role="alert" className="moderation__field-error">
                  {t('users.suspension.required')}
                </span>
              )}
            </label>
          )}
          <button
            type="submit"
            className={user.suspendedAt ? 'studio-button' : 'studio-button moderation__danger'}
            disabled={busy}
          >
            {t(user.suspendedAt ? 'users.suspension.restore' : 'users.suspension.suspend')}
          </button>
        </form>
      )}
    </section>
  );
}

function Grants({ desk, user, superAdmin }: { desk: UsersDesk; user: UserDetail; superAdmin: boolean }) {
  const { t } = useI18n();
  const busy = useStore(desk, (state) => state.busy);
  const groups = [
    { kind: 'role' as const, title: t('users.grants.roles'), names: ROLES, held: user.roles },
    { kind: 'permission' as const, title: t('users.grants.permissions'), names: PERMISSIONS, held: user.permissions },
  ];
  return (
    <section aria-labelledby="moderation-grants-title">
      <h3 id="moderation-grants-title">{t('users.grants.title')}</h3>
      {superAdmin ? (
        <div className="moderation__grants">
          {groups.map((group) => (
            <fieldset key={group.kind}>
              <legend>{group.title}</legend>
              {group.names.map((name) => {
                const held = group.held.includes(name);
                return (
                  <label key={name} className="moderation__grant">
                    <input
                      type="checkbox"
                      checked={held}
                      disabled={busy}
                      aria-label={t(held ? 'users.grants.remove' : 'users.grants.give', { name })}
                      onChange={() => void desk.getState().grant({ kind: group.kind, name, held: !held })}
                    />
                    <code>{name}</code>
                  </label>
                );
              })}
            </fieldset>
          ))}
        </div>
      ) : (
        <>
          <dl className="moderation__specs">
            {groups.map((group) => (
              <div key={group.kind}>
                <dt>{group.title}</dt>
                <dd>{group.held.length > 0 ? group.held.join(', ') : t('users.grants.none')}</dd>
              </div>
            ))}
          </dl>
          <p className="studio-hint">{t('users.grants.superAdminOnly')}</p>
        </>
      )}
    </section>
  );
}

function UserAnnouncements({ user }: { user: UserDetail }) {
  const { t } = useI18n();
  const page = user.announcements;
  return (
    <section aria-labelledby="moderation-user-announcements">
      <h3 id="moderation-user-announcements">
        {t('users.user.announcements', { count: formatNumber(page.paginatorInfo.total) })}
      </h3>
      {page.data.length === 0 ? (
        <p>{t('users.user.noAnnouncements')}</p>
      ) : (
        <ul className="moderation__user-list">
          {page.data.map((announcement) => (
            <li key={announcement.id} data-user-announcement={announcement.id} data-status={announcement.status}>
              <span>{announcement.title}</span>
              <span className={`studio-badge moderation__status moderation__status--${announcement.status}`}>
                {t(`users.user.statuses.${announcement.status}`)}
              </span>
              <small>{formatDay(new Date(announcement.createdAt))}</small>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Reports({ title, reports, id }: { title: string; reports: UserDetail['reportsMade']['data']; id: string }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby={`moderation-user-reports-${id}`}>
      <h3 id={`moderation-user-reports-${id}`}>{title}</h3>
      {reports.length === 0 ? (
        <p>{t('users.user.noReports')}</p>
      ) : (
        <ul className="moderation__user-list">
          {reports.map((report) => (
            <li key={`${report.target}:${report.targetId}:${report.reporter?.id ?? ''}`}>
              <span>
                {report.target === 'COMMENT'
                  ? t('users.user.reportOnComment', { content: report.comment?.content ?? `#${report.targetId}` })
                  : t('users.user.reportOnAnnouncement', {
                      title: report.announcement?.title ?? `#${report.targetId}`,
                    })}
              </span>
              <small>
                {[
                  report.reason ? t(`users.user.reasons.${report.reason}`) : null,
                  report.reporter ? t('users.user.reportedBy', { name: nameOf(report.reporter) }) : null,
                  formatDay(new Date(report.createdAt)),
                  report.resolvedAt ? t('users.user.resolved') : t('users.user.open'),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </small>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
