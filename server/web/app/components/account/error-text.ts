import { ErrorCode } from '../../../../../shared/domain/errors';
import type { TextKey, TextParams } from '../../i18n';

/**
 * The portal's marker for a refused e-mail validation link. The API answers BAD_USER_INPUT
 * with `reason: INVALID_TOKEN` (RESET/INVALID_TOKEN belongs to the password reset), which is
 * too generic to tell apart in an address.
 */
export const VALIDATION_INVALID_TOKEN = 'VALIDATION/INVALID_TOKEN';

/** The text of each error code the account screens can show (spec §8). */
const TEXTS: Record<string, TextKey> = {
  [ErrorCode.INVALID_CREDENTIALS]: 'portal.account.errors.invalidCredentials',
  [ErrorCode.AUTH_MAX_ATTEMPT]: 'portal.account.errors.maxAttempt',
  [ErrorCode.AUTH_UNKNOWN_ERROR]: 'portal.account.errors.authUnknown',
  [ErrorCode.UNKNOWN_LOGIN_ERROR]: 'portal.account.errors.authUnknown',
  [ErrorCode.RECAPTCHA_ERROR]: 'portal.account.errors.captcha',
  [ErrorCode.USER_NOT_EXIST]: 'errors.userNotExist',
  [ErrorCode.REGISTER_USERNAME_IS_ALREADY_TAKEN]: 'errors.usernameTaken',
  [ErrorCode.REGISTER_EMAIL_IS_ALREADY_TAKEN]: 'errors.emailTaken',
  [ErrorCode.REGISTER_FORM_VALIDATION_ERROR]: 'portal.account.errors.fixFields',
  [ErrorCode.BAD_USER_INPUT]: 'portal.account.errors.fixFields',
  [ErrorCode.REGISTER_UNKNOWN_ERROR]: 'errors.registerUnknown',
  [ErrorCode.REGISTER_MAX_ATTEMPT]: 'portal.account.errors.maxAttempt',
  [ErrorCode.CORE_WRONG_PHONE_FORMAT]: 'errors.wrongPhoneFormat',
  [ErrorCode.RESET_EMAIL_NOT_FOUND]: 'errors.resetEmailNotFound',
  [ErrorCode.RESET_INVALID_TOKEN]: 'errors.resetInvalidToken',
  [ErrorCode.RESET_UNKNOWN_ERROR]: 'errors.resetUnknown',
  [ErrorCode.RESET_MAX_ATTEMPT]: 'portal.account.errors.maxAttempt',
  [ErrorCode.EMAIL_MAX_REACH]: 'errors.emailMaxReach',
  [ErrorCode.UNAUTHENTICATED]: 'errors.unauthenticated',
  [VALIDATION_INVALID_TOKEN]: 'errors.validationInvalidToken',
};

/** The key and parameters of an error code's text; unknown codes get the spec's unexpected-error text. */
export function errorText(code: string, params: { seconds?: string | null } = {}): [TextKey, TextParams] {
  const key = TEXTS[code] ?? 'portal.layout.unexpected';
  return [key, { seconds: params.seconds ?? '' }];
}
