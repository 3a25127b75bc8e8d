import { Price } from '../../../../../shared/ui/AnnouncementCardBody';
import type { DeliveryOptionsQuery } from '../../../../../shared/graphql/generated';
import { useI18n } from '../../i18n';
import type { SetCheckoutValue } from './CheckoutInfoStep';
import type { CheckoutValues } from './checkout-form';
import { dinars } from './money';

/**
 * The checkout's delivery service step: at home or at a pickup point, then one of the providers
 * serving the wilaya that way, cheapest first, with its delay in the spec's units and its price.
 */
export function CheckoutDeliveryStep({
  values,
  set,
  options,
  onBack,
  onNext,
}: {
  values: CheckoutValues;
  set: SetCheckoutValue;
  /** The providers for the chosen wilaya and mode; undefined while they load. */
  options: DeliveryOptionsQuery['deliveryOptions'] | undefined;
  onBack: () => void;
  /** Checks that a provider is chosen (the page says so otherwise) and goes on. */
  onNext: () => void;
}) {
  const { t, locale } = useI18n();
  return (
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
      {options && options.length === 0 && (
        <p className="form-error" role="alert">
          {t('portal.checkout.delivery.none')}
        </p>
      )}
      <ul className="checkout__providers">
        {(options ?? []).map((option) => (
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
        <button type="button" className="button" onClick={onBack}>
          {t('portal.checkout.back')}
        </button>
        <button type="button" className="button button--primary" onClick={onNext}>
          {t('portal.checkout.next')}
        </button>
      </div>
    </div>
  );
}
