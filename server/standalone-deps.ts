import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import { EventBus } from './core/events';
import type { DatabaseHandle } from './db/database';
import type { Deps } from './deps';
import { modules } from './modules';

/**
 * Service dependencies outside a running server (command line, seeds, benchmarks): the same
 * event subscribers as the server. Nothing polls here: call `deps.events.drain()` before
 * leaving so the events of the run are handled (a server started later would do it otherwise).
 */
export function standaloneDeps(database: DatabaseHandle, config: Config, log: FastifyBaseLogger): Deps {
  const now = () => new Date();
  const events = new EventBus(
    database.db,
    log,
    now,
    modules.flatMap((module) => module.subscribers ?? []),
  );
  const deps: Deps = { db: database.db, engine: database.engine, config, log, now, events };
  events.attach(deps);
  return deps;
}
