import { ANNOUNCEMENT_LIMITS, PRICE_UNIT_FACTORS } from './announcements';
import {
  DELIVERY_TYPES,
  EXCHANGE_TYPES,
  PAYMENT_METHODS,
  PRICE_TYPES,
  PRICE_UNITS,
  SERVICE_DELIVERY_TYPES,
  VEHICLE_DELIVERY_TYPES,
  type DeliveryType,
  type PriceUnit,
} from './marketplace';
import {
  failure,
  float,
  maxItems,
  maxLength,
  maxValue,
  minLength,
  minValue,
  oneOf,
  phone,
  required,
  url,
  validate,
  type FormSchema,
  type RuleFailure,
} from './validation';

/** The publishing form's values as the client sends them (before the server's checks against the catalog). */
export interface AnnouncementFormValues {
  title?: string | null;
  description?: string | null;
  categoryId?: string | null;
  price?: number | null;
  oldPrice?: number | null;
  priceType?: string | null;
  priceUnit?: string | null;
  exchangeType?: string | null;
  hasDelivery?: boolean | null;
  deliveryType?: string | null;
  paymentMethod?: string | null;
  quantity?: number | null;
  cityIds?: readonly string[] | null;
  streetName?: string | null;
  phones?: readonly { phone: string }[] | null;
  mediaIds?: readonly string[] | null;
  orderExternalUrl?: string | null;
}

/** What the form's category allows (from the catalog). */
export interface CategoryRules {
  priceUnits: readonly PriceUnit[];
  /** Whether its announcements may offer delivery, and the family of delivery types that fits it. */
  delivery: boolean;
  deliveryType: DeliveryType | null;
  isWithoutExchange: boolean;
}

/** Field rules that need nothing but the value; the field order is the form's. */
export const announcementFormSchema: FormSchema = {
  title: [required(), minLength(ANNOUNCEMENT_LIMITS.titleMin), maxLength(ANNOUNCEMENT_LIMITS.titleMax)],
  description: [required(), maxLength(ANNOUNCEMENT_LIMITS.descriptionMax)],
  categoryId: [required()],
  priceUnit: [oneOf(PRICE_UNITS)],
  price: [float(), minValue(0)],
  oldPrice: [float(), minValue(0)],
  priceType: [oneOf(PRICE_TYPES)],
  exchangeType: [oneOf(EXCHANGE_TYPES)],
  deliveryType: [oneOf(DELIVERY_TYPES)],
  paymentMethod: [oneOf(PAYMENT_METHODS)],
  quantity: [minValue(1), maxValue(ANNOUNCEMENT_LIMITS.quantityMax)],
  cityIds: [required(), maxItems(ANNOUNCEMENT_LIMITS.citiesMax)],
  streetName: [maxLength(ANNOUNCEMENT_LIMITS.streetNameMax)],
  phones: [maxItems(ANNOUNCEMENT_LIMITS.phonesMax)],
  mediaIds: [maxItems(ANNOUNCEMENT_LIMITS.mediasMax)],
  orderExternalUrl: [url(), maxLength(500)],
};

/** The delivery types that fit a category, from the family of its default delivery type. */
export function deliveryTypesFor(category: Pick<CategoryRules, 'deliveryType'>): readonly DeliveryType[] {
  const family = category.deliveryType;
  if (family && VEHICLE_DELIVERY_TYPES.includes(family)) return [...VEHICLE_DELIVERY_TYPES, 'USER_DELIVERY'];
  if (family && SERVICE_DELIVERY_TYPES.includes(family)) return SERVICE_DELIVERY_TYPES;
  return ['USER_DELIVERY', 'DELIVERY_FREE', 'DELIVERY_PAY_ON_DELIVERY', 'DELIVERY_AVAILABLE'];
}

/**
 * The datasets a choice may take: all of them for a specification that depends on none; for one
 * that depends on another (a car model on its make), those of the parent's chosen values and
 * those that fit every value. The server checks with it, and the form offers the same list.
 */
export function datasetsFitting<T extends { parentCodename: string | null }>(
  datasets: readonly T[],
  parentValues: readonly string[] | null,
): T[] {
  if (parentValues === null) return [...datasets];
  return datasets.filter((d) => d.parentCodename === null || parentValues.includes(d.parentCodename));
}

/** Whether the form, as filled, has a price to check (NO_PRICE and given-away items have none). */
export function expectsPrice(values: Pick<AnnouncementFormValues, 'priceUnit' | 'priceType'>): boolean {
  return values.priceUnit !== 'NO_PRICE' && values.priceType !== 'GIVEN';
}

/**
 * Checks the publishing form: the field rules, then the rules across fields and against the
 * category (when known). One failure per field, in the form's order; specification values
 * are checked by the server against the catalog.
 */
export function validateAnnouncementForm(
  values: AnnouncementFormValues,
  category: CategoryRules | null,
): RuleFailure[] {
  const failures = validate(announcementFormSchema, values as Record<string, unknown>);
  const failed = new Set(failures.map((f) => f.field));
  const add = (item: RuleFailure): void => {
    if (failed.has(item.field)) return;
    failed.add(item.field);
    failures.push(item);
  };

  const unit = (values.priceUnit ?? 'UNIT') as PriceUnit;
  if (category && category.priceUnits.length > 0 && !category.priceUnits.includes(unit) && unit !== 'NO_PRICE') {
    add(failure('priceUnit', 'one_of', { values: category.priceUnits.join(', ') }));
  }
  if (expectsPrice(values)) {
    if (values.price === null || values.price === undefined) add(failure('price', 'required'));
  }
  const factor = PRICE_UNIT_FACTORS[unit] ?? 1;
  const maxInUnit = ANNOUNCEMENT_LIMITS.priceMaxDa / factor;
  for (const field of ['price', 'oldPrice'] as const) {
    const amount = values[field];
    if (typeof amount === 'number' && amount > maxInUnit) add(failure(field, 'max_value', { max: maxInUnit }));
  }
  // The old price is the crossed-out one: it only makes sense above the price.
  if (typeof values.oldPrice === 'number' && typeof values.price === 'number' && values.oldPrice <= values.price) {
    add(failure('oldPrice', 'min_value', { min: values.price }));
  }
  if (category?.isWithoutExchange && values.exchangeType && values.exchangeType !== 'NOT_EXCHANGEABLE') {
    add(failure('exchangeType', 'one_of', { values: 'NOT_EXCHANGEABLE' }));
  }
  if (values.hasDelivery) {
    const allowed = category ? (category.delivery ? deliveryTypesFor(category) : []) : DELIVERY_TYPES;
    if (!values.deliveryType) add(failure('deliveryType', 'required'));
    else if (!allowed.includes(values.deliveryType as DeliveryType)) {
      add(failure('deliveryType', 'one_of', { values: allowed.join(', ') }));
    }
  }
  const phoneRule = phone();
  for (const [index, entry] of (values.phones ?? []).entries()) {
    if (!phoneRule.test(entry.phone, { values: {}, today: new Date(0) }))
      add(failure(`phones.${index}.phone`, 'phone'));
  }
  return failures;
}
