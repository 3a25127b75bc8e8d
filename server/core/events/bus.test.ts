import pino from 'pino';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import type { DatabaseHandle, Engine } from '../../db/database';
import type { Deps } from '../../deps';
import { openTestDatabase } from '../../test/harness';
import { testEngines } from '../../test/engines';
import { EventBus, type EventBusOptions } from './bus';
import type { DomainEvent } from './catalogue';
import { subscriber, type EventSubscriber } from './subscriber';

const log = pino({ level: 'silent' });
const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory', PUBLIC_URL: 'http://souk.test' });

/** A subscriber writing one row per event it handles into a scratch table (a duplicate key would fail). */
function recorder(name: string, seen: string[] = []): EventSubscriber {
  return subscriber({
    name,
    events: ['contact.messageReceived'],
    async handle(event, { db }) {
      seen.push(event.id);
      await sql`insert into bus_test_effects (subscriber, event_id) values (${name}, ${event.id})`.execute(db);
    },
  });
}

function busOn(database: DatabaseHandle, subscribers: EventSubscriber[], options: Partial<EventBusOptions> = {}) {
  const bus = new EventBus(database.db, log, () => new Date(), subscribers, { pollMs: 50, ...options });
  const deps: Deps = { db: database.db, engine: database.engine, config, log, now: () => new Date(), events: bus };
  bus.attach(deps);
  return bus;
}

const message = (id: string) => ({ type: 'contact.messageReceived' as const, payload: { messageId: id, tag: 'BUG' } });

async function effects(database: DatabaseHandle): Promise<{ subscriber: string; event_id: string }[]> {
  const { rows } = await sql<{
    subscriber: string;
    event_id: string;
  }>`select subscriber, event_id from bus_test_effects order by event_id, subscriber`.execute(database.db);
  return rows;
}

