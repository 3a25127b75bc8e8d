import { Price } from '../../../../../shared/ui/AnnouncementCardBody';
import { amountDueOnline, orderPaymentMethod } from '../../../../../shared/domain/orders';
import type { CartFieldsFragment } from '../../../../../shared/graphql/generated';
import { useI18n } from '../../i18n';
import { selectedPhones, type CheckoutValues } from './checkout-form';
import { dinars } from './money';

type Group = CartFieldsFragment['groups'][number];

/** What one seller's order will cost and how it is paid, as the server will compute it. */
export function orderOf(group: Group, deliveryPrice: number) {
  const items = group.items;
  const free = items.every((item) => item.announcement.deliveryType === 'DELIVERY_FREE');
  const subtotal = items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
  const delivery = free ? 0 : deliveryPrice;
  const methods = items.map((item) => item.announcement.paymentMethod ?? 'PAYMENT_ON_DELIVERY');
  return { subtotal, delivery, total: subtotal + delivery, payment: orderPaymentMethod(methods) };
}

export type CheckoutOrder = ReturnType<typeof orderOf> & { group: Group };

/** The checkout's validate step: where it goes, then each seller's order with its delivery, payment and total. */
export function CheckoutValidateStep({
  values,
  orders,
  placing,
  onBack,
  onPlace,
}: {
  values: CheckoutValues;
  orders: CheckoutOrder[];
  placing: boolean;
  onBack: () => void;
  onPlace: () => void;
}) {
  const { t, locale } = useI18n();
  return (
    <div className="checkout__validate">
      <p>
        {t('portal.checkout.summary.shipTo')} : {values.contactName} · <bdi>{selectedPhones(values).join(', ')}</bdi> ·{' '}
        {values.address}
      </p>
      {orders.map(({ group, subtotal, delivery, total, payment }) => (
        <article key={group.key} className="checkout__order">
          <h3>
            {t('portal.checkout.summary.order', {
              seller: group.store?.name ?? group.seller.displayName ?? group.seller.username ?? '',
            })}
          </h3>
          <dl>
            <dt>{t('portal.checkout.summary.items')}</dt>
            <dd>
              <Price text={dinars(subtotal, locale)} />
            </dd>
            <dt>{t('portal.checkout.summary.delivery')}</dt>
            <dd>{delivery === 0 ? t('portal.checkout.delivery.free') : <Price text={dinars(delivery, locale)} />}</dd>
            <dt>{t('portal.checkout.summary.payment')}</dt>
            <dd>{t(`portal.checkout.payment.${payment}`)}</dd>
            {amountDueOnline(payment, total) > 0 && (
              <>
                <dt>{t('portal.checkout.online.due')}</dt>
                <dd>
                  <Price text={dinars(amountDueOnline(payment, total), locale)} />
                </dd>
              </>
            )}
            <dt>{t('portal.checkout.summary.total')}</dt>
            <dd>
              <strong>
                <Price text={dinars(total, locale)} />
              </strong>
            </dd>
          </dl>
        </article>
      ))}
      <div className="checkout__actions">
        <button type="button" className="button" onClick={onBack}>
          {t('portal.checkout.back')}
        </button>
        <button type="button" className="button button--primary" disabled={placing} onClick={onPlace}>
          {placing ? t('portal.checkout.placing') : t('portal.checkout.place')}
        </button>
      </div>
    </div>
  );
}
