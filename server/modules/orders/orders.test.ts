import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/engines';
import { startTestServer, type TestServer } from '../../test/harness';
import type { AnnouncementFactoryInput } from '../announcements/announcements.test-support';
import { firstError, userWithToken } from '../reactions/reactions.test-support';
import { createTestStore, operatorWithToken } from '../stores/stores.test-support';
import { cityIn, createDeliveryProvider, createOrderable } from './orders.test-support';

const ORDER_FIELDS = `id status total subtotal deliveryPrice paymentMethod trackingNumber reason contactName phones
  seller { id } store { id } items { title quantity unitPrice } actions
  history { actor action from to reason trackingNumber }`;
const ADD = `mutation ($a: ID!, $q: Int) { cartAdd(announcementId: $a, quantity: $q) { count } }`;
const PLACE = `mutation ($input: CheckoutInput!, $key: String!) {
  orderPlace(input: $input, idempotencyKey: $key) { id orders { ${ORDER_FIELDS} } } }`;
const MOVE = `mutation ($id: ID!, $action: OrderAction!, $reason: String, $tracking: String) {
  orderMove(id: $id, action: $action, reason: $reason, trackingNumber: $tracking) { ${ORDER_FIELDS} } }`;
const ORDER = `query ($id: ID!) { order(id: $id) { ${ORDER_FIELDS} } }`;

type Order = {
  id: string;
  status: string;
  total: number;
  subtotal: number;
  deliveryPrice: number;
  paymentMethod: string;
  trackingNumber: string | null;
  reason: string | null;
  contactName: string;
  phones: string[];
  seller: { id: string };
  store: { id: string } | null;
  items: { title: string; quantity: number; unitPrice: number }[];
  actions: string[];
  history: { actor: string; action: string; from: string | null; to: string; reason: string | null }[];
};
type User = Awaited<ReturnType<typeof userWithToken>>;
type Place = { orderPlace: { id: string; orders: Order[] } };

