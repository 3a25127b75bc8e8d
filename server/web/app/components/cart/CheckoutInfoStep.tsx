import { ORDER_LIMITS } from '../../../../../shared/domain/orders';
import { CitiesDocument, RegionsDocument } from '../../../../../shared/graphql/generated';
import { useQuery } from '../../../../../shared/graphql/use-query';
import { useI18n } from '../../i18n';
import type { useFieldErrors } from '../order-store/form-errors';
import type { CheckoutValues } from './checkout-form';

/** Sets one field of the checkout (the page resets what depends on it). */
export type SetCheckoutValue = <K extends keyof CheckoutValues>(name: K, value: CheckoutValues[K]) => void;

/**
 * The checkout's information step: contact name, phones (at least one selected, up to
 * ORDER_LIMITS.phonesMax), e-mail, wilaya, commune and address, each with its error in place.
 */
export function CheckoutInfoStep({
  values,
  set,
  errors,
  onBack,
  onNext,
}: {
  values: CheckoutValues;
  set: SetCheckoutValue;
  errors: ReturnType<typeof useFieldErrors>;
  onBack: () => void;
  /** Checks the step (the page's rules) and goes on. */
  onNext: () => void;
}) {
  const { t } = useI18n();
  const [regions] = useQuery({ query: RegionsDocument });
  const [cities] = useQuery({
    query: CitiesDocument,
    variables: { regionId: values.regionId },
    pause: !values.regionId,
  });
  return (
    <form
      className="checkout__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onNext();
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
                    j === i ? { number: event.target.value, selected: p.selected || event.target.value !== '' } : p,
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
        <button type="button" className="button" onClick={onBack}>
          {t('portal.checkout.back')}
        </button>
        <button type="submit" className="button button--primary">
          {t('portal.checkout.next')}
        </button>
      </div>
    </form>
  );
}
