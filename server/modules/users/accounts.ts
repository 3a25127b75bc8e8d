import type { Kysely } from 'kysely';
import { ErrorCode } from '../../../shared/domain/errors';
import type { Database } from '../../db/types';
import { AppError, text } from '../../core/errors';

/** What a new registered account is made of (the password already hashed). */
export interface NewAccount {
  username: string;
  email: string;
  passwordHash: string;
  isValidated: boolean;
  displayName?: string | null;
  gender?: string | null;
  birthDate?: string | null;
  regionId?: number | null;
  phone?: string | null;
  roles?: readonly string[];
  permissions?: readonly string[];
}

/** Inserts an account with its roles and permissions; run it inside a transaction. Returns its id. */
export async function insertAccount(trx: Kysely<Database>, account: NewAccount): Promise<string> {
  const row = await trx
    .insertInto('users')
    .values({
      username: account.username,
      email: account.email,
      password_hash: account.passwordHash,
      display_name: account.displayName ?? null,
      gender: account.gender ?? null,
      birth_date: account.birthDate ?? null,
      region_id: account.regionId ?? null,
      phone: account.phone ?? null,
      is_validated: account.isValidated,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const role of account.roles ?? []) {
    await trx.insertInto('user_roles').values({ user_id: row.id, role }).execute();
  }
  for (const permission of account.permissions ?? []) {
    await trx.insertInto('user_permissions').values({ user_id: row.id, permission }).execute();
  }
  return row.id;
}

/** The error for a username or e-mail address already in use (case-insensitive). */
function takenError(field: 'username' | 'email'): AppError {
  return field === 'username'
    ? new AppError(ErrorCode.REGISTER_USERNAME_IS_ALREADY_TAKEN, text('errors.usernameTaken'), {
        fields: [{ field, rule: 'unique', message: text('errors.usernameTaken') }],
      })
    : new AppError(ErrorCode.REGISTER_EMAIL_IS_ALREADY_TAKEN, text('errors.emailTaken'), {
        fields: [{ field, rule: 'unique', message: text('errors.emailTaken') }],
      });
}

/**
 * Refuses a username or e-mail address another account already has, before the work of
 * hashing a password. The unique indexes remain the real guard (see `takenErrorFrom`).
 */
export async function assertAvailable(
  db: Kysely<Database>,
  account: { username: string; email: string },
): Promise<void> {
  const clash = await db
    .selectFrom('users')
    .select(['username', 'email'])
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['username']), '=', account.username.toLowerCase()),
        eb(eb.fn('lower', ['email']), '=', account.email.toLowerCase()),
      ]),
    )
    .execute();
  if (clash.some((row) => row.username?.toLowerCase() === account.username.toLowerCase())) {
    throw takenError('username');
  }
  if (clash.length > 0) throw takenError('email');
}

/**
 * Turns a unique-index violation on users (two registrations racing for one name) into the
 * spec's error; null for any other error.
 */
export function takenErrorFrom(error: unknown): AppError | null {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  if (code !== '23505') return null;
  if (constraint === 'users_username_key') return takenError('username');
  if (constraint === 'users_email_key') return takenError('email');
  return null;
}

/**
 * Marks an account suspended (`at`) or not (null), in the caller's transaction. False when it was
 * so already (suspending twice changes nothing). The moderators' suspension calls it.
 */
export async function setSuspended(trx: Kysely<Database>, userId: string, at: Date | null): Promise<boolean> {
  const result = await trx
    .updateTable('users')
    .set({ suspended_at: at })
    .where('id', '=', userId)
    .where('suspended_at', at === null ? 'is not' : 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
