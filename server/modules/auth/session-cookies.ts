import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps';
import type { AccessClaims } from './access-token';
import { verifyLiveAccessToken } from './session-check';
import { rotateRefreshToken, type AuthTokenResponse } from './sessions.service';
import { hashSecretToken } from './secret-token';

/**
 * The portal's session lives in two HTTP-only cookies holding the gateway's tokens, so that
 * server-rendered pages know the member and no script can read a token. API clients (studio,
 * apps) keep using `Authorization: Bearer`; a request that has that header ignores the cookies.
 */
export const ACCESS_COOKIE = 'souk_token';
export const REFRESH_COOKIE = 'souk_refresh';

declare module 'fastify' {
  interface FastifyRequest {
    /** The access token of the portal session, after a refresh when the old one expired. */
    sessionToken?: string;
    /** Its verified claims (who, anonymous or not). */
    sessionClaims?: AccessClaims;
  }
}

/** Seconds before the access token's expiry at which the browser drops the cookie (and the next request refreshes). */
const EXPIRY_MARGIN_SECONDS = 30;

function cookieOptions(deps: Deps, maxAge: number) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    // Always in production: a session must never travel in clear (see Config.secureCookies).
    secure: deps.config.secureCookies,
    maxAge,
  };
}

/** Stores a fresh token pair in the session cookies. */
export function setSessionCookies(deps: Deps, reply: FastifyReply, tokens: AuthTokenResponse): void {
  void reply.setCookie(
    ACCESS_COOKIE,
    tokens.token,
    cookieOptions(deps, Math.max(tokens.expires_in - EXPIRY_MARGIN_SECONDS, 1)),
  );
  void reply.setCookie(REFRESH_COOKIE, tokens.refresh_token, cookieOptions(deps, tokens.refresh_expires_in));
}

/** Forgets the session in this browser. */
export function clearSessionCookies(deps: Deps, reply: FastifyReply): void {
  void reply.clearCookie(ACCESS_COOKIE, cookieOptions(deps, 0));
  void reply.clearCookie(REFRESH_COOKIE, cookieOptions(deps, 0));
}

/**
 * A page and its scripts may reach the server at the same moment with the same expired access
 * cookie; each would rotate the one refresh token, and the second rotation would look like a
 * stolen token and end the session. Rotations are therefore shared for a short while: the
 * same refresh token presented again within this window gets the same new pair.
 */
const ROTATION_GRACE_MS = 20_000;
const recentRotations = new Map<string, { at: number; tokens: Promise<AuthTokenResponse> }>();

function rotateOnce(deps: Deps, refreshToken: string): Promise<AuthTokenResponse> {
  const key = hashSecretToken(refreshToken);
  const now = Date.now();
  for (const [hash, entry] of recentRotations) if (now - entry.at > ROTATION_GRACE_MS) recentRotations.delete(hash);
  const known = recentRotations.get(key);
  if (known) return known.tokens;
  const tokens = rotateRefreshToken(deps, refreshToken);
  recentRotations.set(key, { at: now, tokens });
  tokens.catch(() => recentRotations.delete(key));
  return tokens;
}

/**
 * Runs before every request: picks the access token from the session cookie, or, when it has
 * expired and a refresh cookie remains, rotates the pair and sets the new cookies, so a member
 * stays signed in for the refresh token's lifetime. A refused refresh clears the cookies.
 */
export function sessionHook(deps: Deps) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (request.headers.authorization) return;
    const access = request.cookies[ACCESS_COOKIE];
    if (access) {
      // The cookie outlives its token by a margin only, but a clock, a key change, a hand-made
      // cookie or a session ended elsewhere can still bring a token the server refuses: then it
      // counts for nothing (and the refresh below fails too when the session was ended).
      const verified = await verifyLiveAccessToken(deps, access);
      if ('claims' in verified) {
        request.sessionToken = access;
        request.sessionClaims = verified.claims;
        return;
      }
    }
    const refresh = request.cookies[REFRESH_COOKIE];
    // A WebSocket upgrade cannot hand new cookies back: rotating there would leave the browser
    // holding a spent refresh token. The socket opens as a visitor; the page's next request
    // refreshes, and the portal's client reconnects after it.
    if (!refresh || request.headers.upgrade) return;
    try {
      const tokens = await rotateOnce(deps, refresh);
      const verified = await verifyLiveAccessToken(deps, tokens.token);
      setSessionCookies(deps, reply, tokens);
      request.sessionToken = tokens.token;
      if ('claims' in verified) request.sessionClaims = verified.claims;
    } catch {
      clearSessionCookies(deps, reply);
    }
  };
}

/** The `Authorization` value a request stands for: its header, else its session cookie. */
export function requestAuthorization(request: FastifyRequest): string | undefined {
  if (request.headers.authorization) return request.headers.authorization;
  return request.sessionToken ? `Bearer ${request.sessionToken}` : undefined;
}
