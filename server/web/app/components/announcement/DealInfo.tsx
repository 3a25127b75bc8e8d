import { CreditCard, ExternalLink, Package, Truck } from 'lucide-react';
import { Price } from '../../../../../shared/ui/AnnouncementCardBody';
import { formatNumber, formatPrice } from '../../../../../shared/domain/format';
import { useI18n } from '../../i18n';
import type { ShownAnnouncement } from './types';

/** Only web addresses are followed from an announcement (the guide's allow-list; mailto and tel make no order page). */
function webAddress(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * How the deal is done: delivery, payment, stock, the seller's order page, and the variants with
 * their own prices. Categories that never deliver (jobs, property) say nothing about delivery.
 */
export function DealInfo({ announcement }: { announcement: ShownAnnouncement }) {
  const { t, locale } = useI18n();
  const orderUrl = webAddress(announcement.orderExternalUrl);
  const deliveryText = announcement.hasDelivery
    ? announcement.deliveryType
      ? t(`portal.announcement.deal.deliveryTypes.${announcement.deliveryType}`)
      : t('portal.announcement.deal.delivery')
    : announcement.category.deliveryType
      ? t('portal.announcement.deal.noDelivery')
      : null;
  const rows = [
    deliveryText ? { icon: Truck, label: t('portal.announcement.deal.delivery'), value: deliveryText } : null,
    announcement.paymentMethod
      ? {
          icon: CreditCard,
          label: t('portal.announcement.deal.payment'),
          value: t(`portal.announcement.deal.paymentMethods.${announcement.paymentMethod}`),
        }
      : null,
    announcement.quantity !== null
      ? { icon: Package, label: t('portal.announcement.deal.quantity'), value: formatNumber(announcement.quantity) }
      : null,
  ].filter((row) => row !== null);
  if (rows.length === 0 && !orderUrl && announcement.variants.length === 0) return null;

  return (
    <section className="announcement-section" aria-labelledby="announcement-deal">
      <h2 id="announcement-deal">{t('portal.announcement.sections.deal')}</h2>
      {rows.length > 0 ? (
        <dl className="deal">
          {rows.map(({ icon: Icon, label, value }) => (
            <div key={label} className="deal__row">
              <dt>
                <Icon aria-hidden="true" size={18} />
                {label}
              </dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {announcement.variants.length > 0 ? (
        <>
          <h3>{t('portal.announcement.sections.variants')}</h3>
          <ul className="variants">
            {announcement.variants.map((variant) => (
              <li key={variant.id} className="variants__item">
                <span>
                  {variant.specifications.map((spec) => `${spec.specification.label} : ${spec.valueText}`).join(' · ')}
                </span>
                {variant.pricePreview > 0 ? (
                  <strong>
                    <Price text={formatPrice(variant.pricePreview, announcement.priceUnit, locale)} />
                  </strong>
                ) : null}
                {variant.quantity !== null ? (
                  <span className="variants__stock">
                    {t('portal.announcement.deal.variantStock', { count: formatNumber(variant.quantity) })}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {orderUrl ? (
        <p>
          <a className="button" href={orderUrl} target="_blank" rel="noopener noreferrer nofollow">
            <ExternalLink aria-hidden="true" size={18} />
            {t('portal.announcement.deal.orderExternal')}
          </a>
        </p>
      ) : null}
    </section>
  );
}
