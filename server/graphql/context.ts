import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MercuriusContext } from 'mercurius';
import { pickLocale, type Locale } from '../../shared/i18n/locales';
import type { Deps } from '../deps';
import { verifyLiveAccessToken, type AccessClaims, type TokenProblem } from '../modules/auth';
import { requestAuthorization } from '../modules/auth';
import { touchLastSeen } from '../modules/users';
import { loadViewer, type Viewer } from '../modules/users';

/** What resolvers get besides their arguments. */
export interface AppContext {
  deps: Deps;
  /** The signed-in caller, or null for a visitor. */
  viewer: Viewer | null;
  /** Set when a bearer token was presented but refused, so guarded operations can say why. */
  tokenProblem: TokenProblem | null;
  lang: Locale;
  requestId: string;
  ip: string;
}

export type Context = MercuriusContext & AppContext;

/**
 * Reads `Authorization: Bearer …` and loads the caller. A bad token, or one whose session was
 * signed out or ended, yields a visitor plus a reason.
 */
export async function resolveCaller(
  deps: Deps,
  authorization: string | undefined,
): Promise<{ viewer: Viewer | null; tokenProblem: TokenProblem | null }> {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  if (!match?.[1]) return { viewer: null, tokenProblem: null };
  const verified = await verifyLiveAccessToken(deps, match[1]);
  if ('problem' in verified) return { viewer: null, tokenProblem: verified.problem };
  return callerOfClaims(deps, verified.claims);
}

/** Loads the caller a verified token names (and notes them as seen). */
async function callerOfClaims(
  deps: Deps,
  claims: AccessClaims,
): Promise<{ viewer: Viewer | null; tokenProblem: TokenProblem | null }> {
  const viewer = await loadViewer(deps.db, claims.sub);
  if (viewer && !viewer.isAnonymous) {
    // Off the request's path: "seen now" (the search's `connected` sellers) is worth no waiting.
    touchLastSeen(deps, viewer.id).catch((error: unknown) => deps.log.warn({ err: error }, 'last seen not recorded'));
  }
  return { viewer, tokenProblem: viewer ? null : 'invalid' };
}

/**
 * The context of one request's operations: the caller (bearer header, else the portal's session
 * cookie), the language (`lang`, else Accept-Language), the request id and address. Used for
 * HTTP GraphQL requests and for the portal's in-process queries while it renders a page.
 */
export async function requestContext(deps: Deps, request: FastifyRequest, lang?: Locale): Promise<AppContext> {
  // The session hook verified the portal's cookie (and its session) when it arrived: its claims serve here.
  const caller =
    !request.headers.authorization && request.sessionClaims
      ? await callerOfClaims(deps, request.sessionClaims)
      : await resolveCaller(deps, requestAuthorization(request));
  const query = request.query as Record<string, unknown> | undefined;
  return {
    deps,
    ...caller,
    lang: lang ?? pickLocale(query?.lang, request.headers['accept-language']),
    requestId: request.id,
    ip: request.ip,
  };
}

/** Builds the per-request context for HTTP GraphQL requests. */
export function contextBuilder(deps: Deps) {
  return (request: FastifyRequest, _reply: FastifyReply): Promise<AppContext> => requestContext(deps, request);
}

/**
 * The session of a request a portal page sends without a bearer token (its graphql-ws socket,
 * its picture uploads): the session cookie, verified by the session hook. Only a page of this
 * site may use it: the Origin must be the server's own or the public address, so another site's
 * page cannot act as the member (SameSite=Lax already keeps the cookie off such requests; this is
 * the second lock).
 */
export function portalSessionAuthorization(request: FastifyRequest, publicUrl: string): string | null {
  const { origin, host } = request.headers;
  if (!request.sessionToken || !origin) return null;
  let from: URL;
  try {
    from = new URL(origin);
  } catch {
    return null;
  }
  const sameSite = from.origin === new URL(publicUrl).origin || (host !== undefined && from.host === host);
  return sameSite ? `Bearer ${request.sessionToken}` : null;
}
