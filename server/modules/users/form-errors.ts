import { ErrorCode, type FieldError } from '../../../shared/domain/errors';
import type { RuleFailure } from '../../../shared/domain/validation';
import { AppError, text, type LocalizedMessage } from '../../core/errors';

/** A refused field as a service reports it; the GraphQL edge says its message in the caller's language. */
export type LocalizedFieldError = Omit<FieldError, 'message'> & { message: LocalizedMessage };

/** The failures as the API reports them: field, rule and the message in the caller's language. */
export function fieldErrors(failures: readonly RuleFailure[]): LocalizedFieldError[] {
  return failures.map((failure) => ({
    field: failure.field,
    rule: failure.rule,
    message: text(`validation.${failure.rule}`, failure.params),
  }));
}

/**
 * The error for a refused form: CORE/WRONG_PHONE_FORMAT when the only problem is the phone's
 * format (the spec's own code for it), otherwise `code` (REGISTER/FORM_VALIDATION_ERROR for
 * registration, BAD_USER_INPUT for the other forms). Both carry `extensions.fields`.
 */
export function formError(
  code: typeof ErrorCode.REGISTER_FORM_VALIDATION_ERROR | typeof ErrorCode.BAD_USER_INPUT,
  failures: readonly RuleFailure[],
): AppError {
  const fields = fieldErrors(failures);
  const onlyPhoneFormat = failures.length === 1 && failures[0]!.field === 'phone' && failures[0]!.rule === 'phone';
  if (onlyPhoneFormat) {
    return new AppError(ErrorCode.CORE_WRONG_PHONE_FORMAT, text('errors.wrongPhoneFormat'), { fields });
  }
  return new AppError(code, text('errors.formValidation'), { fields });
}
