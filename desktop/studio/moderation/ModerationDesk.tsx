import { useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { formatNumber, formatRelative } from '../../../shared/domain/format';
import { useI18n, useStudioConnection } from '../kernel';
import type { Desk } from './desk';
import { createDesk } from './desk';
import { deskApi } from './desk-api';
import { deskCommand } from './desk-keys';
import { AuditPanel } from './AuditPanel';
import { OpenedPanel } from './OpenedPanel';
import { QueuePanel } from './QueuePanel';
import { ReportsPanel } from './ReportsPanel';
import { usersApi } from './users-api';
import { createUsersDesk } from './users-desk';
import { UsersPanel } from './UsersPanel';
import './moderation.css';

const VIEWS = ['queue', 'reports', 'users', 'audit'] as const;
type View = (typeof VIEWS)[number];

/**
 * The moderation desk (issue 7): the queue's counts, the live queue with its filter and bulk
 * decisions, and the announcement open for this moderator, decided with one key each.
 */
export function ModerationDesk({ onExit }: { onExit: () => void }) {
  const { t } = useI18n();
  const { client } = useStudioConnection();
  const [desk, setDesk] = useState<Desk | null>(null);
  const [view, setView] = useState<View>('queue');
  const heading = useRef<HTMLHeadingElement>(null);
  const users = useMemo(() => usersApi(client), [client]);
  // The Users tab keeps its search and opened account while the moderator visits other tabs.
  const usersDesk = useMemo(() => createUsersDesk(users), [users]);
  // Grants are offered to SUPER_ADMIN only; the server refuses them to anyone else anyway.
  const [superAdmin, setSuperAdmin] = useState(false);
  useEffect(() => {
    users
      .viewerIsSuperAdmin()
      .then(setSuperAdmin)
      .catch(() => setSuperAdmin(false));
  }, [users]);

  useEffect(() => {
    const created = createDesk(deskApi(client));
    setDesk(created);
    void created.getState().refresh();
    // Closing the window lets the open announcement go at once (else its lock lapses on its own).
    const onPageHide = () => created.getState().dispose();
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      created.getState().dispose();
    };
  }, [client]);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  // The desk's keys act on the queue only: elsewhere N or P must not decide anything unseen.
  useDeskKeys(view === 'queue' ? desk : null);

  return (
    <div className="moderation">
      <header className="studio-lands__bar">
        <button type="button" className="studio-button" onClick={onExit}>
          {t('moderation.back')}
        </button>
        <h1 ref={heading} tabIndex={-1} className="moderation__title">
          {t('moderation.title')}
        </h1>
      </header>
      {desk ? (
        <>
          <DeskStats desk={desk} />
          <div className="moderation__tabs" role="tablist" aria-label={t('moderation.tabs.label')}>
            {VIEWS.map((name) => (
              <button
                key={name}
                type="button"
                role="tab"
                id={`moderation-tab-${name}`}
                aria-selected={view === name}
                aria-controls={`moderation-view-${name}`}
                className="studio-button"
                onClick={() => setView(name)}
              >
                {name === 'users' || name === 'audit' ? t(`users.tabs.${name}`) : t(`moderation.tabs.${name}`)}
              </button>
            ))}
          </div>
          {view === 'queue' ? (
            <div
              className="moderation__body"
              role="tabpanel"
              id="moderation-view-queue"
              aria-labelledby="moderation-tab-queue"
            >
              <QueuePanel desk={desk} />
              <OpenedPanel desk={desk} onBackToReports={() => setView('reports')} />
            </div>
          ) : (
            <div role="tabpanel" id={`moderation-view-${view}`} aria-labelledby={`moderation-tab-${view}`}>
              {view === 'reports' && (
                <ReportsPanel
                  onOpenAnnouncement={(id, reasons) => {
                    // The desk's own view: the same decisions, held for this moderator meanwhile.
                    setView('queue');
                    void desk.getState().open(id, { reasons });
                  }}
                />
              )}
              {view === 'users' && <UsersPanel desk={usersDesk} superAdmin={superAdmin} />}
              {view === 'audit' && (
                <AuditPanel
                  api={users}
                  onOpenUser={(id) => {
                    setView('users');
                    void usersDesk.getState().open(id);
                  }}
                />
              )}
            </div>
          )}
        </>
      ) : null}
    </div>
  );
}

/** The desk's keys, anywhere on the screen except while typing in a field. */
function useDeskKeys(desk: Desk | null) {
  useEffect(() => {
    if (!desk) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.repeat) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      const state = desk.getState();
      const command = deskCommand(event.code, {
        opened: state.current !== null,
        picker: state.picker,
        busy: state.busy !== null,
        reasons: state.reasonOrder,
      });
      if (!command) return;
      event.preventDefault();
      if (command.kind === 'takeNext') void state.takeNext();
      else if (command.kind === 'decide') void state.decide(command.decision);
      else if (command.kind === 'picker') state.openPicker(command.reason);
      else if (command.kind === 'closePicker') state.closePicker();
      else if (command.kind === 'skip') void state.skip();
      else void state.stop();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [desk]);
}

function DeskStats({ desk }: { desk: Desk }) {
  const { t, locale } = useI18n();
  const stats = useStore(desk, (state) => state.stats);
  if (!stats) return null;
  const oldest = stats.oldestWaitingSince
    ? formatRelative(new Date(stats.oldestWaitingSince), new Date(), locale)
    : t('moderation.stats.none');
  return (
    <section className="moderation__stats" aria-label={t('moderation.stats.label')}>
      <dl>
        <div data-stat="waiting">
          <dt>{t('moderation.stats.waiting')}</dt>
          <dd>{formatNumber(stats.queueSize)}</dd>
        </div>
        <div data-stat="held">
          <dt>{t('moderation.stats.held')}</dt>
          <dd>
            {formatNumber(stats.myLocked)}{' '}
            <small>{t('moderation.stats.heldAll', { count: formatNumber(stats.locked) })}</small>
          </dd>
        </div>
        <div data-stat="oldest">
          <dt>{t('moderation.stats.oldest')}</dt>
          <dd>{oldest}</dd>
        </div>
        <div data-stat="today">
          <dt>{t('moderation.stats.today')}</dt>
          <dd>
            {formatNumber(stats.decisionsToday)}{' '}
            <small>{t('moderation.stats.mine', { count: formatNumber(stats.myDecisionsToday) })}</small>
          </dd>
        </div>
      </dl>
    </section>
  );
}
