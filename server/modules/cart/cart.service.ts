import { sql } from 'kysely';
import { CART_LIMITS, orderProblem } from '../../../shared/domain/cart';
import { ErrorCode } from '../../../shared/domain/errors';
import type { Database } from '../../db/types';
import type { Deps } from '../../deps';
import { AppError, text } from '../../core/errors';
import type { Viewer } from '../users';
import type { Kysely } from 'kysely';

/** One line as the cart's fields receive it. */
export interface CartItemModel {
  id: string;
  announcementId: string;
  variantId: string | null;
  quantity: number;
  unitPrice: number;
  currentPrice: number | null;
  available: boolean;
  /** Why it cannot be ordered (null: it can). */
  problem: ReturnType<typeof orderProblem>;
  remaining: number;
  sellerId: string;
  storeId: string | null;
}

export interface CartGroupModel {
  /** 'store:<id>' or 'user:<id>': the spec's chunkId, to check out one seller's lines. */
  key: string;
  storeId: string | null;
  sellerId: string;
  items: CartItemModel[];
}

export interface CartModel {
  items: CartItemModel[];
}

const dinars = (value: string | number | null): number | null => (value === null ? null : Number(value));

const invalidQuantity = () =>
  new AppError(ErrorCode.CART_INVALID_QUANTITY, text('cart.invalidQuantity', { max: CART_LIMITS.quantityMax }), {
    max: CART_LIMITS.quantityMax,
  });

/** A quantity a line may hold: a whole number from 1 to CART_LIMITS.quantityMax. */
function checkedQuantity(quantity: number): number {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > CART_LIMITS.quantityMax) throw invalidQuantity();
  return quantity;
}

/** What the cart needs of an announcement (and of the variant chosen), read in one query. */
async function orderFacts(db: Kysely<Database>, announcementId: string, variantId: string | null) {
  const row = await db
    .selectFrom('announcements as a')
    .leftJoin('announcement_variants as v', (join) =>
      join.onRef('v.announcement_id', '=', 'a.id').on('v.id', '=', variantId ?? '0'),
    )
    .select([
      'a.id',
      'a.user_id',
      'a.store_id',
      'a.status',
      'a.price',
      'a.has_delivery',
      'a.delivery_type',
      'a.payment_method',
      'a.quantity',
      'v.id as variant_id',
      'v.price as variant_price',
      'v.quantity as variant_quantity',
    ])
    .where('a.id', '=', announcementId)
    .executeTakeFirst();
  if (!row) return null;
  if (variantId !== null && row.variant_id === null) return null;
  const price = dinars(row.variant_id !== null && row.variant_price !== null ? row.variant_price : row.price);
  const quantity = row.variant_id !== null ? row.variant_quantity : row.quantity;
  return {
    userId: row.user_id,
    storeId: row.store_id,
    price,
    quantity: quantity ?? 0,
    problem: orderProblem({
      status: row.status,
      price,
      hasDelivery: row.has_delivery,
      deliveryType: row.delivery_type,
      paymentMethod: row.payment_method,
      quantity,
    }),
  };
}

/**
 * The member's cart, each line with what it costs now and whether it can still be ordered.
 * `deps.db` may be a transaction (the checkout reads the cart it orders under its lock).
 */
export async function cartOf(deps: Pick<Deps, 'db'>, viewer: Pick<Viewer, 'id'>): Promise<CartModel> {
  const rows = await deps.db
    .selectFrom('cart_items as c')
    .innerJoin('announcements as a', 'a.id', 'c.announcement_id')
    .leftJoin('announcement_variants as v', 'v.id', 'c.variant_id')
    .select([
      'c.id',
      'c.announcement_id',
      'c.variant_id',
      'c.quantity',
      'c.unit_price',
      'a.user_id',
      'a.store_id',
      'a.status',
      'a.price',
      'a.has_delivery',
      'a.delivery_type',
      'a.payment_method',
      'a.quantity as stock',
      'v.price as variant_price',
      'v.quantity as variant_stock',
    ])
    .where('c.user_id', '=', viewer.id)
    .orderBy('c.created_at')
    .orderBy('c.id')
    .execute();
  return {
    items: rows.map((row) => {
      const price = dinars(row.variant_id !== null && row.variant_price !== null ? row.variant_price : row.price);
      const stock = row.variant_id !== null ? row.variant_stock : row.stock;
      const problem = orderProblem({
        status: row.status,
        price,
        hasDelivery: row.has_delivery,
        deliveryType: row.delivery_type,
        paymentMethod: row.payment_method,
        quantity: stock,
      });
      return {
        id: row.id,
        announcementId: row.announcement_id,
        variantId: row.variant_id,
        quantity: row.quantity,
        unitPrice: Number(row.unit_price),
        currentPrice: problem === null ? price : null,
        available: problem === null,
        problem,
        remaining: Math.max(0, stock ?? 0),
        sellerId: row.user_id,
        storeId: row.store_id,
      };
    }),
  };
}

