import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../deps';
import { purgeIdempotencyKeys } from '../../core/idempotency';
import { purgeRateLimitHits } from '../../core/rate-limit';

/** How often spent rate-limit counts and expired idempotency keys are swept. */
export const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Sweeps the shared tables no module owns (`rate_limit_hits`, `idempotency_keys`) while the
 * server runs, so they hold about one window's and one key lifetime's rows. Off in tests (they
 * call the purges themselves with a moved clock). Failures are logged and retried next time.
 */
export const housekeepingPlugin: FastifyPluginAsync<{ deps: Deps }> = (app, { deps }) => {
  if (deps.config.mode === 'test') return Promise.resolve();
  let running = false;
  const run = async (): Promise<void> => {
    if (running) return;
    running = true;
    try {
      const hits = await purgeRateLimitHits(deps);
      const keys = await purgeIdempotencyKeys(deps);
      if (hits + keys > 0) deps.log.debug({ hits, keys }, 'rate limits and idempotency keys purged');
    } catch (error) {
      deps.log.warn({ err: error }, 'housekeeping purge failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), HOUSEKEEPING_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', (_instance, done) => {
    clearInterval(timer);
    done();
  });
  return Promise.resolve();
};
