import { BadgeCheck, ShieldCheck, Store, User } from 'lucide-react';
import { formatCount } from '../../../../../shared/domain/format';
import { useI18n } from '../../i18n';
import { Link, storeSiteHref } from '../../navigation';
import { paths } from '../../routes';
import type { ShownAnnouncement } from './types';

/** The first letter of a name, for the avatar of someone without a picture. */
function initialOf(name: string): string {
  return [...name.trim()][0]?.toUpperCase() ?? '?';
}

/**
 * Who sells: the store (with its official and verified badges when it shows as a store, spec
 * §6) or the member, with a link to their page and other announcements.
 */
export function SellerBlock({ announcement }: { announcement: ShownAnnouncement }) {
  const { t, locale } = useI18n();
  const store = announcement.isFromStore ? announcement.store : null;
  if (store) {
    return (
      <section className="seller" aria-labelledby="announcement-seller">
        <h2 id="announcement-seller" className="visually-hidden">
          {t('portal.announcement.sections.seller')}
        </h2>
        <div className="seller__identity">
          {store.imageUrl ? (
            <img className="seller__avatar" src={store.imageUrl} alt="" width={56} height={56} />
          ) : (
            <span className="seller__avatar seller__avatar--letter" aria-hidden="true">
              {initialOf(store.name)}
            </span>
          )}
          <div>
            <p className="seller__name">{store.name}</p>
            <p className="seller__kind">
              <Store aria-hidden="true" size={16} />
              {t('portal.announcement.seller.store')}
              {store.followerCount > 0 ? (
                <> · {t('portal.announcement.seller.followers', { count: formatCount(store.followerCount) })}</>
              ) : null}
            </p>
          </div>
        </div>
        {store.viewAsStore && (store.isOfficial || store.isVerified) ? (
          <ul className="seller__badges">
            {store.isOfficial ? (
              <li className="tag tag--trust">
                <ShieldCheck aria-hidden="true" size={16} />
                {t('portal.announcement.seller.official')}
              </li>
            ) : null}
            {store.isVerified ? (
              <li className="tag tag--trust">
                <BadgeCheck aria-hidden="true" size={16} />
                {t('portal.announcement.seller.verified')}
              </li>
            ) : null}
          </ul>
        ) : null}
        {store.viewAsStore ? (
          <a className="seller__link" href={storeSiteHref(store.url, locale)}>
            {t('portal.announcement.seller.visitStore')}
          </a>
        ) : null}
      </section>
    );
  }
  const name =
    announcement.user.displayName ?? announcement.user.username ?? t('portal.announcement.comment.anonymous');
  return (
    <section className="seller" aria-labelledby="announcement-seller">
      <h2 id="announcement-seller" className="visually-hidden">
        {t('portal.announcement.sections.seller')}
      </h2>
      <div className="seller__identity">
        {announcement.user.avatarUrl ? (
          <img className="seller__avatar" src={announcement.user.avatarUrl} alt="" width={56} height={56} />
        ) : (
          <span className="seller__avatar seller__avatar--letter" aria-hidden="true">
            {initialOf(name)}
          </span>
        )}
        <div>
          <p className="seller__name">{name}</p>
          <p className="seller__kind">
            <User aria-hidden="true" size={16} />
            {t('portal.announcement.seller.member')}
          </p>
        </div>
      </div>
      <Link className="seller__link" href={paths.member(announcement.user.id)}>
        {t('portal.announcement.seller.profile')}
      </Link>
    </section>
  );
}