/** The cart's lines by seller (a store, or a member selling on their own), in the order first added. */
export function groupsOf(cart: CartModel): CartGroupModel[] {
  const groups = new Map<string, CartGroupModel>();
  for (const item of cart.items) {
    const key = item.storeId ? `store:${item.storeId}` : `user:${item.sellerId}`;
    const group = groups.get(key) ?? { key, storeId: item.storeId, sellerId: item.sellerId, items: [] };
    group.items.push(item);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** Dinars of the lines that can be ordered, at their current price. */
export function totalOf(items: readonly CartItemModel[]): number {
  return items.reduce((sum, item) => sum + (item.currentPrice ?? 0) * (item.available ? item.quantity : 0), 0);
}

/**
 * Adds units of an announcement to the member's cart (to its line when there is one), at its
 * current price. Refused: what cannot be ordered, one's own announcement, more than the stock
 * (with what remains), a line past the cart's size. The line is written atomically: two adds at
 * once add both.
 */
export async function addToCart(
  deps: Deps,
  viewer: Viewer,
  input: { announcementId: string; variantId: string | null; quantity: number },
): Promise<CartModel> {
  const quantity = checkedQuantity(input.quantity);
  const facts = await orderFacts(deps.db, input.announcementId, input.variantId);
  if (!facts || facts.problem !== null) {
    throw new AppError(ErrorCode.CART_NOT_ORDERABLE, text('cart.notOrderable'), {
      reason: facts?.problem ?? 'inactive',
    });
  }
  if (facts.userId === viewer.id || (facts.storeId !== null && viewer.storeIds?.includes(facts.storeId))) {
    throw new AppError(ErrorCode.CART_OWN_ANNOUNCEMENT, text('cart.ownAnnouncement'));
  }
  await deps.db.transaction().execute(async (trx) => {
    // One cart write of a member at a time: the lines counted below are then all committed ones,
    // so parallel adds of different announcements cannot pass the cart's size together.
    await trx.selectFrom('users').select('id').where('id', '=', viewer.id).forUpdate().executeTakeFirst();
    const at = deps.now();
    const line = await trx
      .insertInto('cart_items')
      .values({
        user_id: viewer.id,
        announcement_id: input.announcementId,
        variant_id: input.variantId,
        quantity,
        unit_price: facts.price!,
        created_at: at,
        updated_at: at,
      })
      .onConflict((oc) =>
        oc.expression(sql`user_id, announcement_id, (coalesce(variant_id, 0))`).doUpdateSet({
          quantity: sql<number>`cart_items.quantity + excluded.quantity`,
          unit_price: sql<string>`excluded.unit_price`,
          updated_at: at,
        }),
      )
      .returning(['quantity'])
      .executeTakeFirstOrThrow();
    if (line.quantity > facts.quantity) throw quantityUnavailable(facts.quantity);
    if (line.quantity > CART_LIMITS.quantityMax) throw invalidQuantity();
    const lines = await trx
      .selectFrom('cart_items')
      .select(sql<string>`count(*)`.as('n'))
      .where('user_id', '=', viewer.id)
      .executeTakeFirstOrThrow();
    if (Number(lines.n) > CART_LIMITS.itemsMax) {
      throw new AppError(ErrorCode.CART_TOO_MANY_ITEMS, text('cart.tooManyItems', { max: CART_LIMITS.itemsMax }));
    }
  });
  return cartOf(deps, viewer);
}

/** CART/QUANTITY_UNAVAILABLE: the spec's "quantity unavailable (n remaining)". */
function quantityUnavailable(remaining: number): AppError {
  return new AppError(ErrorCode.CART_QUANTITY_UNAVAILABLE, text('cart.quantityUnavailable', { count: remaining }), {
    remaining,
  });
}

/** Sets a line's quantity, at the announcement's current price. */
export async function setCartItem(deps: Deps, viewer: Viewer, id: string, quantity: number): Promise<CartModel> {
  const wanted = checkedQuantity(quantity);
  const line = await deps.db
    .selectFrom('cart_items')
    .select(['announcement_id', 'variant_id'])
    .where('id', '=', id)
    .where('user_id', '=', viewer.id)
    .executeTakeFirst();
  if (!line) throw new AppError(ErrorCode.CART_ITEM_NOT_FOUND, text('cart.itemNotFound'));
  const facts = await orderFacts(deps.db, line.announcement_id, line.variant_id);
  if (!facts || facts.problem !== null) {
    throw new AppError(ErrorCode.CART_NOT_ORDERABLE, text('cart.notOrderable'), {
      reason: facts?.problem ?? 'inactive',
    });
  }
  if (wanted > facts.quantity) throw quantityUnavailable(facts.quantity);
  await deps.db
    .updateTable('cart_items')
    .set({ quantity: wanted, unit_price: facts.price!, updated_at: deps.now() })
    .where('id', '=', id)
    .where('user_id', '=', viewer.id)
    .execute();
  return cartOf(deps, viewer);
}

/** Removes a line of the member's cart (none: nothing happens). */
export async function removeCartItem(deps: Deps, viewer: Viewer, id: string): Promise<CartModel> {
  await deps.db.deleteFrom('cart_items').where('id', '=', id).where('user_id', '=', viewer.id).execute();
  return cartOf(deps, viewer);
}

/** Takes the current price of every line the buyer can still order, once they saw the prices change. */
export async function acceptCartPrices(deps: Deps, viewer: Viewer): Promise<CartModel> {
  const cart = await cartOf(deps, viewer);
  await deps.db.transaction().execute(async (trx) => {
    for (const item of cart.items) {
      if (item.currentPrice === null || item.currentPrice === item.unitPrice) continue;
      await trx
        .updateTable('cart_items')
        .set({ unit_price: item.currentPrice, updated_at: deps.now() })
        .where('id', '=', item.id)
        .where('user_id', '=', viewer.id)
        .execute();
    }
  });
  return cartOf(deps, viewer);
}

/** Moves an anonymous session's lines into the member's cart at sign-in (quantities add up, within the limits). */
export async function mergeCarts(deps: Deps, fromUserId: string, toUserId: string): Promise<number> {
  if (fromUserId === toUserId) return 0;
  return deps.db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', toUserId).forUpdate().executeTakeFirst();
    const lines = await trx.selectFrom('cart_items').selectAll().where('user_id', '=', fromUserId).execute();
    let moved = 0;
    for (const line of lines) {
      const count = await trx
        .selectFrom('cart_items')
        .select(sql<string>`count(*)`.as('n'))
        .where('user_id', '=', toUserId)
        .executeTakeFirstOrThrow();
      const exists = await trx
        .selectFrom('cart_items')
        .select('id')
        .where('user_id', '=', toUserId)
        .where('announcement_id', '=', line.announcement_id)
        .where(sql<boolean>`coalesce(variant_id, 0) = ${line.variant_id ?? 0}`)
        .executeTakeFirst();
      // A full cart keeps what it has; the visitor's other lines are dropped with their session.
      if (!exists && Number(count.n) >= CART_LIMITS.itemsMax) continue;
      await trx
        .insertInto('cart_items')
        .values({ ...line, id: undefined, user_id: toUserId })
        .onConflict((oc) =>
          oc.expression(sql`user_id, announcement_id, (coalesce(variant_id, 0))`).doUpdateSet({
            quantity: sql<number>`least(cart_items.quantity + excluded.quantity, ${CART_LIMITS.quantityMax})`,
            unit_price: sql<string>`excluded.unit_price`,
            updated_at: sql<Date>`excluded.updated_at`,
          }),
        )
        .execute();
      moved += 1;
    }
    await trx.deleteFrom('cart_items').where('user_id', '=', fromUserId).execute();
    return moved;
  });
}
