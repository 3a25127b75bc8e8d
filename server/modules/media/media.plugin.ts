import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../deps';
import { mediaRoutes } from './media.routes';
import { purgeOrphanMedia } from './media.service';
import { closeMediaStorage, openMediaStorage } from './open-storage';

/** How often orphan pictures (unattached for a day) are swept. */
const ORPHAN_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The media domain's side of the server: the picture storage (opened with the app, closed
 * with it), the upload and file routes and the hourly orphan cleanup.
 */
export const mediaPlugin: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const storage = await openMediaStorage(deps.config);
  await app.register(mediaRoutes, { deps, storage });

  const sweep = async () => {
    try {
      const { mediaDeleted, filesDeleted } = await purgeOrphanMedia(deps);
      if (mediaDeleted > 0) deps.log.info({ mediaDeleted, filesDeleted }, 'orphan pictures deleted');
    } catch (error) {
      deps.log.warn({ err: error }, 'orphan pictures cleanup failed');
    }
  };
  // Unref'd: the timer never keeps a process alive on its own.
  const timer = setInterval(() => void sweep(), ORPHAN_SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await closeMediaStorage(deps.config);
  });
};
