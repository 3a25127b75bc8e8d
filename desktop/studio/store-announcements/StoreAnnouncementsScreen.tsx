import { useEffect, useMemo, useRef, useState } from 'react';
import { useI18n, useStudioConnection } from '../kernel';
import { AnnouncementListView } from './AnnouncementListView';
import { createAnnouncementList } from './list-store';
import { createStatistics } from './statistics-store';
import { StatisticsPanel } from './StatisticsPanel';
import { storeStudioApi } from './store-api';
import './store-announcements.css';

/** The store an announcements screen is open on. */
export interface AnnouncementsStore {
  id: string;
  name: string;
}

/**
 * A store's announcements and statistics in the studio (issue 7). Editing and creating belong to
 * the publishing form: `onEdit(id)` for a row, `onEdit(null)` for a new one. `reloadKey` reloads
 * the list when it changes (after the form saved).
 */
export function StoreAnnouncementsScreen({
  store,
  onExit,
  onEdit,
  reloadKey = 0,
}: {
  store: AnnouncementsStore;
  onExit: () => void;
  onEdit: (announcementId: string | null) => void;
  reloadKey?: number;
}) {
  const { t } = useI18n();
  const { client } = useStudioConnection();
  const api = useMemo(() => storeStudioApi(client), [client]);
  const list = useMemo(() => createAnnouncementList(api, store.id), [api, store.id]);
  const stats = useMemo(() => createStatistics(api, { kind: 'store', storeId: store.id }), [api, store.id]);
  const [view, setView] = useState<'list' | 'statistics'>('list');
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    void list.getState().load();
  }, [list, reloadKey]);
  useEffect(() => {
    void stats.getState().load();
  }, [stats]);
  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <div className="store-studio">
      <header className="studio-lands__bar">
        <button type="button" className="studio-button" onClick={onExit}>
          {t('storeAnnouncements.back')}
        </button>
        <h1 ref={heading} tabIndex={-1} className="store-studio__title">
          {t('storeAnnouncements.title', { name: store.name })}
        </h1>
        <button type="button" className="studio-button studio-button--primary" onClick={() => onEdit(null)}>
          {t('storeAnnouncements.new')}
        </button>
      </header>
      <main className="store-studio__body">
        <div className="store-studio__tabs" role="tablist" aria-label={t('storeAnnouncements.tabs.label')}>
          {(['list', 'statistics'] as const).map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={`store-tab-${name}`}
              aria-selected={view === name}
              aria-controls={`store-view-${name}`}
              className="studio-button"
              onClick={() => setView(name)}
            >
              {t(`storeAnnouncements.tabs.${name}`)}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`store-view-${view}`} aria-labelledby={`store-tab-${view}`}>
          {view === 'list' ? (
            <AnnouncementListView
              list={list}
              onEdit={onEdit}
              onStatistics={(row) => {
                stats.getState().setTarget({ kind: 'announcement', id: row.id, title: row.title });
                setView('statistics');
              }}
            />
          ) : (
            <StatisticsPanel
              stats={stats}
              onWholeStore={() => stats.getState().setTarget({ kind: 'store', storeId: store.id })}
            />
          )}
        </div>
      </main>
    </div>
  );
}
