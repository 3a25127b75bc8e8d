import { CreditCard } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useMutation } from 'urql';
import {
  CheckoutStatusDocument,
  PaymentStartDocument,
  type PaymentFieldsFragment,
} from '../../../../../shared/graphql/generated';
import { useQuery } from '../../../../../shared/graphql/use-query';
import { Price } from '../../../../../shared/ui/AnnouncementCardBody';
import { useI18n } from '../../i18n';
import { Link } from '../../navigation';
import { paths } from '../../routes';
import { dinars } from './money';

/** Sends the buyer to the payment provider's hosted checkout (the address comes from paymentStart). */
export function PayButton({ checkoutId, payment }: { checkoutId: string; payment: PaymentFieldsFragment }) {
  const { t, locale } = useI18n();
  const [starting, start] = useMutation(PaymentStartDocument);
  const [failed, setFailed] = useState<string | null>(null);
  const pay = async () => {
    setFailed(null);
    const result = await start({ checkoutId });
    const url = result.data?.paymentStart.checkoutUrl;
    if (url) window.location.assign(url);
    else setFailed(result.error?.graphQLErrors[0]?.message ?? t('portal.checkout.alerts.formNotSent'));
  };
  return (
    <>
      <button type="button" className="button button--primary" disabled={starting.fetching} onClick={() => void pay()}>
        <CreditCard aria-hidden="true" size={18} />
        {starting.fetching ? (
          t('portal.checkout.online.redirecting')
        ) : (
          <Price text={t('portal.checkout.online.pay', { amount: dinars(payment.amount, locale) })} />
        )}
      </button>
      {failed && (
        <p className="form-error" role="alert">
          {failed}
        </p>
      )}
    </>
  );
}

/**
 * Where the provider sends the buyer back (`/checkout/confirm?checkout={id}`): the buyer's return
 * proves nothing, so the page asks the server where the payment stands (only the provider's signed
 * webhook settles it) and asks again every two seconds while it waits.
 */
export function PaymentReturn({ checkoutId }: { checkoutId: string }) {
  const { t } = useI18n();
  const [result, refetch] = useQuery({
    query: CheckoutStatusDocument,
    variables: { id: checkoutId },
    requestPolicy: 'network-only',
  });
  const checkout = result.data?.checkout;
  const status = checkout?.payment?.status ?? null;
  useEffect(() => {
    if (status !== 'PENDING') return;
    const timer = setInterval(() => refetch({ requestPolicy: 'network-only' }), 2000);
    return () => clearInterval(timer);
  }, [status, refetch]);
  if (result.data && !checkout) return <p role="alert">{t('portal.checkout.alerts.orderNotSaved')}</p>;
  if (!checkout?.payment) return null;
  // Never started (or left before paying): there is nothing to wait for yet.
  const key =
    status === 'PAID' ? 'paid' : status === 'FAILED' ? 'failed' : checkout.payment.checkoutUrl ? 'pending' : 'awaiting';
  return (
    <section className={`checkout checkout--done narrow checkout--payment-${key}`}>
      <h1>{t(`portal.checkout.online.${key}Title`)}</h1>
      <p role="status">{t(`portal.checkout.online.${key}Lead`)}</p>
      {status !== 'PAID' && <PayButton checkoutId={checkoutId} payment={checkout.payment} />}
      <ul className="checkout__placed">
        {checkout.orders.map((order) => (
          <li key={order.id}>
            <Link href={paths.order(order.id)}>{t('portal.checkout.orders.order', { id: order.id })}</Link>
            {' · '}
            {t(`portal.checkout.online.status.${order.paymentStatus}`)}
          </li>
        ))}
      </ul>
      <Link href={paths.orders()} className="button">
        {t('portal.checkout.done.orders')}
      </Link>
    </section>
  );
}
