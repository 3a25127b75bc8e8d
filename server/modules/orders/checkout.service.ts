import { sql, type Kysely } from 'kysely';
import { ErrorCode } from '../../../shared/domain/errors';
import type { PaymentMethod } from '../../../shared/domain/marketplace';
import { notificationLinks } from '../../../shared/domain/notifications';
import {
  STOCK_ALERT_AT,
  CHECKOUT_PHONE_SCHEMA,
  CHECKOUT_SCHEMA,
  orderPaymentMethod,
  type DeliveryMode,
} from '../../../shared/domain/orders';
import { failure, validate, type RuleFailure } from '../../../shared/domain/validation';
import { normalizePhone } from '../../../shared/domain/phone';
import type { Database } from '../../db/types';
import type { Deps } from '../../deps';
import { AppError, text } from '../../core/errors';
import { createOnce } from '../../core/idempotency';
import { parseId } from '../../core/ids';
import { cartOf, groupsOf, type CartGroupModel, type CartItemModel } from '../cart';
import { loadGeo } from '../geo';
import { notify } from '../notifications';
import { formError, type Viewer } from '../users';
import { deliveryRate } from './delivery.service';
import { askPayment } from './payments/payment.service';

/** What the buyer typed and chose at checkout (CheckoutInput). */
export interface CheckoutRequest {
  contactName: string;
  phones: string[];
  email?: string | null;
  regionId: string;
  cityId: string;
  address: string;
  deliveryMode: DeliveryMode;
  providerId: string;
  chunkId?: string | null;
  purchasedFrom?: string | null;
}

/** The checkout's fields, checked with the shared rules; the place checked against the wilayas and communes. */
async function checkedContact(deps: Deps, input: CheckoutRequest) {
  const values = { ...input, contactName: input.contactName.trim(), address: input.address.trim() };
  const failures: RuleFailure[] = validate(CHECKOUT_SCHEMA, {
    ...values,
    phones: values.phones.length === 0 ? null : values.phones,
    email: values.email?.trim() || null,
  });
  values.phones.forEach((phone, index) => {
    const [refused] = validate(CHECKOUT_PHONE_SCHEMA, { phone });
    if (refused) failures.push({ ...refused, field: `phones.${index}` });
  });
  const geo = await loadGeo(deps);
  const regionId = Number(input.regionId);
  const city = geo.citiesById.get(Number(input.cityId));
  if (!geo.regionsById.has(regionId)) failures.push(failure('regionId', 'one_of', { values: '1..58' }));
  else if (!city || city.regionId !== regionId) failures.push(failure('cityId', 'one_of', { values: '' }));
  if (failures.length > 0) throw formError(ErrorCode.BAD_USER_INPUT, failures);
  return {
    contactName: values.contactName,
    phones: [...new Set(values.phones.map((phone) => normalizePhone(phone) ?? phone))],
    email: values.email?.trim() || null,
    regionId,
    cityId: city!.id,
    address: values.address,
  };
}

/** CHECKOUT/STOCK_RUPTURE: the spec's "stock rupture", saying which item and how many are left. */
function stockRupture(item: { announcementId: string; title: string }, remaining: number): AppError {
  return new AppError(
    ErrorCode.CHECKOUT_STOCK_RUPTURE,
    text('checkout.stockRupture', { count: remaining, title: item.title }),
    { announcementId: item.announcementId, remaining },
  );
}

/**
 * Takes the units of every line from the stock, in one ordering of rows for every buyer (so two
 * checkouts never wait on each other in a cycle). Each update only applies while enough is left:
 * under any concurrency the stock never goes below zero, and a checkout that finds too little
 * fails whole (its transaction rolls back what it already took).
 */
async function reserveStock(
  trx: Kysely<Database>,
  items: readonly (CartItemModel & { title: string })[],
): Promise<{ item: CartItemModel & { title: string }; left: number }[]> {
  const reserved: { item: CartItemModel & { title: string }; left: number }[] = [];
  const ordered = [...items].sort(
    (a, b) =>
      Number(a.announcementId) - Number(b.announcementId) || Number(a.variantId ?? 0) - Number(b.variantId ?? 0),
  );
  for (const item of ordered) {
    const taken = item.variantId
      ? await trx
          .updateTable('announcement_variants')
          .set({ quantity: sql<number>`quantity - ${item.quantity}` })
          .where('id', '=', item.variantId)
          .where('quantity', '>=', item.quantity)
          .returning('quantity')
          .executeTakeFirst()
      : await trx
          .updateTable('announcements')
          .set({ quantity: sql<number>`quantity - ${item.quantity}` })
          .where('id', '=', item.announcementId)
          .where('quantity', '>=', item.quantity)
          .returning('quantity')
          .executeTakeFirst();
    if (!taken) {
      const left = item.variantId
        ? await trx
            .selectFrom('announcement_variants')
            .select('quantity')
            .where('id', '=', item.variantId)
            .executeTakeFirst()
        : await trx
            .selectFrom('announcements')
            .select('quantity')
            .where('id', '=', item.announcementId)
            .executeTakeFirst();
      throw stockRupture(item, Math.max(0, left?.quantity ?? 0));
    }
    reserved.push({ item, left: taken.quantity ?? 0 });
  }
  return reserved;
}

