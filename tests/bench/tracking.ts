// Tracking and promotions (issue 21). Three figures, each beside a baseline measured in the same run:
// - the pixel: GET /px/… with a promotion view's payload at 10 connections (requests per second
//   and p99) on the server over PGlite in memory, beside a bare Fastify route answering the same
//   image, and how many of the events were stored once the writer flushed;
// - the daily roll-up of BENCH_TRACKING_EVENTS events of one day (default 10,000,000 on
//   PostgreSQL with BENCH_DATABASE_URL, 200,000 on PGlite), beside counting that day's rows;
// - promotionFetch (the service behind it) among 300 campaigns, p95 over 500 calls, beside
//   `select 1`.
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { performance } from 'node:perf_hooks';
import pino from 'pino';
import { sql } from 'kysely';
import { benchConfig } from './bench-config';
import { percentileOf } from './load';
import { openScratchDatabase } from './scratch';
import { encodeTrackingPayload } from '../../shared/domain/tracking';
import { algerianDay } from '../../shared/domain/statistics';
import { buildApp } from '../../server/app';
import { EventBus } from '../../server/core/events';
import { openDatabase, type DatabaseHandle } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { seedReferenceData } from '../../server/db/seed/reference';
import type { Deps } from '../../server/deps';
import { ensureTrackingPartitions, rollupDay, trackingWriter } from '../../server/modules/tracking';
import { fetchPromotions } from '../../server/modules/promotions/placement';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const PIXEL_TARGET_RPS = 5000;
const PIXEL_TARGET_P99_MS = 20;
const ROLLUP_TARGET_S = 60;
const FETCH_TARGET_MS = 5;
const FETCH_RUNS = 500;
const CAMPAIGNS = 300;

export interface TrackingMeasures {
  engine: string;
  pixel: { rps: number; p99: number; requests: number; stored: number };
  baseline: { rps: number; p99: number };
  rollup: { events: number; seconds: number; countSeconds: number; engine: string };
  fetch: { samples: number[]; selectOne: number[] };
}

function depsOf(database: DatabaseHandle, engine: Deps['engine']): Deps {
  const log = pino({ level: 'warn' });
  const now = () => new Date();
  return { db: database.db, engine, config: benchConfig(), log, now, events: new EventBus(database.db, log, now, []) };
}

async function hammer(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, connections: 10, duration: seconds, headers });
  return { rps: result.requests.average, p99: result.latency.p99, requests: result.requests.total };
}

/** `CAMPAIGNS` running campaigns spread over the slots and a few categories, with their locations. */
async function campaigns(db: DatabaseHandle['db']): Promise<void> {
  const start = new Date(Date.now() - 86_400_000);
  const end = new Date(Date.now() + 30 * 86_400_000);
  await sql`insert into promotions (name, target_type, target_link, starts_at, ends_at, weight, created_at, updated_at)
    select 'Campagne ' || g, 'LINK', '/s', ${start}, ${end}, 1 + g % 5, now(), now()
    from generate_series(1, ${CAMPAIGNS}::int) g`.execute(db);
  await sql`insert into promotion_locations (promotion_id, location)
    select id, (array['DESKTOP_HOME_HEADER','DESKTOP_LISTING_FEED','MOBILE_HOME_HEADER','DESKTOP_DETAILS_SQUARE'])[1 + id % 4]
    from promotions`.execute(db);
  await sql`insert into promotion_categories (promotion_id, category_id)
    select p.id, c.id from promotions p
    join lateral (select id from categories order by id offset p.id % 20 limit 1) c on true
    where p.id % 3 = 0`.execute(db);
  await sql`analyze`.execute(db);
}

/** The pixel over HTTP and promotionFetch, on a server over PGlite in memory. */
async function serverMeasures(): Promise<Omit<TrackingMeasures, 'rollup'>> {
  const database = await openDatabase({ dataDir: 'memory' });
  await migrateToLatest(database.db);
  const config = benchConfig({ TRACKING_ROLLUP_SECONDS: '3600' });
  const app = await buildApp({ config, database });
  await seedReferenceData(database.db);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36' };
  try {
    await ensureTrackingPartitions(app.deps);
    await campaigns(database.db);
    // Every request carries the same event: the table keeps it once (the stored count shows the
    // de-duplication), while each request still pays the whole path: decode, check, batch.
    const payload = encodeTrackingPayload({
      payloadType: 'promotion_view',
      eventId: 'bench-event-0001',
      url: 'http://souk.test/',
      trackId: 'bench-visitor-01',
      trackTime: Date.now(),
      appVersion: 'bench',
      locale: 'fr',
      currency: 'DZD',
      promotionIds: ['1', '2', '3'],
    });
    // The baseline: a bare Fastify route answering the same image, in this process like the server.
    const bare = Fastify();
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    bare.get('/px/:name', (_request, reply) => reply.header('content-type', 'image/gif').send(gif));
    const bareAddress = await bare.listen({ port: 0, host: '127.0.0.1' });
    await hammer(`${bareAddress}/px/a.gif`, browser);
    const baseline = await hammer(`${bareAddress}/px/a1b2c3.gif?d=${payload}`, browser);
    await bare.close();
    const pixel = await hammer(`${address}/px/a1b2c3.gif?d=${payload}`, browser);
    await trackingWriter(app.deps).flush();
    const stored = await sql<{ n: number }>`select count(*)::int as n from tracking_events`.execute(database.db);

    const deps = app.deps;
    const samples: number[] = [];
    const selectOne: number[] = [];
    const categories = await sql<{ id: number }>`select id from categories order by id limit 20`.execute(database.db);
    for (let i = 0; i < FETCH_RUNS + 50; i += 1) {
      let at = performance.now();
      await fetchPromotions(deps, {
        location: i % 2 ? 'DESKTOP_HOME_HEADER' : 'DESKTOP_LISTING_FEED',
        maxCount: i % 2 ? 30 : 1,
        categoryId: String(categories.rows[i % 20]!.id),
        categorySlug: null,
        withoutAdSense: false,
      });
      if (i >= 50) samples.push(performance.now() - at);
      at = performance.now();
      await sql`select 1`.execute(database.db);
      if (i >= 50) selectOne.push(performance.now() - at);
    }
    return {
      engine: 'PGlite',
      pixel: { ...pixel, stored: stored.rows[0]!.n },
      baseline,
      fetch: { samples, selectOne },
    };
  } finally {
    await app.close();
    await database.close();
  }
}

