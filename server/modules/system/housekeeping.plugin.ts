import type { FastifyPluginAsync } from 'fastify';
import { purgeIdempotencyKeys } from '../../core/idempotency';
import { purgeRateLimitHits } from '../../core/rate-limit';
import { scheduleWhileRunning } from '../../core/scheduled';
import type { Deps } from '../../deps';

/** How often spent rate-limit counts and expired idempotency keys are swept. */
export const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Sweeps the shared tables no module owns (`rate_limit_hits`, `idempotency_keys`) while the
 * server runs, so they hold about one window's and one key lifetime's rows.
 */
export const housekeepingPlugin: FastifyPluginAsync<{ deps: Deps }> = (app, { deps }) => {
  scheduleWhileRunning(app, deps, { name: 'housekeeping purge', intervalMs: HOUSEKEEPING_INTERVAL_MS }, async () => {
    const hits = await purgeRateLimitHits(deps);
    const keys = await purgeIdempotencyKeys(deps);
    if (hits + keys > 0) deps.log.debug({ hits, keys }, 'rate limits and idempotency keys purged');
  });
  return Promise.resolve();
};
