import { CalendarDays, Eye, MapPin } from 'lucide-react';
import { formatDay, formatNumber, formatRelative } from '../../../../../shared/domain/format';
import { useI18n } from '../../i18n';
import { PriceBlock } from './PriceBlock';
import type { ShownAnnouncement } from './types';

/** The top of the page: title, price, where, when, reference and views. */
export function AnnouncementSummary({ announcement, title }: { announcement: ShownAnnouncement; title: string }) {
  const { t, locale } = useI18n();
  const date = new Date(announcement.createdAt);
  const place = announcement.locations[0];
  return (
    <header className="summary">
      <h1 id="announcement-title" className="summary__title" dir="auto">
        {title}
      </h1>
      <PriceBlock announcement={announcement} />
      <ul className="summary__facts">
        {place ? (
          <li>
            <MapPin aria-hidden="true" size={16} />
            {t('portal.announcement.location.place', { city: place.city.name, region: place.region.name })}
          </li>
        ) : null}
        <li>
          <CalendarDays aria-hidden="true" size={16} />
          <span>
            {t('portal.announcement.published', { date: formatDay(date) })}
            {' · '}
            {/* Relative dates depend on the moment they are rendered: the browser's may differ from the server's. */}
            <time dateTime={announcement.createdAt} suppressHydrationWarning>
              {formatRelative(date, new Date(), locale)}
            </time>
          </span>
        </li>
        <li>
          <Eye aria-hidden="true" size={16} />
          {t('portal.announcement.views', { count: formatNumber(announcement.viewCount) })}
        </li>
        <li className="summary__reference">
          {t('portal.announcement.reference', { reference: announcement.reference })}
        </li>
      </ul>
    </header>
  );
}
