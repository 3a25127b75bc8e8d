import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../../test/engines';
import { startTestServer, type TestServer } from '../../../test/harness';
import { firstError, userWithToken } from '../../reactions/reactions.test-support';
import { tokenFor } from '../../users/users.test-support';
import { UNPAID_ORDER_HOLD_MINUTES } from '../../../../shared/domain/orders';
import { cityIn, createDeliveryProvider, createOrderable } from '../orders.test-support';
import { expireUnpaidOrders } from '../orders.service';
import { renderNotification } from '../../notifications/notifications.mappers';
import { chargilyGateway, signWebhook } from './gateway';

const PLACE = `mutation ($input: CheckoutInput!, $key: String!) {
  orderPlace(input: $input, idempotencyKey: $key) {
    id orders { id total dueOnline paymentStatus } payment { id amount status provider checkoutUrl } } }`;
const START = `mutation ($c: ID!) { paymentStart(checkoutId: $c) { id amount status checkoutUrl } }`;
const CHECKOUT = `query ($c: ID!) { checkout(id: $c) { payment { status } orders { paymentStatus } } }`;
const MOVE = `mutation ($id: ID!, $a: OrderAction!) { orderMove(id: $id, action: $a) { status } }`;

type User = Awaited<ReturnType<typeof userWithToken>>;
type Placed = {
  orderPlace: {
    id: string;
    orders: { id: string; total: number; dueOnline: number; paymentStatus: string }[];
    payment: { id: string; amount: number; status: string; provider: string; checkoutUrl: string | null } | null;
  };
};

