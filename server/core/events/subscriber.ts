import type { Transaction } from 'kysely';
import type { Database } from '../../db/types';
import type { Deps } from '../../deps';
import type { DomainEvent, DomainEventType } from './catalogue';

/**
 * Where live GraphQL subscriptions are fed: Mercurius' pubsub once the server has one (in memory,
 * or Redis shared by every instance). A command-line run has none, and publishing does nothing.
 */
export interface LivePublisher {
  publish: (topic: string, payload: unknown) => Promise<void>;
}

/** What a subscriber gets besides the event. */
export interface HandlerContext {
  /**
   * The dispatcher's transaction: the subscriber's own writes commit together with the record
   * that it handled the event, so a database effect happens once even though delivery is at
   * least once. Events recorded on it are dispatched after that commit.
   */
  db: Transaction<Database>;
  deps: Deps;
  /** Runs after the commit (live subscriptions, anything outside the database); at least once. */
  afterCommit: (effect: () => Promise<void> | void) => void;
  live: LivePublisher;
}

/**
 * A reaction of one module to events of any module. Its `name` is its identity in the delivery
 * records ("moderation.audit"): renaming it makes a new subscriber that starts with new events.
 */
export interface EventSubscriber<T extends DomainEventType = DomainEventType> {
  name: string;
  events: readonly T[];
  handle(event: DomainEvent<T>, context: HandlerContext): Promise<void>;
}

/** Declares a subscriber with its events' payloads typed. */
export function subscriber<T extends DomainEventType>(definition: EventSubscriber<T>): EventSubscriber {
  return definition;
}
