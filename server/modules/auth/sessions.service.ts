import { randomUUID } from 'node:crypto';
import type { Deps } from '../../deps';
import { signAccessToken } from './access-token';
import { accountSuspended, invalidCredentials, userNotExist } from './auth-errors';
import { hashSecretToken, newSecretToken } from './secret-token';
import { forgetSessions } from './session-check';

/** The spec's "Auth token response": lifetimes in seconds. */
export interface AuthTokenResponse {
  token: string;
  expires_in: number;
  refresh_token: string;
  refresh_expires_in: number;
}

const DAY_SECONDS = 24 * 60 * 60;

/** Lifetime of a registered user's refresh token; each rotation starts a new one (sliding). */
export const REFRESH_TOKEN_TTL_SECONDS = 30 * DAY_SECONDS;

/**
 * Lifetime of an anonymous user's refresh token. Longer, because an anonymous account has no
 * credentials to sign in again: losing the session loses the account (its cart, its history).
 */
export const ANONYMOUS_REFRESH_TOKEN_TTL_SECONDS = 180 * DAY_SECONDS;

export interface IssueSessionOptions {
  /** Continue an existing session (rotation); a new family starts otherwise. */
  familyId?: string;
  /** The refresh token this one replaces. */
  parentId?: string;
}

/**
 * Signs an access token and stores a new refresh token for a user. Refuses deleted
 * (USER_NOT_EXIST) and suspended (UNKNOWN_LOGIN_ERROR) accounts. Pass `deps` with a
 * transaction as `db` to issue inside a larger write.
 */
export async function issueSession(
  deps: Deps,
  userId: string,
  options: IssueSessionOptions = {},
): Promise<AuthTokenResponse> {
  const user = await deps.db
    .selectFrom('users')
    .select(['id', 'is_anonymous', 'suspended_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw userNotExist();
  if (user.suspended_at) throw accountSuspended();

  const now = deps.now();
  const familyId = options.familyId ?? randomUUID();
  const refreshTtl = user.is_anonymous ? ANONYMOUS_REFRESH_TOKEN_TTL_SECONDS : REFRESH_TOKEN_TTL_SECONDS;
  const refreshToken = newSecretToken();
  await deps.db
    .insertInto('refresh_tokens')
    .values({
      token_hash: hashSecretToken(refreshToken),
      family_id: familyId,
      parent_id: options.parentId ?? null,
      user_id: user.id,
      created_at: now,
      expires_at: new Date(now.getTime() + refreshTtl * 1000),
    })
    .execute();
  const access = await signAccessToken(deps.config, { sub: user.id, anon: user.is_anonymous, sid: familyId }, now);
  return {
    token: access.token,
    expires_in: access.expiresIn,
    refresh_token: refreshToken,
    refresh_expires_in: refreshTtl,
  };
}

/**
 * Exchanges a refresh token for a new pair (`grant_type=refresh_token`). The presented token
 * becomes used; presenting a used token again means it was copied, so its whole family is
 * revoked (the thief's and the owner's sessions alike) and the call fails.
 */
export async function rotateRefreshToken(deps: Deps, refreshToken: string): Promise<AuthTokenResponse> {
  const tokenHash = hashSecretToken(refreshToken);
  const now = deps.now();
  const rotated = await deps.db.transaction().execute(async (trx) => {
    const current = await trx
      .updateTable('refresh_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['id', 'family_id', 'user_id'])
      .executeTakeFirst();
    if (!current) return null;
    if (current.user_id === null) throw userNotExist();
    return issueSession({ ...deps, db: trx }, current.user_id, { familyId: current.family_id, parentId: current.id });
  });
  if (rotated) return rotated;

  const known = await deps.db
    .selectFrom('refresh_tokens')
    .select(['family_id', 'used_at', 'revoked_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (known?.used_at && !known.revoked_at) {
    await revokeFamily(deps, known.family_id);
    deps.log.warn({ familyId: known.family_id }, 'refresh token reused: session family revoked');
  }
  throw invalidCredentials();
}

/** Revokes every live refresh token of a session family; its access tokens stop at the next request. */
export async function revokeFamily(deps: Deps, familyId: string): Promise<void> {
  await deps.db
    .updateTable('refresh_tokens')
    .set({ revoked_at: deps.now() })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
  forgetSessions([familyId]);
}

/**
 * Signs a session out: revokes the family of the given refresh token. Returns the owner and
 * family when the token was known (even if already revoked), null otherwise.
 */
export async function revokeRefreshToken(
  deps: Deps,
  refreshToken: string,
): Promise<{ userId: string | null; familyId: string } | null> {
  const known = await deps.db
    .selectFrom('refresh_tokens')
    .select(['family_id', 'user_id'])
    .where('token_hash', '=', hashSecretToken(refreshToken))
    .executeTakeFirst();
  if (!known) return null;
  await revokeFamily(deps, known.family_id);
  return { userId: known.user_id, familyId: known.family_id };
}

/** Signs a user out everywhere (after a password reset, a suspension, or on request). */
export async function revokeUserSessions(deps: Deps, userId: string): Promise<void> {
  const revoked = await deps.db
    .updateTable('refresh_tokens')
    .set({ revoked_at: deps.now() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .returning('family_id')
    .execute();
  forgetSessions(new Set(revoked.map((row) => row.family_id)));
}

/**
 * Signs out one of a user's own sessions by its refresh token; false (and nothing revoked)
 * when the token is unknown or belongs to someone else.
 */
export async function revokeOwnSession(deps: Deps, userId: string, refreshToken: string): Promise<boolean> {
  const known = await deps.db
    .selectFrom('refresh_tokens')
    .select('family_id')
    .where('token_hash', '=', hashSecretToken(refreshToken))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!known) return false;
  await revokeFamily(deps, known.family_id);
  return true;
}

/** Forgets expired refresh tokens: they are refused anyway, replayed or not. */
export async function purgeRefreshTokens(deps: Deps): Promise<void> {
  await deps.db.deleteFrom('refresh_tokens').where('expires_at', '<', deps.now()).execute();
}
