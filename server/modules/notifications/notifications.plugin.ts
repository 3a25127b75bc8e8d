import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../deps';
import { notifyExpiringAnnouncements, notifyUnseenMessages, sendDigests } from './sweeps';

/** How often the sweeps run: unseen messages are told within this long after their delay. */
export const NOTIFICATION_SWEEP_INTERVAL_MS = 60_000;

/**
 * The scheduled notifications while the server runs: unseen messages past their delay,
 * announcements about to expire, and the daily digests. One run at a time; failures are logged
 * and retried at the next run (tests call the sweeps themselves with a moved clock).
 */
export const notificationsPlugin: FastifyPluginAsync<{ deps: Deps }> = (app, { deps }) => {
  if (deps.config.mode === 'test') return Promise.resolve();
  let running = false;
  const run = async (): Promise<void> => {
    if (running) return;
    running = true;
    try {
      // Each in the bus's scope: the notifications they write are delivered (live, push) when it ends.
      await deps.events.withScope(async () => {
        await notifyUnseenMessages(deps);
        await notifyExpiringAnnouncements(deps);
        await sendDigests(deps);
      });
    } catch (error) {
      deps.log.error({ err: error }, 'notification sweep failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), NOTIFICATION_SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onReady', (done) => {
    void run();
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    clearInterval(timer);
    done();
  });
  return Promise.resolve();
};
