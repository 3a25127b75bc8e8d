// Checkout and orders (issue 20). Two figures, each beside a baseline measured in the same run:
// - order placement: orderPlace over HTTP (a cart of two lines from two sellers, stock reserved,
//   two orders written) on a server over PGlite in memory, beside a trivial GraphQL query's round
//   trip on the same server;
// - the seller's orders list (the service behind sellerOrders: first page, a state filtered page
//   and page 50) on PostgreSQL with BENCH_CHECKOUT_ORDERS orders (default 1,000,000) in one store,
//   beside `select 1` and a primary-key lookup. Only with BENCH_DATABASE_URL (a scratch database).
import { performance } from 'node:perf_hooks';
import { openScratchDatabase } from './scratch';
import pino from 'pino';
import { sql } from 'kysely';
import { benchConfig } from './bench-config';
import { percentileOf } from './load';
import { buildApp } from '../../server/app';
import { EventBus } from '../../server/core/events';
import { openDatabase, type DatabaseHandle } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { seedReferenceData } from '../../server/db/seed/reference';
import type { Deps } from '../../server/deps';
import { issueSession } from '../../server/modules/auth';
import { listOrders } from '../../server/modules/orders/orders.service';
import type { Viewer } from '../../server/modules/users';

const PLACEMENTS = Number(process.env.BENCH_CHECKOUT_PLACEMENTS ?? 200);
const ORDERS = Number(process.env.BENCH_CHECKOUT_ORDERS ?? 1_000_000);
const LIST_RUNS = 300;
const PLACEMENT_TARGET_MS = 100;
const LIST_TARGET_MS = 20;

const config = benchConfig();

export interface CheckoutMeasures {
  placement: number[];
  baselineQuery: number[];
  list: null | {
    orders: number;
    firstPage: number[];
    statusPage: number[];
    page50: number[];
    selectOne: number[];
    primaryKey: number[];
  };
}

async function insertUsers(database: DatabaseHandle, count: number, tag: string): Promise<string[]> {
  const { rows } = await sql<{
    id: string;
  }>`insert into users (username, email, display_name, is_validated, is_anonymous)
    select ${tag} || g || '_' || ${process.pid}::text, ${tag} || g || '_' || ${process.pid}::text || '@example.dz',
      'Membre ' || g, true, false
    from generate_series(1, ${count}::int) g returning id`.execute(database.db);
  return rows.map((row) => row.id);
}