describe.each(testEngines)('online payment on %s', (engine) => {
  let server: TestServer;
  let provider: { id: string };
  let place: { regionId: string; cityId: string };
  beforeAll(async () => {
    server = await startTestServer(engine);
    provider = await createDeliveryProvider(server.deps, { price: 500 });
    place = await cityIn(server.deps);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A buyer's checkout of one announcement paid the given way. */
  const checkoutPaid = async (paymentMethod: 'PAYMENT_IN_ADVANCE' | 'DEPOSIT_PAY_REQUIRED', key: string) => {
    const buyer = await userWithToken(server);
    const seller = await userWithToken(server);
    const item = await createOrderable(server.deps, seller.id, { price: 10_000, paymentMethod, quantity: 3 });
    await server.gql(
      'mutation ($a: ID!) { cartAdd(announcementId: $a) { count } }',
      { a: item.id },
      { token: buyer.token },
    );
    const placed = await server.gql<Placed>(
      PLACE,
      {
        input: {
          contactName: 'Amine Benali',
          phones: ['0551234567'],
          ...place,
          address: '12 rue Didouche Mourad',
          deliveryMode: 'HOME',
          providerId: provider.id,
        },
        key,
      },
      { token: buyer.token },
    );
    expect(placed.errors).toBeUndefined();
    return { buyer, seller, item, placed: placed.data!.orderPlace };
  };
  const webhook = (body: string, signature: string) =>
    fetch(`${server.url}/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', signature },
      body,
    });
  const statusOf = async (buyer: User, checkoutId: string) =>
    (
      await server.gql<{ checkout: { payment: { status: string }; orders: { paymentStatus: string }[] } }>(
        CHECKOUT,
        { c: checkoutId },
        { token: buyer.token },
      )
    ).data!.checkout;

  it('takes an advance payment through the hosted checkout, confirmed only by the signed webhook, once', async () => {
    const { buyer, seller, placed } = await checkoutPaid('PAYMENT_IN_ADVANCE', 'pay-in-advance-1');
    expect(placed.orders[0]).toMatchObject({ total: 10_500, dueOnline: 10_500, paymentStatus: 'PENDING' });
    expect(placed.payment).toMatchObject({ amount: 10_500, status: 'PENDING', provider: 'fake', checkoutUrl: null });
    // The seller waits for the money.
    const early = await server.gql(MOVE, { id: placed.orders[0]!.id, a: 'confirm' }, { token: seller.token });
    expect(firstError(early).code).toBe('ORDER/PAYMENT_PENDING');

    // Twenty clicks at once make one hosted checkout: the one the provider's webhook will name.
    const clicks = await Promise.all(
      Array.from({ length: 20 }, () =>
        server.gql<{ paymentStart: { checkoutUrl: string } }>(START, { c: placed.id }, { token: buyer.token }),
      ),
    );
    expect(new Set(clicks.map((click) => click.data!.paymentStart.checkoutUrl)).size).toBe(1);
    const started = clicks[0]!.data!.paymentStart;
    expect(started.checkoutUrl).toMatch(/^\/fake-pay\/fake_/);
    const again = await server.gql<{ paymentStart: { checkoutUrl: string } }>(
      START,
      { c: placed.id },
      { token: buyer.token },
    );
    expect(again.data!.paymentStart.checkoutUrl).toBe(started.checkoutUrl);
    const stranger = await userWithToken(server);
    expect(firstError(await server.gql(START, { c: placed.id }, { token: stranger.token })).code).toBe(
      'PAYMENT/NOT_FOUND',
    );

    // Coming back to the success address proves nothing; a forged webhook is refused.
    await fetch(`${server.url}/checkout/confirm?checkout=${placed.id}`);
    const providerRef = started.checkoutUrl.split('/').pop()!;
    const forged = JSON.stringify({ type: 'checkout.paid', data: { id: providerRef, amount: 10_500 } });
    expect((await webhook(forged, signWebhook('not-the-key', forged))).status).toBe(401);
    expect((await webhook(forged, 'zz')).status).toBe(401);
    expect(await statusOf(buyer, placed.id)).toEqual({
      payment: { status: 'PENDING' },
      orders: [{ paymentStatus: 'PENDING' }],
    });

    // The hosted checkout's "pay" sends the provider's signed webhook, then the buyer back.
    const page = await fetch(`${server.url}${started.checkoutUrl}`);
    expect(await page.text()).toContain('10');
    const paid = await fetch(`${server.url}${started.checkoutUrl}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=paid',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toContain(`/checkout/confirm?checkout=${placed.id}`);
    expect(await statusOf(buyer, placed.id)).toEqual({
      payment: { status: 'PAID' },
      orders: [{ paymentStatus: 'PAID' }],
    });

    // A replay of a genuine event changes nothing; the seller confirms now.
    const genuine = JSON.stringify({ type: 'checkout.failed', data: { id: providerRef, amount: 10_500 } });
    const replay = await webhook(genuine, signWebhook('souk-fake-pay-secret', genuine));
    expect(await replay.json()).toEqual({ received: true, outcome: 'replayed' });
    expect((await statusOf(buyer, placed.id)).payment.status).toBe('PAID');
    expect(firstError(await server.gql(START, { c: placed.id }, { token: buyer.token })).code).toBe(
      'PAYMENT/ALREADY_PAID',
    );
    const confirmed = await server.gql<{ orderMove: { status: string } }>(
      MOVE,
      { id: placed.orders[0]!.id, a: 'confirm' },
      { token: seller.token },
    );
    expect(confirmed.data!.orderMove.status).toBe('CONFIRMED');
  });

  it('asks a 30 % deposit, refuses a wrong amount, and lets a refused payment start again', async () => {
    const { buyer, placed } = await checkoutPaid('DEPOSIT_PAY_REQUIRED', 'deposit-1');
    expect(placed.orders[0]!.dueOnline).toBe(Math.ceil(10_500 * 0.3));
    const first = (
      await server.gql<{ paymentStart: { checkoutUrl: string } }>(START, { c: placed.id }, { token: buyer.token })
    ).data!.paymentStart.checkoutUrl;
    const ref = first.split('/').pop()!;
    const wrong = JSON.stringify({ type: 'checkout.paid', data: { id: ref, amount: 1 } });
    expect(await (await webhook(wrong, signWebhook('souk-fake-pay-secret', wrong))).json()).toEqual({
      received: true,
      outcome: 'mismatch',
    });
    await fetch(`${server.url}${first}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=failed',
    });
    expect(await statusOf(buyer, placed.id)).toEqual({
      payment: { status: 'FAILED' },
      orders: [{ paymentStatus: 'FAILED' }],
    });
    const second = (
      await server.gql<{ paymentStart: { checkoutUrl: string; status: string } }>(
        START,
        { c: placed.id },
        {
          token: buyer.token,
        },
      )
    ).data!.paymentStart;
    expect(second).toMatchObject({ status: 'PENDING' });
    expect(second.checkoutUrl).not.toBe(first);
    await fetch(`${server.url}${second.checkoutUrl}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=paid',
    });
    expect((await statusOf(buyer, placed.id)).payment.status).toBe('PAID');
  });

  // Last of this server's tests: it moves the clock past the tokens' lifetime.
  it('cancels the orders whose payment did not come within the hold, gives their stock back, keeps the paid ones', async () => {
    const unpaid = await checkoutPaid('PAYMENT_IN_ADVANCE', 'expiry-unpaid');
    const refused = await checkoutPaid('DEPOSIT_PAY_REQUIRED', 'expiry-refused');
    const paid = await checkoutPaid('PAYMENT_IN_ADVANCE', 'expiry-paid');
    for (const [{ buyer, placed }, outcome] of [
      [refused, 'failed'],
      [paid, 'paid'],
    ] as const) {
      const started = await server.gql<{ paymentStart: { checkoutUrl: string } }>(
        START,
        { c: placed.id },
        { token: buyer.token },
      );
      await fetch(`${server.url}${started.data!.paymentStart.checkoutUrl}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `outcome=${outcome}`,
      });
    }
    const stockOf = async (id: string) =>
      (
        await server.deps.db
          .selectFrom('announcements')
          .select('quantity')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).quantity;
    const orderOf = (placed: Placed['orderPlace']) =>
      server.deps.db.selectFrom('orders').selectAll().where('id', '=', placed.orders[0]!.id).executeTakeFirstOrThrow();
    expect(await stockOf(unpaid.item.id)).toBe(2);

    // Within the hold nothing moves.
    server.advanceClock((UNPAID_ORDER_HOLD_MINUTES - 1) * 60_000);
    expect(await expireUnpaidOrders(server.deps)).toBe(0);
    server.advanceClock(2 * 60_000);
    // Another sweep is already running: an order is cancelled once.
    const runs = await Promise.all([expireUnpaidOrders(server.deps), expireUnpaidOrders(server.deps)]);
    expect(runs[0] + runs[1]).toBe(2);

    for (const { placed, item } of [unpaid, refused]) {
      expect(await orderOf(placed)).toMatchObject({ status: 'CANCELLED' });
      expect(await stockOf(item.id)).toBe(3);
      const history = await server.deps.db
        .selectFrom('order_events')
        .select(['actor', 'action', 'to_status'])
        .where('order_id', '=', placed.orders[0]!.id)
        .orderBy('id')
        .execute();
      expect(history.at(-1)).toEqual({ actor: 'SYSTEM', action: 'expire', to_status: 'CANCELLED' });
    }
    expect(await orderOf(paid.placed)).toMatchObject({ status: 'PLACED', payment_status: 'PAID' });
    // Nothing is paid for a cancelled order any more.
    const late = await server.gql(
      START,
      { c: refused.placed.id },
      { token: await tokenFor(server, refused.buyer.id, false) },
    );
    expect(firstError(late).code).toBe('PAYMENT/EXPIRED');
    expect(firstError(late).message).toContain(`faute de paiement dans les ${UNPAID_ORDER_HOLD_MINUTES} minutes`);
    expect(await stockOf(paid.item.id)).toBe(2);
    // Both sides hear of it.
    const told = await server.deps.db
      .selectFrom('notifications')
      .select('user_id')
      .where('kind', '=', 'ORDER_UPDATE')
      .where('dedupe_key', '=', `order:${unpaid.placed.orders[0]!.id}:CANCELLED`)
      .execute();
    expect(told.map((row) => row.user_id).sort()).toEqual([unpaid.buyer.id, unpaid.seller.id].sort());
    // Told why in their language, with the shared hold time ("… dans les 60 minutes").
    const notice = await server.deps.db
      .selectFrom('notifications')
      .select(['kind', 'data'])
      .where('dedupe_key', '=', `order:${unpaid.placed.orders[0]!.id}:CANCELLED`)
      .executeTakeFirstOrThrow();
    expect(renderNotification('fr', notice).body).toBe(
      `Motif : le paiement en ligne n’est pas arrivé dans les ${UNPAID_ORDER_HOLD_MINUTES} minutes`,
    );
  });
});

describe('the Chargily Pay gateway', () => {
  it('creates a hosted checkout with the secret key and reads only webhooks it signed', async () => {
    const seen: { auth?: string; body?: unknown } = {};
    const stub = createServer((request: IncomingMessage, response) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      request.on('end', () => {
        seen.auth = request.headers.authorization;
        seen.body = JSON.parse(raw);
        response.setHeader('content-type', 'application/json');
        response.end(
          JSON.stringify({
            id: '01hj5n7cqpaf0mt2d0xx85tgz8',
            checkout_url: 'https://pay.chargily.dz/test/checkouts/01hj/pay',
          }),
        );
      });
    });
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
    const port = (stub.address() as AddressInfo).port;
    try {
      const gateway = chargilyGateway({
        provider: 'chargily',
        apiUrl: `http://127.0.0.1:${port}/api/v2`,
        secretKey: 'test_sk_1',
      });
      const hosted = await gateway.createCheckout({
        amount: 4200,
        successUrl: 'https://souk.dz/checkout/confirm?checkout=7',
        failureUrl: 'https://souk.dz/checkout/confirm?checkout=7&failed=1',
        webhookUrl: 'https://souk.dz/payments/webhook',
        paymentId: '9',
        locale: 'ar',
      });
      expect(hosted).toEqual({
        id: '01hj5n7cqpaf0mt2d0xx85tgz8',
        url: 'https://pay.chargily.dz/test/checkouts/01hj/pay',
      });
      expect(seen.auth).toBe('Bearer test_sk_1');
      expect(seen.body).toMatchObject({ amount: 4200, currency: 'dzd', locale: 'ar', metadata: { paymentId: '9' } });
      const body = JSON.stringify({ type: 'checkout.paid', data: { id: hosted.id, amount: 4200 } });
      expect(gateway.readWebhook(body, signWebhook('test_sk_1', body))).toEqual({
        checkoutId: hosted.id,
        outcome: 'paid',
        amount: 4200,
      });
      expect(gateway.readWebhook(body, signWebhook('other', body))).toBeNull();
      expect(gateway.readWebhook(`${body} `, signWebhook('test_sk_1', body))).toBeNull();
    } finally {
      stub.close();
    }
  });
});

