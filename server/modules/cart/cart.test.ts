import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_LIMITS } from '../../../shared/domain/cart';
import { testEngines } from '../../test/engines';
import { startTestServer, type TestServer } from '../../test/harness';
import type { AnnouncementFactoryInput } from '../announcements/announcements.test-support';
import { createOrderable } from '../orders/orders.test-support';
import { firstError, userWithToken } from '../reactions/reactions.test-support';
import { createTestStore } from '../stores/stores.test-support';

const CART_FIELDS = `count total groups { store { id } seller { id } subtotal
  items { id announcement { id } quantity unitPrice currentPrice priceChanged available remaining } }`;
const CART = `{ cart { ${CART_FIELDS} } }`;
const ADD = `mutation ($a: ID!, $q: Int) { cartAdd(announcementId: $a, quantity: $q) { ${CART_FIELDS} } }`;
const SET = `mutation ($id: ID!, $q: Int!) { cartItemSet(id: $id, quantity: $q) { ${CART_FIELDS} } }`;
const REMOVE = `mutation ($id: ID!) { cartItemRemove(id: $id) { ${CART_FIELDS} } }`;

type Cart = {
  count: number;
  total: number;
  groups: {
    store: { id: string } | null;
    seller: { id: string };
    subtotal: number;
    items: {
      id: string;
      announcement: { id: string };
      quantity: number;
      unitPrice: number;
      currentPrice: number | null;
      priceChanged: boolean;
      available: boolean;
      remaining: number;
    }[];
  }[];
};
type User = Awaited<ReturnType<typeof userWithToken>>;

