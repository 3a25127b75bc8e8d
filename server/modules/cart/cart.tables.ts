import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../users';

/** `cart_items` (migration 0019): one line of a member's cart. */
export interface CartItemsTable {
  id: Generated<string>;
  user_id: string;
  announcement_id: string;
  variant_id: string | null;
  quantity: number;
  /** Whole dinars, the unit price when the line was last set. */
  unit_price: ColumnType<string, number | string, number | string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CartTables {
  cart_items: CartItemsTable;
}
