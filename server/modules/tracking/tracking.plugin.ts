import type { FastifyPluginAsync } from 'fastify';
import { isbot } from 'isbot';
import { TRACKING_PARAM } from '../../../shared/domain/tracking';
import { scheduleWhileRunning } from '../../core/scheduled';
import type { Deps } from '../../deps';
import { decodeTrackingParam, eventRow } from './events';
import { ensureTrackingPartitions, rollupRecent } from './rollup.service';
import { trackingWriter } from './writer';

/** The smallest transparent GIF: what every pixel request gets back, stored or not. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * The tracking pixel (spec §7): `GET /px/<anything>?d=<payload>`. The answer is always the same
 * image, never cached, whatever the payload: a malformed or oversized one, a known bot's or any
 * when tracking is off is dropped silently. Good events go to the batch writer. While the server
 * runs, today's events are rolled up into the daily figures every `tracking.rollupIntervalMs`.
 */
export const trackingPlugin: FastifyPluginAsync<{ deps: Deps }> = (app, { deps }) => {
  const writer = trackingWriter(deps);
  app.addHook('onClose', async () => writer.close());

  app.get<{ Params: { name: string }; Querystring: Record<string, unknown> }>(
    '/px/:name',
    { logLevel: 'warn' },
    async (request, reply) => {
      if (deps.config.tracking.enabled && !isbot(request.headers['user-agent'] ?? '')) {
        const payload = decodeTrackingParam(request.query[TRACKING_PARAM]);
        if (payload) writer.push(eventRow(payload, deps.now()));
      }
      return reply
        .header('content-type', 'image/gif')
        .header('cache-control', 'no-store, max-age=0')
        .header('content-length', PIXEL.length)
        .send(PIXEL);
    },
  );

  let lastDay: string | null = null;
  scheduleWhileRunning(
    app,
    deps,
    { name: 'tracking roll-up', intervalMs: deps.config.tracking.rollupIntervalMs, runOnReady: true },
    async () => {
      await writer.flush();
      lastDay = await rollupRecent(deps, lastDay, deps.config.tracking.keepDays);
    },
  );
  if (deps.config.mode !== 'test') app.addHook('onReady', async () => ensureTrackingPartitions(deps));
  return Promise.resolve();
};
