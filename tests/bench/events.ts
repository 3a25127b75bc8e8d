// The event backbone (issue 17): from the commit of a change to its subscriber, and events
// handled per second, on PGlite in memory and, with BENCH_DATABASE_URL, on a scratch PostgreSQL
// database created (and dropped) for the run. Beside them, baselines from the same run: plain
// one-row insert transactions, and a bulk insert-select of as many rows as the drain writes.
// The drain runs twice on the same backlog: on tables as migrated (no planner statistics, as
// after a deploy or a sudden burst) and after `analyze` (as autovacuum leaves them, later).
import { performance } from 'node:perf_hooks';
import { openScratchDatabase } from './scratch';
import pino from 'pino';
import { sql } from 'kysely';
import { benchConfig } from './bench-config';
import { EventBus } from '../../server/core/events';
import { subscriber, type EventSubscriber } from '../../server/core/events/subscriber';
import { openDatabase, type DatabaseHandle } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import type { Deps } from '../../server/deps';
import { percentileOf } from './load';

/** Events recorded one by one, per latency mode. */
const LATENCY_EVENTS = Number(process.env.BENCH_EVENTS_LATENCY ?? 300);
/** Events recorded, then drained, for the throughput: fewer on PGlite, which keeps the section within a minute. */
const drainEvents = (engine: 'pglite' | 'postgres') =>
  Number(process.env.BENCH_EVENTS_DRAIN ?? (engine === 'postgres' ? 20_000 : 5_000));
/** Pause between two recorded events of the latency runs. */
const SPACING_MS = 5;
/** Events per `record` call (and per transaction) when filling the outbox for the drain. */
const RECORD_BATCH = 500;
const LATENCY_TARGET_MS = 50;
const THROUGHPUT_TARGET = 2000;

const log = pino({ level: 'warn' });
const config = benchConfig();

export interface EventsMeasures {
  engine: string;
  postgres: boolean;
  /** ms, one plain insert transaction each (the latency baseline). */
  insert: number[];
  /** Recorded in a scope (as a request does): commit to `handle`, to the handler's commit, to the scope's end. */
  scoped: { toHandle: number[]; toHandled: number[]; toReturn: number[] };
  /** Recorded outside any scope (background writers): nudges and the poll hand them over. */
  unscoped: { toHandle: number[]; toHandled: number[] };
  /** Outbox filled with the poll stopped, then drained with three subscribers: as migrated, then analysed. */
  drains: {
    label: string;
    record: { events: number; ms: number };
    drain: { events: number; deliveries: number; ms: number };
  }[];
  /** One `insert … select` of as many rows as the drain's writing subscriber wrote. */
  bulk: { rows: number; ms: number };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const message = (n: number) => ({
  type: 'contact.messageReceived' as const,
  payload: { messageId: String(n), tag: 'BENCH' },
});

/** A subscriber writing one row per event into the scratch table, in the dispatcher's transaction. */
function writer(name: string, onHandle?: (id: string) => void, onCommitted?: (id: string) => void): EventSubscriber {
  return subscriber({
    name,
    events: ['contact.messageReceived'],
    async handle(event, { db, afterCommit }) {
      onHandle?.(event.id);
      await sql`insert into bench_event_effects (subscriber, event_id) values (${name}, ${event.id})`.execute(db);
      if (onCommitted) afterCommit(() => onCommitted(event.id));
    },
  });
}

function noop(name: string): EventSubscriber {
  return subscriber({ name, events: ['contact.messageReceived'], handle: () => Promise.resolve() });
}

/** A bus with the server's default pacing over `database`. */
function busOn(database: DatabaseHandle, subscribers: EventSubscriber[]): EventBus {
  const now = () => new Date();
  const bus = new EventBus(database.db, log, now, subscribers);
  const deps: Deps = { db: database.db, engine: database.engine, config, log, now, events: bus };
  bus.attach(deps);
  return bus;
}

/** A migrated database for one engine, and what removes it. */
async function openEngine(url: string | undefined): Promise<{ database: DatabaseHandle; drop: () => Promise<void> }> {
  if (!url) {
    const database = await openDatabase({ dataDir: 'memory' });
    await migrateToLatest(database.db);
    return { database, drop: () => Promise.resolve() };
  }
  // A scratch database on the same server: the search benchmark's data stays untouched.
  return openScratchDatabase(url, 'events', 60_000);
}

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('events bench: deliveries still missing after the wait');
    await sleep(10);
  }
}