describe('without a payment provider', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', {
      configure: (config) => {
        config.payment = { provider: 'none', apiUrl: '', secretKey: '' };
      },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses what must be paid online, and still takes payment on delivery', async () => {
    const provider = await createDeliveryProvider(server.deps);
    const place = await cityIn(server.deps);
    const buyer = await userWithToken(server);
    const seller = await userWithToken(server);
    const order = async (paymentMethod: 'PAYMENT_IN_ADVANCE' | 'PAYMENT_ON_DELIVERY', key: string) => {
      const item = await createOrderable(server.deps, seller.id, { price: 900, paymentMethod, quantity: 2 });
      await server.gql(
        'mutation ($a: ID!) { cartAdd(announcementId: $a) { count } }',
        { a: item.id },
        { token: buyer.token },
      );
      return server.gql(
        PLACE,
        {
          input: {
            contactName: 'Amine',
            phones: ['0551234567'],
            ...place,
            address: 'Rue 1',
            deliveryMode: 'HOME',
            providerId: provider.id,
            chunkId: `user:${seller.id}`,
          },
          key,
        },
        { token: buyer.token },
      );
    };
    expect(firstError(await order('PAYMENT_IN_ADVANCE', 'no-provider-1')).code).toBe('CHECKOUT/PAYMENT_UNAVAILABLE');
    await server.deps.db.deleteFrom('cart_items').where('user_id', '=', buyer.id).execute();
    expect((await order('PAYMENT_ON_DELIVERY', 'no-provider-2')).errors).toBeUndefined();
  });
});
