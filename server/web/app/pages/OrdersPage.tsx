import { Package } from 'lucide-react';
import { Price } from '../../../../shared/ui/AnnouncementCardBody';
import { useMutation } from 'urql';
import { formatDay } from '../../../../shared/domain/format';
import {
  MyOrdersDocument,
  OrderDocument,
  OrderMoveDocument,
  type OrderFieldsFragment,
} from '../../../../shared/graphql/generated';
import { useQuery } from '../../../../shared/graphql/use-query';
import { dinars } from '../components/cart/money';
import { Head } from '../head';
import { useI18n } from '../i18n';
import { Link } from '../navigation';
import type { PageProps } from './page-props';
import { paths } from '../routes';

/** An order's state, as a chip. */
function StatusChip({ status }: { status: OrderFieldsFragment['status'] }) {
  const { t } = useI18n();
  return (
    <span className={`order-status order-status--${status.toLowerCase()}`}>
      {t(`portal.checkout.orders.status.${status}`)}
    </span>
  );
}

/**
 * The buyer's orders (`/show-delivery-list`) and one of them (`/show-delivery/{id}`): its state and
 * tracking number, its lines, where it goes, and its history. A buyer may cancel an order the
 * seller has not confirmed yet (the server's state machine says which moves are open: `actions`).
 */
export default function OrdersPage({ params }: PageProps) {
  return params.id ? <OrderDetail id={params.id} /> : <OrderList />;
}

function OrderList() {
  const { t, locale } = useI18n();
  const [orders] = useQuery({ query: MyOrdersDocument, variables: { page: 1 }, requestPolicy: 'cache-and-network' });
  const title = t('portal.checkout.orders.title');
  const list = orders.data?.myOrders.data ?? [];
  return (
    <section className="orders narrow">
      <Head title={title} noIndex />
      <h1>{title}</h1>
      {orders.data && list.length === 0 && (
        <div className="popover__empty">
          <Package aria-hidden="true" size={32} />
          <p>{t('portal.checkout.orders.empty')}</p>
          <Link href={paths.search()} className="button">
            {t('portal.checkout.cart.browse')}
          </Link>
        </div>
      )}
      <ul className="orders__list">
        {list.map((order) => (
          <li key={order.id} className="orders__row">
            <Link href={paths.order(order.id)} className="orders__link">
              <strong>{t('portal.checkout.orders.order', { id: order.id })}</strong>
              <span>{order.store?.name ?? order.seller.displayName}</span>
              <span>{t('portal.checkout.orders.placedOn', { date: formatDay(new Date(order.createdAt)) })}</span>
              <Price text={dinars(order.total, locale)} />
            </Link>
            <StatusChip status={order.status} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function OrderDetail({ id }: { id: string }) {
  const { t, locale } = useI18n();
  const [result] = useQuery({ query: OrderDocument, variables: { id }, requestPolicy: 'cache-and-network' });
  const [moving, move] = useMutation(OrderMoveDocument);
  const order = result.data?.order;
  if (result.data && !order) {
    return (
      <section className="orders narrow">
        <Head title={t('portal.checkout.orders.title')} noIndex />
        <p role="alert">{t('portal.checkout.alerts.orderNotSaved')}</p>
        <Link href={paths.orders()}>{t('portal.checkout.orders.back')}</Link>
      </section>
    );
  }
  if (!order) return null;
  const title = t('portal.checkout.orders.order', { id: order.id });
  return (
    <section className="orders order narrow">
      <Head title={title} noIndex />
      <Link href={paths.orders()} className="orders__back">
        {t('portal.checkout.orders.back')}
      </Link>
      <header className="order__head">
        <h1>{title}</h1>
        <StatusChip status={order.status} />
      </header>
      <p>
        {t('portal.checkout.orders.placedOn', { date: formatDay(new Date(order.createdAt), { withTime: true }) })} ·{' '}
        {t('portal.checkout.orders.seller')} : {order.store?.name ?? order.seller.displayName}
      </p>
      {order.trackingNumber && (
        <p className="order__tracking">
          {t('portal.checkout.orders.tracking')} : <bdi dir="ltr">{order.trackingNumber}</bdi> · {order.provider.name}
        </p>
      )}
      {order.reason && <p className="order__reason">{order.reason}</p>}
      <ul className="order__items">
        {order.items.map((item) => (
          <li key={item.id}>
            {item.announcement ? (
              <Link href={paths.announcement(item.announcement)}>
                <bdi>{item.title}</bdi>
              </Link>
            ) : (
              <bdi>{item.title}</bdi>
            )}
            <span>
              × {item.quantity} · <Price text={dinars(item.unitPrice, locale)} />
            </span>
          </li>
        ))}
      </ul>
      <dl className="order__totals">
        <dt>{t('portal.checkout.summary.items')}</dt>
        <dd>
          <Price text={dinars(order.subtotal, locale)} />
        </dd>
        <dt>{t('portal.checkout.summary.delivery')}</dt>
        <dd>
          {order.provider.name} · {t(`portal.checkout.delivery.${order.deliveryMode === 'HOME' ? 'home' : 'pickup'}`)} ·{' '}
          {order.deliveryPrice === 0 ? (
            t('portal.checkout.delivery.free')
          ) : (
            <Price text={dinars(order.deliveryPrice, locale)} />
          )}
        </dd>
        <dt>{t('portal.checkout.summary.payment')}</dt>
        <dd>
          {t(`portal.checkout.payment.${order.paymentMethod}`)}
          {order.paymentStatus !== 'NONE' && (
            <>
              {' · '}
              {order.paymentStatus === 'PAID' ? (
                t('portal.checkout.online.status.PAID')
              ) : (
                <Link href={paths.payment(order.checkoutId)}>
                  {t(`portal.checkout.online.status.${order.paymentStatus}`)}
                </Link>
              )}
            </>
          )}
        </dd>
        <dt>{t('portal.checkout.summary.total')}</dt>
        <dd>
          <strong>
            <Price text={dinars(order.total, locale)} />
          </strong>
        </dd>
        <dt>{t('portal.checkout.summary.shipTo')}</dt>
        <dd>
          {order.contactName} · {order.address}, {order.city.name}, {order.region.name}
        </dd>
      </dl>
      <h2>{t('portal.checkout.orders.history')}</h2>
      <ol className="order__history">
        {order.history.map((event) => (
          <li key={event.id}>
            <time dateTime={event.at}>{formatDay(new Date(event.at), { withTime: true })}</time>{' '}
            {t(`portal.checkout.orders.actor.${event.actor}`)} → {t(`portal.checkout.orders.status.${event.to}`)}
            {event.reason ? ` · ${event.reason}` : ''}
          </li>
        ))}
      </ol>
      {order.actions.includes('cancel') && (
        <button
          type="button"
          className="button"
          disabled={moving.fetching}
          onClick={() => void move({ id: order.id, action: 'cancel' })}
        >
          {t('portal.checkout.orders.cancel')}
        </button>
      )}
      {moving.error && (
        <p className="form-error" role="alert">
          {moving.error.graphQLErrors[0]?.message ?? t('portal.checkout.alerts.formNotSent')}
        </p>
      )}
    </section>
  );
}
