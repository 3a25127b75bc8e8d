import type { ColumnType, Generated } from 'kysely';
import type { PaymentMethod } from '../../../shared/domain/marketplace';
import type {
  DeliveryDurationUnit,
  DeliveryMode,
  OrderHistoryAction,
  OrderActor,
  OrderPaymentStatus,
  OrderStatus,
  PaymentStatus,
} from '../../../shared/domain/orders';
import type { Timestamp } from '../users';

/** Whole dinars: bigint columns read as strings, written as numbers. */
type Dinars = ColumnType<string, number | string, number | string>;

/** `delivery_providers` (migration 0020): a company that carries parcels, worked by its DeliveryProvider account. */
export interface DeliveryProvidersTable {
  id: Generated<string>;
  user_id: string | null;
  name: string;
  slug: string;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
}

/** `delivery_rates`: a provider's price and delay to one wilaya, at home or at a pickup point. */
export interface DeliveryRatesTable {
  provider_id: string;
  region_id: number;
  mode: DeliveryMode;
  price: Dinars;
  delay_min: number;
  delay_max: number;
  delay_unit: DeliveryDurationUnit;
}

/** `checkouts`: one submission of a buyer (its idempotency key points here), making one order per seller. */
export interface CheckoutsTable {
  id: Generated<string>;
  buyer_id: string;
  created_at: Timestamp;
}

export interface OrdersTable {
  id: Generated<string>;
  checkout_id: string;
  buyer_id: string;
  seller_id: string;
  store_id: string | null;
  status: OrderStatus;
  contact_name: string;
  phones: ColumnType<string[], string, string>;
  email: string | null;
  region_id: number;
  city_id: number;
  address: string;
  delivery_mode: DeliveryMode;
  provider_id: string;
  delivery_price: Dinars;
  delay_min: number;
  delay_max: number;
  delay_unit: DeliveryDurationUnit;
  subtotal: Dinars;
  total: Dinars;
  payment_method: PaymentMethod;
  tracking_number: string | null;
  reason: string | null;
  purchased_from: string | null;
  /** Migration 0021: the online part of the payment and where it stands. */
  payment_status: ColumnType<OrderPaymentStatus, OrderPaymentStatus | undefined, OrderPaymentStatus>;
  due_online: ColumnType<string, number | string | undefined, number | string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OrderItemsTable {
  id: Generated<string>;
  order_id: string;
  announcement_id: string | null;
  variant_id: string | null;
  title: string;
  quantity: number;
  unit_price: Dinars;
}

/** `order_events`: who moved an order, from what to what, when (with the reason or tracking number given). */
export interface OrderEventsTable {
  id: Generated<string>;
  order_id: string;
  actor_id: string | null;
  actor: OrderActor;
  action: OrderHistoryAction;
  from_status: OrderStatus | null;
  to_status: OrderStatus;
  reason: string | null;
  tracking_number: string | null;
  at: Timestamp;
}

/** `payments` (migration 0021): a checkout's online payment through the provider's hosted checkout. */
export interface PaymentsTable {
  id: Generated<string>;
  checkout_id: string;
  provider: string;
  provider_ref: string | null;
  checkout_url: string | null;
  amount: Dinars;
  status: ColumnType<PaymentStatus, PaymentStatus | undefined, PaymentStatus>;
  created_at: Timestamp;
  settled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface OrderTables {
  payments: PaymentsTable;
  delivery_providers: DeliveryProvidersTable;
  delivery_rates: DeliveryRatesTable;
  checkouts: CheckoutsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_events: OrderEventsTable;
}
