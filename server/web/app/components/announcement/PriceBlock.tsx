import { formatPrice } from '../../../../../shared/domain/format';
import { Price } from '../../../../../shared/ui/AnnouncementCardBody';
import { useI18n } from '../../i18n';
import type { ShownAnnouncement } from './types';

/**
 * The price as the spec shows it (§5): only when there is one (pricePreview above 0), the old
 * price likewise, with how firm it is and whether an exchange is considered.
 */
export function PriceBlock({ announcement }: { announcement: ShownAnnouncement }) {
  const { t, locale } = useI18n();
  const { pricePreview, oldPricePreview, priceUnit, priceType, exchangeType } = announcement;
  const tags = [
    priceType && priceType !== 'GIVEN' && pricePreview > 0 ? t(`portal.announcement.price.types.${priceType}`) : null,
    exchangeType !== 'NOT_EXCHANGEABLE' ? t(`portal.announcement.exchange.${exchangeType}`) : null,
  ].filter((tag): tag is string => tag !== null);
  if (pricePreview <= 0 && tags.length === 0) return null;
  return (
    <div className="price-block">
      {pricePreview > 0 ? (
        <p className="price-block__price">
          <span className="visually-hidden">{t('portal.announcement.price.label')} </span>
          <Price text={formatPrice(pricePreview, priceUnit, locale, priceType)} />
          {oldPricePreview > 0 ? (
            <del className="price-block__old">
              <span className="visually-hidden">{t('portal.announcement.price.old')} </span>
              <Price text={formatPrice(oldPricePreview, priceUnit, locale)} />
            </del>
          ) : null}
        </p>
      ) : null}
      {tags.length > 0 ? (
        <ul className="price-block__tags">
          {tags.map((tag) => (
            <li key={tag} className="tag">
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
