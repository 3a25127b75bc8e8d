import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import { formatDay, formatNumber, formatPhone } from '../../../shared/domain/format';
import { SUSPENSION_REASON_MAX } from '../../../shared/domain/moderation';
import { PERMISSIONS, ROLES } from '../../../shared/domain/roles';
import { useI18n } from '../kernel';
import { STATUS_GROUP_NAMES, type StatusGroup } from '../../../shared/domain/announcement-status';
import { Pages } from './Pages';
import type { UserDetail } from './users-api';
import type { UsersDesk } from './users-desk';

export const nameOf = (user: { username?: string | null; displayName?: string | null; id: string }) =>
  user.displayName ?? user.username ?? `#${user.id}`;

export function SuspensionBadge({ suspendedAt }: { suspendedAt: string | null }) {
  const { t } = useI18n();
  return suspendedAt ? (
    <span className="studio-badge moderation__suspended">{t('users.search.suspended')}</span>
  ) : (
    <span className="studio-badge studio-badge--muted">{t('users.search.active')}</span>
  );
}

/**
 * One account opened in the Users tab: its facts, its suspension (a reason, then a confirmation;
 * or its restore), its roles and permissions (changed by a SUPER_ADMIN only), its announcements
 * and the reports about it and by it.
 */
export function UserPanel({ desk, superAdmin }: { desk: UsersDesk; superAdmin: boolean }) {
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
          <UserAnnouncements desk={desk} user={user} />
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

function UserAnnouncements({ desk, user }: { desk: UsersDesk; user: UserDetail }) {
  const { t } = useI18n();
  const group = useStore(desk, (state) => state.opened?.group ?? 'all');
  const page = user.announcements;
  const show = (next: StatusGroup, at: number) => void desk.getState().showAnnouncements(next, at);
  return (
    <section aria-labelledby="moderation-user-announcements">
      <h3 id="moderation-user-announcements">
        {t('users.user.announcements', { count: formatNumber(page.paginatorInfo.total) })}
      </h3>
      <div className="moderation__chips" role="group" aria-label={t('storeAnnouncements.groups.label')}>
        {STATUS_GROUP_NAMES.map((name) => (
          <button
            key={name}
            type="button"
            className="studio-button"
            aria-pressed={group === name}
            onClick={() => show(name, 1)}
          >
            {t(`storeAnnouncements.groups.${name}`)}
          </button>
        ))}
      </div>
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
      <Pages
        page={page.paginatorInfo.currentPage}
        last={page.paginatorInfo.lastPage}
        onPage={(at) => show(group, at)}
      />
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
