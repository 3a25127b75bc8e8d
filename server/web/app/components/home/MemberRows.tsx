import { Bookmark, History } from 'lucide-react';
import { useQuery } from '../../../../../shared/graphql/use-query';
import {
  MyBookmarkedAnnouncementsDocument,
  MyViewedAnnouncementsDocument,
} from '../../../../../shared/graphql/generated';
import { useI18n } from '../../i18n';
import { paths } from '../../routes';
import type { Viewer } from '../../session';
import { CardRow } from './CardRow';
import { FEED_SIZE } from './CategoryFeed';

/** The member's favourites (bookmarks), shown when there are some. */
export function FavouritesRow({ viewer }: { viewer: Viewer }) {
  const { t } = useI18n();
  const [{ data }] = useQuery({
    query: MyBookmarkedAnnouncementsDocument,
    variables: { count: FEED_SIZE, mediaSize: 'SMALL' },
  });
  const announcements = data?.myBookmarkedAnnouncements.data ?? [];
  if (announcements.length === 0) return null;
  return (
    <CardRow
      id="favourites"
      title={t('portal.home.favouritesTitle')}
      icon={<Bookmark aria-hidden="true" size={20} />}
      seeAllHref={paths.member(viewer.id, 'bookmarks')}
      announcements={announcements}
    />
  );
}

/** The announcements the member looked at lately, shown when there are some. */
export function HistoryRow({ viewer }: { viewer: Viewer }) {
  const { t } = useI18n();
  const [{ data }] = useQuery({
    query: MyViewedAnnouncementsDocument,
    variables: { count: FEED_SIZE, mediaSize: 'SMALL' },
  });
  const announcements = data?.myViewedAnnouncements.data ?? [];
  if (announcements.length === 0) return null;
  return (
    <CardRow
      id="history"
      title={t('portal.home.historyTitle')}
      icon={<History aria-hidden="true" size={20} />}
      seeAllHref={paths.member(viewer.id, 'viewed')}
      announcements={announcements}
    />
  );
}
