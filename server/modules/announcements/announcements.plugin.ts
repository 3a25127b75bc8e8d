import type { FastifyPluginAsync } from 'fastify';
import { scheduleWhileRunning } from '../../core/scheduled';
import type { Deps } from '../../deps';
import { expireAnnouncements } from './status.service';

/** How often the expiry runs: announcements expire within this long after their date. */
export const EXPIRY_INTERVAL_MS = 10 * 60 * 1000;

/** Expires announcements on a schedule while the server runs. */
export const announcementsPlugin: FastifyPluginAsync<{ deps: Deps }> = (app, { deps }) => {
  scheduleWhileRunning(
    app,
    deps,
    { name: 'announcement expiry', intervalMs: EXPIRY_INTERVAL_MS, runOnReady: true },
    async () => {
      const expired = await expireAnnouncements(deps);
      if (expired > 0) deps.log.info({ expired }, 'announcements expired');
    },
  );
  return Promise.resolve();
};