describe.each(testEngines)('checkout and orders on %s', (engine) => {
  let server: TestServer;
  let provider: { id: string };
  let courier: User;
  let place: { regionId: string; cityId: string };
  beforeAll(async () => {
    server = await startTestServer(engine);
    courier = await userWithToken(server);
    provider = await createDeliveryProvider(server.deps, { userId: courier.id, regions: [16, 31], price: 700 });
    place = await cityIn(server.deps, 16);
  });
  afterAll(async () => {
    await server?.close();
  });

  const orderable = (userId: string, overrides: Partial<AnnouncementFactoryInput> = {}) =>
    createOrderable(server.deps, userId, overrides);
  const add = async (buyer: User, announcementId: string, quantity = 1) => {
    const response = await server.gql(ADD, { a: announcementId, q: quantity }, { token: buyer.token });
    expect(response.errors).toBeUndefined();
  };
  const input = (overrides: Record<string, unknown> = {}) => ({
    contactName: 'Amine Benali',
    phones: ['0551234567'],
    email: 'amine@example.dz',
    ...place,
    address: '12 rue Didouche Mourad',
    deliveryMode: 'HOME',
    providerId: provider.id,
    ...overrides,
  });
  const checkout = (buyer: User, key: string, overrides: Record<string, unknown> = {}) =>
    server.gql<Place>(PLACE, { input: input(overrides), key }, { token: buyer.token });
  const move = (user: User, id: string, action: string, extra: { reason?: string; tracking?: string } = {}) =>
    server.gql<{ orderMove: Order }>(MOVE, { id, action, ...extra }, { token: user.token });
  const stockOf = async (id: string) =>
    (await server.deps.db.selectFrom('announcements').select('quantity').where('id', '=', id).executeTakeFirstOrThrow())
      .quantity;

  it('orders a cart from two sellers as two orders, with delivery, the stock taken and the cart emptied', async () => {
    const buyer = await userWithToken(server);
    const seller = await userWithToken(server);
    const owner = await userWithToken(server);
    const store = await createTestStore(server.deps, { ownerId: owner.id });
    const bike = await orderable(seller.id, { title: 'Vélo de ville' });
    const lamp = await orderable(owner.id, {
      storeId: store.id,
      price: 4000,
      title: 'Lampe berbère',
      deliveryType: 'DELIVERY_FREE',
      paymentMethod: 'PAYMENT_IN_ADVANCE',
    });
    await add(buyer, bike.id, 2);
    await add(buyer, lamp.id, 1);
    const response = await checkout(buyer, 'checkout-two-sellers');
    expect(response.errors).toBeUndefined();
    const orders = response.data!.orderPlace.orders;
    expect(orders.map((order) => [order.seller.id, order.store?.id ?? null, order.status])).toEqual([
      [seller.id, null, 'PLACED'],
      [owner.id, store.id, 'PLACED'],
    ]);
    expect(orders[0]).toMatchObject({
      subtotal: 5000,
      deliveryPrice: 700,
      total: 5700,
      paymentMethod: 'PAYMENT_ON_DELIVERY',
      phones: ['0551234567'],
      items: [{ title: 'Vélo de ville', quantity: 2, unitPrice: 2500 }],
      actions: ['cancel'],
      history: [{ actor: 'BUYER', action: 'place', from: null, to: 'PLACED', reason: null }],
    });
    // Free delivery costs the buyer nothing; a line paid in advance makes the order paid in advance.
    expect(orders[1]).toMatchObject({ deliveryPrice: 0, total: 4000, paymentMethod: 'PAYMENT_IN_ADVANCE' });
    expect(await stockOf(bike.id)).toBe(3);
    expect(await stockOf(lamp.id)).toBe(4);
    const cart = await server.gql<{ cart: { count: number } }>('{ cart { count } }', {}, { token: buyer.token });
    expect(cart.data!.cart.count).toBe(0);
    const told = await server.deps.db
      .selectFrom('notifications')
      .select(['user_id', 'kind'])
      .where(
        'target_id',
        'in',
        orders.map((order) => order.id),
      )
      .orderBy('user_id')
      .execute();
    expect(told).toEqual([seller.id, owner.id].sort().map((userId) => ({ user_id: userId, kind: 'ORDER_UPDATE' })));
  });

  it('orders only the seller the chunkId names, and keeps the rest of the cart', async () => {
    const buyer = await userWithToken(server);
    const first = await userWithToken(server);
    const second = await userWithToken(server);
    const a = await orderable(first.id);
    const b = await orderable(second.id);
    await add(buyer, a.id);
    await add(buyer, b.id);
    const response = await checkout(buyer, 'checkout-one-chunk', { chunkId: `user:${second.id}` });
    expect(response.data!.orderPlace.orders.map((order) => order.seller.id)).toEqual([second.id]);
    const cart = await server.gql<{ cart: { groups: { key: string }[] } }>(
      '{ cart { groups { key } } }',
      {},
      {
        token: buyer.token,
      },
    );
    expect(cart.data!.cart.groups).toEqual([{ key: `user:${first.id}` }]);
  });

  it('makes one checkout of a key, however many times and however fast it is sent', async () => {
    const buyer = await userWithToken(server);
    const seller = await userWithToken(server);
    const item = await orderable(seller.id, { quantity: 10 });
    await add(buyer, item.id, 2);
    const responses = await Promise.all(Array.from({ length: 50 }, () => checkout(buyer, 'one-key-fifty-sends')));
    expect(responses.map((response) => firstError(response).code)).toEqual(Array(50).fill(undefined));
    expect(new Set(responses.map((response) => response.data!.orderPlace.id)).size).toBe(1);
    const orders = await server.deps.db.selectFrom('orders').select('id').where('buyer_id', '=', buyer.id).execute();
    expect(orders).toHaveLength(1);
    expect(await stockOf(item.id)).toBe(8);
    // The same key for another request is refused; a new key with an empty cart says so.
    expect(firstError(await checkout(buyer, 'one-key-fifty-sends', { contactName: 'Autre' })).code).toBe(
      'IDEMPOTENCY/KEY_REUSED',
    );
    expect(firstError(await checkout(buyer, 'another-key-empty')).code).toBe('CHECKOUT/EMPTY_CART');
  });

  it('sells the last 3 units to exactly 3 of 100 buyers racing for them', async () => {
    const seller = await userWithToken(server);
    const item = await orderable(seller.id, { quantity: 3 });
    const buyers = await Promise.all(Array.from({ length: 100 }, () => userWithToken(server)));
    for (const buyer of buyers) await add(buyer, item.id, 1);
    const responses = await Promise.all(buyers.map((buyer, i) => checkout(buyer, `race-for-three-${i}`)));
    const codes = responses.map((response) => firstError(response).code ?? 'OK');
    expect(codes.filter((code) => code === 'OK')).toHaveLength(3);
    expect(codes.filter((code) => code !== 'OK')).toEqual(Array(97).fill('CHECKOUT/STOCK_RUPTURE'));
    expect(responses.find((response) => response.errors)!.errors![0]!.extensions).toMatchObject({
      announcementId: item.id,
      remaining: 0,
    });
    expect(await stockOf(item.id)).toBe(0);
    const orders = await server.deps.db
      .selectFrom('order_items')
      .select('id')
      .where('announcement_id', '=', item.id)
      .execute();
    expect(orders).toHaveLength(3);
  });

  it('tells the seller when a sale leaves few units, and when none are left', async () => {
    const seller = await userWithToken(server);
    const rug = await orderable(seller.id, { title: 'Tapis de Ghardaïa', quantity: 5 });
    const alertsOf = () =>
      server.deps.db
        .selectFrom('notifications')
        .select(['data', 'link'])
        .where('user_id', '=', seller.id)
        .where('kind', '=', 'STOCK_ALERT')
        .orderBy('id')
        .execute();
    const buy = async (quantity: number, key: string) => {
      const buyer = await userWithToken(server);
      await add(buyer, rug.id, quantity);
      expect((await checkout(buyer, key)).errors).toBeUndefined();
    };
    await buy(2, 'stock-alert-1');
    expect(await alertsOf()).toEqual([]);
    await buy(1, 'stock-alert-2');
    await buy(2, 'stock-alert-3');
    expect(await stockOf(rug.id)).toBe(0);
    const alerts = await alertsOf();
    expect(alerts.map((alert) => alert.data)).toEqual([
      { title: 'Tapis de Ghardaïa', remaining: '2' },
      { title: 'Tapis de Ghardaïa', remaining: '0' },
    ]);
    expect(alerts[0]!.link).toMatch(new RegExp(`-d${rug.id}$`));
    // Said in the seller's language: few left, then sold out.
    const list = await server.gql<{ notifications: { data: { title: string; body: string }[] } }>(
      '{ notifications { data { title body } } }',
      {},
      { token: seller.token },
    );
    expect(list.data!.notifications.data.map((n) => n.title)).toEqual(
      expect.arrayContaining(['Stock bientôt épuisé', 'Rupture de stock']),
    );
  });

  it('refuses bad checkouts with their codes and changes nothing', async () => {
    const buyer = await userWithToken(server);
    const seller = await userWithToken(server);
    const item = await orderable(seller.id);
    await add(buyer, item.id, 1);
    const fields = async (overrides: Record<string, unknown>) => {
      const response = await checkout(buyer, `bad-${Math.random().toString(36).slice(2)}`, overrides);
      return [
        firstError(response).code,
        (response.errors?.[0]?.extensions?.fields as { field: string }[] | undefined)?.map((f) => f.field),
      ];
    };
    expect(await fields({ phones: [] })).toEqual(['BAD_USER_INPUT', ['phones']]);
    expect(await fields({ phones: ['12'] })).toEqual(['BAD_USER_INPUT', ['phones.0']]);
    expect(await fields({ contactName: ' ', email: 'not-an-email' })).toEqual([
      'BAD_USER_INPUT',
      ['contactName', 'email'],
    ]);
    const oran = await cityIn(server.deps, 31);
    expect(await fields({ cityId: oran.cityId })).toEqual(['BAD_USER_INPUT', ['cityId']]);
    const tlemcen = await cityIn(server.deps, 13);
    expect(await fields(tlemcen)).toEqual(['CHECKOUT/DELIVERY_UNAVAILABLE', undefined]);
    expect(firstError(await checkout(buyer, 'bad-key!', {})).code).toBe('IDEMPOTENCY/INVALID_KEY');
    // A price changed since the line was added: said before anything is ordered, then accepted.
    await server.deps.db.updateTable('announcements').set({ price: 2700 }).where('id', '=', item.id).execute();
    const changed = await checkout(buyer, 'price-changed-1');
    expect(firstError(changed).code).toBe('CHECKOUT/PRICE_CHANGED');
    expect(changed.errors![0]!.extensions).toMatchObject({ announcementId: item.id, price: 2700 });
    expect(await stockOf(item.id)).toBe(5);
    await server.gql('mutation { cartPricesAccept { count } }', {}, { token: buyer.token });
    const placed = await checkout(buyer, 'price-changed-2');
    expect(placed.data!.orderPlace.orders[0]!.total).toBe(2700 + 700);
    // An announcement gone inactive since it was added.
    await add(buyer, (await orderable(seller.id)).id, 1);
    const gone = await server.deps.db
      .selectFrom('cart_items')
      .select('announcement_id')
      .where('user_id', '=', buyer.id)
      .executeTakeFirstOrThrow();
    await server.deps.db
      .updateTable('announcements')
      .set({ status: 'DISABLED' })
      .where('id', '=', gone.announcement_id)
      .execute();
    const refused = await checkout(buyer, 'inactive-line');
    expect(firstError(refused).code).toBe('CART/NOT_ORDERABLE');
    expect(
      await server.deps.db.selectFrom('orders').select('id').where('buyer_id', '=', buyer.id).execute(),
    ).toHaveLength(1);
  });

  it('moves an order through its states, each by the side it belongs to, with its history', async () => {
    const buyer = await userWithToken(server);
    const seller = await userWithToken(server);
    const stranger = await userWithToken(server);
    const item = await orderable(seller.id);
    await add(buyer, item.id, 2);
    const placed = await checkout(buyer, 'moves-one');
    expect(placed.errors).toBeUndefined();
    const order = placed.data!.orderPlace.orders[0]!;
    expect(firstError(await move(buyer, order.id, 'confirm')).code).toBe('ORDER/TRANSITION_REFUSED');
    expect(firstError(await move(stranger, order.id, 'confirm')).code).toBe('ORDER/NOT_FOUND');
    expect(
      (await server.gql<{ order: Order | null }>(ORDER, { id: order.id }, { token: stranger.token })).data!.order,
    ).toBeNull();
    const confirmed = await move(seller, order.id, 'confirm');
    expect(confirmed.data!.orderMove).toMatchObject({ status: 'CONFIRMED', actions: ['ship', 'refuse'] });
    expect(firstError(await move(buyer, order.id, 'cancel')).code).toBe('ORDER/TRANSITION_REFUSED');
    expect(firstError(await move(seller, order.id, 'ship')).code).toBe('BAD_USER_INPUT');
    const shipped = await move(seller, order.id, 'ship', { tracking: 'SAH-000123' });
    expect(shipped.data!.orderMove).toMatchObject({ status: 'SHIPPED', trackingNumber: 'SAH-000123' });
    const seenByCourier = await server.gql<{ order: Order }>(ORDER, { id: order.id }, { token: courier.token });
    expect(seenByCourier.data!.order.actions).toEqual(['deliver', 'return']);
    const delivered = await move(courier, order.id, 'deliver');
    expect(delivered.data!.orderMove.status).toBe('DELIVERED');
    expect(delivered.data!.orderMove.history.map((event) => [event.actor, event.action, event.to])).toEqual([
      ['BUYER', 'place', 'PLACED'],
      ['SELLER', 'confirm', 'CONFIRMED'],
      ['SELLER', 'ship', 'SHIPPED'],
      ['PROVIDER', 'deliver', 'DELIVERED'],
    ]);
    expect(firstError(await move(courier, order.id, 'return')).code).toBe('ORDER/TRANSITION_REFUSED');
    expect(await stockOf(item.id)).toBe(3);
    const buyerNews = await server.deps.db
      .selectFrom('notifications')
      .select('data')
      .where('user_id', '=', buyer.id)
      .orderBy('id')
      .execute();
    expect(buyerNews.map((row) => (row.data as { status: string }).status)).toEqual([
      'CONFIRMED',
      'SHIPPED',
      'DELIVERED',
    ]);
    const courierNews = await server.deps.db
      .selectFrom('notifications')
      .select('data')
      .where('user_id', '=', courier.id)
      .where('target_id', '=', order.id)
      .execute();
    expect(courierNews.map((row) => row.data as { status: string; tracking: string })).toEqual([
      expect.objectContaining({ status: 'SHIPPED', tracking: 'SAH-000123' }),
    ]);
  });

  it('gives the stock back when the buyer cancels, the seller refuses or the parcel returns', async () => {
    const buyer = await userWithToken(server);
    const seller = await userWithToken(server);
    const item = await orderable(seller.id, { quantity: 6 });
    const orderOf = async (key: string) => {
      await add(buyer, item.id, 2);
      return (await checkout(buyer, key)).data!.orderPlace.orders[0]!;
    };
    const cancelled = await orderOf('restock-cancel');
    expect(await stockOf(item.id)).toBe(4);
    expect((await move(buyer, cancelled.id, 'cancel')).data!.orderMove.status).toBe('CANCELLED');
    expect(await stockOf(item.id)).toBe(6);
    const refused = await orderOf('restock-refuse');
    expect(firstError(await move(seller, refused.id, 'refuse')).code).toBe('BAD_USER_INPUT');
    const refusal = await move(seller, refused.id, 'refuse', { reason: 'Plus en stock chez le fournisseur' });
    expect(refusal.data!.orderMove).toMatchObject({ status: 'CANCELLED', reason: 'Plus en stock chez le fournisseur' });
    expect(await stockOf(item.id)).toBe(6);
    const returned = await orderOf('restock-return');
    await move(seller, returned.id, 'confirm');
    await move(seller, returned.id, 'ship', { tracking: 'T-1' });
    expect((await move(courier, returned.id, 'return')).data!.orderMove.status).toBe('RETURNED');
    expect(await stockOf(item.id)).toBe(6);
    // Two cancellations at once give the stock back once.
    const twice = await orderOf('restock-twice');
    const both = await Promise.all([move(buyer, twice.id, 'cancel'), move(buyer, twice.id, 'cancel')]);
    expect(both.map((response) => firstError(response).code ?? 'OK').sort()).toEqual([
      'OK',
      'ORDER/TRANSITION_REFUSED',
    ]);
    expect(await stockOf(item.id)).toBe(6);
  });

  it('lists orders for the buyer, the store (by state and day) and the provider', async () => {
    const buyer = await userWithToken(server);
    const owner = await userWithToken(server);
    const outsider = await userWithToken(server);
    const store = await createTestStore(server.deps, { ownerId: owner.id });
    const item = await orderable(owner.id, { storeId: store.id, quantity: 20 });
    const ids: string[] = [];
    for (const key of ['list-one', 'list-two', 'list-three']) {
      await add(buyer, item.id, 1);
      ids.push((await checkout(buyer, key)).data!.orderPlace.orders[0]!.id);
    }
    await move(owner, ids[0]!, 'confirm');
    const LIST = `query ($storeId: ID, $status: OrderStatus, $from: Date, $to: Date) {
      sellerOrders(storeId: $storeId, status: $status, from: $from, to: $to) { data { id } paginatorInfo { total } } }`;
    const sellerList = async (user: User, variables: Record<string, unknown>) =>
      (
        await server.gql<{ sellerOrders: { data: { id: string }[]; paginatorInfo: { total: number } } }>(
          LIST,
          variables,
          {
            token: user.token,
          },
        )
      ).data!.sellerOrders;
    expect((await sellerList(owner, { storeId: store.id })).data.map((o) => o.id)).toEqual([...ids].reverse());
    expect((await sellerList(owner, { storeId: store.id, status: 'CONFIRMED' })).data.map((o) => o.id)).toEqual([
      ids[0],
    ]);
    const today = server.deps.now().toISOString().slice(0, 10);
    expect((await sellerList(owner, { storeId: store.id, from: today, to: today })).paginatorInfo.total).toBe(3);
    expect(
      (await sellerList(owner, { storeId: store.id, from: '2001-01-01', to: '2001-01-02' })).paginatorInfo.total,
    ).toBe(0);
    expect((await sellerList(outsider, { storeId: store.id })).paginatorInfo.total).toBe(0);
    const mine = await server.gql<{ myOrders: { data: { id: string }[] } }>(
      '{ myOrders { data { id } } }',
      {},
      { token: buyer.token },
    );
    expect(mine.data!.myOrders.data.map((o) => o.id)).toEqual([...ids].reverse());
    const parcels = await server.gql<{ providerParcels: { data: { id: string }[] } }>(
      '{ providerParcels(status: CONFIRMED) { data { id } } }',
      {},
      { token: courier.token },
    );
    expect(parcels.data!.providerParcels.data.map((o) => o.id)).toContain(ids[0]);
  });

  it('lists the providers serving a wilaya with their price and delay, cheapest first', async () => {
    const cheap = await createDeliveryProvider(server.deps, { regions: [31], price: 400, modes: ['HOME'] });
    const response = await server.gql<{
      deliveryOptions: { provider: { id: string }; mode: string; price: number; delayUnit: string }[];
    }>(
      'query { deliveryOptions(regionId: "31", mode: HOME) { provider { id } mode price delayMin delayMax delayUnit } }',
    );
    expect(response.data!.deliveryOptions.map((o) => [o.provider.id, o.price, o.delayUnit])).toEqual([
      [cheap.id, 400, 'DAYS'],
      [provider.id, 700, 'DAYS'],
    ]);
  });

  it('lets operators replace a provider’s price grid from a CSV file, whole or not at all', async () => {
    const operator = await operatorWithToken(server);
    const member = await userWithToken(server);
    const grid = await createDeliveryProvider(server.deps, { regions: [16], price: 800 });
    const IMPORT = 'mutation ($p: ID!, $csv: String!) { deliveryRatesImport(providerId: $p, csv: $csv) }';
    const good =
      'wilaya,mode,price,delay_min,delay_max,unit\n16,HOME,450,1,2,DAYS\n16,PICKUP,300,1,2,DAYS\n31,home,650,2,4,days\n';
    expect(firstError(await server.gql(IMPORT, { p: grid.id, csv: good }, { token: member.token })).code).toBe(
      'FORBIDDEN',
    );
    const imported = await server.gql<{ deliveryRatesImport: number }>(
      IMPORT,
      { p: grid.id, csv: good },
      {
        token: operator.token,
      },
    );
    expect(imported.data!.deliveryRatesImport).toBe(3);
    const rates = await server.deps.db
      .selectFrom('delivery_rates')
      .select(['region_id', 'mode', 'price'])
      .where('provider_id', '=', grid.id)
      .orderBy('region_id')
      .orderBy('mode')
      .execute();
    expect(rates).toEqual([
      { region_id: 16, mode: 'HOME', price: '450' },
      { region_id: 16, mode: 'PICKUP', price: '300' },
      { region_id: 31, mode: 'HOME', price: '650' },
    ]);
    const bad =
      'wilaya,mode,price,delay_min,delay_max,unit\n16,HOME,450,1,2,DAYS\n99,HOME,1,1,1,DAYS\n17,BOAT,1,1,1,DAYS\n16,HOME,500,1,2,DAYS\n';
    const refused = await server.gql(IMPORT, { p: grid.id, csv: bad }, { token: operator.token });
    expect(firstError(refused).code).toBe('BAD_USER_INPUT');
    // Each refused line with its number and what is wrong, as a code the studio says in the operator's language.
    expect((refused.errors![0]!.extensions as { lines: { line: number; problem: string }[] }).lines).toEqual([
      { line: 3, problem: 'wilaya' },
      { line: 4, problem: 'mode' },
      { line: 5, problem: 'duplicate' },
    ]);
    expect(
      await server.deps.db.selectFrom('delivery_rates').select('price').where('provider_id', '=', grid.id).execute(),
    ).toHaveLength(3);
    const unreadable = await server.gql(IMPORT, { p: grid.id, csv: '"unclosed' }, { token: operator.token });
    expect(firstError(unreadable).code).toBe('BAD_USER_INPUT');
    expect(unreadable.errors![0]!.extensions).toMatchObject({ lines: [{ line: 0, problem: 'unreadable' }] });

    // The operators' list: every provider with the size of its grid.
    const GRIDS = '{ deliveryProviderGrids { provider { id name } rateCount } }';
    expect(firstError(await server.gql(GRIDS, {}, { token: member.token })).code).toBe('FORBIDDEN');
    const grids = await server.gql<{ deliveryProviderGrids: { provider: { id: string }; rateCount: number }[] }>(
      GRIDS,
      {},
      { token: operator.token },
    );
    expect(grids.data!.deliveryProviderGrids.find((row) => row.provider.id === grid.id)?.rateCount).toBe(3);
    expect(firstError(await server.gql(IMPORT, { p: '999999', csv: good }, { token: operator.token })).code).toBe(
      'DELIVERY_PROVIDER/NOT_FOUND',
    );
  });
});
