import { ErrorCode } from '../../../../../shared/domain/errors';
import type { TextKey, TextParams } from '../../i18n';

/**
 * The text of a refused contact message by its code: the form's own refusals, the hourly cap
 * with its wait, and the spec's unexpected-error text for anything else.
 */
export function contactErrorText(code: string, seconds?: string | number | null): [TextKey, TextParams] {
  switch (code) {
    case ErrorCode.BAD_USER_INPUT:
      return ['errors.formValidation', {}];
    case ErrorCode.CORE_WRONG_PHONE_FORMAT:
      return ['errors.wrongPhoneFormat', {}];
    case ErrorCode.CONTACT_MAX_ATTEMPT:
      return ['portal.home.contact.maxAttempt', { seconds: seconds ?? '' }];
    default:
      return ['portal.layout.unexpected', {}];
  }
}
