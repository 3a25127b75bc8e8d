import { isActiveStatus, type AnnouncementStatus } from './announcements';
import type { DeliveryType, PaymentMethod } from './marketplace';

/**
 * The cart (issue 20): what can be put in it and how much. The spec says an announcement can be
 * ordered when "its delivery type, payment method and quantity say so"; the limits are ours.
 */
export const CART_LIMITS = {
  /** Lines in one cart. */
  itemsMax: 50,
  /** Units of one line. */
  quantityMax: 100,
} as const;

/** What makes an announcement orderable, as the cart reads it. */
export interface OrderableFacts {
  status: AnnouncementStatus;
  price: number | null;
  hasDelivery: boolean;
  deliveryType: DeliveryType | null;
  paymentMethod: PaymentMethod | null;
  /** Units in stock: the announcement's, or its variant's when one is chosen. */
  quantity: number | null;
}

/** Why an announcement cannot be put in a cart, or null when it can. */
export function orderProblem(facts: OrderableFacts): 'inactive' | 'notForSale' | 'soldOut' | null {
  if (!isActiveStatus(facts.status)) return 'inactive';
  if (facts.price === null || facts.price <= 0) return 'notForSale';
  if (!facts.hasDelivery || facts.deliveryType === null || facts.paymentMethod === null) return 'notForSale';
  if (facts.quantity === null || facts.quantity <= 0) return 'soldOut';
  return null;
}
