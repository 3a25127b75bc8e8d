import { BadgeCheck, ShieldCheck, Store } from 'lucide-react';
import type { SiteStoreCardFragment } from '../../../graphql/generated';
import { formatCount } from '../../../domain/format';
import { STORE_LIMITS } from '../../../domain/stores';
import { decodeNumericEntities } from '../../../domain/text';
import { useSiteRender } from '../context';
import { useSiteText } from '../texts';

/**
 * A store card (spec §3 "Store card"): picture, name, official and verified badges, place,
 * follower count abbreviated (k, m), announcements count and its first 4 announcements with
 * pictures; it links to the store's site.
 */
export function StoreCard({ store }: { store: SiteStoreCardFragment }) {
  const { links } = useSiteRender();
  const t = useSiteText();
  const href = links.store(store);
  const place = [store.mainLocation?.location.city?.name, store.mainLocation?.location.region?.name]
    .filter(Boolean)
    .join(', ');
  const thumbnails = store.announcements.filter((a) => a.defaultMedia).slice(0, STORE_LIMITS.cardAnnouncements);
  return (
    <article className="site-store-card">
      <div className="site-store-card__head">
        {store.imageUrl ? (
          <img className="site-store-card__logo" src={store.imageUrl} alt="" loading="lazy" width={64} height={64} />
        ) : (
          <span className="site-store-card__logo" aria-hidden="true">
            <Store size={28} />
          </span>
        )}
        <div>
          <h3 className="site-store-card__name">
            <a href={href}>{store.name}</a>
          </h3>
          {place ? <p className="site-store-card__place">{place}</p> : null}
          <p className="site-store-card__badges">
            {store.isOfficial ? (
              <span className="site-badge" data-kind="official">
                <BadgeCheck aria-hidden="true" size={14} />
                {t('site.card.official')}
              </span>
            ) : null}
            {store.isVerified ? (
              <span className="site-badge" data-kind="verified">
                <ShieldCheck aria-hidden="true" size={14} />
                {t('site.card.verified')}
              </span>
            ) : null}
          </p>
        </div>
      </div>
      <p className="site-store-card__counts">
        <span>{t('site.card.followers', { count: formatCount(store.followerCount) })}</span>
        <span>{t('site.card.announcements', { count: formatCount(store.announcementsCount) })}</span>
      </p>
      {thumbnails.length > 0 ? (
        <ul className="site-store-card__thumbnails">
          {thumbnails.map((announcement) => (
            <li key={announcement.id}>
              <a href={links.announcement(announcement)} title={decodeNumericEntities(announcement.title)}>
                <img
                  src={announcement.defaultMedia?.mediaUrl}
                  alt={decodeNumericEntities(announcement.title)}
                  loading="lazy"
                  width={120}
                  height={120}
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
