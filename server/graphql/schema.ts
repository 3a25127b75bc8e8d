import { GraphQLError, NoSchemaIntrospectionCustomRule, type ValidationRule } from 'graphql';
import mercurius, { type IResolvers, type MercuriusContext, type MercuriusOptions } from 'mercurius';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { ErrorCode } from '../../shared/domain/errors';
import type { Locale } from '../../shared/i18n/locales';
import type { Deps } from '../deps';
import type { ServerModule } from '../modules/module';
import { contextBuilder, resolveCaller } from './context';
import { isAppError } from '../core/errors';

/** Limits every query must respect; generous for our clients, tight for abuse. */
export const QUERY_LIMITS = {
  depth: 10,
  aliases: 15,
  cost: 5000,
} as const;

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

/** Mercurius' own refusals of a request carry a MER_ERR code and a 4xx status. */
function isRequestError(error: Error): error is Error & { code: string; statusCode: number } {
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  return typeof code === 'string' && code.startsWith('MER_ERR') && typeof statusCode === 'number' && statusCode < 500;
}

/** Mercurius options: schema and resolvers of all modules plus the production defaults. */
export function graphqlOptions(deps: Deps, modules: ServerModule[], emitter?: object): MercuriusOptions {
  const validationRules: ValidationRule[] = [
    maxAliasesRule({ n: QUERY_LIMITS.aliases }),
    costLimitRule({ maxCost: QUERY_LIMITS.cost }),
  ];
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
    queryDepth: QUERY_LIMITS.depth,
    allowBatchedQueries: false,
    csrfPrevention: true,
    validationRules,
    subscription: {
      // Redis when several instances share the marketplace (REDIS_URL); Mercurius' in-memory one otherwise.
      ...(emitter ? { emitter } : {}),
      // graphql-ws clients send their bearer token in connection_init's payload.
      onConnect: async ({ payload }) => {
        const authorization =
          payload && typeof payload === 'object' && 'authorization' in payload
            ? String((payload as { authorization: unknown }).authorization)
            : undefined;
        // The authorization is kept: every query and mutation on the socket checks it again
        // (socketCallerCheck), as an HTTP request would, so an expired token or a suspended
        // account stops there rather than when the socket closes.
        return { deps, socketAuthorization: authorization ?? null, ...(await resolveCaller(deps, authorization)) };
      },
      // The studio saves over the socket it already holds (spec: siteBuildCommit over graphql-ws).
      fullWsTransport: true,
      // The socket is kept so that ending the caller's session can close it (auth's subscriptionSessionWatch).
      context: (socket, request) => ({ deps, lang: 'fr', requestId: request.id, ip: request.ip, socket }),
      keepAlive: 30_000,
    },
    errorFormatter: (execution, context) => {
      const { requestId = 'unknown', lang = 'fr' } = context as { requestId?: string; lang?: Locale };
      const errors = execution.errors.map((error) => maskError(error, requestId, lang, deps.log));
      return mercurius.defaultErrorFormatter({ ...execution, errors }, context);
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
