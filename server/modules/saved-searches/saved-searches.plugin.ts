import type { FastifyPluginAsync } from 'fastify';
import { scheduleWhileRunning } from '../../core/scheduled';
import type { Deps } from '../../deps';
import { alertSavedSearches } from './saved-searches.service';

/** How often the alerts look for due saved searches (an INSTANT one is looked at once a minute). */
const SWEEP_INTERVAL_MS = 30_000;

/** Saved searches' alerts while the server runs: INSTANT ones each minute, DAILY ones once a day. */
export const savedSearchesPlugin: FastifyPluginAsync<{ deps: Deps }> = (app, { deps }) => {
  scheduleWhileRunning(app, deps, { name: 'saved search alerts', intervalMs: SWEEP_INTERVAL_MS }, () =>
    // In the bus's scope: the notifications they write are delivered (live, push) when it ends.
    deps.events.withScope(async () => {
      await alertSavedSearches(deps, 'INSTANT');
      await alertSavedSearches(deps, 'DAILY');
    }),
  );
  return Promise.resolve();
};
