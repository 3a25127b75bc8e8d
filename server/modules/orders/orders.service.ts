import { sql, type Kysely, type Selectable } from 'kysely';
import { ErrorCode } from '../../../shared/domain/errors';
import { notificationLinks } from '../../../shared/domain/notifications';
import {
  EXPIRE_MOVE,
  ORDER_ACTIONS,
  ORDER_LIMITS,
  PAYMENT_BLOCKS,
  RESTOCKING_STATUSES,
  UNPAID_ORDER_HOLD_MINUTES,
  orderActionsFor,
  type OrderAction,
  type OrderActor,
  type OrderHistoryAction,
  type OrderStatus,
} from '../../../shared/domain/orders';
import { failure } from '../../../shared/domain/validation';
import type { Database } from '../../db/types';
import type { Deps } from '../../deps';
import { AppError, text } from '../../core/errors';
import { pageRequest, paginatorInfo, type Page } from '../../core/pagination';
import { notify } from '../notifications';
import { formError, type Viewer } from '../users';
import type { OrdersTable } from './orders.tables';

/** An order as the fields receive it, with what the caller is to it. */
export type OrderModel = Selectable<OrdersTable> & { viewerActors: OrderActor[] };

const notFound = () => new AppError(ErrorCode.ORDER_NOT_FOUND, text('orders.notFound'));

/** What the viewer is to an order: its buyer, its seller (or a member of its store), its provider. */
async function actorsOf(
  db: Kysely<Database>,
  viewer: Pick<Viewer, 'id' | 'storeIds'>,
  order: Selectable<OrdersTable>,
): Promise<OrderActor[]> {
  const actors: OrderActor[] = [];
  if (order.buyer_id === viewer.id) actors.push('BUYER');
  if (order.seller_id === viewer.id || (order.store_id !== null && viewer.storeIds?.includes(order.store_id))) {
    actors.push('SELLER');
  }
  const provider = await db
    .selectFrom('delivery_providers')
    .select('id')
    .where('id', '=', order.provider_id)
    .where('user_id', '=', viewer.id)
    .executeTakeFirst();
  if (provider) actors.push('PROVIDER');
  return actors;
}

/** An order the viewer takes part in; null when there is none (or it is someone else's). */
export async function findOrder(deps: Pick<Deps, 'db'>, viewer: Viewer, id: string): Promise<OrderModel | null> {
  const row = await deps.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const viewerActors = await actorsOf(deps.db, viewer, row);
  return viewerActors.length > 0 ? { ...row, viewerActors } : null;
}

/** What the viewer may do to the order now. */
export function actionsOf(order: OrderModel): OrderAction[] {
  return [...new Set(order.viewerActors.flatMap((actor) => orderActionsFor(order.status, actor)))];
}

/**
 * The orders' state machine: the one writer of an order's status. Checks the move against
 * ORDER_ACTIONS and the viewer's part in the order, takes what the move needs (a reason to
 * refuse, a tracking number to ship), writes the history, gives the stock back when the order is
 * cancelled or returned, records `order.statusChanged` and tells the other side. The order's row
 * is locked for the move: two moves at once happen one after the other, the second against the
 * first's result.
 */
export async function moveOrder(
  deps: Deps,
  viewer: Viewer,
  id: string,
  action: OrderAction,
  given: { reason?: string | null; trackingNumber?: string | null },
): Promise<OrderModel> {
  const rule = ORDER_ACTIONS[action];
  const reason = given.reason?.trim() || null;
  const tracking = given.trackingNumber?.trim() || null;
  if (action === 'refuse' && (!reason || reason.length > ORDER_LIMITS.reasonMax)) {
    throw formError(ErrorCode.BAD_USER_INPUT, [
      reason ? failure('reason', 'max_length', { n: ORDER_LIMITS.reasonMax }) : failure('reason', 'required'),
    ]);
  }
  if (action === 'ship' && (!tracking || tracking.length > ORDER_LIMITS.trackingMax)) {
    throw formError(ErrorCode.BAD_USER_INPUT, [
      tracking
        ? failure('trackingNumber', 'max_length', { n: ORDER_LIMITS.trackingMax })
        : failure('trackingNumber', 'required'),
    ]);
  }
  return deps.db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('orders').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!order) throw notFound();
    const actors = await actorsOf(trx, viewer, order);
    if (actors.length === 0) throw notFound();
    const actor = rule.by.find((candidate) => actors.includes(candidate));
    if (PAYMENT_BLOCKS.includes(action) && (order.payment_status === 'PENDING' || order.payment_status === 'FAILED')) {
      throw new AppError(ErrorCode.ORDER_PAYMENT_PENDING, text('orders.paymentPending'));
    }
    if (!actor || !rule.from.includes(order.status)) {
      throw new AppError(ErrorCode.ORDER_TRANSITION_REFUSED, text('orders.transitionRefused'), {
        status: order.status,
        action,
      });
    }
    const updated = await applyMove(deps, trx, order, {
      action,
      to: rule.to,
      actor,
      actorId: viewer.id,
      reason,
      tracking: action === 'ship' ? tracking : null,
    });
    return { ...updated, viewerActors: actors };
  });
}

