import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { DESKTOP_UPDATES_PATH } from '../../../shared/domain/studio';
import type { Deps } from '../../deps';

/**
 * The desktop studio's update feed (electron-updater's generic provider): a release's files, as
 * electron-builder made them, copied into DESKTOP_UPDATES_DIR. The `latest*.yml` files name the
 * newest version and are read again on each check; installers and block maps carry their version
 * in their names and are kept a day. A missing folder (no release published) answers 404, as does
 * any path outside it.
 */
export const desktopUpdatesPlugin: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const root = deps.config.desktopUpdatesDir;
  if (!root) return;
  await app.register(fastifyStatic, {
    root,
    prefix: DESKTOP_UPDATES_PATH,
    decorateReply: false,
    index: false,
    // Files published while the server runs are served without a restart.
    wildcard: true,
    serveDotFiles: false,
    setHeaders: (response, file) => {
      response.header('x-content-type-options', 'nosniff');
      if (file.endsWith('.yml')) {
        response.header('content-type', 'text/yaml; charset=utf-8');
        response.header('cache-control', 'no-cache');
      } else {
        response.header('cache-control', 'public, max-age=86400');
      }
    },
  });
};
