import { createRemoteJWKSet, jwtVerify, errors as joseErrors } from 'jose';
import type { Deps } from '../../../deps';
import { invalidCredentials, providerUnavailable } from '../auth-errors';
import { httpsUrlOrNull, textOrNull, type ProviderProfile } from './provider-profile';

/** Outbound requests to Google's key set give up after this long. */
const FETCH_TIMEOUT_MS = 5000;

/** Google signs ID tokens with RS256 only; anything else is refused before any key lookup. */
const ALGORITHMS = ['RS256'];

/**
 * jose's remote key sets cache the keys and refetch on an unknown key id; one per address,
 * kept for the life of the process.
 */
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function keySetFor(url: string): ReturnType<typeof createRemoteJWKSet> {
  let keySet = keySets.get(url);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(url), { timeoutDuration: FETCH_TIMEOUT_MS });
    keySets.set(url, keySet);
  }
  return keySet;
}

/** jose errors that mean the token itself is bad, as opposed to the provider being unreachable. */
const TOKEN_ERRORS = new Set([
  'ERR_JOSE_ALG_NOT_ALLOWED',
  'ERR_JOSE_NOT_SUPPORTED',
  'ERR_JWS_INVALID',
  'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
  'ERR_JWT_CLAIM_VALIDATION_FAILED',
  'ERR_JWT_EXPIRED',
  'ERR_JWT_INVALID',
  'ERR_JWKS_NO_MATCHING_KEY',
  'ERR_JWKS_MULTIPLE_MATCHING_KEYS',
]);

/**
 * Verifies a Google ID token: RS256 signature against Google's published keys, issuer,
 * audience (our client id) and expiry by the server's clock. A refused token is
 * INVALID_CREDENTIALS; keys that cannot be fetched, or Google sign-in not being configured,
 * is AUTH/UNKNOWN_ERROR.
 */
export async function verifyGoogleIdToken(deps: Deps, idToken: string): Promise<ProviderProfile> {
  const { clientId, jwksUrl, issuers } = deps.config.google;
  if (!clientId) throw providerUnavailable(503);
  let payload;
  try {
    ({ payload } = await jwtVerify(idToken, keySetFor(jwksUrl), {
      algorithms: ALGORITHMS,
      issuer: issuers,
      audience: clientId,
      currentDate: deps.now(),
      requiredClaims: ['sub', 'exp', 'iat'],
    }));
  } catch (error) {
    if (error instanceof joseErrors.JOSEError && TOKEN_ERRORS.has(error.code)) throw invalidCredentials();
    deps.log.warn({ err: error }, 'Google key set unavailable');
    throw providerUnavailable();
  }
  const subject = textOrNull(payload.sub, 255);
  if (!subject) throw invalidCredentials();
  const email = textOrNull(payload.email, 254);
  return {
    provider: 'google',
    subject,
    email,
    emailVerified: email !== null && payload.email_verified === true,
    name: textOrNull(payload.name),
    pictureUrl: httpsUrlOrNull(payload.picture),
  };
}
