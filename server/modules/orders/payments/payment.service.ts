import type { Kysely } from 'kysely';
import { ErrorCode } from '../../../../shared/domain/errors';
import { amountDueOnline, UNPAID_ORDER_HOLD_MINUTES } from '../../../../shared/domain/orders';
import type { PaymentMethod } from '../../../../shared/domain/marketplace';
import type { Locale } from '../../../../shared/i18n/locales';
import type { Database } from '../../../db/types';
import type { Deps } from '../../../deps';
import { AppError, text } from '../../../core/errors';
import type { Viewer } from '../../users';
import { chargilyGateway, fakeGateway, type PaymentEvent, type PaymentGateway } from './gateway';

const gateways = new WeakMap<Deps['config'], PaymentGateway>();

/** The configured provider (one per server: the fake one keeps its checkouts); null when online payment is off. */
export function gatewayOf(deps: Pick<Deps, 'config'>): PaymentGateway | null {
  const payment = deps.config.payment;
  if (payment.provider === 'none') return null;
  let gateway = gateways.get(deps.config);
  if (!gateway) {
    gateway = payment.provider === 'chargily' ? chargilyGateway(payment) : fakeGateway(payment);
    gateways.set(deps.config, gateway);
  }
  return gateway;
}

/**
 * Inside a checkout's transaction: what each order must have paid online (all of it in advance,
 * a deposit, or nothing on delivery) and, when anything is, the checkout's one payment waiting for
 * the provider. CHECKOUT/PAYMENT_UNAVAILABLE when no provider is configured.
 */
export async function askPayment(
  deps: Deps,
  trx: Kysely<Database>,
  checkoutId: string,
  orders: readonly { id: string; method: PaymentMethod; total: number }[],
): Promise<void> {
  let due = 0;
  for (const order of orders) {
    const online = amountDueOnline(order.method, order.total);
    if (online === 0) continue;
    due += online;
    await trx
      .updateTable('orders')
      .set({ due_online: online, payment_status: 'PENDING' })
      .where('id', '=', order.id)
      .execute();
  }
  if (due === 0) return;
  const gateway = gatewayOf(deps);
  if (!gateway) throw new AppError(ErrorCode.CHECKOUT_PAYMENT_UNAVAILABLE, text('checkout.paymentUnavailable'));
  await trx
    .insertInto('payments')
    .values({ checkout_id: checkoutId, provider: gateway.name, amount: due, created_at: deps.now() })
    .execute();
}

/** A checkout's payment, for its buyer. */
export function paymentOf(db: Kysely<Database>, checkoutId: string) {
  return db.selectFrom('payments').selectAll().where('checkout_id', '=', checkoutId).executeTakeFirst();
}

export type PaymentModel = NonNullable<Awaited<ReturnType<typeof paymentOf>>>;

const paymentNotFound = () => new AppError(ErrorCode.PAYMENT_NOT_FOUND, text('payments.notFound'));

/**
 * Sends the buyer to the provider's hosted checkout for a checkout's payment: created once (a
 * second call returns the same address); a refused payment may be tried again with a new one.
 * PAYMENT/NOT_FOUND for a checkout that is not the caller's or asks nothing online,
 * PAYMENT/ALREADY_PAID once paid.
 */
export async function startPayment(
  deps: Deps,
  viewer: Viewer,
  checkoutId: string,
  locale: Locale,
): Promise<PaymentModel> {
  const gateway = gatewayOf(deps);
  if (!gateway) throw paymentNotFound();
  // The payment's row is locked while its hosted checkout is made: two clicks at once get the same
  // checkout, never two of which only the last would be recognised by the webhook.
  return deps.db.transaction().execute(async (trx) => {
    const owned = await trx
      .selectFrom('payments as p')
      .innerJoin('checkouts as c', 'c.id', 'p.checkout_id')
      .selectAll('p')
      .where('p.checkout_id', '=', checkoutId)
      .where('c.buyer_id', '=', viewer.id)
      .forUpdate('p')
      .executeTakeFirst();
    if (!owned) throw paymentNotFound();
    if (owned.status === 'PAID') throw new AppError(ErrorCode.PAYMENT_ALREADY_PAID, text('payments.alreadyPaid'));
    // Orders cancelled (unpaid past the hold, or by either side) are not paid for any more.
    const open = await trx
      .selectFrom('orders')
      .select('id')
      .where('checkout_id', '=', checkoutId)
      .where('status', '!=', 'CANCELLED')
      .executeTakeFirst();
    if (!open)
      throw new AppError(ErrorCode.PAYMENT_EXPIRED, text('payments.expired', { minutes: UNPAID_ORDER_HOLD_MINUTES }));
    if (owned.status === 'PENDING' && owned.checkout_url) return owned;
    const base = deps.config.publicUrl;
    const hosted = await gateway.createCheckout({
      amount: Number(owned.amount),
      successUrl: `${base}/checkout/confirm?checkout=${checkoutId}`,
      failureUrl: `${base}/checkout/confirm?checkout=${checkoutId}&failed=1`,
      webhookUrl: `${base}/payments/webhook`,
      paymentId: owned.id,
      locale,
    });
    const updated = await trx
      .updateTable('payments')
      .set({ status: 'PENDING', provider_ref: hosted.id, checkout_url: hosted.url, settled_at: null })
      .where('id', '=', owned.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('orders')
      .set({ payment_status: 'PENDING' })
      .where('checkout_id', '=', checkoutId)
      .where('payment_status', '=', 'FAILED')
      .execute();
    return updated;
  });
}

/** What a webhook did: settled a payment, or nothing (unknown checkout, wrong amount, already settled). */
export type Settlement = 'settled' | 'unknown' | 'mismatch' | 'replayed';

/**
 * Applies a signed webhook's outcome to its payment, once: a replay (the same event again, or any
 * event after the payment settled) changes nothing, and an amount other than the one asked is
 * refused. The orders of the checkout take the payment's status.
 */
export async function settlePayment(deps: Deps, event: PaymentEvent): Promise<Settlement> {
  return deps.db.transaction().execute(async (trx) => {
    const payment = await trx
      .selectFrom('payments')
      .selectAll()
      .where('provider_ref', '=', event.checkoutId)
      .forUpdate()
      .executeTakeFirst();
    if (!payment) return 'unknown';
    if (Number(payment.amount) !== event.amount) return 'mismatch';
    if (payment.status !== 'PENDING') return 'replayed';
    const status = event.outcome === 'paid' ? 'PAID' : 'FAILED';
    await trx.updateTable('payments').set({ status, settled_at: deps.now() }).where('id', '=', payment.id).execute();
    await trx
      .updateTable('orders')
      .set({ payment_status: status, updated_at: deps.now() })
      .where('checkout_id', '=', payment.checkout_id)
      .where('payment_status', '=', 'PENDING')
      .execute();
    return 'settled';
  });
}
