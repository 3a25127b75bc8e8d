import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {} from '@fastify/websocket';
import { ErrorCode } from '../../shared/domain/errors';
import { translate } from '../../shared/i18n';
import { pickLocale } from '../../shared/i18n/locales';

/**
 * WebSocket close code "Service Restart" (RFC 6455 registry): graphql-ws clients reconnect,
 * to another instance or to this one once it is back.
 */
export const SERVICE_RESTART_CLOSE_CODE = 1012;
/**
 * How long no request must have arrived before the server closes. Requests already on the wire
 * (sent, not yet read while the event loop was busy) arrive in that time and are answered 503;
 * closing at once would reset their connections instead.
 */
const QUIET_MS = 500;
/** What a refused request is told: come back in a moment (to another instance behind the balancer). */
const RETRY_AFTER_SECONDS = 5;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Begins a graceful shutdown: requests arriving from now on are refused (503, `Connection:
     * close`), WebSockets are closed with 1012, and the promise resolves once every request in
     * progress has been answered and none arrived for a moment, or after `graceMs`. `close()` the
     * app afterwards.
     */
    drain(graceMs: number): Promise<{ unfinished: number }>;
  }
}

/** The refusal in the caller's language (`lang`, else Accept-Language). */
function restartingMessage(request: FastifyRequest): string {
  const query = request.query as { lang?: unknown } | undefined;
  return translate(pickLocale(query?.lang, request.headers['accept-language']), 'errors.serviceRestarting');
}

/**
 * Installs the draining of an app; call first, before any other hook, so a refused request costs
 * nothing else. Why not only Fastify's own closing (return503OnClosing)? `close()` stops listening
 * and drops idle keep-alive connections at once, so a client that was about to send on one gets a
 * reset instead of an answer; draining first answers every request that arrives, and tells each
 * client to drop its connection, before anything is closed.
 */
export function installDraining(app: FastifyInstance): void {
  let draining = false;
  let inFlight = 0;
  let lastArrival = 0;

  app.addHook('onRequest', (request, reply, done) => {
    lastArrival = performance.now();
    // A WebSocket upgrade lives as long as its socket: not a request to wait for.
    const upgrade = request.headers.upgrade !== undefined;
    if (draining) {
      void reply
        .status(503)
        .header('connection', 'close')
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ errors: [{ code: ErrorCode.SERVICE_UNAVAILABLE, message: restartingMessage(request) }] });
      return;
    }
    if (!upgrade) {
      inFlight += 1;
      reply.raw.once('close', () => {
        inFlight -= 1;
        lastArrival = performance.now();
      });
    }
    done();
  });

  // Answers that leave while draining close their connection, so keep-alive clients open a new
  // one (to another instance) rather than sending on a socket that is about to go.
  app.addHook('onSend', (_request, reply, _payload, done) => {
    if (draining) void reply.header('connection', 'close');
    done();
  });

  app.decorate('drain', async (graceMs: number) => {
    draining = true;
    // Decorated by @fastify/websocket (app.ts registers it at the root for this).
    const sockets = app.hasDecorator('websocketServer') ? app.websocketServer.clients : [];
    for (const socket of sockets) socket.close(SERVICE_RESTART_CLOSE_CODE, 'server restarting');
    lastArrival = performance.now();
    const deadline = performance.now() + graceMs;
    // Polled: a few checks a second cost nothing next to a shutdown.
    while (performance.now() < deadline && (inFlight > 0 || performance.now() - lastArrival < QUIET_MS)) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return { unfinished: inFlight };
  });
}
