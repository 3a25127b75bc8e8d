import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../deps';
import { alertSavedSearches } from './saved-searches.service';

/** How often the alerts look for due saved searches (an INSTANT one is looked at once a minute). */
const SWEEP_INTERVAL_MS = 30_000;

/**
 * Saved searches' alerts while the server runs: INSTANT ones each minute, DAILY ones once a day.
 * One run at a time; failures are logged and retried at the next run (tests call the sweep with
 * a moved clock).
 */
export const savedSearchesPlugin: FastifyPluginAsync<{ deps: Deps }> = (app, { deps }) => {
  if (deps.config.mode === 'test') return Promise.resolve();
  let running = false;
  const run = async (): Promise<void> => {
    if (running) return;
    running = true;
    try {
      // In the bus's scope: the notifications they write are delivered (live, push) when it ends.
      await deps.events.withScope(async () => {
        await alertSavedSearches(deps, 'INSTANT');
        await alertSavedSearches(deps, 'DAILY');
      });
    } catch (error) {
      deps.log.error({ err: error }, 'saved search alerts failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', (_instance, done) => {
    clearInterval(timer);
    done();
  });
  return Promise.resolve();
};
