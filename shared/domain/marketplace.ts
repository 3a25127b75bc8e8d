/**
 * The marketplace's business enums (spec §9) and the catalog's own enums, as `const`
 * arrays (to validate and list) plus their string-union types. GraphQL enums of the same
 * names carry exactly these values.
 */

/**
 * How a price is expressed. MILLION and BILLION are the Algerian habit of counting in
 * centimes: "1 million" is 10 000 DA, "1 milliard" 10 000 000 DA.
 */
export const PRICE_UNITS = [
  /** No price shown (jobs, services on quote). */
  'NO_PRICE',
  /** Dinars (DA). */
  'UNIT',
  /** Millions of centimes (10 000 DA). */
  'MILLION',
  /** Billions of centimes, "milliards" (10 000 000 DA). */
  'BILLION',
  /** Dinars per square metre (DA/m²), for land. */
  'UNIT_PER_SQUARE',
  /** Millions of centimes per square metre. */
  'MILLION_PER_SQUARE',
] as const;
export type PriceUnit = (typeof PRICE_UNITS)[number];

/** How firm a price is. */
export const PRICE_TYPES = [
  /** The seller accepts offers. */
  'NEGOTIABLE',
  /** The amount is the best offer received so far ("offert"); buyers are invited to bid above it. */
  'OFFERED',
  /** Not negotiable. */
  'FIXED',
  /** Given away for free. */
  'GIVEN',
] as const;
export type PriceType = (typeof PRICE_TYPES)[number];

/** Whether the seller takes an exchange (swap) instead of, or besides, money. */
export const EXCHANGE_TYPES = [
  /** Sale, exchange also considered. */
  'EXCHANGEABLE',
  /** Sale only. */
  'NOT_EXCHANGEABLE',
  /** Exchange only, no sale. */
  'EXCHANGEABLE_ONLY',
] as const;
export type ExchangeType = (typeof EXCHANGE_TYPES)[number];

/**
 * How goods reach the buyer. The first five are the spec's; the spec also mentions
 * "vehicle and service variants" without naming them, so these are ours:
 * VEHICLE_DELIVERY_AVAILABLE and VEHICLE_DELIVERY_FREE for vehicles conveyed to the buyer
 * (by truck or by a driver), SERVICE_AT_HOME and SERVICE_REMOTE for services carried
 * out at the customer's place or at a distance (online, by phone).
 */
export const DELIVERY_TYPES = [
  /** The seller delivers in person. */
  'USER_DELIVERY',
  /** Delivery by a carrier, free for the buyer. */
  'DELIVERY_FREE',
  /** Delivery by a carrier, paid to the courier on delivery. */
  'DELIVERY_PAY_ON_DELIVERY',
  /** Delivery by a carrier is possible, at the buyer's cost. */
  'DELIVERY_AVAILABLE',
  /** The service can be ordered online. */
  'SERVICE_ORDER_AVAILABLE',
  /** The vehicle can be conveyed to the buyer, at the buyer's cost. */
  'VEHICLE_DELIVERY_AVAILABLE',
  /** The vehicle is conveyed to the buyer for free. */
  'VEHICLE_DELIVERY_FREE',
  /** The provider comes to the customer. */
  'SERVICE_AT_HOME',
  /** The service is carried out at a distance (online, by phone). */
  'SERVICE_REMOTE',
] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

/** The delivery types that fit vehicles. */
export const VEHICLE_DELIVERY_TYPES: readonly DeliveryType[] = ['VEHICLE_DELIVERY_AVAILABLE', 'VEHICLE_DELIVERY_FREE'];
/** The delivery types that fit services. */
export const SERVICE_DELIVERY_TYPES: readonly DeliveryType[] = [
  'SERVICE_ORDER_AVAILABLE',
  'SERVICE_AT_HOME',
  'SERVICE_REMOTE',
];

/** How an order is paid. */
export const PAYMENT_METHODS = [
  /** Cash on delivery. */
  'PAYMENT_ON_DELIVERY',
  /** Paid in full before shipping. */
  'PAYMENT_IN_ADVANCE',
  /** A deposit is paid first, the rest on delivery. */
  'DEPOSIT_PAY_REQUIRED',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The period a service's price or duration is counted in. */
export const SERVICE_DURATION_TYPES = ['DAY', 'WEEK', 'MONTH', 'YEAR'] as const;
export type ServiceDurationType = (typeof SERVICE_DURATION_TYPES)[number];

/** Units of a delivery's expected duration (the spec writes them minutes, hours, days, months). */
export const DELIVERY_DURATION_UNITS = ['MINUTES', 'HOURS', 'DAYS', 'MONTHS'] as const;
export type DeliveryDurationUnit = (typeof DELIVERY_DURATION_UNITS)[number];

/**
 * What kind of value a category specification takes (the catalog's enum). SELECT and
 * MULTI_SELECT pick among the specification's datasets; YEAR is a four-digit year.
 */
export const SPECIFICATION_TYPES = ['TEXT', 'NUMBER', 'SELECT', 'MULTI_SELECT', 'BOOLEAN', 'YEAR'] as const;
export type SpecificationType = (typeof SPECIFICATION_TYPES)[number];

/** The two menus of the portal: the category listing and the mega menu. */
export const MENU_TYPES = ['LISTING_MENU', 'MEGA_MENU'] as const;
export type MenuType = (typeof MENU_TYPES)[number];

/** What a menu entry opens: an address, a category's search, or a keyword search. */
export const MENU_TARGET_TYPES = ['LINK', 'CATEGORY', 'SEARCH'] as const;
export type MenuTargetType = (typeof MENU_TARGET_TYPES)[number];

/** True when `value` is one of `values`; narrows it to their type. */
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}
