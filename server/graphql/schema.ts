import { GraphQLError, NoSchemaIntrospectionCustomRule, type ValidationRule } from 'graphql';
import mercurius, { type IResolvers, type MercuriusContext, type MercuriusOptions } from 'mercurius';
import { ErrorCode } from '../../shared/domain/errors';
import type { Locale } from '../../shared/i18n/locales';
import type { Deps } from '../deps';
import type { ServerModule } from '../modules/module';
import { contextBuilder, portalSessionAuthorization, resolveCaller } from './context';
import { isAppError } from '../core/errors';
import { REQUEST_LIMITS } from './limits';
import { operationInvalid, requestMalformed, requestTooLarge } from './request-bounds';

/** What a caller sees instead of an unexpected error's message. */
export const MASKED_MESSAGE = 'Ooopss ! Une erreur inattendue est survenue !';

/** Joins the resolver maps of all modules type by type. */
export function mergeResolvers(parts: IResolvers[]): IResolvers {
  const merged: Record<string, unknown> = {};
  for (const part of parts) {
    for (const [typeName, value] of Object.entries(part)) {
      const existing = merged[typeName];
      const isPlainMap =
        value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;
      if (existing && isPlainMap) merged[typeName] = { ...existing, ...value };
      else merged[typeName] = value;
    }
  }
  return merged as IResolvers;
}

/**
 * Keeps errors raised on purpose (AppError: the spec's codes) and GraphQL's own syntax,
 * validation and input-coercion errors; replaces anything else by a generic message
 * carrying the request id, and logs the real error under that id.
 */
function maskError(error: GraphQLError, requestId: string, lang: Locale, log: Deps['log']): GraphQLError {
  const original = error.originalError;
  if (isAppError(original)) {
    // The service said what went wrong; the caller reads it in their language.
    return new GraphQLError(original.messageIn(lang), {
      ...(error.path ? { path: error.path } : {}),
      ...(error.nodes ? { nodes: error.nodes } : {}),
      originalError: original,
      extensions: original.extensionsIn(lang),
    });
  }
  const expected =
    original === undefined ||
    original instanceof GraphQLError ||
    isAppError(original) ||
    (error.path === undefined && original instanceof TypeError);
  if (expected) return error;
  if (isRequestError(original)) {
    // Mercurius refusing the request itself (CSRF, batching, validation): the caller's fault,
    // said plainly; the original stays attached so its status code and details are kept.
    return new GraphQLError(original.message, {
      originalError: original,
      extensions: { code: ErrorCode.BAD_USER_INPUT, reason: original.code },
    });
  }
  log.error({ err: original, requestId }, 'unexpected error in a GraphQL operation');
  return new GraphQLError(MASKED_MESSAGE, {
    ...(error.path ? { path: error.path } : {}),
    ...(error.nodes ? { nodes: error.nodes } : {}),
    extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR, requestId },
  });
}

/**
 * Mercurius' and Fastify's own refusals of a request (CSRF, method, content type, body that is
 * no JSON or too large) carry a MER_ERR or FST_ code and a 4xx status: the caller's fault, never
 * logged as a server error.
 */
function isRequestError(error: Error): error is Error & { code: string; statusCode: number } {
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  return (
    typeof code === 'string' &&
    (code.startsWith('MER_ERR') || code.startsWith('FST_')) &&
    typeof statusCode === 'number' &&
    statusCode >= 400 &&
    statusCode < 500
  );
}

/** graphql-js' "Did you mean …?" tail, which would tell a stranger the schema's names. */
const SUGGESTION = /\s*Did you mean .*\?$/s;

/** The message graphql-js' parser gives when `maxTokens` stops it. */
const TOKEN_LIMIT = /^Syntax Error: Document contains more that \d+ tokens/;

/**
 * The errors a refused request stands for, each with its code: Mercurius wraps parse and
 * validation errors in one MER_ERR_GQL_VALIDATION (its `errors`); a syntax error becomes
 * `GRAPHQL/MALFORMED` (or `GRAPHQL/REQUEST_TOO_LARGE` when the token bound stopped the parser), a
 * validation error `GRAPHQL/VALIDATION_FAILED` without its suggestions (so does an error graphql-js
 * raises before executing anything: no path, no cause); a body Fastify found too large says so.
 * Other errors are left as they are.
 */
function requestErrors(error: GraphQLError, overGet: boolean): GraphQLError[] {
  const original: (Error & { errors?: unknown; code?: unknown }) | undefined = error.originalError;
  if (original?.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return [toGraphQLError(requestTooLarge('body', REQUEST_LIMITS.body, 413))];
  }
  if (overGet && original instanceof TypeError && !(original instanceof GraphQLError) && !error.path) {
    // Mercurius' refusal of mutations over GET reads the named operation of a document it has
    // cached without checking it is there (documentBoundsHook checks it on the first sight only).
    return [toGraphQLError(operationInvalid())];
  }
  if (!original && !error.path) {
    // graphql-js refusing to start (no such operation, several without a name): the request's fault.
    return [toGraphQLError(operationInvalid(error.message.replace(SUGGESTION, '')), error)];
  }
  if (!original || !Array.isArray(original.errors)) return [error];
  return original.errors.map((inner: unknown): GraphQLError => {
    // A variable refused by our own scalars or rules keeps its code and parameters.
    if (inner instanceof GraphQLError && isAppError(inner.originalError)) return inner;
    const message = inner instanceof Error ? inner.message : String(inner);
    if (TOKEN_LIMIT.test(message)) return toGraphQLError(requestTooLarge('tokens', REQUEST_LIMITS.tokens));
    if (message.startsWith('Syntax Error')) return toGraphQLError(requestMalformed(message), inner);
    return toGraphQLError(operationInvalid(message.replace(SUGGESTION, '')), inner);
  });
}

