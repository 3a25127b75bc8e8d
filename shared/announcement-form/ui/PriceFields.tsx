import { useStore } from 'zustand';
import { expectsPrice } from '../../domain/announcement-form';
import {
  EXCHANGE_TYPES,
  PRICE_TYPES,
  PRICE_UNITS,
  type ExchangeType,
  type PriceType,
  type PriceUnit,
} from '../../domain/marketplace';
import type { AnnouncementFormStore } from '../store';
import { FormField, invalidProps } from './FormField';
import { useFormTexts } from './texts';

/** The price (in the category's units), its type, the exchange it accepts and the quantity. */
export function PriceFields({ form }: { form: AnnouncementFormStore }) {
  const { t } = useFormTexts();
  const values = useStore(form, (state) => state.values);
  const category = useStore(form, (state) => state.category);
  const errors = useStore(form, (state) => state.errors);
  const { set } = form.getState();
  const units: readonly PriceUnit[] =
    category && category.priceUnits.length > 0 ? [...category.priceUnits, 'NO_PRICE'] : PRICE_UNITS;
  const priced = expectsPrice(values);
  return (
    <fieldset className="announcement-form__section">
      <legend>{t('sections.price')}</legend>
      <div className="announcement-form__grid">
        <FormField name="priceUnit" label={t('fields.priceUnit')} error={errors.priceUnit}>
          <select
            {...invalidProps('priceUnit', errors.priceUnit)}
            value={values.priceUnit}
            onChange={(event) => set('priceUnit', event.target.value as PriceUnit)}
          >
            {[...new Set(units)].map((unit) => (
              <option key={unit} value={unit}>
                {t(`units.${unit}`)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField name="priceType" label={t('fields.priceType')} error={errors.priceType}>
          <select
            {...invalidProps('priceType', errors.priceType)}
            value={values.priceType}
            onChange={(event) => set('priceType', event.target.value as PriceType)}
          >
            {PRICE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`priceTypes.${type}`)}
              </option>
            ))}
          </select>
        </FormField>
        {priced && (
          <>
            <FormField name="price" label={`${t('fields.price')} *`} error={errors.price}>
              <input
                {...invalidProps('price', errors.price)}
                type="text"
                inputMode="decimal"
                value={values.price}
                onChange={(event) => set('price', event.target.value)}
              />
            </FormField>
            <FormField name="oldPrice" label={t('fields.oldPrice')} error={errors.oldPrice}>
              <input
                {...invalidProps('oldPrice', errors.oldPrice)}
                type="text"
                inputMode="decimal"
                value={values.oldPrice}
                onChange={(event) => set('oldPrice', event.target.value)}
              />
            </FormField>
          </>
        )}
        {!category?.isWithoutExchange && (
          <FormField name="exchangeType" label={t('fields.exchangeType')} error={errors.exchangeType}>
            <select
              {...invalidProps('exchangeType', errors.exchangeType)}
              value={values.exchangeType}
              onChange={(event) => set('exchangeType', event.target.value as ExchangeType)}
            >
              {EXCHANGE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`exchange.${type}`)}
                </option>
              ))}
            </select>
          </FormField>
        )}
        <FormField name="quantity" label={t('fields.quantity')} error={errors.quantity}>
          <input
            {...invalidProps('quantity', errors.quantity)}
            type="text"
            inputMode="numeric"
            value={values.quantity}
            onChange={(event) => set('quantity', event.target.value)}
          />
        </FormField>
      </div>
    </fieldset>
  );
}
