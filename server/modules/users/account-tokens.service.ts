import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ErrorCode } from '../../../shared/domain/errors';
import type { Database } from '../../db/types';
import type { Deps } from '../../deps';
import { AppError, text } from '../../core/errors';
import type { AccountTokenPurpose } from './users.tables';

/** How long a link stays valid: two days to confirm an address, one hour to reset a password. */
export const TOKEN_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  email_validation: 48 * 3600_000,
  password_reset: 3600_000,
};

/** A mail of the same kind to the same account is sent at most once in this interval (EMAIL_MAX_REACH). */
export const RESEND_INTERVAL_MS = 5 * 60_000;

/** 256 random bits, URL-safe; the only copy is the one in the mail. */
function newToken(): string {
  return randomBytes(32).toString('base64url');
}

function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * Refuses with EMAIL_MAX_REACH when a token of this purpose was issued to the user less than
 * RESEND_INTERVAL_MS ago. Locks the user's row first, so two simultaneous requests cannot both
 * pass: call it inside the transaction that issues the token.
 */
export async function assertCanSendAgain(
  deps: Deps,
  trx: Kysely<Database>,
  userId: string,
  purpose: AccountTokenPurpose,
): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
  const latest = await trx
    .selectFrom('account_tokens')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (latest && deps.now().getTime() - latest.created_at.getTime() < RESEND_INTERVAL_MS) {
    throw new AppError(ErrorCode.EMAIL_MAX_REACH, text('errors.emailMaxReach'));
  }
}

/** Creates a token for the user and returns it in clear (for the link); only its hash is stored. */
export async function issueAccountToken(
  deps: Deps,
  trx: Kysely<Database>,
  userId: string,
  purpose: AccountTokenPurpose,
): Promise<string> {
  const token = newToken();
  const now = deps.now();
  await trx
    .insertInto('account_tokens')
    .values({
      user_id: userId,
      purpose,
      token_hash: hashToken(token),
      created_at: now,
      expires_at: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]),
    })
    .execute();
  return token;
}

/**
 * Uses up a token: returns its user when the token exists for this purpose, is unused and
 * has not expired, and marks it used in the same statement (so it works once, even when
 * the link is followed twice at the same moment); null otherwise.
 */
export async function consumeAccountToken(
  deps: Deps,
  trx: Kysely<Database>,
  token: string,
  purpose: AccountTokenPurpose,
): Promise<string | null> {
  if (!token || token.length > 200) return null;
  const now = deps.now();
  const row = await trx
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** Marks every unused token of a purpose of the user as used (after one of them was followed). */
export async function invalidateAccountTokens(
  deps: Deps,
  trx: Kysely<Database>,
  userId: string,
  purpose: AccountTokenPurpose,
): Promise<void> {
  await trx
    .updateTable('account_tokens')
    .set({ used_at: deps.now() })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

/**
 * True when the token could be used now (exists for this purpose, unused, not expired),
 * without using it: lets a caller refuse a dead link before doing costly work.
 */
export async function isAccountTokenUsable(deps: Deps, token: string, purpose: AccountTokenPurpose): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const row = await deps.db
    .selectFrom('account_tokens')
    .select('id')
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', deps.now())
    .executeTakeFirst();
  return row !== undefined;
}
