import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import { BREAK, getOperationAST, Location, validate, visit, type DocumentNode, type GraphQLSchema } from 'graphql';
import type { MercuriusContext } from 'mercurius';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { ErrorCode } from '../../shared/domain/errors';
import { AppError, text } from '../core/errors';
import { REQUEST_LIMITS, type RequestLimit } from './limits';

/** Where Mercurius serves GraphQL over HTTP (and graphql-ws). */
export const GRAPHQL_PATH = '/graphql';

/** The GraphQL-over-HTTP media type, answered to clients that accept it. */
export const GRAPHQL_RESPONSE_TYPE = 'application/graphql-response+json';

/** An AppError that also carries the HTTP status Mercurius' formatter answers with. */
type RequestRefusal = AppError & { statusCode: number };

/** The refusal of a request that goes past one of REQUEST_LIMITS (HTTP 400, `GRAPHQL/REQUEST_TOO_LARGE`). */
export function requestTooLarge(limit: RequestLimit, max: number, statusCode = 400): RequestRefusal {
  const error = new AppError(ErrorCode.GRAPHQL_REQUEST_TOO_LARGE, text('errors.requestTooLarge', { limit, max }), {
    limit,
    max,
  });
  return Object.assign(error, { statusCode });
}

/** The refusal of text that is no GraphQL document (HTTP 400, `GRAPHQL/MALFORMED`), with the parser's account if any. */
export function requestMalformed(detail?: string): RequestRefusal {
  const error = new AppError(ErrorCode.GRAPHQL_MALFORMED, detail ?? text('errors.requestMalformed'));
  return Object.assign(error, { statusCode: 400 });
}

/**
 * The refusal of an operation that does not fit the schema (HTTP 400, `GRAPHQL/VALIDATION_FAILED`),
 * with graphql-js' own account of why when there is one (a developer's text, said in English).
 */
export function operationInvalid(detail?: string): RequestRefusal {
  const error = new AppError(ErrorCode.GRAPHQL_VALIDATION_FAILED, detail ?? text('errors.operationInvalid'));
  return Object.assign(error, { statusCode: 400 });
}

/** The query text of a GraphQL HTTP request (POST body or GET parameter), when it is a string. */
function queryTextOf(request: FastifyRequest): string | undefined {
  const carrier = request.method === 'GET' ? request.query : request.body;
  if (carrier === null || typeof carrier !== 'object') return undefined;
  const { query } = carrier as { query?: unknown };
  return typeof query === 'string' ? query : undefined;
}

/** True when the client's Accept header names the GraphQL response media type. */
function acceptsGraphQLResponse(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return typeof accept === 'string' && accept.toLowerCase().includes(GRAPHQL_RESPONSE_TYPE);
}

/**
 * The HTTP side of the bounds, registered before Mercurius: the query text's length is checked
 * as soon as the body is read (before Mercurius' parser sees it, so padding costs nothing), and
 * answers go out as `application/graphql-response+json` to clients that accept it. The document's
 * own bounds (tokens, depth, aliases, directives, cost) are Mercurius' parse option and
 * `documentBoundsHook`, which run before validation.
 */