/**
 * Tells sellers when an order leaves STOCK_ALERT_AT units or fewer of an item (none: sold out),
 * so they restock or close the announcement before buyers meet "stock rupture". Once per order
 * and item: a seller hears of each sale that brings the stock that low.
 */
async function alertLowStock(
  deps: Deps,
  trx: Kysely<Database>,
  reserved: readonly { item: CartItemModel & { title: string }; left: number }[],
  checkoutId: string,
): Promise<void> {
  const low = reserved.filter((line) => line.left <= STOCK_ALERT_AT);
  if (low.length === 0) return;
  const slugs = new Map(
    (
      await trx
        .selectFrom('announcements')
        .select(['id', 'slug'])
        .where(
          'id',
          'in',
          low.map((line) => line.item.announcementId),
        )
        .execute()
    ).map((row) => [row.id, row.slug]),
  );
  for (const { item, left } of low) {
    await notify(deps, trx, item.sellerId, {
      kind: 'STOCK_ALERT',
      target: { type: 'ANNOUNCEMENT', id: item.announcementId },
      link: notificationLinks.announcement({ id: item.announcementId, slug: slugs.get(item.announcementId) ?? '' }),
      data: { title: item.title, remaining: String(left) },
      dedupeKey: `stock:${checkoutId}:${item.announcementId}:${item.variantId ?? ''}`,
    });
  }
}

/** The title, payment method and delivery type of each announcement in the cart. */
async function lineFacts(trx: Kysely<Database>, items: readonly CartItemModel[]) {
  const rows = await trx
    .selectFrom('announcements')
    .select(['id', 'title', 'payment_method', 'delivery_type'])
    .where(
      'id',
      'in',
      items.map((item) => item.announcementId),
    )
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Orders the buyer's cart (or the one seller's part the chunkId names): one order per seller, at
 * the prices the buyer saw, with the stock reserved and the ordered lines taken out of the cart,
 * all in one transaction. With an idempotency key (required), retries and parallel submissions of
 * the same request return the first checkout.
 */
export async function placeOrders(
  deps: Deps,
  viewer: Viewer,
  input: CheckoutRequest,
  idempotencyKey: string,
): Promise<string> {
  const contact = await checkedContact(deps, input);
  const providerId = parseId(input.providerId, 'providerId');
  const rate = await deliveryRate(deps.db, providerId, contact.regionId, input.deliveryMode);
  if (!rate) throw new AppError(ErrorCode.CHECKOUT_DELIVERY_UNAVAILABLE, text('checkout.deliveryUnavailable'));
  return deps.db.transaction().execute(async (trx) => {
    const { id } = await createOnce(
      deps,
      trx,
      { scope: 'orderPlace', ownerId: viewer.id, key: idempotencyKey, request: input },
      async () => {
        // One checkout of a buyer at a time, and none while their cart is being changed.
        await trx.selectFrom('users').select('id').where('id', '=', viewer.id).forUpdate().executeTakeFirst();
        const groups = groupsOf(await cartOf({ db: trx }, viewer)).filter(
          (group) => !input.chunkId || group.key === input.chunkId,
        );
        const items = groups.flatMap((group) => group.items);
        if (items.length === 0) throw new AppError(ErrorCode.CHECKOUT_EMPTY_CART, text('checkout.emptyCart'));
        const facts = await lineFacts(trx, items);
        for (const item of items) {
          if (item.problem === 'soldOut') {
            throw stockRupture({ ...item, title: facts.get(item.announcementId)?.title ?? '' }, 0);
          }
          if (!item.available || item.currentPrice === null) {
            throw new AppError(ErrorCode.CART_NOT_ORDERABLE, text('cart.notOrderable'), {
              announcementId: item.announcementId,
            });
          }
          if (item.currentPrice !== item.unitPrice) {
            throw new AppError(ErrorCode.CHECKOUT_PRICE_CHANGED, text('checkout.priceChanged'), {
              announcementId: item.announcementId,
              price: item.currentPrice,
            });
          }
        }
        const titled = items.map((item) => ({ ...item, title: facts.get(item.announcementId)?.title ?? '' }));
        const reserved = await reserveStock(trx, titled);
        const at = deps.now();
        const checkout = await trx
          .insertInto('checkouts')
          .values({ buyer_id: viewer.id, created_at: at })
          .returning('id')
          .executeTakeFirstOrThrow();
        await alertLowStock(deps, trx, reserved, checkout.id);
        const written: { id: string; method: PaymentMethod; total: number }[] = [];
        for (const group of groups) {
          const order = await writeOrder(deps, trx, {
            checkoutId: checkout.id,
            buyerId: viewer.id,
            group,
            titles: new Map(titled.map((item) => [item.id, item.title])),
            methods: group.items.map((item) => facts.get(item.announcementId)!.payment_method ?? 'PAYMENT_ON_DELIVERY'),
            freeDelivery: group.items.every(
              (item) => facts.get(item.announcementId)?.delivery_type === 'DELIVERY_FREE',
            ),
            contact,
            rate,
            deliveryMode: input.deliveryMode,
            purchasedFrom: input.purchasedFrom?.slice(0, 100) || 'portal',
            at,
          });
          written.push(order);
        }
        await askPayment(deps, trx, checkout.id, written);
        await trx
          .deleteFrom('cart_items')
          .where('user_id', '=', viewer.id)
          .where(
            'id',
            'in',
            items.map((item) => item.id),
          )
          .execute();
        return checkout.id;
      },
    );
    return id;
  });
}