/** Records `count` events one per transaction, `SPACING_MS` apart, in a scope each or outside any. */
async function latencyRun(database: DatabaseHandle, count: number, scoped: boolean) {
  const handleAt = new Map<string, number>();
  const handledAt = new Map<string, number>();
  const bus = busOn(database, [
    writer(
      scoped ? 'bench.scoped' : 'bench.unscoped',
      (id) => handleAt.set(id, performance.now()),
      (id) => handledAt.set(id, performance.now()),
    ),
  ]);
  bus.start();
  const committedAt = new Map<string, number>();
  const toReturn: number[] = [];
  try {
    for (let n = 0; n < count; n += 1) {
      const change = async () => {
        const [id] = await database.db.transaction().execute((trx) => bus.record(trx, message(n)));
        committedAt.set(id!, performance.now());
        return id!;
      };
      if (scoped) {
        const id = await bus.withScope(change);
        toReturn.push(performance.now() - committedAt.get(id)!);
      } else {
        await change();
      }
      await sleep(SPACING_MS);
    }
    await waitFor(() => handledAt.size >= count, 10_000);
  } finally {
    await bus.stop();
  }
  const since = (at: Map<string, number>) => [...committedAt].map(([id, committed]) => at.get(id)! - committed);
  return { toHandle: since(handleAt), toHandled: since(handledAt), toReturn };
}

/** The same number of plain one-row inserts, one transaction each, as the latency baseline. */
async function insertRun(database: DatabaseHandle, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let n = 0; n < count; n += 1) {
    const started = performance.now();
    await database.db
      .transaction()
      .execute((trx) =>
        sql`insert into bench_event_effects (subscriber, event_id) values ('bench.insert', ${n})`.execute(trx),
      );
    times.push(performance.now() - started);
    await sleep(SPACING_MS);
  }
  return times;
}

/** Fills an empty outbox with `count` events (3 deliveries each) and drains it; `analyze` in between if asked. */
async function throughputRun(database: DatabaseHandle, count: number, analyze: boolean) {
  await sql`truncate bench_event_effects, event_deliveries, domain_events`.execute(database.db);
  const subscribers = () => [writer('bench.write'), noop('bench.noop.a'), noop('bench.noop.b')];
  // The outbox is filled by a stopped bus: its nudges do nothing, so every delivery waits for the drain.
  const recorder = busOn(database, subscribers());
  await recorder.stop();
  let started = performance.now();
  for (let first = 0; first < count; first += RECORD_BATCH) {
    const batch = Array.from({ length: Math.min(RECORD_BATCH, count - first) }, (_, i) => message(first + i));
    await database.db.transaction().execute((trx) => recorder.record(trx, batch));
  }
  const record = { events: count, ms: performance.now() - started };
  if (analyze) await sql`analyze domain_events, event_deliveries`.execute(database.db);
  const bus = busOn(database, subscribers());
  started = performance.now();
  const deliveries = await bus.drain();
  const drain = { events: count, deliveries, ms: performance.now() - started };
  if (deliveries !== count * 3) throw new Error(`events bench: drained ${deliveries} deliveries, not ${count * 3}`);
  await bus.stop();
  return { label: analyze ? 'after analyze' : 'as migrated', record, drain };
}

/** The throughput baseline: as many rows as the writing subscriber wrote, in one statement. */
async function bulkRun(database: DatabaseHandle, count: number): Promise<{ rows: number; ms: number }> {
  const started = performance.now();
  await sql`insert into bench_event_effects (subscriber, event_id)
    select 'bench.bulk', n from generate_series(1, ${count}::int) as n`.execute(database.db);
  return { rows: count, ms: performance.now() - started };
}

