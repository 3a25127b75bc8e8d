import { CombinedError, type OperationResult } from '@urql/core';
import type { FieldError } from '../../../shared/domain/errors';

/** The code of a call that got no answer (no connection, a refused refresh on an unreachable gateway, a proxy's error page). */
export const NETWORK = 'network';

/** The spec's conflict code: the commit's baseVersion is no longer the site's version (extensions: currentVersion). */
export const CONFLICT = 'SITEBUILD/CONFLICT';

/**
 * The one error of the studio's calls to the API, whatever the feature: the spec's code
 * (extensions.code of a GraphQL error, errors[].code of a gateway route) or NETWORK when no answer
 * came; the server's message, in the studio's language (the code itself when there was none); the
 * refused fields of a form; and the error's other extensions (a conflict's currentVersion, the
 * status that makes an action impossible…).
 */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly code: string,
    message: string = code,
    readonly fields: readonly FieldError[] = [],
    readonly extensions: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
  }

  /** True when the server was not reached: the work is kept and tried again. */
  get isNetwork(): boolean {
    return this.code === NETWORK;
  }

  /** The error of a failed GraphQL answer: the first error's code, message, fields and extensions. */
  static fromCombined(error: CombinedError): ApiError {
    const code = errorCode(error);
    if (code === NETWORK) return new ApiError(NETWORK);
    const first = error.graphQLErrors[0]!;
    const { code: _code, fields, ...extensions } = first.extensions;
    return new ApiError(code, first.message || code, Array.isArray(fields) ? (fields as FieldError[]) : [], extensions);
  }

  /** What a failure stands for: an ApiError as it is, a failed answer's error, anything else a network failure. */
  static from(error: unknown): ApiError {
    if (error instanceof ApiError) return error;
    if (error instanceof CombinedError) return ApiError.fromCombined(error);
    return new ApiError(NETWORK);
  }
}

/**
 * The first error code of a GraphQL answer (extensions.code), or NETWORK when there was no
 * answer at all (no connection, a refused refresh on an unreachable gateway, a proxy's error page).
 */
export function errorCode(error: CombinedError): string {
  if (error.networkError || error.graphQLErrors.length === 0) return NETWORK;
  const code = error.graphQLErrors[0]!.extensions.code;
  return typeof code === 'string' ? code : 'INTERNAL_SERVER_ERROR';
}

/** What a call came to: its data, or the ApiError that says why not. */
export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

/** An urql answer as an ApiResult (an answer without data counts as a network failure). */
export function toResult<T>(result: OperationResult<T>): ApiResult<T> {
  if (result.error) return { ok: false, error: ApiError.fromCombined(result.error) };
  if (result.data === undefined || result.data === null) return { ok: false, error: new ApiError(NETWORK) };
  return { ok: true, data: result.data };
}

/** The data of an urql answer, or its ApiError thrown. */
export function dataOf<T>(result: OperationResult<T>): T {
  const outcome = toResult(result);
  if (!outcome.ok) throw outcome.error;
  return outcome.data;
}

/**
 * Runs a call (an urql operation's promise, or any call that throws) and says what it came to,
 * never throwing: an answer's error or a thrown one becomes the result's ApiError.
 */
export async function runMutation<T>(call: Promise<OperationResult<T>> | (() => Promise<T>)): Promise<ApiResult<T>> {
  try {
    if (typeof call === 'function') return { ok: true, data: await call() };
    return toResult(await call);
  } catch (error) {
    return { ok: false, error: ApiError.from(error) };
  }
}
