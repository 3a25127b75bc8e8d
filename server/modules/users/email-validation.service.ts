import { ErrorCode } from '../../../shared/domain/errors';
import type { Locale } from '../../../shared/i18n/locales';
import type { Deps } from '../../deps';
import { AppError, text } from '../../core/errors';
import {
  assertCanSendAgain,
  consumeAccountToken,
  invalidateAccountTokens,
  issueAccountToken,
} from './account-tokens.service';
import type { UserModel } from './users.mappers';
import { getUser } from './users.service';

/**
 * Sends a new validation link to a signed-in account that is not validated yet. False when
 * there is nothing to validate (the account is validated already); EMAIL_MAX_REACH when a
 * validation mail went out less than five minutes ago (registration's counts).
 */
export async function sendValidationEmail(deps: Deps, userId: string, locale: Locale): Promise<boolean> {
  const sent = await deps.db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'username', 'email', 'is_validated'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user?.email) throw new AppError(ErrorCode.USER_NOT_EXIST, text('errors.userNotExist'));
    if (user.is_validated) return false;
    await assertCanSendAgain(deps, trx, user.id, 'email_validation');
    const token = await issueAccountToken(deps, trx, user.id, 'email_validation');
    await deps.events.record(trx, {
      type: 'account.validationRequested',
      actorId: user.id,
      payload: { userId: user.id, username: user.username, email: user.email, locale, validationToken: token },
    });
    return true;
  });
  return sent;
}

/**
 * Follows a validation link: the account becomes validated and every validation link sent
 * to it stops working. An unknown, used or expired token is refused with BAD_USER_INPUT
 * (`reason: INVALID_TOKEN`): the spec's RESET/INVALID_TOKEN belongs to the password reset.
 */
export async function validateEmail(deps: Deps, token: string): Promise<UserModel> {
  return deps.db.transaction().execute(async (trx) => {
    const userId = await consumeAccountToken(deps, trx, token, 'email_validation');
    if (!userId) {
      throw new AppError(ErrorCode.BAD_USER_INPUT, text('errors.validationInvalidToken'), {
        reason: 'INVALID_TOKEN',
      });
    }
    await trx
      .updateTable('users')
      .set({ is_validated: true, updated_at: deps.now() })
      .where('id', '=', userId)
      .execute();
    await invalidateAccountTokens(deps, trx, userId, 'email_validation');
    await deps.events.record(trx, { type: 'account.validated', actorId: userId, payload: { userId } });
    return getUser(deps, userId, text('errors.userNotExist'), trx);
  });
}
