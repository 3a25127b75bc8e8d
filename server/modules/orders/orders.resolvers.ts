import { parseId } from '../../core/ids';
import { allow, anyone, member, signedIn } from '../../graphql/permissions';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { loadAnnouncementsByIds } from '../announcements';
import { loadGeo } from '../geo';
import { loadStoresByIds } from '../stores';
import { findUser } from '../users';
import { placeOrders } from './checkout.service';
import { paymentOf, startPayment } from './payments/payment.service';
import {
  allProviders,
  deliveryOptions,
  providersByIds,
  providersOf,
  readRatesCsv,
  replaceRates,
} from './delivery.service';
import { AppError, text } from '../../core/errors';
import { ErrorCode } from '../../../shared/domain/errors';
import { operator } from '../stores';
import {
  actionsOf,
  checkoutOrders,
  findOrder,
  listOrders,
  moveOrder,
  orderHistory,
  orderItems,
} from './orders.service';

export const ordersResolvers: Resolvers = {
  Query: {
    deliveryOptions: allow(anyone, (_parent, { regionId, mode }, ctx) =>
      deliveryOptions(ctx.deps.db, Number(parseId(regionId, 'regionId')), mode ?? null),
    ),
    order: allow(signedIn, (_parent, { id }, ctx) => findOrder(ctx.deps, ctx.viewer!, parseId(id, 'id'))),
    checkout: allow(signedIn, async (_parent, { id }, ctx) => {
      const orders = (await checkoutOrders(ctx.deps, parseId(id, 'id'))).filter(
        (order) => order.buyer_id === ctx.viewer!.id,
      );
      return orders.length > 0 ? { id, orders } : null;
    }),
    myOrders: allow(signedIn, (_parent, { status, page }, ctx) =>
      listOrders(ctx.deps, ctx.viewer!, { kind: 'buyer', status: status ?? null }, page),
    ),
    sellerOrders: allow(member, (_parent, { storeId, status, from, to, page }, ctx) =>
      listOrders(
        ctx.deps,
        ctx.viewer!,
        {
          kind: 'seller',
          storeId: storeId ? parseId(storeId, 'storeId') : null,
          status: status ?? null,
          from: from ?? null,
          to: to ?? null,
        },
        page,
      ),
    ),
    myDeliveryProviders: allow(signedIn, (_parent, _args, ctx) => providersOf(ctx.deps.db, ctx.viewer!.id)),
    deliveryProviderGrids: allow(operator, async (_parent, _args, ctx) =>
      (await allProviders(ctx.deps.db)).map(({ rate_count, ...provider }) => ({
        provider,
        rateCount: Number(rate_count ?? 0),
      })),
    ),
    providerParcels: allow(member, (_parent, { status, page }, ctx) =>
      listOrders(ctx.deps, ctx.viewer!, { kind: 'provider', status: status ?? null }, page),
    ),
  },
  Checkout: {
    payment: (checkout, _args, ctx) => paymentOf(ctx.deps.db, checkout.id).then((payment) => payment ?? null),
  },
  Payment: {
    amount: (payment) => Number(payment.amount),
    checkoutUrl: (payment) => payment.checkout_url,
  },
  Mutation: {
    // An anonymous session may check out (the spec: checkout can be done without an account).
    orderPlace: allow(signedIn, async (_parent, { input, idempotencyKey }, ctx) => {
      const id = await placeOrders(ctx.deps, ctx.viewer!, input, idempotencyKey);
      return { id, orders: await checkoutOrders(ctx.deps, id) };
    }),
    deliveryRatesImport: allow(operator, async (_parent, { providerId, csv }, ctx) => {
      const id = parseId(providerId, 'providerId');
      if ((await providersByIds(ctx.deps.db, [id])).length === 0) {
        throw new AppError(ErrorCode.DELIVERY_PROVIDER_NOT_FOUND, text('orders.providerNotFound'));
      }
      const { lines, errors } = readRatesCsv(csv);
      if (errors.length > 0) {
        throw new AppError(ErrorCode.BAD_USER_INPUT, text('errors.formValidation'), { lines: errors.slice(0, 50) });
      }
      await replaceRates(ctx.deps.db, id, lines);
      return lines.length;
    }),
    paymentStart: allow(signedIn, (_parent, { checkoutId }, ctx) =>
      startPayment(ctx.deps, ctx.viewer!, parseId(checkoutId, 'checkoutId'), ctx.lang),
    ),
    orderMove: allow(signedIn, (_parent, { id, action, reason, trackingNumber }, ctx) =>
      moveOrder(ctx.deps, ctx.viewer!, parseId(id, 'id'), action, { reason, trackingNumber }),
    ),
  },
  DeliveryOption: {
    provider: async (option, _args, ctx) => (await providersByIds(ctx.deps.db, [option.providerId]))[0]!,
  },
  Order: {
    buyer: async (order, _args, ctx) => (await findUser(ctx.deps, order.buyer_id))!,
    seller: async (order, _args, ctx) => (await findUser(ctx.deps, order.seller_id))!,
    store: async (order, _args, ctx) =>
      order.store_id ? ((await loadStoresByIds(ctx.deps.db, [order.store_id]))[0] ?? null) : null,
    items: (order, _args, ctx) => orderItems(ctx.deps, order.id),
    contactName: (order) => order.contact_name,
    region: async (order, _args, ctx) => (await loadGeo(ctx.deps)).regionsById.get(order.region_id)!,
    city: async (order, _args, ctx) => (await loadGeo(ctx.deps)).citiesById.get(order.city_id)!,
    deliveryMode: (order) => order.delivery_mode,
    provider: async (order, _args, ctx) => (await providersByIds(ctx.deps.db, [order.provider_id]))[0]!,
    deliveryPrice: (order) => Number(order.delivery_price),
    delayMin: (order) => order.delay_min,
    delayMax: (order) => order.delay_max,
    delayUnit: (order) => order.delay_unit,
    subtotal: (order) => Number(order.subtotal),
    total: (order) => Number(order.total),
    paymentMethod: (order) => order.payment_method,
    dueOnline: (order) => Number(order.due_online),
    paymentStatus: (order) => order.payment_status,
    checkoutId: (order) => order.checkout_id,
    trackingNumber: (order) => order.tracking_number,
    purchasedFrom: (order) => order.purchased_from,
    createdAt: (order) => order.created_at,
    updatedAt: (order) => order.updated_at,
    history: (order, _args, ctx) => orderHistory(ctx.deps, order.id),
    actions: (order) => actionsOf(order),
  },
  OrderItem: {
    announcement: async (item, _args, ctx) =>
      item.announcement_id ? ((await loadAnnouncementsByIds(ctx.deps.db, [item.announcement_id]))[0] ?? null) : null,
    variantId: (item) => item.variant_id,
    unitPrice: (item) => Number(item.unit_price),
  },
  OrderEvent: {
    from: (event) => event.from_status,
    to: (event) => event.to_status,
    trackingNumber: (event) => event.tracking_number,
  },
};
