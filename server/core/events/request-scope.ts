import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EventBus } from './bus';

const scopes = new WeakMap<FastifyRequest, { ids: string[] }>();

/**
 * Every request runs in an event scope: the events it records are handed to their subscribers
 * before it answers, so whoever made a change reads its side effects at once (the audit entry of
 * a decision, the mail of a registration). Register before any other hook.
 */
export function useRequestEventScopes(app: FastifyInstance, bus: EventBus): void {
  app.addHook('onRequest', (request, _reply, done) => {
    scopes.set(
      request,
      bus.openScope(() => done()),
    );
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    const scope = scopes.get(request);
    if (scope && scope.ids.length > 0) {
      const ids = scope.ids.splice(0);
      await bus.settle(ids).catch((error: unknown) => request.log.error({ err: error }, 'event dispatch failed'));
    }
    return payload;
  });
}