interface OrderDraft {
  checkoutId: string;
  buyerId: string;
  group: CartGroupModel;
  titles: Map<string, string>;
  methods: PaymentMethod[];
  freeDelivery: boolean;
  contact: Awaited<ReturnType<typeof checkedContact>>;
  rate: NonNullable<Awaited<ReturnType<typeof deliveryRate>>>;
  deliveryMode: DeliveryMode;
  purchasedFrom: string;
  at: Date;
}

/** One seller's order, its lines and its first history entry; its seller is told. */
async function writeOrder(
  deps: Deps,
  trx: Kysely<Database>,
  draft: OrderDraft,
): Promise<{ id: string; method: PaymentMethod; total: number }> {
  const { group, contact, rate, at } = draft;
  const subtotal = group.items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
  const deliveryPrice = draft.freeDelivery ? 0 : Number(rate.price);
  const method = orderPaymentMethod(draft.methods);
  const order = await trx
    .insertInto('orders')
    .values({
      checkout_id: draft.checkoutId,
      buyer_id: draft.buyerId,
      seller_id: group.sellerId,
      store_id: group.storeId,
      status: 'PLACED',
      contact_name: contact.contactName,
      phones: JSON.stringify(contact.phones),
      email: contact.email,
      region_id: contact.regionId,
      city_id: contact.cityId,
      address: contact.address,
      delivery_mode: draft.deliveryMode,
      provider_id: rate.provider_id,
      delivery_price: deliveryPrice,
      delay_min: rate.delay_min,
      delay_max: rate.delay_max,
      delay_unit: rate.delay_unit,
      subtotal,
      total: subtotal + deliveryPrice,
      payment_method: method,
      purchased_from: draft.purchasedFrom,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('order_items')
    .values(
      group.items.map((item) => ({
        order_id: order.id,
        announcement_id: item.announcementId,
        variant_id: item.variantId,
        title: draft.titles.get(item.id) ?? '',
        quantity: item.quantity,
        unit_price: item.unitPrice,
      })),
    )
    .execute();
  await trx
    .insertInto('order_events')
    .values({
      order_id: order.id,
      actor_id: draft.buyerId,
      actor: 'BUYER',
      action: 'place',
      from_status: null,
      to_status: 'PLACED',
      reason: null,
      tracking_number: null,
      at,
    })
    .execute();
  await deps.events.record(trx, {
    type: 'order.placed',
    actorId: draft.buyerId,
    payload: {
      orderId: order.id,
      checkoutId: draft.checkoutId,
      buyerId: draft.buyerId,
      sellerId: group.sellerId,
      storeId: group.storeId,
    },
  });
  await notify(deps, trx, group.sellerId, {
    kind: 'ORDER_UPDATE',
    target: { type: 'ORDER', id: order.id },
    link: notificationLinks.order(order.id),
    data: {
      orderId: order.id,
      status: 'PLACED',
      title: draft.titles.get(group.items[0]!.id) ?? '',
      count: String(group.items.reduce((sum, item) => sum + item.quantity, 0)),
    },
    dedupeKey: `order:${order.id}:PLACED`,
  });
  return { id: order.id, method, total: subtotal + deliveryPrice };
}
