import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../deps';
import { expireAnnouncements } from './status.service';

/** How often the expiry runs: announcements expire within this long after their date. */
export const EXPIRY_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Expires announcements on a schedule while the server runs (tests call expireAnnouncements
 * themselves with a moved clock). One run at a time; failures are logged and retried next time.
 */
export const announcementsPlugin: FastifyPluginAsync<{ deps: Deps }> = (app, { deps }) => {
  if (deps.config.mode === 'test') return Promise.resolve();
  let running = false;
  const run = async (): Promise<void> => {
    if (running) return;
    running = true;
    try {
      const expired = await expireAnnouncements(deps);
      if (expired > 0) deps.log.info({ expired }, 'announcements expired');
    } catch (error) {
      deps.log.error({ err: error }, 'announcement expiry failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), EXPIRY_INTERVAL_MS);
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
