import { ErrorCode } from '../../../../../shared/domain/errors';
import { CHECKOUT_PHONE_SCHEMA, CHECKOUT_SCHEMA, type DeliveryMode } from '../../../../../shared/domain/orders';
import { validate, type RuleFailure } from '../../../../../shared/domain/validation';

/** The checkout steps of the spec, in order. */
export const CHECKOUT_STEPS = ['cart', 'info', 'delivery', 'validate'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** What the buyer types at the information step and picks at the delivery step. */
export interface CheckoutValues {
  contactName: string;
  /** Up to three numbers; each with whether it is selected (the spec: at least one selected). */
  phones: { number: string; selected: boolean }[];
  email: string;
  regionId: string;
  cityId: string;
  address: string;
  deliveryMode: DeliveryMode;
  providerId: string;
}

/** The selected numbers, as sent. */
export function selectedPhones(values: CheckoutValues): string[] {
  return values.phones.filter((phone) => phone.selected && phone.number.trim()).map((phone) => phone.number.trim());
}

/** The information step's failures, by the shared rules the server applies too. */
export function infoFailures(values: CheckoutValues): RuleFailure[] {
  const phones = selectedPhones(values);
  const failures = validate(CHECKOUT_SCHEMA, {
    contactName: values.contactName.trim(),
    phones: phones.length > 0 ? phones : null,
    email: values.email.trim() || null,
    regionId: values.regionId || null,
    cityId: values.cityId || null,
    address: values.address.trim(),
  });
  values.phones.forEach((phone, index) => {
    if (!phone.selected || !phone.number.trim()) return;
    const [refused] = validate(CHECKOUT_PHONE_SCHEMA, { phone: phone.number.trim() });
    if (refused) failures.push({ ...refused, field: `phones.${index}` });
  });
  return failures;
}

/** The step a refusal of the server sends the buyer back to, and the spec's alert it shows. */
export function refusalOf(code: string | undefined): {
  step: CheckoutStep;
  alert: 'stockRupture' | 'deliveryUnavailable' | 'missingInfo' | 'orderNotSaved' | 'internalError' | 'formNotSent';
} {
  switch (code) {
    case ErrorCode.CHECKOUT_STOCK_RUPTURE:
    case ErrorCode.CART_NOT_ORDERABLE:
    case ErrorCode.CHECKOUT_PRICE_CHANGED:
    case ErrorCode.CHECKOUT_EMPTY_CART:
      return { step: 'cart', alert: code === ErrorCode.CHECKOUT_STOCK_RUPTURE ? 'stockRupture' : 'orderNotSaved' };
    case ErrorCode.CHECKOUT_DELIVERY_UNAVAILABLE:
      return { step: 'delivery', alert: 'deliveryUnavailable' };
    case ErrorCode.BAD_USER_INPUT:
    case ErrorCode.CORE_WRONG_PHONE_FORMAT:
      return { step: 'info', alert: 'missingInfo' };
    case ErrorCode.INTERNAL_SERVER_ERROR:
      return { step: 'validate', alert: 'internalError' };
    case undefined:
      return { step: 'validate', alert: 'formNotSent' };
    default:
      return { step: 'validate', alert: 'orderNotSaved' };
  }
}
