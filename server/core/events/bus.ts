import { AsyncLocalStorage } from 'node:async_hooks';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/types';
import type { Deps } from '../../deps';
import { EVENT_VERSIONS, type DomainEvent, type DomainEventType, type NewDomainEvent } from './catalogue';
import type { EventSubscriber, LivePublisher } from './subscriber';

/** How the dispatcher paces itself; tests shorten the delays. */
export interface EventBusOptions {
  /** How often due deliveries are looked for when nothing woke the dispatcher (retries, other instances, restarts). */
  pollMs: number;
  /** Deliveries claimed per transaction. */
  batchSize: number;
  /** Tries before a delivery is parked for operators. */
  maxAttempts: number;
  /** First retry delay; each further try waits twice as long, up to `maxBackoffMs`. */
  backoffMs: number;
  maxBackoffMs: number;
  /** How long a request waits for the side effects of the events it caused before answering. */
  settleMs: number;
  /** Handled events are kept this long, then purged. */
  retentionMs: number;
}

export const DEFAULT_EVENT_BUS_OPTIONS: EventBusOptions = {
  pollMs: 1000,
  batchSize: 200,
  maxAttempts: 8,
  backoffMs: 1000,
  maxBackoffMs: 10 * 60_000,
  settleMs: 2000,
  retentionMs: 7 * 24 * 60 * 60_000,
};

/** A delivery parked after too many failures, as operators see it. */
export interface ParkedDelivery {
  eventId: string;
  type: string;
  subscriber: string;
  attempts: number;
  lastError: string | null;
  occurredAt: Date;
}

interface Claimed {
  event_id: string;
  subscriber: string;
  attempts: number;
  type: string;
  version: number;
  payload: unknown;
  actor_id: string | null;
  occurred_at: Date;
}

/** The events recorded within one request or one dispatch, to be handed over once it is done. */
interface Scope {
  ids: string[];
}

/** Thrown inside a batch to roll it back when one of its handlers failed. */
class BatchFailed extends Error {
  constructor(
    readonly delivery: Claimed,
    readonly failure: unknown,
  ) {
    super('a subscriber failed in the batch');
  }
}

/** Delays after a record made outside any scope, when the commit time is unknown; the poll covers the rest. */
const UNSCOPED_NUDGES_MS = [5, 25, 100, 400];

/**
 * The transactional outbox and its dispatcher.
 *
 * `record` writes events (and one delivery row per subscriber of each) with the caller's
 * transaction, so they exist exactly when the change commits. After commit, deliveries are
 * claimed with `for update skip locked` (several instances share them, none twice) and handed
 * to in-process subscribers inside the claiming transaction, which also marks them done: a
 * subscriber's database writes and its "handled" mark commit or roll back together.
 *
 * When: a request that recorded events waits for them before it answers (its caller reads its
 * own side effects, audit rows or mail, at once); a record outside a request is nudged a few
 * times; and a poll hands over whatever is due (retries, a restart, another instance's events).
 * A failing subscriber is retried with backoff and parked after `maxAttempts`.
 */
