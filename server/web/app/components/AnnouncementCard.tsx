import { ImageOff, Store, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AnnouncementCardFragment } from '../../../../shared/graphql/generated';
import { formatPrice } from '../../../../shared/domain/format';
import { CARD_TITLE_LIMITS, decodeNumericEntities, truncate } from '../../../../shared/domain/text';
import { useI18n } from '../i18n';
import { Link } from '../navigation';
import { paths } from '../routes';

/**
 * The announcement card of every list (spec §3 "Announcement card", §5 "Cards"): picture, title
 * cut to 80 characters on desktop and 70 on phones, price only when there is one, old price
 * likewise, delivery and store marks.
 */
export function AnnouncementCard({
  announcement,
  actions,
}: {
  announcement: AnnouncementCardFragment;
  /** Extra controls under the card's text (like, bookmark, owner actions). */
  actions?: ReactNode;
}) {
  const { locale, t } = useI18n();
  const title = decodeNumericEntities(announcement.title);
  const href = paths.announcement(announcement);
  return (
    <article className="card">
      <Link href={href} className="card__media" tabIndex={-1} aria-hidden="true">
        {announcement.defaultMedia ? (
          <img
            src={announcement.defaultMedia.mediaUrl}
            alt=""
            loading="lazy"
            decoding="async"
            width={360}
            height={270}
          />
        ) : (
          <span className="card__placeholder">
            <ImageOff size={32} />
          </span>
        )}
      </Link>
      <div className="card__body">
        <h3 className="card__title">
          <Link href={href} title={title}>
            <span className="only-desktop">{truncate(title, CARD_TITLE_LIMITS.desktop)}</span>
            <span className="only-mobile">{truncate(title, CARD_TITLE_LIMITS.mobile)}</span>
          </Link>
        </h3>
        {announcement.pricePreview > 0 ? (
          <p className="card__price">
            {formatPrice(announcement.pricePreview, announcement.priceUnit, locale, announcement.priceType)}
            {announcement.oldPricePreview > 0 ? (
              <del className="card__old-price">
                {formatPrice(announcement.oldPricePreview, announcement.priceUnit, locale)}
              </del>
            ) : null}
          </p>
        ) : null}
        <p className="card__meta">
          {announcement.isFromStore && announcement.store ? (
            <span className="card__tag">
              <Store aria-hidden="true" size={14} />
              {announcement.store.name}
            </span>
          ) : null}
          {announcement.hasDelivery ? (
            <span className="card__tag">
              <Truck aria-hidden="true" size={14} />
              {t('portal.layout.delivery')}
            </span>
          ) : null}
        </p>
        {actions}
      </div>
    </article>
  );
}
