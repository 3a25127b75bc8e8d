import { Check, ShoppingCart } from 'lucide-react';
import { Price } from '../../../../shared/ui/AnnouncementCardBody';
import { useMemo, useRef, useState } from 'react';
import { useMutation } from 'urql';
import { amountDueOnline, ORDER_LIMITS, orderPaymentMethod } from '../../../../shared/domain/orders';
import {
  CartDocument,
  CitiesDocument,
  DeliveryOptionsDocument,
  OrderPlaceDocument,
  RegionsDocument,
  type CartFieldsFragment,
  type OrderFieldsFragment,
  type PaymentFieldsFragment,
} from '../../../../shared/graphql/generated';
import { useQuery } from '../../../../shared/graphql/use-query';
import { failureMessage } from '../../../../shared/i18n';
import { CartLines } from '../components/cart/CartLines';
import {
  CHECKOUT_STEPS,
  infoFailures,
  refusalOf,
  selectedPhones,
  type CheckoutStep,
  type CheckoutValues,
} from '../components/cart/checkout-form';
import { dinars } from '../components/cart/money';
import { PayButton, PaymentReturn } from '../components/cart/PaymentPanel';
import { fieldErrorsOf, useFieldErrors } from '../components/order-store/form-errors';
import { Head } from '../head';
import { useI18n } from '../i18n';
import { newIdempotencyKey } from '../lib/idempotency-key';
import { Link, useNavigation } from '../navigation';
import { paths } from '../routes';
import { useViewer } from '../session';

type Group = CartFieldsFragment['groups'][number];

