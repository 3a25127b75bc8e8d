import type { FastifyPluginAsync } from 'fastify';
import { scheduleWhileRunning } from '../../core/scheduled';
import type { Deps } from '../../deps';
import { expireUnpaidOrders } from './orders.service';
import { paymentRoutes } from './payments/payments.routes';

/** How often unpaid orders are looked for (they are held an hour: a minute late is nothing). */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * The orders' server side besides GraphQL: the payment provider's routes (in their own context,
 * which reads JSON bodies as text for the signature) and, while the server runs, the expiry of
 * orders whose online payment never came.
 */
export const ordersPlugin: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  await app.register(paymentRoutes, { deps });
  scheduleWhileRunning(app, deps, { name: 'unpaid orders expiry', intervalMs: SWEEP_INTERVAL_MS }, () =>
    // In the bus's scope: the events the cancellations record are delivered when it ends.
    deps.events.withScope(async () => {
      await expireUnpaidOrders(deps);
    }),
  );
};
