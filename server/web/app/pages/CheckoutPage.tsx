import { ShoppingCart } from 'lucide-react';
import { Price } from '../../../../shared/ui/AnnouncementCardBody';
import { useMemo, useRef, useState } from 'react';
import { useMutation } from 'urql';
import { CartDocument, DeliveryOptionsDocument, OrderPlaceDocument } from '../../../../shared/graphql/generated';
import { useQuery } from '../../../../shared/graphql/use-query';
import { failureMessage } from '../../../../shared/i18n';
import { CartLines } from '../components/cart/CartLines';
import { CheckoutDeliveryStep } from '../components/cart/CheckoutDeliveryStep';
import { CheckoutDone, type PlacedCheckout } from '../components/cart/CheckoutDone';
import { CheckoutInfoStep } from '../components/cart/CheckoutInfoStep';
import { CheckoutValidateStep, orderOf } from '../components/cart/CheckoutValidateStep';
import {
  CHECKOUT_STEPS,
  infoFailures,
  refusalOf,
  selectedPhones,
  type CheckoutStep,
  type CheckoutValues,
} from '../components/cart/checkout-form';
import { dinars } from '../components/cart/money';
import { PaymentReturn } from '../components/cart/PaymentPanel';
import { fieldErrorsOf, useFieldErrors } from '../components/order-store/form-errors';
import { Head } from '../head';
import { useI18n } from '../i18n';
import { newIdempotencyKey } from '../lib/idempotency-key';
import { Link, useNavigation } from '../navigation';
import { paths } from '../routes';
import { useViewer } from '../session';

/**
 * The checkout (`/checkout/info`, aliases `/checkout` and `/checkout/confirm`): the spec's steps
 * cart, information, delivery service and validate. One order per seller; `chunkId` orders one
 * seller's lines only. Each step checks its own fields with the shared rules; a refusal of the
 * server brings the buyer back to the step it concerns with the spec's alert. The order is sent
 * with an idempotency key kept for this checkout, so a double click or a retry orders once.
 */