export const requestBoundsPlugin: FastifyPluginCallback = (app, _options, done) => {
  app.addHook('preValidation', (request, _reply, next) => {
    if (request.routeOptions.url !== GRAPHQL_PATH) return next();
    // GraphQL over HTTP allows `"extensions": null` (no extensions); Mercurius' body schema wants an object.
    const body = request.body as { extensions?: unknown } | null | undefined;
    if (request.method === 'POST' && body && typeof body === 'object' && body.extensions === null) {
      delete body.extensions;
    }
    const query = queryTextOf(request);
    if (query !== undefined && query.length > REQUEST_LIMITS.queryLength) {
      return next(requestTooLarge('queryLength', REQUEST_LIMITS.queryLength));
    }
    next();
  });
  app.addHook('onSend', (request, reply, payload, next) => {
    if (request.routeOptions.url === GRAPHQL_PATH && acceptsGraphQLResponse(request)) {
      const type = reply.getHeader('content-type');
      if (typeof type === 'string' && type.startsWith('application/json')) {
        reply.header('content-type', `${GRAPHQL_RESPONSE_TYPE}; charset=utf-8`);
      }
    }
    next(null, payload);
  });
  done();
};
// Its hooks apply to the routes of the whole app (Mercurius' included), not to a child context.
(requestBoundsPlugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;

/** The armor rules that bound a parsed document; each reports which bound it is. */
function boundRules(refused: { limit: RequestLimit; max: number }[]) {
  const note = (limit: RequestLimit, max: number) => () => void refused.push({ limit, max });
  // Each rule reports through onReject only: nothing else is needed from it.
  const quiet = { exposeLimits: false, propagateOnRejection: false } as const;
  return [
    // Fragments count at the depth of their fields, not as a level of their own (as Mercurius'
    // own depth check counts, which our clients' operations were measured with).
    maxDepthRule({
      n: REQUEST_LIMITS.depth,
      flattenFragments: true,
      ...quiet,
      onReject: [note('depth', REQUEST_LIMITS.depth)],
    }),
    maxAliasesRule({ n: REQUEST_LIMITS.aliases, ...quiet, onReject: [note('aliases', REQUEST_LIMITS.aliases)] }),
    maxDirectivesRule({
      n: REQUEST_LIMITS.directives,
      ...quiet,
      onReject: [note('directives', REQUEST_LIMITS.directives)],
    }),
    costLimitRule({ maxCost: REQUEST_LIMITS.cost, ...quiet, onReject: [note('cost', REQUEST_LIMITS.cost)] }),
  ];
}

/**
 * A Mercurius preValidation hook: runs once a document is parsed (at most REQUEST_LIMITS.tokens
 * tokens) and before graphql-js' validation, whose rules (overlapping fields above all) cost
 * more than linear time. It refuses:
 * - anything the GraphQL parser did not produce: Mercurius takes text that fails to parse for a
 *   syntax tree written in JSON, which clients have no business sending (and which could be any
 *   JSON value at all);
 * - documents with more fields than REQUEST_LIMITS.selections (counted here: graphql-armor has
 *   no such rule), then past the depth, alias, directive and cost bounds (graphql-armor's rules,
 *   alone, in one linear pass);
 * - an HTTP request naming an operation the document does not hold, or naming none of several
 *   (on GET, Mercurius would crash on it).
 * Refused documents are not cached (Mercurius caches only after its own validation).
 */
export function documentBoundsHook() {
  return (schema: GraphQLSchema, document: DocumentNode, context: MercuriusContext): Promise<void> =>
    Promise.resolve().then(() => checkDocument(schema, document, context));
}

/** The checks of `documentBoundsHook`; throws the refusal. */
function checkDocument(schema: GraphQLSchema, document: DocumentNode, context: MercuriusContext): void {
  if (document === null || typeof document !== 'object' || !(document.loc instanceof Location)) {
    throw requestMalformed();
  }
  let selections = 0;
  visit(document, {
    Field: () => (++selections > REQUEST_LIMITS.selections ? BREAK : undefined),
  });
  if (selections > REQUEST_LIMITS.selections) throw requestTooLarge('selections', REQUEST_LIMITS.selections);
  const refused: { limit: RequestLimit; max: number }[] = [];
  validate(schema, document, boundRules(refused));
  const first = refused[0];
  if (first) throw requestTooLarge(first.limit, first.max);
  const request = context.reply?.request;
  if (request) {
    const carrier = request.method === 'GET' ? request.query : request.body;
    const { operationName } = (carrier ?? {}) as { operationName?: unknown };
    const name = typeof operationName === 'string' && operationName !== '' ? operationName : undefined;
    if (!getOperationAST(document, name)) throw operationInvalid();
  }
}