export class EventBus {
  private readonly options: EventBusOptions;
  private readonly byType = new Map<string, EventSubscriber[]>();
  private readonly byName = new Map<string, EventSubscriber>();
  private readonly scopes = new AsyncLocalStorage<Scope>();
  private live: LivePublisher = { publish: () => Promise.resolve() };
  private deps: Deps | undefined;
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<unknown> | undefined;
  private readonly inFlight = new Set<Promise<unknown>>();
  private stopped = false;
  private lastPurge = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date,
    subscribers: readonly EventSubscriber[],
    options: Partial<EventBusOptions> = {},
  ) {
    this.options = { ...DEFAULT_EVENT_BUS_OPTIONS, ...options };
    for (const entry of subscribers) {
      if (this.byName.has(entry.name)) throw new Error(`two event subscribers are named ${entry.name}`);
      this.byName.set(entry.name, entry);
      for (const type of entry.events) this.byType.set(type, [...(this.byType.get(type) ?? []), entry]);
    }
  }

  /** The dependencies handed to subscribers (set once the server's deps exist: they hold this bus). */
  attach(deps: Deps): void {
    this.deps = deps;
  }

  /** Where subscribers feed live GraphQL subscriptions. */
  setLivePublisher(live: LivePublisher): void {
    this.live = live;
  }

  /** The subscribers' names, for operators and tests. */
  subscriberNames(): string[] {
    return [...this.byName.keys()];
  }

  /**
   * Writes events with `db` (pass the transaction of the change that causes them), each with a
   * delivery row per subscriber, in one statement. Returns the events' ids.
   */
  async record(db: Kysely<Database>, events: NewDomainEvent | readonly NewDomainEvent[]): Promise<string[]> {
    const list = (Array.isArray(events) ? events : [events]) as readonly NewDomainEvent[];
    if (list.length === 0) return [];
    const at = this.now();
    const rows = list.map(
      (event) =>
        sql`(${event.type}, ${EVENT_VERSIONS[event.type]}::int, ${JSON.stringify(event.payload)}::jsonb, ${event.actorId ?? null}::bigint, ${at}::timestamptz)`,
    );
    const pairs = [...new Set(list.map((event) => event.type))].flatMap((type) =>
      (this.byType.get(type) ?? []).map((entry) => sql`(${type}::text, ${entry.name}::text)`),
    );
    const inserted =
      pairs.length === 0
        ? sql<{ id: string }>`insert into domain_events (type, version, payload, actor_id, occurred_at)
            values ${sql.join(rows)} returning id`
        : sql<{ id: string }>`with e as (
              insert into domain_events (type, version, payload, actor_id, occurred_at)
              values ${sql.join(rows)} returning id, type
            ), d as (
              insert into event_deliveries (event_id, subscriber, next_attempt_at)
              select e.id, s.subscriber, ${at}::timestamptz from e join (values ${sql.join(pairs)}) as s (type, subscriber)
                on s.type = e.type
            )
            select id from e`;
    const ids = (await inserted.execute(db)).rows.map((row) => row.id);
    if (pairs.length > 0) this.follow(ids);
    return ids;
  }

  /**
   * Runs `work` in a scope whose recorded events are handed over when it ends (before its
   * result is returned). Requests run in one (see `eventScopePlugin`); so do background jobs.
   */
  async withScope<T>(work: () => Promise<T>): Promise<T> {
    const scope: Scope = { ids: [] };
    const result = await this.scopes.run(scope, work);
    await this.settle(scope.ids);
    return result;
  }

  /** Runs `next` (the rest of a request: its hooks and handler) in a new scope, and returns that scope. */
  openScope(next: () => void): Scope {
    const scope: Scope = { ids: [] };
    this.scopes.run(scope, next);
    return scope;
  }

  /** The scope the current code runs in, if any. */
  currentScope(): Scope | undefined {
    return this.scopes.getStore();
  }

  /**
   * Hands over the deliveries of these events now, and waits (at most `settleMs`) for those
   * another dispatcher holds, so their side effects are there when this returns. A delivery
   * that failed is left to its retries, not waited for.
   */
  async settle(ids: readonly string[]): Promise<void> {
    if (ids.length === 0 || this.stopped) return;
    const deadline = Date.now() + this.options.settleMs;
    const eventIds = [...ids];
    for (;;) {
      await this.track(this.dispatch(eventIds));
      const waiting = await this.db
        .selectFrom('event_deliveries')
        .select('event_id')
        .where('event_id', 'in', eventIds)
        .where('state', '=', 'pending')
        .where('attempts', '=', 0)
        .limit(1)
        .execute();
      if (waiting.length === 0 || Date.now() >= deadline) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  /** Starts the poll (the server calls it once it listens). */
  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => this.poll(), this.options.pollMs);
    this.timer.unref();
    this.poll();
  }

  /** Stops the poll and waits for the dispatches under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  /** Hands over everything due now, batch after batch; returns how many deliveries were handled. */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const handled = await this.track(this.dispatch());
      total += handled;
      if (handled < this.options.batchSize) return total;
    }
  }

  /** Deliveries given up on after `maxAttempts`, oldest first. */
  async parked(limit = 100): Promise<ParkedDelivery[]> {
    const rows = await this.db
      .selectFrom('event_deliveries as d')
      .innerJoin('domain_events as e', 'e.id', 'd.event_id')
      .select(['d.event_id', 'e.type', 'd.subscriber', 'd.attempts', 'd.last_error', 'e.occurred_at'])
      .where('d.state', '=', 'parked')
      .orderBy('d.event_id')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      eventId: row.event_id,
      type: row.type,
      subscriber: row.subscriber,
      attempts: row.attempts,
      lastError: row.last_error,
      occurredAt: row.occurred_at,
    }));
  }

  /** Puts parked deliveries (of one event, or all) back in line for a fresh series of tries. */
  async replay(eventId?: string, subscriberName?: string): Promise<number> {
    let query = this.db
      .updateTable('event_deliveries')
      .set({ state: 'pending', attempts: 0, next_attempt_at: this.now(), last_error: null })
      .where('state', '=', 'parked');
    if (eventId) query = query.where('event_id', '=', eventId);
    if (subscriberName) query = query.where('subscriber', '=', subscriberName);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  private poll(): void {
    if (this.stopped || this.polling) return;
    this.polling = this.drain()
      .then(() => this.purge())
      .catch((error: unknown) => this.log.error({ err: error }, 'event dispatch failed'))
      .finally(() => {
        this.polling = undefined;
      });
  }

  /** Remembers new events: the scope hands them over when it ends; outside one, a few nudges follow. */
  private follow(ids: string[]): void {
    const scope = this.scopes.getStore();
    if (scope) {
      scope.ids.push(...ids);
      return;
    }
    // The commit time is unknown here (the caller may still be in its transaction).
    for (const delay of UNSCOPED_NUDGES_MS) {
      setTimeout(() => {
        if (this.stopped) return;
        this.track(this.dispatch(ids)).catch((error: unknown) =>
          this.log.error({ err: error }, 'event dispatch failed'),
        );
      }, delay).unref();
    }
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.inFlight.add(work);
    const done = () => this.inFlight.delete(work);
    work.then(done, done);
    return work;
  }

  /**
   * One batch: claims due deliveries (of some events only, when given), runs their subscribers in
   * one transaction and marks them done. If a subscriber fails, the batch is rolled back and each
   * delivery is run again alone, so one failure costs only its own delivery a retry.
   */
  private async dispatch(eventIds?: readonly string[]): Promise<number> {
    if (this.stopped && eventIds === undefined) return 0;
    const followUps: Scope = { ids: [] };
    const effects: (() => Promise<void> | void)[] = [];
    let claimed: Claimed[] = [];
    try {
      await this.scopes.run(followUps, () =>
        this.db.transaction().execute(async (trx) => {
          claimed = await this.claim(trx, eventIds);
          for (const delivery of claimed) {
            try {
              await this.handle(trx, delivery, effects);
            } catch (error) {
              throw new BatchFailed(delivery, error);
            }
          }
          if (claimed.length > 0) await this.markDone(trx, claimed);
        }),
      );
    } catch (error) {
      if (!(error instanceof BatchFailed)) throw error;
      followUps.ids.length = 0;
      effects.length = 0;
      // The one that failed has had its try; the others run again, each alone.
      await this.markFailed(error.delivery, error.failure);
      for (const delivery of claimed) {
        if (delivery !== error.delivery) await this.dispatchAlone(delivery, followUps, effects);
      }
    }
    await this.runEffects(effects);
    if (followUps.ids.length > 0) await this.dispatch(followUps.ids);
    return claimed.length;
  }

  private async dispatchAlone(
    delivery: Claimed,
    followUps: Scope,
    effects: (() => Promise<void> | void)[],
  ): Promise<void> {
    const own: Scope = { ids: [] };
    const ownEffects: (() => Promise<void> | void)[] = [];
    try {
      await this.scopes.run(own, () =>
        this.db.transaction().execute(async (trx) => {
          // Claimed again: between the rolled-back batch and now, another dispatcher may have taken it.
          const again = await trx
            .selectFrom('event_deliveries')
            .select('event_id')
            .where('event_id', '=', delivery.event_id)
            .where('subscriber', '=', delivery.subscriber)
            .where('state', '=', 'pending')
            .forUpdate()
            .skipLocked()
            .executeTakeFirst();
          if (!again) return;
          await this.handle(trx, delivery, ownEffects);
          await this.markDone(trx, [delivery]);
        }),
      );
      followUps.ids.push(...own.ids);
      effects.push(...ownEffects);
    } catch (error) {
      await this.markFailed(delivery, error);
    }
  }

  /**
   * Locks a batch of due deliveries, oldest event first, then reads their events. Two statements,
   * not a join: the claim walks the pending deliveries' index alone (a join planned without
   * statistics, on a table just filled, read and sorted the whole backlog for each batch).
   */
  private async claim(trx: Transaction<Database>, eventIds?: readonly string[]): Promise<Claimed[]> {
    let query = trx
      .selectFrom('event_deliveries')
      .select(['event_id', 'subscriber', 'attempts'])
      .where('state', '=', 'pending')
      .where('next_attempt_at', '<=', this.now())
      .orderBy('event_id')
      .limit(this.options.batchSize)
      .forUpdate()
      .skipLocked();
    if (eventIds) query = query.where('event_id', 'in', [...eventIds]);
    const deliveries = await query.execute();
    if (deliveries.length === 0) return [];
    const events = await trx
      .selectFrom('domain_events')
      .select(['id', 'type', 'version', 'payload', 'actor_id', 'occurred_at'])
      .where('id', 'in', [...new Set(deliveries.map((delivery) => delivery.event_id))])
      .execute();
    const byId = new Map(events.map((event) => [event.id, event]));
    return deliveries.flatMap((delivery) => {
      const event = byId.get(delivery.event_id);
      return event
        ? [
            {
              ...delivery,
              type: event.type,
              version: event.version,
              payload: event.payload,
              actor_id: event.actor_id,
              occurred_at: event.occurred_at,
            },
          ]
        : [];
    });
  }

  private async handle(
    trx: Transaction<Database>,
    delivery: Claimed,
    effects: (() => Promise<void> | void)[],
  ): Promise<void> {
    const entry = this.byName.get(delivery.subscriber);
    // A subscriber this version of the server no longer has: nothing to do, and nothing to retry.
    if (!entry || !this.deps) {
      if (!this.deps) throw new Error('the event bus has no deps attached');
      return;
    }
    const event = {
      id: delivery.event_id,
      type: delivery.type as DomainEventType,
      version: delivery.version,
      payload: delivery.payload,
      actorId: delivery.actor_id,
      occurredAt: delivery.occurred_at,
    } as DomainEvent;
    try {
      await entry.handle(event, {
        db: trx,
        deps: this.deps,
        afterCommit: (effect) => effects.push(effect),
        live: this.live,
      });
    } catch (error) {
      this.log.warn(
        { err: error, eventId: delivery.event_id, subscriber: delivery.subscriber },
        'event subscriber failed',
      );
      throw error;
    }
  }

  private async markDone(trx: Transaction<Database>, deliveries: readonly Claimed[]): Promise<void> {
    await sql`update event_deliveries as d
      set state = 'done', handled_at = ${this.now()}, attempts = d.attempts + 1, last_error = null
      from unnest(${deliveries.map((d) => d.event_id)}::bigint[], ${deliveries.map((d) => d.subscriber)}::text[])
        as done (event_id, subscriber)
      where d.event_id = done.event_id and d.subscriber = done.subscriber`.execute(trx);
  }

  private async markFailed(delivery: Claimed, error: unknown): Promise<void> {
    const attempts = delivery.attempts + 1;
    const parked = attempts >= this.options.maxAttempts;
    const delay = Math.min(this.options.backoffMs * 2 ** (attempts - 1), this.options.maxBackoffMs);
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    await this.db
      .updateTable('event_deliveries')
      .set({
        attempts,
        state: parked ? 'parked' : 'pending',
        next_attempt_at: new Date(this.now().getTime() + delay),
        last_error: message.slice(0, 2000),
      })
      .where('event_id', '=', delivery.event_id)
      .where('subscriber', '=', delivery.subscriber)
      .where('state', '=', 'pending')
      .execute();
    if (parked) {
      this.log.error(
        { eventId: delivery.event_id, subscriber: delivery.subscriber, attempts, error: message },
        'event delivery parked after too many failures',
      );
    }
  }

  private async runEffects(effects: readonly (() => Promise<void> | void)[]): Promise<void> {
    for (const effect of effects) {
      try {
        await effect();
      } catch (error) {
        this.log.error({ err: error }, 'an event subscriber effect failed after commit');
      }
    }
  }

  /** Drops handled events past their retention (at most once an hour, a bounded number at a time). */
  private async purge(): Promise<void> {
    const now = this.now().getTime();
    if (now - this.lastPurge < 60 * 60_000) return;
    this.lastPurge = now;
    await sql`delete from domain_events where id in (
        select e.id from domain_events e
        where e.occurred_at < ${new Date(now - this.options.retentionMs)}
          and not exists (select 1 from event_deliveries d where d.event_id = e.id and d.state <> 'done')
        limit 10000)`.execute(this.db);
  }
}