/** Two sellers' announcements with a large stock, a delivery provider over Alger: what a checkout needs. */
async function marketFor(database: DatabaseHandle, sellers: string[]) {
  const db = database.db;
  const category = await sql<{
    id: number;
  }>`select id from categories where parent_id is not null order by id limit 1`.execute(db);
  const at = new Date();
  const announcements: string[] = [];
  for (const seller of sellers) {
    const row = await db
      .insertInto('announcements')
      .values({
        user_id: seller,
        category_id: category.rows[0]!.id,
        title: `Article de ${seller}`,
        slug: `article-${seller}`,
        description: 'Un article à commander.',
        status: 'PUBLISHED',
        price: 2500,
        price_unit: 'UNIT',
        has_delivery: true,
        delivery_type: 'DELIVERY_AVAILABLE',
        payment_method: 'PAYMENT_ON_DELIVERY',
        quantity: 1_000_000,
        created_at: at,
        updated_at: at,
        refreshed_at: at,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    announcements.push(row.id);
  }
  const provider = await db
    .insertInto('delivery_providers')
    .values({ name: 'Bench Colis', slug: `bench-colis-${process.pid}`, user_id: null, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('delivery_rates')
    .values({
      provider_id: provider.id,
      region_id: 16,
      mode: 'HOME',
      price: 600,
      delay_min: 1,
      delay_max: 3,
      delay_unit: 'DAYS',
    })
    .execute();
  const city = await db.selectFrom('cities').select('id').where('region_id', '=', 16).executeTakeFirstOrThrow();
  return { announcements, providerId: provider.id, cityId: String(city.id) };
}

/** orderPlace over HTTP, on a server over PGlite in memory. */
async function placementMeasures(): Promise<Pick<CheckoutMeasures, 'placement' | 'baselineQuery'>> {
  const database = await openDatabase({ dataDir: 'memory' });
  await migrateToLatest(database.db);
  const app = await buildApp({ config, database });
  await seedReferenceData(database.db);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const post = async (query: string, variables: Record<string, unknown>, bearer: string) => {
    const response = await fetch(`${address}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  };
  try {
    const [buyerId, ...sellers] = await insertUsers(database, 3, 'benchbuyer');
    const market = await marketFor(database, sellers);
    const buyer = (await issueSession(app.deps, buyerId!)).token;
    const input = {
      contactName: 'Amine Benali',
      phones: ['0551234567'],
      regionId: '16',
      cityId: market.cityId,
      address: '12 rue Didouche Mourad',
      deliveryMode: 'HOME',
      providerId: market.providerId,
    };
    const ADD = 'mutation ($a: ID!) { cartAdd(announcementId: $a, quantity: 1) { count } }';
    const PLACE = 'mutation ($i: CheckoutInput!, $k: String!) { orderPlace(input: $i, idempotencyKey: $k) { id } }';
    const baselineQuery: number[] = [];
    const placement: number[] = [];
    for (let i = 0; i < PLACEMENTS + 10; i += 1) {
      let at = performance.now();
      await post('{ __typename }', {}, buyer);
      if (i >= 10) baselineQuery.push(performance.now() - at);
      for (const id of market.announcements) await post(ADD, { a: id }, buyer);
      at = performance.now();
      const placed = await post(PLACE, { i: input, k: `bench-checkout-${i}` }, buyer);
      if (i >= 10) placement.push(performance.now() - at);
      if (!placed.data?.orderPlace) throw new Error(`placement refused: ${JSON.stringify(placed.errors)}`);
    }
    return { placement, baselineQuery };
  } finally {
    await app.close();
    await database.close();
  }
}

/** The seller's orders list at scale, on a scratch PostgreSQL database. */
async function listMeasures(url: string): Promise<CheckoutMeasures['list']> {
  const { database, drop } = await openScratchDatabase(url, 'checkout', 600_000);
  try {
    const db = database.db;
    const log = pino({ level: 'warn' });
    const now = () => new Date();
    const events = new EventBus(db, log, now, []);
    const deps: Deps = { db, engine: 'postgres', config, log, now, events };
    await seedReferenceData(db);
    const [sellerId, ...buyers] = await insertUsers(database, 1001, 'benchorders');
    const store = await db
      .insertInto('stores')
      .values({ name: 'Bench Store', slug: `bench-store-${process.pid}`, status: 'ACTIVE' } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const market = await marketFor(database, [sellerId!]);
    const started = performance.now();
    const firstBuyer = Number(buyers[0]);
    await sql`insert into checkouts (id, buyer_id, created_at)
      select g, ${firstBuyer} + g % 1000, now() - interval '1 minute' * g from generate_series(1, ${ORDERS}::int) g`.execute(
      db,
    );
    await sql`insert into orders (id, checkout_id, buyer_id, seller_id, store_id, status, contact_name, phones, region_id,
        city_id, address, delivery_mode, provider_id, delivery_price, delay_min, delay_max, delay_unit, subtotal, total,
        payment_method, created_at, updated_at)
      select g, g, ${firstBuyer} + g % 1000, ${sellerId}, ${store.id},
        (array['PLACED','CONFIRMED','SHIPPED','DELIVERED','DELIVERED','DELIVERED','RETURNED','CANCELLED'])[1 + g % 8],
        'Client ' || g, '["0551234567"]'::jsonb, 16, ${Number(market.cityId)}, 'Adresse ' || g, 'HOME',
        ${market.providerId}, 600, 1, 3, 'DAYS', 2500, 3100, 'PAYMENT_ON_DELIVERY',
        now() - interval '1 minute' * (${ORDERS} - g), now() - interval '1 minute' * (${ORDERS} - g)
      from generate_series(1, ${ORDERS}::int) g`.execute(db);
    await sql`insert into order_items (order_id, announcement_id, title, quantity, unit_price)
      select g, ${market.announcements[0]}, 'Article', 1, 2500 from generate_series(1, ${ORDERS}::int) g`.execute(db);
    await sql`select setval('orders_id_seq', ${ORDERS}::int)`.execute(db);
    await sql`select setval('checkouts_id_seq', ${ORDERS}::int)`.execute(db);
    await sql`analyze`.execute(db);
    console.log(
      `  (loaded ${ORDERS.toLocaleString('en')} orders in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );

    const viewer: Viewer = {
      id: sellerId!,
      username: 'bench',
      isAnonymous: false,
      isValidated: true,
      canPublish: true,
      canComment: true,
      rolesPlain: [],
      permissions: [],
      storeIds: [store.id],
    };
    const timed = async (work: () => Promise<unknown>) => {
      const samples: number[] = [];
      for (let i = 0; i < 20; i += 1) await work();
      for (let i = 0; i < LIST_RUNS; i += 1) {
        const at = performance.now();
        await work();
        samples.push(performance.now() - at);
      }
      return samples;
    };
    const query = (status: 'CONFIRMED' | null) =>
      ({ kind: 'seller', storeId: store.id, status, from: null, to: null }) as const;
    return {
      orders: ORDERS,
      firstPage: await timed(() => listOrders(deps, viewer, query(null), 1)),
      statusPage: await timed(() => listOrders(deps, viewer, query('CONFIRMED'), 1)),
      page50: await timed(() => listOrders(deps, viewer, query(null), 50)),
      selectOne: await timed(() => sql`select 1`.execute(db)),
      primaryKey: await timed(() => db.selectFrom('orders').selectAll().where('id', '=', '12345').execute()),
    };
  } finally {
    await database.close();
    await drop();
  }
}

export async function runCheckoutBench(databaseUrl: string | undefined): Promise<CheckoutMeasures> {
  const placement = await placementMeasures();
  const list = databaseUrl ? await listMeasures(databaseUrl) : null;
  return { ...placement, list };
}

const ms = (values: number[], p: number) => percentileOf(values, p).toFixed(1);
const ratio = (a: number[], b: number[], p: number) => (percentileOf(a, p) / percentileOf(b, p)).toFixed(1);

export function reportCheckout(m: CheckoutMeasures): void {
  console.log('\nCheckout and orders (issue 20)');
  console.log(
    `  order placement (orderPlace, 2 lines from 2 sellers, ${m.placement.length} checkouts, PGlite): p50 ${ms(m.placement, 50)} ms,` +
      ` p95 ${ms(m.placement, 95)} ms (target p95 < ${PLACEMENT_TARGET_MS} ms); baseline { __typename } p50` +
      ` ${ms(m.baselineQuery, 50)} ms, p95 ${ms(m.baselineQuery, 95)} ms; ratio p95 ×${ratio(m.placement, m.baselineQuery, 95)}`,
  );
  if (!m.list) {
    console.log('  seller orders list at scale: set BENCH_DATABASE_URL (PostgreSQL) to measure it.');
    return;
  }
  const l = m.list;
  console.log(
    `  seller orders list (${l.orders.toLocaleString('en')} orders in one store, ${LIST_RUNS} runs): first page p50` +
      ` ${ms(l.firstPage, 50)} ms, p95 ${ms(l.firstPage, 95)} ms; one state p95 ${ms(l.statusPage, 95)} ms;` +
      ` page 50 p95 ${ms(l.page50, 95)} ms (target p95 < ${LIST_TARGET_MS} ms)`,
  );
  console.log(
    `    baselines: select 1 p95 ${ms(l.selectOne, 95)} ms, primary-key lookup p95 ${ms(l.primaryKey, 95)} ms;` +
      ` first page ×${ratio(l.firstPage, l.primaryKey, 95)} a primary-key lookup`,
  );
}
