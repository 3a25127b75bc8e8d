import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import websocket from '@fastify/websocket';
import mercurius from 'mercurius';
import type { DestinationStream } from 'pino';
import { ErrorCode } from '../shared/domain/errors';
import { STUDIO_APP_ORIGIN } from '../shared/domain/studio';
import { desktopUpdatesPlugin } from './web/server/desktop-updates';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import type { Deps } from './deps';
import { graphqlOptions, MASKED_MESSAGE, socketCallerCheck } from './graphql/schema';
import { documentBoundsHook, requestBoundsPlugin } from './graphql/request-bounds';
import { REQUEST_LIMITS } from './graphql/limits';
import { modules as allModules } from './modules';
import { COMPRESSION_OPTIONS } from './core/compression';
import { installDraining } from './core/draining';
import { loggerOptions, logRequest } from './core/request-log';
import { bodyTextCheck, inputTextCheck } from './core/input-text';
import { EventBus, type EventBusOptions } from './core/events';
import { useRequestEventScopes } from './core/events/request-scope';
import { pubsubPublisher, redisEmitter } from './graphql/live-emitter';
import { sessionHook, subscriptionSessionWatch, watchSessionsEnded } from './modules/auth';
import { webPlugin } from './web/server/plugin';
import { studioPlugin } from './web/server/studio';
import type { ServerModule } from './modules/module';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Defaults to every module; tests may pass a subset. */
  modules?: ServerModule[];
  /** Serve the portal's pages (default true). */
  web?: boolean;
  /** Replaces the clock, for tests that move time. */
  now?: () => Date;
  /** The event dispatcher's pacing (tests shorten retries). */
  events?: Partial<EventBusOptions>;
  /** Where the log lines go (default standard output); tests read what the server logs. */
  logStream?: DestinationStream;
}

/** How long `/status/ready` waits for the database before answering 503. */
const READY_TIMEOUT_MS = 2000;

/**
 * The whole server as a Fastify instance: plugins, then decorators, then routes.
 * It does not listen; `main.ts` and the tests decide where.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    ...loggerOptions(config, options.logStream),
    genReqId: () => randomUUID(),
    bodyLimit: REQUEST_LIMITS.body,
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
    keepAliveTimeout: 10_000,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
  });

  const modules = options.modules ?? allModules;
  const now = options.now ?? (() => new Date());
  const events = new EventBus(
    database.db,
    app.log,
    now,
    modules.flatMap((module) => module.subscribers ?? []),
    options.events,
  );
  const deps: Deps = { db: database.db, engine: database.engine, config, log: app.log, now, events };
  events.attach(deps);
  app.decorate('deps', deps);
  // First of all hooks: a request refused while the server shuts down costs nothing else.
  installDraining(app);
  // Then everything a request does runs in its event scope.
  useRequestEventScopes(app, events);

  // Errors outside GraphQL (gateway routes, bad bodies): client errors keep their
  // message, server errors are logged and answered without internals.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unexpected error');
      return reply.status(status).send({
        errors: [{ code: ErrorCode.INTERNAL_SERVER_ERROR, message: MASKED_MESSAGE, requestId: request.id }],
      });
    }
    return reply
      .status(status)
      .send({ errors: [{ code: error.code ?? ErrorCode.BAD_USER_INPUT, message: error.message }] });
  });

  app.addHook('onResponse', logRequest);
  // Before every route and the static files' plugins, so its hook covers them all.
  await app.register(compress, COMPRESSION_OPTIONS);
  await app.register(formbody);
  await app.register(cookie);
  // The desktop studio loads from its own scheme and calls this API with bearer tokens (no cookies).
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin === STUDIO_APP_ORIGIN),
    methods: ['GET', 'POST'],
    allowedHeaders: ['content-type', 'authorization'],
    credentials: false,
    maxAge: 600,
  });
  // The portal's session cookies stand for a bearer token on every route (pages and /graphql).
  app.addHook('onRequest', sessionHook(deps));
  // NUL and lone surrogates in a posted body: the client's mistake, refused before any route reads it.
  app.addHook('preValidation', bodyTextCheck);

  app.get('/status/ready', async (_request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('database did not answer in time')), READY_TIMEOUT_MS);
    });
    try {
      await Promise.race([database.ping(), timeout]);
      return reply.send({ status: 'ready' });
    } catch (error) {
      app.log.warn({ err: error }, 'readiness check failed');
      return reply.status(503).send({ status: 'unavailable' });
    } finally {
      clearTimeout(timer);
    }
  });

  // Mercurius' CSRF check also runs on the WebSocket upgrade of /graphql, where browsers cannot
  // add its header: subscriptions would be refused. An upgrade carries no ambient credential
  // (graphql-ws clients sign in with connection_init's payload, never a cookie), so it is let through.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.headers.upgrade?.toLowerCase() === 'websocket') request.headers['mercurius-require-preflight'] = 'ws';
    done();
  });
  // Bounds the query text before Mercurius reads it (and sets the GraphQL response media type).
  await app.register(requestBoundsPlugin);
  const live = config.redisUrl ? redisEmitter(config.redisUrl) : undefined;
  // Registered here with the options Mercurius would give it, rather than inside Mercurius'
  // encapsulated subscription plugin, so the shutdown (core/draining.ts) can reach the sockets.
  await app.register(websocket, { options: { maxPayload: 1024 * 1024 } });
  await app.register(mercurius, graphqlOptions(deps, modules, live?.emitter));
  events.setLivePublisher(pubsubPublisher(app.graphql.pubsub));
  // Undelivered events (a restart, another instance's failure) are handed over once the server is up.
  app.addHook('onReady', (done) => {
    events.start();
    done();
  });
  app.addHook('onClose', async () => {
    await events.stop();
    await live?.close();
  });
  // Depth, aliases, directives and cost of a parsed document, before graphql-js validates it.
  app.graphql.addHook('preValidation', documentBoundsHook());
  app.graphql.addHook('preExecution', inputTextCheck());
  app.graphql.addHook('preExecution', socketCallerCheck(deps));
  // Subscriptions end with their session: signed out, reset, suspended or revoked (closed with 4403).
  app.graphql.addHook('preSubscriptionExecution', subscriptionSessionWatch(deps));
  const stopSessionWatch = watchSessionsEnded(deps);
  app.addHook('onClose', (_instance, done) => {
    stopSessionWatch();
    done();
  });
  for (const module of modules) {
    if (module.plugin) await app.register(module.plugin, { deps });
  }
  if (options.web !== false) await app.register(studioPlugin, { deps });
  await app.register(desktopUpdatesPlugin, { deps });
  // The portal last: its catch-all page route yields to every route declared above.
  if (options.web !== false) await app.register(webPlugin, { deps });

  return app;
}
