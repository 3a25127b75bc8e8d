import type { PaymentMethod } from './marketplace';
import { email, maxItems, maxLength, phone, required, type FormSchema } from './validation';

/**
 * Orders (issue 20): what a checkout writes, the states an order goes through and who moves it.
 * One table read by the server (which enforces it) and by the portal and studio (which offer only
 * the moves it allows). The spec names the checkout's steps and fields; the states are ours.
 */
export const ORDER_STATUSES = [
  /** The buyer placed it; the stock is reserved. */
  'PLACED',
  /** The seller accepted it and prepares the parcel. */
  'CONFIRMED',
  /** Handed to the delivery provider, with a tracking number. */
  'SHIPPED',
  'DELIVERED',
  /** The parcel came back (refused at the door, nobody home): the stock is given back. */
  'RETURNED',
  /** Cancelled by the buyer before confirmation, or by the seller with a reason: the stock is given back. */
  'CANCELLED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Who acts on an order: its buyer, its seller (the member or a member of the store), its delivery
 * provider, or Souk itself (an order whose online payment never came is cancelled).
 */
export type OrderActor = 'BUYER' | 'SELLER' | 'PROVIDER' | 'SYSTEM';

export type OrderAction = 'confirm' | 'ship' | 'deliver' | 'return' | 'cancel' | 'refuse';

/** Every move of an order: where from, where to, and who may make it. Nothing else changes a status. */
export const ORDER_ACTIONS: Record<
  OrderAction,
  { from: readonly OrderStatus[]; to: OrderStatus; by: readonly OrderActor[] }
> = {
  confirm: { from: ['PLACED'], to: 'CONFIRMED', by: ['SELLER'] },
  // The seller hands the parcel over and types the provider's tracking number.
  ship: { from: ['CONFIRMED'], to: 'SHIPPED', by: ['SELLER'] },
  // A seller that delivers in person (USER_DELIVERY) closes its own orders.
  deliver: { from: ['SHIPPED'], to: 'DELIVERED', by: ['PROVIDER', 'SELLER'] },
  return: { from: ['SHIPPED'], to: 'RETURNED', by: ['PROVIDER', 'SELLER'] },
  cancel: { from: ['PLACED'], to: 'CANCELLED', by: ['BUYER'] },
  refuse: { from: ['PLACED', 'CONFIRMED'], to: 'CANCELLED', by: ['SELLER'] },
};

/** The actions `actor` may take on an order in `status`, for the buttons a screen offers. */
export function orderActionsFor(status: OrderStatus, actor: OrderActor): OrderAction[] {
  return (Object.keys(ORDER_ACTIONS) as OrderAction[]).filter(
    (action) => ORDER_ACTIONS[action].from.includes(status) && ORDER_ACTIONS[action].by.includes(actor),
  );
}

/** Moves that give the reserved units back to the stock. */
export const RESTOCKING_STATUSES: readonly OrderStatus[] = ['RETURNED', 'CANCELLED'];

/** How the parcel reaches the buyer: at their address, or at the provider's pickup point. */
export const DELIVERY_MODES = ['HOME', 'PICKUP'] as const;
export type DeliveryMode = (typeof DELIVERY_MODES)[number];

/** The spec's delivery duration units. */
export const DELIVERY_DURATION_UNITS = ['MINUTES', 'HOURS', 'DAYS', 'MONTHS'] as const;
export type DeliveryDurationUnit = (typeof DELIVERY_DURATION_UNITS)[number];

export const ORDER_LIMITS = {
  contactNameMax: 80,
  addressMax: 200,
  /** Phones the buyer may give (at least one selected). */
  phonesMax: 3,
  reasonMax: 500,
  trackingMax: 60,
  /** Orders per page of a list. */
  pageSize: 20,
  /**
   * Lists count at most this many orders past the page asked for: a store with a million orders
   * does not count them all for each page, and the pager can always go ten pages further.
   */
  countAhead: 10,
} as const;

/**
 * A delivery provider's price grid as operators import it (CSV, one line per wilaya and mode):
 * the columns, the most lines a file may have (58 wilayas × 2 modes), and what can be wrong with
 * a line (the studio says it in the operator's language).
 */
export const RATE_CSV_COLUMNS = ['wilaya', 'mode', 'price', 'delay_min', 'delay_max', 'unit'] as const;
export const RATE_IMPORT_MAX_LINES = 58 * 2;
export const RATE_PROBLEMS = [
  'unreadable',
  'tooMany',
  'wilaya',
  'mode',
  'price',
  'delay',
  'unit',
  'duplicate',
] as const;
export type RateProblem = (typeof RATE_PROBLEMS)[number];

/** The checkout's information step, checked the same way by the portal and the server. */
export const CHECKOUT_SCHEMA: FormSchema = {
  contactName: [required(), maxLength(ORDER_LIMITS.contactNameMax)],
  phones: [required(), maxItems(ORDER_LIMITS.phonesMax)],
  email: [email(), maxLength(190)],
  regionId: [required()],
  cityId: [required()],
  address: [required(), maxLength(ORDER_LIMITS.addressMax)],
};

/** Each selected phone is checked alone (the spec: at least one number selected). */
export const CHECKOUT_PHONE_SCHEMA: FormSchema = { phone: [required(), phone()] };

/**
 * The payment of an order whose lines ask for different methods: the strictest wins (paying
 * in advance covers a deposit, a deposit covers paying on delivery).
 */
const STRICTNESS: readonly PaymentMethod[] = ['PAYMENT_ON_DELIVERY', 'DEPOSIT_PAY_REQUIRED', 'PAYMENT_IN_ADVANCE'];
export function orderPaymentMethod(methods: readonly PaymentMethod[]): PaymentMethod {
  return methods.reduce<PaymentMethod>(
    (strictest, method) => (STRICTNESS.indexOf(method) > STRICTNESS.indexOf(strictest) ? method : strictest),
    'PAYMENT_ON_DELIVERY',
  );
}

/** The part of an order paid online before it ships: all of it, a deposit, or nothing. */
export const DEPOSIT_SHARE = 0.3;
export function amountDueOnline(method: PaymentMethod, total: number): number {
  if (method === 'PAYMENT_IN_ADVANCE') return total;
  if (method === 'DEPOSIT_PAY_REQUIRED') return Math.ceil(total * DEPOSIT_SHARE);
  return 0;
}

/** A checkout's online payment: waiting for the provider's word, paid, or refused (failed, cancelled, expired). */
export const PAYMENT_STATUSES = ['PENDING', 'PAID', 'FAILED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** An order's online payment: none asked (paid on delivery), or the payment's status. */
export type OrderPaymentStatus = 'NONE' | PaymentStatus;

/** The seller waits for an online payment before confirming or shipping. */
export const PAYMENT_BLOCKS: readonly OrderAction[] = ['confirm', 'ship'];

/**
 * An order placed with an online payment that has not come (never paid, or refused and not tried
 * again) holds its stock this long after it was placed; then Souk cancels it (history action
 * `expire`, actor SYSTEM) and the units go back on sale. An hour leaves time to pay, or to try
 * another card, without keeping the last items from other buyers for a day.
 */
export const UNPAID_ORDER_HOLD_MINUTES = 60;

/** A sale that leaves this many units of an item or fewer tells its seller (STOCK_ALERT; 0: sold out). */
export const STOCK_ALERT_AT = 2;
export const EXPIRE_MOVE = { action: 'expire', from: ['PLACED'] as readonly OrderStatus[], to: 'CANCELLED' } as const;

/** What an order's history records: a person's move, its placing, or Souk's expiry of an unpaid one. */
export type OrderHistoryAction = OrderAction | 'place' | typeof EXPIRE_MOVE.action;
