import type { SiteListedAnnouncement } from '../context';
import { useSiteText } from '../texts';
import { AnnouncementCard } from './AnnouncementCard';
import { Notice } from './Notice';

/**
 * Announcement cards in a grid (`columns` per row on wide screens), in rows (`list`), or in one
 * scrolling row (`carousel`, snapping card by card without script). An empty list says so.
 */
export function AnnouncementCards({
  announcements,
  variant,
  columns,
}: {
  announcements: readonly SiteListedAnnouncement[];
  variant: 'grid' | 'list' | 'carousel';
  columns?: number;
}) {
  const t = useSiteText();
  if (announcements.length === 0) return <Notice>{t('site.list.empty')}</Notice>;
  return (
    <ul className="site-cards" data-variant={variant} data-columns={columns}>
      {announcements.map((announcement) => (
        <li key={announcement.id}>
          <AnnouncementCard announcement={announcement} />
        </li>
      ))}
    </ul>
  );
}
