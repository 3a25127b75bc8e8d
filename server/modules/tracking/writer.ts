import type { Insertable } from 'kysely';
import { TRACKING_LIMITS } from '../../../shared/domain/tracking';
import type { Deps } from '../../deps';
import type { TrackingEventsTable } from './tracking.tables';

type EventRow = Insertable<TrackingEventsTable>;

/**
 * Receives events one by one and writes them in batches: one insert of up to `batchSize` rows,
 * at the latest `batchWaitMs` after the first of them came. A pixel costs the request a push to an
 * array, never a round trip to the database; a repeated event (same day and id) is dropped by the
 * table's key. Events still waiting when the server stops are written by `close`.
 */
export class TrackingWriter {
  private pending: EventRow[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(private readonly deps: Pick<Deps, 'db' | 'log'>) {}

  push(row: EventRow): void {
    this.pending.push(row);
    if (this.pending.length >= TRACKING_LIMITS.batchSize) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), TRACKING_LIMITS.batchWaitMs);
      this.timer.unref();
    }
  }

  /** Writes what waits now; resolves once it (and any write before it) is in the database. */
  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    const batch = this.pending;
    this.pending = [];
    if (batch.length > 0) {
      // Writes follow each other: a slow insert delays the next batch, it does not pile up connections.
      this.writing = this.writing.then(() => this.write(batch));
    }
    return this.writing;
  }

  close(): Promise<void> {
    return this.flush();
  }

  private async write(batch: EventRow[]): Promise<void> {
    try {
      await this.deps.db
        .insertInto('tracking_events')
        .values(batch)
        .onConflict((conflict) => conflict.columns(['day', 'event_id']).doNothing())
        .execute();
    } catch (error) {
      // Statistics are not worth failing anything else for: the batch is lost and said so.
      this.deps.log.error({ err: error, events: batch.length }, 'tracking events could not be written');
    }
  }
}

const writers = new WeakMap<object, TrackingWriter>();

/** The one writer of a server (keyed by its dependencies): the pixel and the promotions' clicks share it. */
export function trackingWriter(deps: Pick<Deps, 'db' | 'log'>): TrackingWriter {
  let writer = writers.get(deps);
  if (!writer) {
    writer = new TrackingWriter(deps);
    writers.set(deps, writer);
  }
  return writer;
}
