import { Check } from 'lucide-react';
import { Price } from '../../../../../shared/ui/AnnouncementCardBody';
import type { OrderFieldsFragment, PaymentFieldsFragment } from '../../../../../shared/graphql/generated';
import { UNPAID_ORDER_HOLD_MINUTES } from '../../../../../shared/domain/orders';
import { Head } from '../../head';
import { useI18n } from '../../i18n';
import { Link } from '../../navigation';
import { paths } from '../../routes';
import { dinars } from './money';
import { PayButton } from './PaymentPanel';

/** What a placed checkout made: its orders, one per seller, and (when one is due) its online payment. */
export interface PlacedCheckout {
  id: string;
  orders: OrderFieldsFragment[];
  payment: PaymentFieldsFragment | null;
}

/** The checkout's end: the orders made, and the way to pay what is due online now. */
export function CheckoutDone({ placed }: { placed: PlacedCheckout }) {
  const { t, locale } = useI18n();
  const awaiting = placed.payment?.status === 'PENDING' || placed.payment?.status === 'FAILED';
  return (
    <section className="checkout checkout--done narrow">
      <Head title={t('portal.checkout.done.title')} noIndex />
      <Check aria-hidden="true" size={40} className="checkout__done-icon" />
      <h1>{awaiting ? t('portal.checkout.online.awaitingTitle') : t('portal.checkout.done.title')}</h1>
      <p>
        {awaiting
          ? t('portal.checkout.online.awaitingLead', { minutes: UNPAID_ORDER_HOLD_MINUTES })
          : t('portal.checkout.done.lead')}
      </p>
      {awaiting && placed.payment && <PayButton checkoutId={placed.id} payment={placed.payment} />}
      <ul className="checkout__placed">
        {placed.orders.map((order) => (
          <li key={order.id}>
            <Link href={paths.order(order.id)}>{t('portal.checkout.orders.order', { id: order.id })}</Link>
            {' · '}
            {order.store?.name ?? order.seller.displayName}
            {' · '}
            <Price text={dinars(order.total, locale)} />
          </li>
        ))}
      </ul>
      <Link href={paths.orders()} className="button button--primary">
        {t('portal.checkout.done.orders')}
      </Link>
    </section>
  );
}
