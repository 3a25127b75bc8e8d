import type { FastifyPluginAsync } from 'fastify';
import { scheduleWhileRunning } from '../../core/scheduled';
import type { Deps } from '../../deps';
import { expireStores } from './store-admin.service';

/** How often stores whose plan ran out are looked for (a plan ends on a day, so a minute is prompt). */
const SWEEP_INTERVAL_MS = 60_000;

/** Stores' plans while the server runs: a store past its end becomes EXPIRED, its announcements hidden. */
export const storesPlugin: FastifyPluginAsync<{ deps: Deps }> = (app, { deps }) => {
  scheduleWhileRunning(app, deps, { name: 'store expiry', intervalMs: SWEEP_INTERVAL_MS }, () =>
    // In the bus's scope: what the status change records is delivered when it ends.
    deps.events.withScope(async () => {
      await expireStores(deps);
    }),
  );
  return Promise.resolve();
};