/** One day of events inserted in bulk, then rolled up, beside counting the day's rows. */
async function rollupMeasures(databaseUrl: string | undefined): Promise<TrackingMeasures['rollup']> {
  const events = Number(process.env.BENCH_TRACKING_EVENTS ?? (databaseUrl ? 10_000_000 : 200_000));
  const scratch = databaseUrl ? await openScratchDatabase(databaseUrl, 'tracking', 900_000) : null;
  const database = scratch?.database ?? (await openDatabase({ dataDir: 'memory' }));
  if (!scratch) await migrateToLatest(database.db);
  const deps = depsOf(database, scratch ? 'postgres' : 'pglite');
  try {
    await seedReferenceData(database.db);
    await ensureTrackingPartitions(deps);
    await campaigns(database.db);
    const day = algerianDay(new Date());
    const loaded = performance.now();
    // 80 % promotion views of one to three campaigns, 2 % clicks, the rest page views and cards.
    await sql`insert into tracking_events (day, event_id, type, at, promotion_ids, announcement_id, track_id, url, locale)
      select ${day}::date, 'e' || g,
        case when g % 50 = 0 then 'promotion_click' when g % 10 < 8 then 'promotion_view' else 'page_view' end,
        now(), array[1 + g % ${CAMPAIGNS}, 1 + (g * 7) % ${CAMPAIGNS}]::bigint[], null, 'v' || (g % 100000), 'http://souk.test/', 'fr'
      from generate_series(1, ${events}::int) g`.execute(database.db);
    await sql`analyze tracking_events`.execute(database.db);
    console.log(
      `  (loaded ${events.toLocaleString('en')} tracking events in ${((performance.now() - loaded) / 1000).toFixed(1)} s)`,
    );
    let at = performance.now();
    await sql`select count(*) from tracking_events where day = ${day}::date`.execute(database.db);
    const countSeconds = (performance.now() - at) / 1000;
    at = performance.now();
    await rollupDay(deps, day);
    return {
      events,
      seconds: (performance.now() - at) / 1000,
      countSeconds,
      engine: scratch ? 'PostgreSQL' : 'PGlite',
    };
  } finally {
    await database.close();
    await scratch?.drop();
  }
}

export async function runTrackingBench(databaseUrl: string | undefined): Promise<TrackingMeasures> {
  const server = await serverMeasures();
  const rollup = await rollupMeasures(databaseUrl);
  return { ...server, rollup };
}

const ms = (values: number[], p: number) => percentileOf(values, p).toFixed(2);

export function reportTracking(m: TrackingMeasures): void {
  console.log('\nTracking and promotions (issue 21)');
  console.log(
    `  pixel GET /px/… (${m.engine}, 10 connections, ${seconds}s): ${Math.round(m.pixel.rps)} req/s, p99 ${m.pixel.p99} ms` +
      ` (target ≥ ${PIXEL_TARGET_RPS} req/s, p99 < ${PIXEL_TARGET_P99_MS} ms); baseline bare Fastify route` +
      ` ${Math.round(m.baseline.rps)} req/s, p99 ${m.baseline.p99} ms; ratio ×${(m.pixel.rps / m.baseline.rps).toFixed(2)} of the baseline's rate`,
  );
  console.log(
    `    ${m.pixel.requests.toLocaleString('en')} pixels sent with one event id: ${m.pixel.stored} stored (a repeated event is dropped)`,
  );
  console.log(
    `  daily roll-up of ${m.rollup.events.toLocaleString('en')} events (${m.rollup.engine}): ${m.rollup.seconds.toFixed(1)} s` +
      ` (target < ${ROLLUP_TARGET_S} s at 10,000,000 on PostgreSQL); baseline count of the day's rows ${m.rollup.countSeconds.toFixed(1)} s;` +
      ` ratio ×${(m.rollup.seconds / Math.max(m.rollup.countSeconds, 0.001)).toFixed(1)}`,
  );
  console.log(
    `  promotionFetch among ${CAMPAIGNS} campaigns (${FETCH_RUNS} calls, ${m.engine}): p50 ${ms(m.fetch.samples, 50)} ms,` +
      ` p95 ${ms(m.fetch.samples, 95)} ms (target p95 < ${FETCH_TARGET_MS} ms); baseline select 1 p95 ${ms(m.fetch.selectOne, 95)} ms`,
  );
}
