import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import type { PrettyOptions } from 'pino-pretty';
import type { Config } from '../config';

/**
 * How a development log reads: one line per entry, local time, no process fields; a request's
 * own fields are already said by its message (`GET /s 200 12.3 ms`).
 */
export const PRETTY_LOG_OPTIONS: PrettyOptions = {
  singleLine: true,
  translateTime: 'SYS:HH:MM:ss',
  ignore: 'pid,hostname,reqId,req,res,responseTime',
};

/**
 * The server's logger: JSON lines in production (and into a test's stream), readable single
 * lines through pino-pretty in development. Fastify's own two lines per request (received,
 * completed) are replaced by `logRequest`'s one.
 */
export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'mode'>,
  stream?: DestinationStream,
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  const logger = stream
    ? { level: config.logLevel, stream }
    : config.mode === 'development'
      ? { level: config.logLevel, transport: { target: 'pino-pretty', options: PRETTY_LOG_OPTIONS } }
      : { level: config.logLevel };
  return { logger, logController: new LogController({ disableRequestLogging: true }) };
}

/** One line per answered request: what was asked, the status and the time it took. */
export function logRequest(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  const ms = Math.round(reply.elapsedTime * 10) / 10;
  request.log.info(
    {
      req: { method: request.method, url: request.url },
      res: { statusCode: reply.statusCode },
      responseTime: ms,
    },
    `${request.method} ${request.url} ${reply.statusCode} ${ms} ms`,
  );
  done();
}
