import { BadgeCheck, ImageOff, LayoutGrid, MapPin, MessageCircle, ShieldCheck, Store, Users } from 'lucide-react';
import { formatCount } from '../../../../../shared/domain/format';
import type { SiteStoreCardFragment } from '../../../../../shared/graphql/generated';
import { useI18n } from '../../i18n';
import { Link, storeSiteHref } from '../../navigation';
import { paths } from '../../routes';
import { FollowButton } from './FollowButton';
import { useFollow } from './use-follow';

/**
 * A store card (spec §3 "Store card"): picture, name, official and verified badges, followers
 * (abbreviated with k and m), announcements, wilaya and commune, four announcements with
 * pictures, a link to the store's site and the follow button.
 */
export function StoreCard({ store, onAskSignIn }: { store: SiteStoreCardFragment; onAskSignIn: () => void }) {
  const { t, locale } = useI18n();
  const follow = useFollow(store, onAskSignIn);
  const place = store.mainLocation?.location;
  const where = [place?.city?.name, place?.region?.name].filter(Boolean).join(', ');
  const href = storeSiteHref(store.url, locale);
  const headingId = `store-card-${store.id}`;
  return (
    <article className="store-card" aria-labelledby={headingId}>
      <header className="store-card__head">
        <a href={href} className="store-card__picture" tabIndex={-1} aria-hidden="true">
          {store.imageUrl ? (
            <img src={store.imageUrl} alt="" width={64} height={64} loading="lazy" decoding="async" />
          ) : (
            <span className="store-card__letter">
              {[...store.name.trim()][0]?.toUpperCase() ?? <Store size={24} />}
            </span>
          )}
        </a>
        <div className="store-card__identity">
          <h2 id={headingId} className="store-card__name">
            <a href={href}>{store.name}</a>
          </h2>
          {store.isOfficial || store.isVerified ? (
            <ul className="store-card__badges">
              {store.isOfficial ? (
                <li className="store-badge store-badge--official">
                  <ShieldCheck aria-hidden="true" size={14} />
                  {t('portal.stores.card.official')}
                </li>
              ) : null}
              {store.isVerified ? (
                <li className="store-badge store-badge--verified">
                  <BadgeCheck aria-hidden="true" size={14} />
                  {t('portal.stores.card.verified')}
                </li>
              ) : null}
            </ul>
          ) : null}
        </div>
      </header>
      <p className="store-card__stats">
        <span className="store-card__stat">
          <Users aria-hidden="true" size={14} />
          {follow.count === 1
            ? t('portal.stores.card.followers.one')
            : t('portal.stores.card.followers.many', { count: formatCount(follow.count) })}
        </span>
        <span className="store-card__stat">
          <LayoutGrid aria-hidden="true" size={14} />
          {store.announcementsCount === 0
            ? t('portal.stores.card.announcements.none')
            : store.announcementsCount === 1
              ? t('portal.stores.card.announcements.one')
              : t('portal.stores.card.announcements.many', { count: formatCount(store.announcementsCount) })}
        </span>
        {where ? (
          <span className="store-card__stat">
            <MapPin aria-hidden="true" size={14} />
            {where}
          </span>
        ) : null}
      </p>
      {store.description ? <p className="store-card__description">{store.description}</p> : null}
      <ul className="store-card__thumbs" aria-label={t('portal.stores.card.latest', { name: store.name })}>
        {store.announcements.slice(0, 4).map((announcement) => (
          <li key={announcement.id}>
            <Link href={paths.announcement(announcement)} title={announcement.title}>
              {announcement.defaultMedia ? (
                <img
                  src={announcement.defaultMedia.mediaUrl}
                  alt={announcement.title}
                  width={120}
                  height={120}
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                <span className="store-card__thumb-placeholder">
                  <ImageOff aria-hidden="true" size={20} />
                  <span className="visually-hidden">{announcement.title}</span>
                </span>
              )}
            </Link>
          </li>
        ))}
        {Array.from({ length: Math.max(0, 4 - store.announcements.length) }, (_, index) => (
          <li key={`empty-${index}`} className="store-card__thumb-empty" aria-hidden="true" />
        ))}
      </ul>
      <footer className="store-card__actions">
        <a href={href} className="button store-card__visit">
          {t('portal.stores.card.visit')}
          <span className="visually-hidden"> {store.name}</span>
        </a>
        <Link
          href={paths.messagesThread(`store-${store.id}`)}
          className="icon-button store-card__message"
          aria-label={t('portal.messenger.writeTo', { name: store.name })}
          title={t('portal.messenger.writeTo', { name: store.name })}
        >
          <MessageCircle aria-hidden="true" size={20} />
        </Link>
        <FollowButton follow={follow} name={store.name} />
      </footer>
    </article>
  );
}