describe.each(testEngines)('the cart on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** An announcement that can be ordered: priced, delivered, paid on delivery, in stock. */
  const orderable = (userId: string, overrides: Partial<AnnouncementFactoryInput> = {}) =>
    createOrderable(server.deps, userId, overrides);
  const add = (buyer: User, announcementId: string, quantity = 1) =>
    server.gql<{ cartAdd: Cart }>(ADD, { a: announcementId, q: quantity }, { token: buyer.token });
  const cartOf = async (buyer: User) => (await server.gql<{ cart: Cart }>(CART, {}, { token: buyer.token })).data!.cart;

  it('adds to one line per announcement, grouped by seller, counted and priced', async () => {
    const buyer = await userWithToken(server);
    const seller = await userWithToken(server);
    const owner = await userWithToken(server);
    const store = await createTestStore(server.deps, { ownerId: owner.id });
    const bike = await orderable(seller.id);
    const lamp = await orderable(owner.id, { storeId: store.id, price: 4000 });
    expect((await add(buyer, bike.id, 2)).errors).toBeUndefined();
    await add(buyer, bike.id, 1);
    const cart = (await add(buyer, lamp.id, 1)).data!.cartAdd;
    expect(cart.count).toBe(4);
    expect(cart.total).toBe(3 * 2500 + 4000);
    expect(cart.groups.map((group) => [group.store?.id ?? null, group.seller.id, group.subtotal])).toEqual([
      [null, seller.id, 7500],
      [store.id, owner.id, 4000],
    ]);
    expect(cart.groups[0]!.items).toEqual([
      expect.objectContaining({ quantity: 3, unitPrice: 2500, available: true, remaining: 5, priceChanged: false }),
    ]);
  });

  it('tells the cards which announcements are sold in variants (their quick add sends the buyer to choose)', async () => {
    const seller = await userWithToken(server);
    const plain = await orderable(seller.id);
    const shirt = await orderable(seller.id);
    await server.deps.db
      .insertInto('announcement_variants')
      .values({
        announcement_id: shirt.id,
        hash: 'rouge-xl',
        specifications: JSON.stringify([]),
        price: 2500,
        quantity: 3,
      })
      .execute();
    const result = await server.gql<Record<'plain' | 'shirt', { hasVariants: boolean; quantity: number }>>(
      `query ($a: ID!, $b: ID!) { plain: announcementDetails(id: $a) { hasVariants quantity }
        shirt: announcementDetails(id: $b) { hasVariants quantity } }`,
      { a: plain.id, b: shirt.id },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      plain: { hasVariants: false, quantity: 5 },
      shirt: { hasVariants: true, quantity: 5 },
    });
  });

  it('refuses what cannot be ordered, one’s own, and more than the stock, saying what remains', async () => {
    const buyer = await userWithToken(server);
    const seller = await userWithToken(server);
    const noDelivery = await orderable(seller.id, { hasDelivery: false, deliveryType: null });
    const noStock = await orderable(seller.id, { quantity: 0 });
    const pending = await orderable(seller.id, { status: 'PENDING' });
    for (const id of [noDelivery.id, noStock.id, pending.id]) {
      expect(firstError(await add(buyer, id)).code).toBe('CART/NOT_ORDERABLE');
    }
    const own = await orderable(buyer.id);
    expect(firstError(await add(buyer, own.id)).code).toBe('CART/OWN_ANNOUNCEMENT');
    const three = await orderable(seller.id, { quantity: 3 });
    await add(buyer, three.id, 2);
    const over = await add(buyer, three.id, 2);
    expect(firstError(over).code).toBe('CART/QUANTITY_UNAVAILABLE');
    expect(over.errors![0]!.extensions!.remaining).toBe(3);
    expect(firstError(over).message).toContain('3');
    for (const quantity of [0, -1, CART_LIMITS.quantityMax + 1]) {
      expect(firstError(await add(buyer, three.id, quantity)).code).toBe('CART/INVALID_QUANTITY');
    }
    // Refusals changed nothing: the line still holds 2.
    const cart = await cartOf(buyer);
    expect(cart.count).toBe(2);
  });

  it('shows a changed price and an item no longer available before anything is ordered', async () => {
    const buyer = await userWithToken(server);
    const seller = await userWithToken(server);
    const bike = await orderable(seller.id);
    const lamp = await orderable(seller.id);
    await add(buyer, bike.id);
    await add(buyer, lamp.id);
    await server.deps.db.updateTable('announcements').set({ price: 2700 }).where('id', '=', bike.id).execute();
    await server.deps.db.updateTable('announcements').set({ status: 'ARCHIVED' }).where('id', '=', lamp.id).execute();
    const cart = await cartOf(buyer);
    const [bikeLine, lampLine] = cart.groups[0]!.items;
    expect(bikeLine).toMatchObject({ unitPrice: 2500, currentPrice: 2700, priceChanged: true, available: true });
    expect(lampLine).toMatchObject({ available: false, currentPrice: null });
    expect(cart.total).toBe(2700);
    // Setting the quantity takes the current price.
    const set = await server.gql<{ cartItemSet: Cart }>(SET, { id: bikeLine!.id, q: 2 }, { token: buyer.token });
    expect(set.data!.cartItemSet.groups[0]!.items[0]).toMatchObject({
      quantity: 2,
      unitPrice: 2700,
      priceChanged: false,
    });
  });

  it('keeps each member’s lines their own, and removes a line', async () => {
    const buyer = await userWithToken(server);
    const other = await userWithToken(server);
    const seller = await userWithToken(server);
    const bike = await orderable(seller.id);
    const lineId = (await add(buyer, bike.id)).data!.cartAdd.groups[0]!.items[0]!.id;
    expect(firstError(await server.gql(SET, { id: lineId, q: 2 }, { token: other.token })).code).toBe(
      'CART/ITEM_NOT_FOUND',
    );
    await server.gql(REMOVE, { id: lineId }, { token: other.token });
    expect((await cartOf(buyer)).count).toBe(1);
    const removed = await server.gql<{ cartItemRemove: Cart }>(REMOVE, { id: lineId }, { token: buyer.token });
    expect(removed.data!.cartItemRemove).toMatchObject({ count: 0, total: 0, groups: [] });
    expect(firstError(await server.gql(CART)).code).toBe('UNAUTHENTICATED');
  });

  it('adds from many requests at once without losing one, and never past the stock', async () => {
    const buyer = await userWithToken(server);
    const seller = await userWithToken(server);
    const bike = await orderable(seller.id, { quantity: 10 });
    const answers = await Promise.all(Array.from({ length: 15 }, () => add(buyer, bike.id, 1)));
    const ok = answers.filter((answer) => !answer.errors).length;
    expect(ok).toBe(10);
    for (const answer of answers.filter((one) => one.errors)) {
      expect(firstError(answer).code).toBe('CART/QUANTITY_UNAVAILABLE');
    }
    expect((await cartOf(buyer)).count).toBe(10);
  });

  it('keeps the cart’s size under 60 parallel adds of different announcements', async () => {
    const buyer = await userWithToken(server);
    const seller = await userWithToken(server);
    const ids: string[] = [];
    for (let index = 0; index < CART_LIMITS.itemsMax + 10; index += 1) ids.push((await orderable(seller.id)).id);
    const answers = await Promise.all(ids.map((id) => add(buyer, id)));
    expect(answers.filter((answer) => !answer.errors)).toHaveLength(CART_LIMITS.itemsMax);
    for (const answer of answers.filter((one) => one.errors)) {
      expect(firstError(answer).code).toBe('CART/TOO_MANY_ITEMS');
    }
    const lines = (await cartOf(buyer)).groups.flatMap((group) => group.items);
    expect(lines).toHaveLength(CART_LIMITS.itemsMax);
  });
});