/** A GraphQL error standing for an AppError (and its status), at the place `at` points to. */
function toGraphQLError(appError: Error, at?: unknown): GraphQLError {
  const source = at instanceof GraphQLError ? at : undefined;
  return new GraphQLError(appError.message, {
    ...(source?.nodes ? { nodes: source.nodes } : {}),
    originalError: appError,
  });
}

/** Mercurius options: schema and resolvers of all modules plus the production defaults. */
export function graphqlOptions(deps: Deps, modules: ServerModule[], emitter?: object): MercuriusOptions {
  // The depth, alias, directive and cost bounds run before these (request-bounds.ts).
  const validationRules: ValidationRule[] = [];
  if (!deps.config.devTools) validationRules.push(NoSchemaIntrospectionCustomRule);
  return {
    schema: modules.map((m) => m.typeDefs),
    resolvers: mergeResolvers(modules.map((m) => m.resolvers)),
    // Several domains batch fields of one type (Announcement's author, pictures, reactions): join them type by type.
    loaders: mergeResolvers(modules.map((m) => (m.loaders ?? {}) as IResolvers)) as MercuriusOptions['loaders'],
    context: contextBuilder(deps),
    graphiql: deps.config.devTools,
    // A query seen once is compiled to plain JavaScript (graphql-jit): lists of 48 cards with a
    // dozen fields each cost a fraction of graphql-js' generic execution.
    jit: 1,
    // Parsed (and compiled) documents are kept by their text: a bounded count of bounded documents.
    cache: REQUEST_LIMITS.cachedDocuments,
    // The parser stops at the first token past the bound (graphql-js' own option).
    graphql: {
      parseOptions: { maxTokens: REQUEST_LIMITS.tokens },
      validateOptions: { maxErrors: REQUEST_LIMITS.validationErrors },
    },
    // Subscriptions over graphql-ws skip the preValidation hook; Mercurius bounds their depth.
    queryDepth: REQUEST_LIMITS.depth,
    allowBatchedQueries: false,
    csrfPrevention: true,
    validationRules,
    subscription: {
      // Redis when several instances share the marketplace (REDIS_URL); Mercurius' in-memory one otherwise.
      ...(emitter ? { emitter } : {}),
      // graphql-ws clients send their bearer token in connection_init's payload; a portal page
      // has none (its session is an HTTP-only cookie) and keeps the one its upgrade request carried.
      onConnect: async ({ payload }) => {
        const authorization =
          payload && typeof payload === 'object' && 'authorization' in payload
            ? String((payload as { authorization: unknown }).authorization)
            : undefined;
        if (authorization === undefined) return true;
        // The authorization is kept: every query and mutation on the socket checks it again
        // (socketCallerCheck), as an HTTP request would, so an expired token or a suspended
        // account stops there rather than when the socket closes.
        return { socketAuthorization: authorization, ...(await resolveCaller(deps, authorization)) };
      },
      // The studio saves over the socket it already holds (spec: siteBuildCommit over graphql-ws).
      fullWsTransport: true,
      // The socket is kept so that ending the caller's session can close it (auth's subscriptionSessionWatch).
      context: async (socket, request) => {
        const socketAuthorization = portalSessionAuthorization(request, deps.config.publicUrl);
        return {
          deps,
          lang: 'fr',
          requestId: request.id,
          ip: request.ip,
          socket,
          socketAuthorization,
          ...(await resolveCaller(deps, socketAuthorization ?? undefined)),
        };
      },
      keepAlive: 30_000,
    },
    errorFormatter: (execution, context) => {
      const { requestId = 'unknown', lang = 'fr' } = context as { requestId?: string; lang?: Locale };
      const request = context.reply?.request;
      const overGet = request?.method === 'GET' && request.headers.upgrade === undefined;
      const errors = execution.errors
        .flatMap((error) => requestErrors(error, overGet))
        .map((error) => maskError(error, requestId, lang, deps.log));
      // A request refused whole answers with its refusal's status (4xx): the default formatter
      // reads it from the one error's original, and would answer 200 for several.
      const statuses = errors.map((error) => (error.originalError as { statusCode?: unknown } | undefined)?.statusCode);
      const refusal = statuses.find((status): status is number => typeof status === 'number' && status >= 400);
      const statusCode = execution.data || refusal === undefined ? {} : { statusCode: refusal };
      const formatted = mercurius.defaultErrorFormatter({ ...execution, ...statusCode, errors }, context);
      // A request refused before execution has no data entry at all (GraphQL spec, "Response").
      if (refusal !== undefined && !execution.data) {
        const { data: _none, ...response } = formatted.response;
        return { ...formatted, response };
      }
      return formatted;
    },
  };
}

/**
 * A preExecution hook: queries and mutations sent on a graphql-ws socket (their context carries
 * `socketAuthorization`) get the caller of that authorization resolved again, now: the token may
 * have expired since the socket opened, the account may have lost a permission or been suspended.
 */
export function socketCallerCheck(deps: Deps) {
  return async (_schema: unknown, _document: unknown, context: MercuriusContext): Promise<void> => {
    const socket = context as MercuriusContext & { socketAuthorization?: string | null };
    if (socket.socketAuthorization === undefined) return;
    Object.assign(context, await resolveCaller(deps, socket.socketAuthorization ?? undefined));
  };
}