describe.each(testEngines)('the event bus on %s', (engine: Engine) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    while (cleanups.length > 0) await cleanups.pop()!();
  });

  async function open(): Promise<{ database: DatabaseHandle; url: string | null }> {
    const { database, scratch } = await openTestDatabase(engine);
    cleanups.push(async () => {
      await database.close();
      await scratch?.drop();
    });
    await sql`create table bus_test_effects (subscriber text not null, event_id bigint not null,
      primary key (subscriber, event_id))`.execute(database.db);
    return { database, url: scratch?.url ?? null };
  }

  it('hands an event to each subscriber after commit, and never one whose transaction rolled back', async () => {
    const { database } = await open();
    const bus = busOn(database, [recorder('a'), recorder('b')]);
    const [committed] = await bus.withScope(() =>
      database.db.transaction().execute((trx) => bus.record(trx, message('1'))),
    );
    // The scope ended after commit and handed the event over before returning.
    expect(await effects(database)).toEqual([
      { subscriber: 'a', event_id: committed },
      { subscriber: 'b', event_id: committed },
    ]);
    await bus
      .withScope(() =>
        database.db.transaction().execute(async (trx) => {
          await bus.record(trx, message('2'));
          throw new Error('the change failed');
        }),
      )
      .catch(() => undefined);
    expect(await bus.drain()).toBe(0);
    expect(await effects(database)).toHaveLength(2);
    const { rows } = await sql<{ count: string }>`select count(*) as count from domain_events`.execute(database.db);
    expect(Number(rows[0]!.count)).toBe(1);
  });

  it('a subscriber acts once per event however often the dispatcher runs', async () => {
    const { database } = await open();
    const seen: string[] = [];
    const bus = busOn(database, [recorder('once', seen)]);
    const ids = await bus.record(database.db, [message('1'), message('2'), message('3')]);
    await Promise.all([bus.settle(ids), bus.drain(), bus.drain()]);
    await bus.drain();
    expect(seen.sort()).toEqual([...ids].sort());
    expect(await effects(database)).toHaveLength(3);
  });

  it('delivers after a restart what was committed but not dispatched, once per subscriber', async () => {
    const { database } = await open();
    const before = busOn(database, [recorder('audit'), recorder('live')]);
    // The server dies right after the commit: its dispatcher never runs.
    await before.stop();
    const [id] = await before.record(database.db, message('1'));
    expect(await effects(database)).toEqual([]);

    const seen: string[] = [];
    const after = busOn(database, [recorder('audit', seen), recorder('live')]);
    after.start();
    await expect.poll(() => effects(database), { timeout: 5000 }).toHaveLength(2);
    await after.drain();
    await after.stop();
    expect(seen).toEqual([id]);
    expect(await effects(database)).toHaveLength(2);
  });

  it('retries a failing subscriber with backoff, parks it after the last try, and replays it for operators', async () => {
    const { database } = await open();
    let failures = 3;
    const flaky = subscriber({
      name: 'flaky',
      events: ['contact.messageReceived'],
      async handle(event: DomainEvent<'contact.messageReceived'>, { db }) {
        if (failures > 0) {
          failures -= 1;
          throw new Error('mail server down');
        }
        await sql`insert into bus_test_effects (subscriber, event_id) values ('flaky', ${event.id})`.execute(db);
      },
    });
    let clock = Date.parse('2026-11-26T10:00:00Z');
    const bus = new EventBus(database.db, log, () => new Date(clock), [flaky, recorder('steady')], {
      maxAttempts: 3,
      backoffMs: 1000,
    });
    bus.attach({ db: database.db, engine, config, log, now: () => new Date(clock), events: bus });
    // Recorded in a scope (as a request does): its end makes the first try. Outside one, the
    // record's nudges would make tries of their own at moments this test does not control.
    const [id] = await bus.withScope(() => bus.record(database.db, message('1')));
    // The steady subscriber is not held back by the failing one.
    expect(await effects(database)).toEqual([{ subscriber: 'steady', event_id: id }]);
    const delivery = () =>
      database.db
        .selectFrom('event_deliveries')
        .selectAll()
        .where('subscriber', '=', 'flaky')
        .executeTakeFirstOrThrow();
    expect(await delivery()).toMatchObject({ state: 'pending', attempts: 1, last_error: 'Error: mail server down' });
    // Not due before its backoff.
    clock += 500;
    expect(await bus.drain()).toBe(0);
    clock += 600;
    await bus.drain();
    expect(await delivery()).toMatchObject({ state: 'pending', attempts: 2 });
    expect((await delivery()).next_attempt_at.getTime()).toBe(clock + 2000);
    clock += 2000;
    await bus.drain();
    expect(await delivery()).toMatchObject({ state: 'parked', attempts: 3 });
    expect(await bus.parked()).toEqual([
      expect.objectContaining({ eventId: id, subscriber: 'flaky', attempts: 3, type: 'contact.messageReceived' }),
    ]);
    clock += 60 * 60_000;
    expect(await bus.drain()).toBe(0);

    expect(await bus.replay(id, 'flaky')).toBe(1);
    await bus.drain();
    expect(await delivery()).toMatchObject({ state: 'done' });
    expect(await effects(database)).toHaveLength(2);
    expect(await bus.parked()).toEqual([]);
  });

  it('a subscriber that records events hands them on after its own commit', async () => {
    const { database } = await open();
    const chained = subscriber({
      name: 'chain',
      events: ['announcement.commentsSwitched'],
      async handle(event, { db, deps }) {
        await deps.events.record(db, message(event.payload.announcementId));
      },
    });
    const seen: string[] = [];
    const bus = busOn(database, [chained, recorder('end', seen)]);
    await bus.withScope(() =>
      bus.record(database.db, {
        type: 'announcement.commentsSwitched',
        payload: { announcementId: '7', enabled: false },
      }),
    );
    expect(seen).toHaveLength(1);
  });

  it.runIf(engine === 'postgres')('two instances on one database handle each event once per subscriber', async () => {
    const { database, url } = await open();
    const { database: second } = await openTestDatabase('postgres', { url: url! });
    cleanups.push(() => second.close());
    const seenA: string[] = [];
    const seenB: string[] = [];
    const a = busOn(database, [recorder('audit', seenA), recorder('live')], { batchSize: 20 });
    const b = busOn(second, [recorder('audit', seenB), recorder('live')], { batchSize: 20 });
    a.start();
    b.start();
    const ids: string[] = [];
    for (let round = 0; round < 20; round += 1) {
      const batch = Array.from({ length: 10 }, (_, i) => message(`${round}-${i}`));
      const writer = round % 2 === 0 ? a : b;
      ids.push(...(await writer.record(round % 2 === 0 ? database.db : second.db, batch)));
    }
    await expect.poll(async () => (await effects(database)).length, { timeout: 10_000 }).toBe(400);
    await Promise.all([a.drain(), b.drain()]);
    await Promise.all([a.stop(), b.stop()]);
    expect([...seenA, ...seenB].sort()).toEqual([...ids].sort());
    // Both instances took part.
    expect(seenA.length).toBeGreaterThan(0);
    expect(seenB.length).toBeGreaterThan(0);
  });
});
