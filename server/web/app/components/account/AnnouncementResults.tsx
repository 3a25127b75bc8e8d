import type { ReactNode } from 'react';
import type { AnnouncementCardFragment } from '../../../../../shared/graphql/generated';
import { AnnouncementCard } from '../AnnouncementCard';
import { useI18n } from '../../i18n';
import { Pagination } from './Pagination';

/** What a profile list shows: its cards and where it is among its pages. */
export interface AnnouncementList {
  data: AnnouncementCardFragment[];
  paginatorInfo: { currentPage: number; lastPage: number };
}

/**
 * A profile tab's announcements: cards, pages, or a friendly empty state. While a
 * client-side change of tab or page loads (`list` still undefined), it says so.
 */
export function AnnouncementResults({
  list,
  empty,
  actionsOf,
}: {
  list: AnnouncementList | undefined;
  empty: ReactNode;
  /** Extra content under a card (the status of a past announcement). */
  actionsOf?: (announcement: AnnouncementCardFragment) => ReactNode;
}) {
  const { t } = useI18n();
  if (!list) return <p className="page-loading">{t('portal.layout.loading')}</p>;
  if (list.data.length === 0) return <div className="account-empty">{empty}</div>;
  return (
    <>
      <ul className="card-grid">
        {list.data.map((announcement) => (
          <li key={announcement.id}>
            <AnnouncementCard announcement={announcement} actions={actionsOf?.(announcement)} />
          </li>
        ))}
      </ul>
      <Pagination page={list.paginatorInfo.currentPage} lastPage={list.paginatorInfo.lastPage} />
    </>
  );
}
