import { createHash, randomBytes } from 'node:crypto';

/** Bytes of randomness in refresh tokens and authorization codes (256 bits). */
const TOKEN_BYTES = 32;

/** A new opaque secret (refresh token, authorization code), base64url. */
export function newSecretToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/**
 * What the database keeps of a secret token: its SHA-256. The tokens carry 256 random bits,
 * so a plain fast hash is enough (no salt or slow hash needed) and a database leak reveals
 * no usable token.
 */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