export default function CheckoutPage() {
  const { t, locale } = useI18n();
  const viewer = useViewer();
  const { location } = useNavigation();
  const search = new URLSearchParams(location.search);
  const chunkId = search.get('chunkId');
  // The spec's purchased_from: the store site the buyer came from (its slug), else the portal.
  const purchasedFrom = search.get('purchased_from') || 'portal';
  const [cart] = useQuery({ query: CartDocument, requestPolicy: 'cache-and-network' });
  const [step, setStep] = useState<CheckoutStep>('cart');
  const [values, setValues] = useState<CheckoutValues>(() => ({
    contactName: viewer?.displayName ?? '',
    phones: [
      { number: viewer?.phone ?? '', selected: true },
      { number: '', selected: false },
    ],
    email: viewer?.email ?? '',
    regionId: viewer?.regionId ? String(viewer.regionId) : '',
    cityId: '',
    address: '',
    deliveryMode: 'HOME',
    providerId: '',
  }));
  const [alert, setAlert] = useState<string | null>(null);
  const [placed, setPlaced] = useState<PlacedCheckout | null>(null);
  const key = useRef<string | null>(null);
  const errors = useFieldErrors();
  const [placing, place] = useMutation(OrderPlaceDocument);
  const [options] = useQuery({
    query: DeliveryOptionsDocument,
    variables: { regionId: values.regionId, mode: values.deliveryMode },
    pause: !values.regionId,
  });

  const groups = useMemo(
    () => (cart.data?.cart.groups ?? []).filter((group) => !chunkId || group.key === chunkId),
    [cart.data, chunkId],
  );
  const title = t('portal.checkout.title');
  const provider = options.data?.deliveryOptions.find((option) => option.provider.id === values.providerId) ?? null;
  const orders = groups.map((group) => ({ group, ...orderOf(group, provider?.price ?? 0) }));
  const blocked = groups.some((group) =>
    group.items.some((item) => !item.available || item.priceChanged || item.quantity > item.remaining),
  );

  const set = <K extends keyof CheckoutValues>(name: K, value: CheckoutValues[K]) => {
    setValues((current) => ({
      ...current,
      [name]: value,
      ...(name === 'regionId' ? { cityId: '', providerId: '' } : {}),
      ...(name === 'deliveryMode' ? { providerId: '' } : {}),
    }));
    // Anything changed is a new request: a new key (the old one would be refused as reused).
    key.current = null;
    errors.clear(name);
    setAlert(null);
  };
  const go = (next: CheckoutStep) => {
    setStep(next);
    setAlert(null);
    requestAnimationFrame(() => document.getElementById('checkout-step')?.focus());
  };
  const nextFromInfo = () => {
    const failures = infoFailures(values);
    if (failures.length > 0) {
      errors.setErrors(Object.fromEntries(failures.map((item) => [item.field, failureMessage(locale, item)])));
      setAlert(
        t('portal.checkout.alerts.missingInfo', { fields: failures.map((item) => labelOf(item.field)).join(', ') }),
      );
      return;
    }
    go('delivery');
  };
  const labelOf = (field: string) =>
    field.startsWith('phones')
      ? t('portal.checkout.fields.phones')
      : t(
          `portal.checkout.fields.${field === 'regionId' ? 'region' : field === 'cityId' ? 'city' : field}` as 'portal.checkout.fields.address',
        );

  const submit = async () => {
    if (placing.fetching) return;
    key.current ??= newIdempotencyKey();
    const result = await place({
      idempotencyKey: key.current,
      input: {
        contactName: values.contactName.trim(),
        phones: selectedPhones(values),
        email: values.email.trim() || null,
        regionId: values.regionId,
        cityId: values.cityId,
        address: values.address.trim(),
        deliveryMode: values.deliveryMode,
        providerId: values.providerId,
        chunkId,
        purchasedFrom,
      },
    });
    if (result.data) {
      setPlaced(result.data.orderPlace);
      return;
    }
    const error = result.error?.graphQLErrors[0];
    const refusal = refusalOf(result.error?.networkError ? undefined : (error?.extensions.code as string | undefined));
    const fields = fieldErrorsOf(result.error);
    errors.setErrors(fields);
    setStep(refusal.step);
    setAlert(
      refusal.alert === 'missingInfo'
        ? t('portal.checkout.alerts.missingInfo', { fields: Object.keys(fields).map(labelOf).join(', ') })
        : [t(`portal.checkout.alerts.${refusal.alert}`), error?.message].filter(Boolean).join(' '),
    );
    // The cart may have changed under the buyer (stock, prices): a new attempt is a new request.
    if (refusal.step === 'cart') key.current = null;
  };

  const returning = new URLSearchParams(location.search).get('checkout');
  if (returning) {
    return (
      <>
        <Head title={title} noIndex />
        <PaymentReturn checkoutId={returning} />
      </>
    );
  }

  if (placed) return <CheckoutDone placed={placed} />;

  if (cart.data && groups.length === 0) {
    return (
      <section className="checkout narrow">
        <Head title={title} noIndex />
        <h1>{title}</h1>
        <div className="popover__empty">
          <ShoppingCart aria-hidden="true" size={32} />
          <p className="popover__lead">{t('portal.checkout.cart.empty')}</p>
          <p>{t('portal.checkout.cart.emptyHint')}</p>
          <Link href={paths.search()} className="button">
            {t('portal.checkout.cart.browse')}
          </Link>
        </div>
      </section>
    );
  }

  const index = CHECKOUT_STEPS.indexOf(step);
  return (
    <section className="checkout">
      <Head title={title} noIndex />
      <h1>{title}</h1>
      <ol className="checkout__steps">
        {CHECKOUT_STEPS.map((name, i) => (
          <li
            key={name}
            aria-current={name === step ? 'step' : undefined}
            className={i < index ? 'is-done' : undefined}
          >
            <span className="checkout__step-number">{i + 1}</span> {t(`portal.checkout.steps.${name}`)}
          </li>
        ))}
      </ol>
      {alert && (
        <p className="form-error checkout__alert" role="alert">
          {alert}
        </p>
      )}
      <div className="checkout__body">
        <div id="checkout-step" tabIndex={-1} className="checkout__step">
          <h2>{t(`portal.checkout.steps.${step}`)}</h2>
          {step === 'cart' && cart.data && (
            <>
              <CartLines cart={{ ...cart.data.cart, groups }} />
              <div className="checkout__actions">
                <button type="button" className="button button--primary" disabled={blocked} onClick={() => go('info')}>
                  {t('portal.checkout.next')}
                </button>
              </div>
            </>
          )}
          {step === 'info' && (
            <CheckoutInfoStep
              values={values}
              set={set}
              errors={errors}
              onBack={() => go('cart')}
              onNext={nextFromInfo}
            />
          )}
          {step === 'delivery' && (
            <CheckoutDeliveryStep
              values={values}
              set={set}
              options={options.data?.deliveryOptions}
              onBack={() => go('info')}
              onNext={() => {
                if (!values.providerId) setAlert(t('portal.checkout.alerts.missingProvider'));
                else go('validate');
              }}
            />
          )}
          {step === 'validate' && (
            <CheckoutValidateStep
              values={values}
              orders={orders}
              placing={placing.fetching}
              onBack={() => go('delivery')}
              onPlace={() => void submit()}
            />
          )}
        </div>
        <aside className="checkout__summary" aria-label={t('portal.checkout.summary.grandTotal')}>
          <span>{t('portal.checkout.summary.grandTotal')}</span>
          <strong>
            <Price
              text={dinars(
                orders.reduce((sum, order) => sum + order.total, 0),
                locale,
              )}
            />
          </strong>
        </aside>
      </div>
    </section>
  );
}