/** What each seller's order will cost and how it is paid, as the server will compute it. */
function orderOf(group: Group, deliveryPrice: number) {
  const items = group.items;
  const free = items.every((item) => item.announcement.deliveryType === 'DELIVERY_FREE');
  const subtotal = items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
  const delivery = free ? 0 : deliveryPrice;
  const methods = items.map((item) => item.announcement.paymentMethod ?? 'PAYMENT_ON_DELIVERY');
  return { subtotal, delivery, total: subtotal + delivery, payment: orderPaymentMethod(methods) };
}

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
  const chunkId = new URLSearchParams(location.search).get('chunkId');
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
  const [placed, setPlaced] = useState<{
    id: string;
    orders: OrderFieldsFragment[];
    payment: PaymentFieldsFragment | null;
  } | null>(null);
  const key = useRef<string | null>(null);
  const errors = useFieldErrors();
  const [placing, place] = useMutation(OrderPlaceDocument);
  const [regions] = useQuery({ query: RegionsDocument });
  const [cities] = useQuery({
    query: CitiesDocument,
    variables: { regionId: values.regionId },
    pause: !values.regionId,
  });
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
        purchasedFrom: 'portal',
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

  if (placed) {
    const awaiting = placed.payment?.status === 'PENDING' || placed.payment?.status === 'FAILED';
    return (
      <section className="checkout checkout--done narrow">
        <Head title={t('portal.checkout.done.title')} noIndex />
        <Check aria-hidden="true" size={40} className="checkout__done-icon" />
        <h1>{awaiting ? t('portal.checkout.online.awaitingTitle') : t('portal.checkout.done.title')}</h1>
        <p>{awaiting ? t('portal.checkout.online.awaitingLead') : t('portal.checkout.done.lead')}</p>
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
            <form
              className="checkout__form"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                nextFromInfo();
              }}
            >
              <div className="order-store__field">
                <label htmlFor={errors.controlId('contactName')}>{t('portal.checkout.fields.contactName')} *</label>
                <input
                  {...errors.props('contactName')}
                  autoComplete="name"
                  maxLength={ORDER_LIMITS.contactNameMax}
                  value={values.contactName}
                  onChange={(event) => set('contactName', event.target.value)}
                />
                {errors.errorOf('contactName')}
              </div>
              <fieldset className="checkout__phones">
                <legend>{t('portal.checkout.fields.phones')} *</legend>
                {values.phones.map((phone, i) => (
                  <div key={i} className="checkout__phone">
                    <input
                      type="checkbox"
                      aria-label={t('portal.checkout.fields.phone', { index: i + 1 })}
                      checked={phone.selected}
                      onChange={(event) =>
                        set(
                          'phones',
                          values.phones.map((p, j) => (j === i ? { ...p, selected: event.target.checked } : p)),
                        )
                      }
                    />
                    <input
                      {...errors.props(`phones.${i}`)}
                      type="tel"
                      dir="ltr"
                      inputMode="tel"
                      autoComplete={i === 0 ? 'tel' : 'off'}
                      placeholder="05 50 12 34 56"
                      aria-label={t('portal.checkout.fields.phone', { index: i + 1 })}
                      value={phone.number}
                      onChange={(event) =>
                        set(
                          'phones',
                          values.phones.map((p, j) =>
                            j === i
                              ? { number: event.target.value, selected: p.selected || event.target.value !== '' }
                              : p,
                          ),
                        )
                      }
                    />
                    {errors.errorOf(`phones.${i}`)}
                  </div>
                ))}
                {errors.errorOf('phones')}
                {values.phones.length < ORDER_LIMITS.phonesMax && (
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => set('phones', [...values.phones, { number: '', selected: false }])}
                  >
                    {t('portal.checkout.fields.addPhone')}
                  </button>
                )}
              </fieldset>
              <div className="order-store__field">
                <label htmlFor={errors.controlId('email')}>{t('portal.checkout.fields.email')}</label>
                <input
                  {...errors.props('email')}
                  type="email"
                  dir="ltr"
                  autoComplete="email"
                  value={values.email}
                  onChange={(event) => set('email', event.target.value)}
                />
                {errors.errorOf('email')}
              </div>
              <div className="order-store__grid">
                <div className="order-store__field">
                  <label htmlFor={errors.controlId('regionId')}>{t('portal.checkout.fields.region')} *</label>
                  <select
                    {...errors.props('regionId')}
                    value={values.regionId}
                    onChange={(event) => set('regionId', event.target.value)}
                  >
                    <option value="">{t('portal.checkout.fields.choose')}</option>
                    {(regions.data?.regions ?? []).map((region) => (
                      <option key={region.id} value={region.id}>
                        {region.code} · {region.name}
                      </option>
                    ))}
                  </select>
                  {errors.errorOf('regionId')}
                </div>
                <div className="order-store__field">
                  <label htmlFor={errors.controlId('cityId')}>{t('portal.checkout.fields.city')} *</label>
                  <select
                    {...errors.props('cityId')}
                    value={values.cityId}
                    disabled={!values.regionId}
                    onChange={(event) => set('cityId', event.target.value)}
                  >
                    <option value="">{t('portal.checkout.fields.choose')}</option>
                    {(cities.data?.cities ?? []).map((city) => (
                      <option key={city.id} value={city.id}>
                        {city.name}
                      </option>
                    ))}
                  </select>
                  {errors.errorOf('cityId')}
                </div>
              </div>
              <div className="order-store__field">
                <label htmlFor={errors.controlId('address')}>{t('portal.checkout.fields.address')} *</label>
                <textarea
                  {...errors.props('address')}
                  rows={2}
                  autoComplete="street-address"
                  maxLength={ORDER_LIMITS.addressMax}
                  value={values.address}
                  onChange={(event) => set('address', event.target.value)}
                />
                {errors.errorOf('address')}
              </div>
              <div className="checkout__actions">
                <button type="button" className="button" onClick={() => go('cart')}>
                  {t('portal.checkout.back')}
                </button>
                <button type="submit" className="button button--primary">
                  {t('portal.checkout.next')}
                </button>
              </div>
            </form>
          )}
          {step === 'delivery' && (
            <div className="checkout__delivery">
              <div className="segmented" role="radiogroup" aria-label={t('portal.checkout.steps.delivery')}>
                {(['HOME', 'PICKUP'] as const).map((mode) => (
                  <label key={mode} className={values.deliveryMode === mode ? 'is-selected' : undefined}>
                    <input
                      type="radio"
                      name="delivery-mode"
                      checked={values.deliveryMode === mode}
                      onChange={() => set('deliveryMode', mode)}
                    />
                    {t(`portal.checkout.delivery.${mode === 'HOME' ? 'home' : 'pickup'}`)}
                  </label>
                ))}
              </div>
              {options.data && options.data.deliveryOptions.length === 0 && (
                <p className="form-error" role="alert">
                  {t('portal.checkout.delivery.none')}
                </p>
              )}
              <ul className="checkout__providers">
                {(options.data?.deliveryOptions ?? []).map((option) => (
                  <li key={option.provider.id}>
                    <label className={values.providerId === option.provider.id ? 'is-selected' : undefined}>
                      <input
                        type="radio"
                        name="provider"
                        checked={values.providerId === option.provider.id}
                        onChange={() => set('providerId', option.provider.id)}
                      />
                      <span className="checkout__provider-name">{option.provider.name}</span>
                      <span className="checkout__provider-delay">
                        {t(`portal.checkout.delivery.delay.${option.delayUnit}`, {
                          min: option.delayMin,
                          max: option.delayMax,
                        })}
                      </span>
                      <strong>
                        <Price text={dinars(option.price, locale)} />
                      </strong>
                    </label>
                  </li>
                ))}
              </ul>
              <div className="checkout__actions">
                <button type="button" className="button" onClick={() => go('info')}>
                  {t('portal.checkout.back')}
                </button>
                <button
                  type="button"
                  className="button button--primary"
                  onClick={() => {
                    if (!values.providerId) setAlert(t('portal.checkout.alerts.missingProvider'));
                    else go('validate');
                  }}
                >
                  {t('portal.checkout.next')}
                </button>
              </div>
            </div>
          )}
          {step === 'validate' && (
            <div className="checkout__validate">
              <p>
                {t('portal.checkout.summary.shipTo')} : {values.contactName} ·{' '}
                <bdi>{selectedPhones(values).join(', ')}</bdi> · {values.address}
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
                    <dd>
                      {delivery === 0 ? t('portal.checkout.delivery.free') : <Price text={dinars(delivery, locale)} />}
                    </dd>
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
                <button type="button" className="button" onClick={() => go('delivery')}>
                  {t('portal.checkout.back')}
                </button>
                <button
                  type="button"
                  className="button button--primary"
                  disabled={placing.fetching}
                  onClick={() => void submit()}
                >
                  {placing.fetching ? t('portal.checkout.placing') : t('portal.checkout.place')}
                </button>
              </div>
            </div>
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
