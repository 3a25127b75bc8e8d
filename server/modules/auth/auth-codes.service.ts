import { randomUUID } from 'node:crypto';
import type { Deps } from '../../deps';
import { invalidCredentials, userNotExist } from './auth-errors';
import { hashSecretToken, newSecretToken } from './secret-token';
import { issueSession, revokeFamily, type AuthTokenResponse } from './sessions.service';

/** How long an authorization code can be exchanged: long enough for one redirect, no more. */
export const AUTH_CODE_TTL_SECONDS = 60;

/** Codes are kept this long past expiry, so a late replay is still recognised as one. */
const AUTH_CODE_RETENTION_SECONDS = 24 * 60 * 60;

/**
 * Issues a single-use code for the signed-in user, to be carried to a store domain in the
 * address (`auth_token`) and exchanged there at `POST /oauth2/token`. Only its hash is kept.
 */
export async function createAuthCode(deps: Deps, userId: string): Promise<{ code: string; expiresIn: number }> {
  const now = deps.now();
  const code = newSecretToken();
  await deps.db
    .insertInto('auth_codes')
    .values({
      code_hash: hashSecretToken(code),
      user_id: userId,
      created_at: now,
      expires_at: new Date(now.getTime() + AUTH_CODE_TTL_SECONDS * 1000),
    })
    .execute();
  return { code, expiresIn: AUTH_CODE_TTL_SECONDS };
}

/**
 * Exchanges a code for a session (`grant_type=authorization_code`). A code works once; a
 * second exchange fails and also revokes the session the first one created, because a
 * replayed code means it leaked (for example through a copied address or a referrer).
 */
export async function exchangeAuthCode(deps: Deps, code: string): Promise<AuthTokenResponse> {
  const codeHash = hashSecretToken(code);
  const now = deps.now();
  const session = await deps.db.transaction().execute(async (trx) => {
    const familyId = randomUUID();
    const claimed = await trx
      .updateTable('auth_codes')
      .set({ used_at: now, session_family_id: familyId })
      .where('code_hash', '=', codeHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst();
    if (!claimed) return null;
    if (claimed.user_id === null) throw userNotExist();
    return issueSession({ ...deps, db: trx }, claimed.user_id, { familyId });
  });
  if (session) return session;

  const known = await deps.db
    .selectFrom('auth_codes')
    .select(['used_at', 'session_family_id'])
    .where('code_hash', '=', codeHash)
    .executeTakeFirst();
  if (known?.used_at && known.session_family_id) {
    await revokeFamily(deps, known.session_family_id);
    deps.log.warn('authorization code replayed: the session it opened is revoked');
  }
  throw invalidCredentials();
}

/** Forgets codes long past their expiry. */
export async function purgeAuthCodes(deps: Deps): Promise<void> {
  const cutoff = new Date(deps.now().getTime() - AUTH_CODE_RETENTION_SECONDS * 1000);
  await deps.db.deleteFrom('auth_codes').where('expires_at', '<', cutoff).execute();
}
