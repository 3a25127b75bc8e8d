import type { FastifyPluginAsync } from 'fastify';
import { scheduleWhileRunning } from '../../core/scheduled';
import type { Deps } from '../../deps';
import { notifyExpiringAnnouncements, notifyUnseenMessages, sendDigests } from './sweeps';

/** How often the sweeps run: unseen messages are told within this long after their delay. */
export const NOTIFICATION_SWEEP_INTERVAL_MS = 60_000;

/**
 * The scheduled notifications while the server runs: unseen messages past their delay,
 * announcements about to expire, and the daily digests.
 */
export const notificationsPlugin: FastifyPluginAsync<{ deps: Deps }> = (app, { deps }) => {
  scheduleWhileRunning(
    app,
    deps,
    { name: 'notification sweep', intervalMs: NOTIFICATION_SWEEP_INTERVAL_MS, runOnReady: true },
    // Each in the bus's scope: the notifications they write are delivered (live, push) when it ends.
    () =>
      deps.events.withScope(async () => {
        await notifyUnseenMessages(deps);
        await notifyExpiringAnnouncements(deps);
        await sendDigests(deps);
      }),
  );
  return Promise.resolve();
};
