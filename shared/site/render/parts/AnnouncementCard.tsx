import { ImageOff, Truck } from 'lucide-react';
import type { SiteListedAnnouncement } from '../context';
import { formatPrice } from '../../../domain/format';
import { CARD_TITLE_LIMITS, decodeNumericEntities, truncate } from '../../../domain/text';
import { useSiteRender } from '../context';
import { useSiteText } from '../texts';

/**
 * An announcement card of the site's lists (spec §3 "Announcement card", §5): picture, title cut
 * to 80 characters on wide screens and 70 on phones (entities decoded), price only when
 * pricePreview > 0, old price only when oldPricePreview > 0, delivery mark; it links to the
 * announcement inside the site.
 */
export function AnnouncementCard({ announcement }: { announcement: SiteListedAnnouncement }) {
  const { locale, links } = useSiteRender();
  const t = useSiteText();
  const title = decodeNumericEntities(announcement.title);
  const href = links.announcement(announcement);
  return (
    <article className="site-card">
      <a href={href} className="site-card__media" tabIndex={-1} aria-hidden="true">
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
          <span className="site-card__placeholder">
            <ImageOff size={28} />
          </span>
        )}
      </a>
      <div className="site-card__body">
        <h3 className="site-card__title">
          <a href={href} title={title}>
            <span className="site-wide-only">{truncate(title, CARD_TITLE_LIMITS.desktop)}</span>
            <span className="site-narrow-only">{truncate(title, CARD_TITLE_LIMITS.mobile)}</span>
          </a>
        </h3>
        {announcement.pricePreview > 0 ? (
          <p className="site-card__price">
            {formatPrice(announcement.pricePreview, announcement.priceUnit, locale, announcement.priceType)}
            {announcement.oldPricePreview > 0 ? (
              <del className="site-card__old-price">
                <span className="site-visually-hidden">{t('site.card.oldPrice')} </span>
                {formatPrice(announcement.oldPricePreview, announcement.priceUnit, locale)}
              </del>
            ) : null}
          </p>
        ) : null}
        {announcement.hasDelivery ? (
          <p className="site-card__meta">
            <Truck aria-hidden="true" size={14} />
            {t('site.card.delivery')}
          </p>
        ) : null}
      </div>
    </article>
  );
}
