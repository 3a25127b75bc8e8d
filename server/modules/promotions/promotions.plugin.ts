import type { FastifyPluginAsync } from 'fastify';
import { randomUUID } from 'node:crypto';
import { isbot } from 'isbot';
import type { Deps } from '../../deps';
import { eventRow, trackingWriter } from '../tracking';
import { promotionDestination } from './promotions.service';

const TOKEN = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * `GET /go/promotion/:id`: a click on a promotion. It is counted (a `promotion_click` event, with
 * the visitor's track id and the page's category and keywords when the slot passed them), then
 * the visitor goes where the promotion leads. The destination is read from the campaign, never
 * from the address, so the route cannot send anyone elsewhere.
 */
export const promotionsPlugin: FastifyPluginAsync<{ deps: Deps }> = (app, { deps }) => {
  app.get<{ Params: { id: string }; Querystring: { t?: string; c?: string; k?: string; l?: string } }>(
    '/go/promotion/:id',
    async (request, reply) => {
      const id = /^\d{1,18}$/.test(request.params.id) ? request.params.id : null;
      const destination = id ? await promotionDestination(deps, id) : null;
      if (!id || destination === null) return reply.redirect('/', 302);
      const query = request.query;
      if (deps.config.tracking.enabled && !isbot(request.headers['user-agent'] ?? '')) {
        trackingWriter(deps).push(
          eventRow(
            {
              payloadType: 'promotion_click',
              eventId: randomUUID(),
              url: typeof request.headers.referer === 'string' ? request.headers.referer.slice(0, 2000) : '',
              trackId: typeof query.t === 'string' && TOKEN.test(query.t) ? query.t : 'anonymous',
              trackTime: deps.now().getTime(),
              appVersion: 'server',
              locale: typeof query.l === 'string' ? query.l.slice(0, 10) : '',
              currency: 'DZD',
              promotionIds: [id],
              ...(typeof query.c === 'string' && /^\d{1,9}$/.test(query.c) ? { categoryId: query.c } : {}),
              ...(typeof query.k === 'string' ? { keywords: query.k.slice(0, 200) } : {}),
            },
            deps.now(),
          ),
        );
      }
      return reply.header('cache-control', 'no-store').redirect(destination, 302);
    },
  );
  return Promise.resolve();
};
