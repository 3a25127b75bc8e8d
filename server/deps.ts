import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Database } from './db/types';
import type { Engine } from './db/database';
import type { EventBus } from './core/events';

/**
 * What every service function receives: the database, the config, a logger and a
 * clock. Tests pass their own clock to move time forward.
 */
export interface Deps {
  db: Kysely<Database>;
  engine: Engine;
  config: Config;
  log: FastifyBaseLogger;
  now(): Date;
  /** Records domain events in a transaction; subscribers react after commit. */
  events: EventBus;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The service dependencies, shared by GraphQL resolvers and plain HTTP routes. */
    deps: Deps;
  }
}
