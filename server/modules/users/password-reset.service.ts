import { ErrorCode } from '../../../shared/domain/errors';
import { passwordResetSchema } from '../../../shared/domain/registration';
import { validate } from '../../../shared/domain/validation';
import type { Locale } from '../../../shared/i18n/locales';
import type { Deps } from '../../deps';
import { AppError, isAppError, text } from '../../core/errors';
import { enforceRateLimits } from '../../core/rate-limit';
import { revokeUserSessions, throttleAddress } from '../auth';
import {
  assertCanSendAgain,
  consumeAccountToken,
  invalidateAccountTokens,
  isAccountTokenUsable,
  issueAccountToken,
} from './account-tokens.service';
import { formError } from './form-errors';
import { hashPassword } from './password';

/** Runs a reset step; anything unexpected becomes RESET/UNKNOWN_ERROR (and is logged). */
async function asResetStep<T>(deps: Deps, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (isAppError(error)) throw error;
    deps.log.error({ err: error }, 'password reset failed');
    throw new AppError(ErrorCode.RESET_UNKNOWN_ERROR, text('errors.resetUnknown'));
  }
}

/**
 * Mails a password reset link to the account with this address (case-insensitive).
 * RESET/EMAIL_NOT_FOUND when no account has it (the spec's behaviour); EMAIL_MAX_REACH when
 * a reset mail went to the account less than five minutes ago.
 *
 * Requests are rate limited per e-mail address and per client address (`ip`), and counted before
 * the address is looked up: the limits answer RESET/MAX_ATTEMPT the same way whether or not an
 * account has the address, and a client cannot test more than a handful of addresses an hour.
 */
export async function requestPasswordReset(deps: Deps, email: string, locale: Locale, ip: string): Promise<boolean> {
  const address = email.trim().toLowerCase();
  return asResetStep(deps, async () => {
    await enforceRateLimits(
      deps,
      [
        { limit: 'passwordResetAddress', subject: throttleAddress(ip) },
        ...(address ? [{ limit: 'passwordResetEmail' as const, subject: address }] : []),
      ],
      (seconds) => new AppError(ErrorCode.RESET_MAX_ATTEMPT, text('errors.resetMaxAttempt', { seconds }), { seconds }),
    );
    const user = address
      ? await deps.db
          .selectFrom('users')
          .select(['id', 'username', 'email'])
          .where((eb) => eb(eb.fn('lower', ['email']), '=', address))
          .where('is_anonymous', '=', false)
          .executeTakeFirst()
      : undefined;
    if (!user?.email) {
      throw new AppError(ErrorCode.RESET_EMAIL_NOT_FOUND, text('errors.resetEmailNotFound'));
    }
    const to = user.email;
    await deps.db.transaction().execute(async (trx) => {
      await assertCanSendAgain(deps, trx, user.id, 'password_reset');
      const token = await issueAccountToken(deps, trx, user.id, 'password_reset');
      await deps.events.record(trx, {
        type: 'account.passwordResetRequested',
        actorId: null,
        payload: { userId: user.id, username: user.username, email: to, locale, resetToken: token },
      });
    });
    return true;
  });
}

/** What the reset page sends: the token from the link and the new password twice. */
export interface PasswordResetConfirmation {
  token: string;
  password: string;
  passwordConfirmation: string;
}

/**
 * Sets a new password from a reset link. The password follows the registration rules
 * (BAD_USER_INPUT with `fields` otherwise); RESET/INVALID_TOKEN for an unknown, used or
 * expired token. On success the token and every other reset link of the account stop
 * working, the address counts as proven (the mail reached its owner), and every session of
 * the account is signed out.
 */
export async function confirmPasswordReset(deps: Deps, input: PasswordResetConfirmation): Promise<boolean> {
  const { password, passwordConfirmation } = input;
  const failures = validate(passwordResetSchema, { password, passwordConfirmation }, { today: deps.now() });
  if (failures.length > 0) throw formError(ErrorCode.BAD_USER_INPUT, failures);
  const invalidToken = () => new AppError(ErrorCode.RESET_INVALID_TOKEN, text('errors.resetInvalidToken'));

  return asResetStep(deps, async () => {
    // Hashing is deliberately slow: refuse dead links before paying for it.
    if (!(await isAccountTokenUsable(deps, input.token, 'password_reset'))) throw invalidToken();
    const passwordHash = await hashPassword(input.password);
    const userId = await deps.db.transaction().execute(async (trx) => {
      const owner = await consumeAccountToken(deps, trx, input.token, 'password_reset');
      if (!owner) throw invalidToken();
      await trx
        .updateTable('users')
        .set({ password_hash: passwordHash, is_validated: true, updated_at: deps.now() })
        .where('id', '=', owner)
        .execute();
      await invalidateAccountTokens(deps, trx, owner, 'password_reset');
      return owner;
    });
    await revokeUserSessions(deps, userId);
    return true;
  });
}