async function benchEngine(engine: string, url: string | undefined): Promise<EventsMeasures> {
  const { database, drop } = await openEngine(url);
  try {
    await sql`create table bench_event_effects (subscriber text not null, event_id bigint not null,
      primary key (subscriber, event_id))`.execute(database.db);
    // A first pass warms the statements and the connections up; its figures are dropped.
    await insertRun(database, 20);
    await latencyRun(database, 20, true);
    await sql`truncate bench_event_effects`.execute(database.db);
    const insert = await insertRun(database, LATENCY_EVENTS);
    const scoped = await latencyRun(database, LATENCY_EVENTS, true);
    const unscoped = await latencyRun(database, LATENCY_EVENTS, false);
    const count = drainEvents(database.engine);
    const drains = [await throughputRun(database, count, false), await throughputRun(database, count, true)];
    const bulk = await bulkRun(database, count);
    return { engine, postgres: database.engine === 'postgres', insert, scoped, unscoped, drains, bulk };
  } finally {
    await database.close();
    await drop();
  }
}

/** PGlite in memory always; PostgreSQL too when `url` is given. */
export async function runEventsBench(url: string | undefined): Promise<EventsMeasures[]> {
  const results = [await benchEngine('PGlite, in memory', undefined)];
  if (url) results.push(await benchEngine('PostgreSQL, scratch database', url));
  return results;
}

export function reportEvents(results: readonly EventsMeasures[]): void {
  for (const m of results) {
    console.log(
      `\nEvents (${m.engine}; ${LATENCY_EVENTS} events per latency mode, ${SPACING_MS} ms apart;` +
        ` ${m.bulk.rows.toLocaleString('en')} events × 3 subscribers drained)`,
    );
    console.log(
      'latency'.padEnd(52),
      'n'.padStart(4),
      'p50 ms'.padStart(8),
      'p95 ms'.padStart(8),
      'vs insert'.padStart(10),
      '  target',
    );
    const base95 = percentileOf(m.insert, 95);
    const line = (name: string, values: number[], target = '') => {
      const p95 = percentileOf(values, 95);
      const verdict = target ? `  p95 < ${LATENCY_TARGET_MS} ms: ${p95 < LATENCY_TARGET_MS ? 'met' : 'MISSED'}` : '';
      console.log(
        name.padEnd(52),
        String(values.length).padStart(4),
        percentileOf(values, 50).toFixed(1).padStart(8),
        p95.toFixed(1).padStart(8),
        (p95 / base95).toFixed(2).padStart(10),
        verdict,
      );
    };
    line('plain insert, one per transaction (baseline)', m.insert);
    line('in a scope: commit to handle', m.scoped.toHandle, 'target');
    line('in a scope: commit to handler committed', m.scoped.toHandled);
    line('in a scope: commit to scope end (request waits)', m.scoped.toReturn);
    line('no scope: commit to handle (nudges, poll)', m.unscoped.toHandle, 'target');
    line('no scope: commit to handler committed', m.unscoped.toHandled);

    const rate = (count: number, ms: number) => (count * 1000) / ms;
    const bulkRate = rate(m.bulk.rows, m.bulk.ms);
    console.log('throughput'.padEnd(52), 'per second'.padStart(13), 'vs bulk'.padStart(10), '  target');
    const row = (name: string, perSecond: number, target = '') =>
      console.log(
        name.padEnd(52),
        Math.round(perSecond).toLocaleString('en').padStart(13),
        (perSecond / bulkRate).toFixed(3).padStart(10),
        target,
      );
    row(`bulk insert-select, ${m.bulk.rows.toLocaleString('en')} rows (baseline)`, bulkRate);
    for (const [fill, { label, record, drain }] of m.drains.entries()) {
      const eventsRate = rate(drain.events, drain.ms);
      row(`fill ${fill + 1}: record, ${RECORD_BATCH} events per transaction`, rate(record.events, record.ms));
      row(`${label}: drain, deliveries handled`, rate(drain.deliveries, drain.ms));
      row(
        `${label}: drain, events handled`,
        eventsRate,
        `  ≥ ${THROUGHPUT_TARGET.toLocaleString('en')} events/s on PostgreSQL` +
          (m.postgres ? `: ${eventsRate >= THROUGHPUT_TARGET ? 'met' : 'MISSED'}` : ' (not this engine)'),
      );
    }
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const times = m.drains.map((d) => `record ${seconds(d.record.ms)}, drain ${d.label} ${seconds(d.drain.ms)}`);
    console.log(`(${times.join('; ')}; bulk ${m.bulk.ms.toFixed(0)} ms)`);
  }
}
