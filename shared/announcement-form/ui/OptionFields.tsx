import { useStore } from 'zustand';
import { deliveryTypesFor } from '../../domain/announcement-form';
import { PAYMENT_METHODS, type DeliveryType, type PaymentMethod } from '../../domain/marketplace';
import type { AnnouncementFormStore } from '../store';
import { FormField, invalidProps } from './FormField';
import { useFormTexts } from './texts';

/** Delivery (the types the category's family allows), payment, an outside order page, and comments. */
export function OptionFields({ form }: { form: AnnouncementFormStore }) {
  const { t } = useFormTexts();
  const values = useStore(form, (state) => state.values);
  const category = useStore(form, (state) => state.category);
  const errors = useStore(form, (state) => state.errors);
  const { set } = form.getState();
  const deliveries: readonly DeliveryType[] = category ? deliveryTypesFor(category) : [];
  return (
    <fieldset className="announcement-form__section">
      <legend>{t('sections.options')}</legend>
      {(!category || category.delivery) && (
        <label className="announcement-form__check">
          <input
            type="checkbox"
            checked={values.hasDelivery}
            onChange={(event) => set('hasDelivery', event.target.checked)}
          />
          {t('fields.hasDelivery')}
        </label>
      )}
      <div className="announcement-form__grid">
        {values.hasDelivery && (
          <FormField name="deliveryType" label={`${t('fields.deliveryType')} *`} error={errors.deliveryType}>
            <select
              {...invalidProps('deliveryType', errors.deliveryType)}
              value={values.deliveryType ?? ''}
              onChange={(event) => set('deliveryType', (event.target.value || null) as DeliveryType | null)}
            >
              <option value="">{t('fields.choose')}</option>
              {deliveries.map((type) => (
                <option key={type} value={type}>
                  {t(`deliveryTypes.${type}`)}
                </option>
              ))}
            </select>
          </FormField>
        )}
        <FormField name="paymentMethod" label={t('fields.paymentMethod')} error={errors.paymentMethod}>
          <select
            {...invalidProps('paymentMethod', errors.paymentMethod)}
            value={values.paymentMethod ?? ''}
            onChange={(event) => set('paymentMethod', (event.target.value || null) as PaymentMethod | null)}
          >
            <option value="">{t('fields.noPaymentMethod')}</option>
            {PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {t(`paymentMethods.${method}`)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField name="orderExternalUrl" label={t('fields.orderExternalUrl')} error={errors.orderExternalUrl}>
          <input
            {...invalidProps('orderExternalUrl', errors.orderExternalUrl)}
            type="url"
            value={values.orderExternalUrl}
            onChange={(event) => set('orderExternalUrl', event.target.value)}
          />
        </FormField>
      </div>
      <label className="announcement-form__check">
        <input
          type="checkbox"
          checked={values.isCommentEnabled}
          onChange={(event) => set('isCommentEnabled', event.target.checked)}
        />
        {t('fields.isCommentEnabled')}
      </label>
    </fieldset>
  );
}
