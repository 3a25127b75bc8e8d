import { sql, type Kysely } from 'kysely';

/**
 * The event backbone (issue 17): a transactional outbox of domain events, written in the same
 * transaction as the change that causes them, and one delivery row per event and subscriber,
 * which the dispatcher claims (`for update skip locked`, so several server instances share the
 * work) and marks done in the same transaction as the subscriber's own writes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('domain_events')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('payload', 'jsonb', (col) => col.notNull())
    .addColumn('actor_id', 'bigint')
    .addColumn('occurred_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('event_deliveries')
    .addColumn('event_id', 'bigint', (col) => col.notNull().references('domain_events.id').onDelete('cascade'))
    .addColumn('subscriber', 'text', (col) => col.notNull())
    // pending: to hand over (again, after next_attempt_at); done: handled; parked: gave up after too many tries.
    .addColumn('state', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (col) => col.notNull())
    .addColumn('handled_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .addPrimaryKeyConstraint('event_deliveries_pk', ['event_id', 'subscriber'])
    .execute();
  // The dispatcher's only question: the oldest pending deliveries that are due. Walked in event
  // order, with the due time beside it (rarely in the future: only retries wait); done rows stay
  // out of the index, so a claim never passes over handled deliveries.
  await sql`create index event_deliveries_pending_idx on event_deliveries (event_id) include (next_attempt_at)
    where state = 'pending'`.execute(db);
  await sql`create index event_deliveries_parked_idx on event_deliveries (subscriber, event_id)
    where state = 'parked'`.execute(db);
  await sql`create index domain_events_occurred_idx on domain_events (occurred_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('event_deliveries').execute();
  await db.schema.dropTable('domain_events').execute();
}
