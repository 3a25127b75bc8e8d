import type { ReactNode } from 'react';
import type { AnnouncementCardFragment } from '../../../../../shared/graphql/generated';
import { AnnouncementCard } from '../AnnouncementCard';
import { Link } from '../../navigation';
import { useI18n } from '../../i18n';

/**
 * A titled row of announcement cards: a grid on wide screens, a row that scrolls sideways on
 * phones, with a "see all" link to the full list.
 */
export function CardRow({
  id,
  title,
  icon,
  meta,
  seeAllHref,
  announcements,
}: {
  id: string;
  title: string;
  icon?: ReactNode;
  /** A line beside the title (how many announcements there are). */
  meta?: string;
  seeAllHref?: string;
  announcements: readonly AnnouncementCardFragment[];
}) {
  const { t } = useI18n();
  const headingId = `${id}-title`;
  return (
    <section className="home-row" aria-labelledby={headingId}>
      <div className="home-row__header">
        <h2 id={headingId} className="home-row__title">
          {icon ? <span className="home-row__icon">{icon}</span> : null}
          <span>{title}</span>
        </h2>
        {meta ? <span className="home-row__meta">{meta}</span> : null}
        {seeAllHref ? (
          <Link href={seeAllHref} className="home-row__see-all">
            {t('portal.home.seeAll')}
            {/* Which list, for screen readers going from link to link. */}
            <span className="visually-hidden"> — {title}</span>
          </Link>
        ) : null}
      </div>
      <ul className="home-row__cards">
        {announcements.map((announcement) => (
          <li key={announcement.id}>
            <AnnouncementCard announcement={announcement} />
          </li>
        ))}
      </ul>
    </section>
  );
}
