import type { ColumnType, Generated } from 'kysely';

/** `domain_events`: the outbox, one row per event, written in the transaction of its change. */
export interface DomainEventTable {
  id: Generated<string>;
  type: string;
  version: number;
  payload: ColumnType<unknown, string, string>;
  actor_id: string | null;
  occurred_at: Date;
}

/** `event_deliveries`: one row per event and subscriber, claimed by the dispatcher. */
export interface EventDeliveryTable {
  event_id: string;
  subscriber: string;
  state: ColumnType<'pending' | 'done' | 'parked', 'pending' | 'done' | 'parked' | undefined>;
  attempts: Generated<number>;
  next_attempt_at: Date;
  handled_at: Date | null;
  last_error: string | null;
}

export interface EventTables {
  domain_events: DomainEventTable;
  event_deliveries: EventDeliveryTable;
}