/**
 * Writes one move of a locked order: its status (with the tracking number or the reason), its
 * history, the stock given back when it ends cancelled or returned, the `order.statusChanged`
 * event and the notices. The only place a status is written; who may make which move is decided
 * before (moveOrder for people, expireUnpaidOrders for Souk).
 */
async function applyMove(
  deps: Deps,
  trx: Kysely<Database>,
  order: Selectable<OrdersTable>,
  move: {
    action: OrderHistoryAction;
    to: OrderStatus;
    actor: OrderActor;
    actorId: string | null;
    reason: string | null;
    tracking: string | null;
  },
): Promise<Selectable<OrdersTable>> {
  const at = deps.now();
  const { action, to, actor, reason, tracking } = move;
  const updated = await trx
    .updateTable('orders')
    .set({
      status: to,
      updated_at: at,
      ...(tracking ? { tracking_number: tracking } : {}),
      ...(to === 'CANCELLED' ? { reason } : {}),
    })
    .where('id', '=', order.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('order_events')
    .values({
      order_id: order.id,
      actor_id: move.actorId,
      actor,
      action,
      from_status: order.status,
      to_status: to,
      reason,
      tracking_number: tracking,
      at,
    })
    .execute();
  if (RESTOCKING_STATUSES.includes(to)) await restock(trx, order.id);
  await deps.events.record(trx, {
    type: 'order.statusChanged',
    actorId: move.actorId,
    payload: { orderId: order.id, action, from: order.status, to, reason },
  });
  // Souk's own cancellation says why in the notices (a catalog reason), not in the order's reason.
  await tellParties(deps, trx, updated, actor, to, {
    reason: reason ?? (actor === 'SYSTEM' ? 'paymentExpired' : null),
    tracking,
  });
  return updated;
}

/**
 * Cancels the orders whose online payment did not come within UNPAID_ORDER_HOLD_MINUTES of their
 * placing (never paid, or refused and not tried again), giving their units back. Each order is
 * locked and checked again on its own: a payment settled meanwhile keeps it. Returns how many.
 */
export async function expireUnpaidOrders(deps: Deps): Promise<number> {
  const before = new Date(deps.now().getTime() - UNPAID_ORDER_HOLD_MINUTES * 60_000);
  const unpaid = (order: Selectable<OrdersTable>) =>
    (EXPIRE_MOVE.from as readonly string[]).includes(order.status) &&
    (order.payment_status === 'PENDING' || order.payment_status === 'FAILED') &&
    order.created_at < before;
  const due = await deps.db
    .selectFrom('orders')
    .select('id')
    .where('status', 'in', EXPIRE_MOVE.from)
    .where('payment_status', 'in', ['PENDING', 'FAILED'])
    .where('created_at', '<', before)
    .orderBy('id')
    .limit(500)
    .execute();
  let expired = 0;
  for (const { id } of due) {
    const done = await deps.db.transaction().execute(async (trx) => {
      const order = await trx.selectFrom('orders').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
      if (!order || !unpaid(order)) return false;
      await applyMove(deps, trx, order, {
        action: EXPIRE_MOVE.action,
        to: EXPIRE_MOVE.to,
        actor: 'SYSTEM',
        actorId: null,
        reason: null,
        tracking: null,
      });
      return true;
    });
    if (done) expired += 1;
  }
  return expired;
}

/** Gives an order's units back to the announcements (or variants) they were taken from. */
async function restock(trx: Kysely<Database>, orderId: string): Promise<void> {
  const items = await trx
    .selectFrom('order_items')
    .select(['announcement_id', 'variant_id', 'quantity'])
    .where('order_id', '=', orderId)
    .orderBy('announcement_id')
    .orderBy('variant_id')
    .execute();
  for (const item of items) {
    if (item.variant_id) {
      await trx
        .updateTable('announcement_variants')
        .set({ quantity: sql<number>`coalesce(quantity, 0) + ${item.quantity}` })
        .where('id', '=', item.variant_id)
        .execute();
    } else if (item.announcement_id) {
      await trx
        .updateTable('announcements')
        .set({ quantity: sql<number>`coalesce(quantity, 0) + ${item.quantity}` })
        .where('id', '=', item.announcement_id)
        .execute();
    }
  }
}

/** The other side hears of a move: the buyer of the seller's and provider's moves, the seller of the buyer's, both of Souk's. */
async function tellParties(
  deps: Deps,
  trx: Kysely<Database>,
  order: Selectable<OrdersTable>,
  actor: OrderActor,
  status: OrderStatus,
  given: { reason: string | null; tracking: string | null },
): Promise<void> {
  const first = await trx
    .selectFrom('order_items')
    .select('title')
    .where('order_id', '=', order.id)
    .orderBy('id')
    .executeTakeFirst();
  const recipients = actor === 'BUYER' ? [order.seller_id] : [order.buyer_id];
  if (actor === 'PROVIDER' || actor === 'SYSTEM') recipients.push(order.seller_id);
  // A parcel handed over is the provider's to collect: its account hears of it too.
  if (status === 'SHIPPED') {
    const courier = await trx
      .selectFrom('delivery_providers')
      .select('user_id')
      .where('id', '=', order.provider_id)
      .executeTakeFirst();
    if (courier?.user_id && !recipients.includes(courier.user_id)) recipients.push(courier.user_id);
  }
  for (const userId of recipients) {
    await notify(deps, trx, userId, {
      kind: 'ORDER_UPDATE',
      target: { type: 'ORDER', id: order.id },
      link: notificationLinks.order(order.id),
      data: {
        orderId: order.id,
        status,
        title: first?.title ?? '',
        ...(given.reason ? { reason: given.reason } : {}),
        ...(given.tracking ? { tracking: given.tracking } : {}),
      },
      // Each move is told once: an order goes through a status at most once.
      dedupeKey: `order:${order.id}:${status}`,
    });
  }
}

/** Which list, and its filters. */
export type OrderListQuery =
  | { kind: 'buyer'; status: OrderStatus | null }
  | { kind: 'seller'; storeId: string | null; status: OrderStatus | null; from: string | null; to: string | null }
  | { kind: 'provider'; status: OrderStatus | null };

/** One page of a list of orders, newest first, for its buyer, seller or provider. */
export async function listOrders(
  deps: Pick<Deps, 'db'>,
  viewer: Viewer,
  query: OrderListQuery,
  page: number | null | undefined,
): Promise<Page<OrderModel>> {
  let base = deps.db.selectFrom('orders');
  let actor: OrderActor;
  if (query.kind === 'buyer') {
    actor = 'BUYER';
    base = base.where('buyer_id', '=', viewer.id);
  } else if (query.kind === 'seller') {
    actor = 'SELLER';
    if (query.storeId !== null) {
      // Only the store's members see its orders; anyone else sees an empty list, not an error that confirms it exists.
      base = base.where('store_id', '=', viewer.storeIds?.includes(query.storeId) ? query.storeId : '0');
    } else {
      base = base.where('seller_id', '=', viewer.id).where('store_id', 'is', null);
    }
    if (query.from) base = base.where('created_at', '>=', new Date(`${query.from}T00:00:00Z`));
    if (query.to)
      base = base.where('created_at', '<', new Date(new Date(`${query.to}T00:00:00Z`).getTime() + 86_400_000));
  } else {
    actor = 'PROVIDER';
    base = base.where(
      'provider_id',
      'in',
      deps.db.selectFrom('delivery_providers').select('id').where('user_id', '=', viewer.id),
    );
  }
  if (query.status) base = base.where('status', '=', query.status);
  const request = pageRequest(page, ORDER_LIMITS.pageSize, {
    defaultSize: ORDER_LIMITS.pageSize,
    maxSize: ORDER_LIMITS.pageSize,
  });
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').limit(request.size).offset(request.offset).execute(),
    // Counted up to ten pages ahead (ORDER_LIMITS.countAhead), not the whole history.
    deps.db
      .selectFrom(
        base
          .select(sql<number>`1`.as('one'))
          .limit(request.offset + request.size * ORDER_LIMITS.countAhead)
          .as('capped'),
      )
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    data: rows.map((row) => ({ ...row, viewerActors: [actor] })),
    paginatorInfo: paginatorInfo(request, Number(count.n)),
  };
}

/** The orders a checkout made, as its buyer sees them. */
export async function checkoutOrders(deps: Pick<Deps, 'db'>, checkoutId: string): Promise<OrderModel[]> {
  const rows = await deps.db
    .selectFrom('orders')
    .selectAll()
    .where('checkout_id', '=', checkoutId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, viewerActors: ['BUYER'] }));
}

/** An order's lines, as bought. */
export function orderItems(deps: Pick<Deps, 'db'>, orderId: string) {
  return deps.db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

export type OrderItemModel = Awaited<ReturnType<typeof orderItems>>[number];

/** An order's moves, oldest first. */
export function orderHistory(deps: Pick<Deps, 'db'>, orderId: string) {
  return deps.db.selectFrom('order_events').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

export type OrderEventModel = Awaited<ReturnType<typeof orderHistory>>[number];
