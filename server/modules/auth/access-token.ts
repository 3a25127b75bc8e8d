import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Config } from '../../config';

/** Lifetime of an access token, in seconds: short, because refresh tokens renew them. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ALGORITHM = 'HS256';
const AUDIENCE = 'souk-api';

/** The claims Souk puts in an access token. */
export interface AccessClaims {
  /** The user's id. */
  sub: string;
  /** Anonymous users hold tokens too (`/login-anonymous`). */
  anon: boolean;
  /** The session (refresh token family) the token was issued for, so a check can refuse revoked sessions. */
  sid?: string;
}

function keyOf(config: Config): Uint8Array {
  return new TextEncoder().encode(config.secrets.jwt);
}

/** Signs a short-lived access token for a user. */
export async function signAccessToken(
  config: Config,
  claims: AccessClaims,
  now: Date = new Date(),
): Promise<{ token: string; expiresIn: number }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const token = await new SignJWT({ anon: claims.anon, ...(claims.sid ? { sid: claims.sid } : {}) })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(config.publicUrl)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
    .sign(keyOf(config));
  return { token, expiresIn: ACCESS_TOKEN_TTL_SECONDS };
}

/** Why a presented token was not accepted: `revoked` when its session was signed out or ended. */
export type TokenProblem = 'expired' | 'invalid' | 'revoked';

/**
 * Verifies signature, algorithm (allow-list of one), issuer, audience and expiry.
 * Returns the claims, or the reason the token is refused; never throws on bad input.
 */
export async function verifyAccessToken(
  config: Config,
  token: string,
  now: Date = new Date(),
): Promise<{ claims: AccessClaims } | { problem: TokenProblem }> {
  try {
    const { payload } = await jwtVerify(token, keyOf(config), {
      algorithms: [ALGORITHM],
      issuer: config.publicUrl,
      audience: AUDIENCE,
      currentDate: now,
    });
    if (typeof payload.sub !== 'string' || !/^\d+$/.test(payload.sub)) return { problem: 'invalid' };
    const sid = typeof payload.sid === 'string' ? payload.sid : undefined;
    return { claims: { sub: payload.sub, anon: payload.anon === true, ...(sid ? { sid } : {}) } };
  } catch (error) {
    return { problem: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
  }
}
