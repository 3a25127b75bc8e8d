/**
 * Error codes the API puts in `extensions.code` (GraphQL) or `errors[].code` (gateway
 * routes). The spec's codes are used as written; the few generic ones below them are ours.
 */
export const ErrorCode = {
  UNKNOWN_LOGIN_ERROR: 'UNKNOWN_LOGIN_ERROR',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  AUTH_MAX_ATTEMPT: 'AUTH/MAX_ATTEMPT',
  AUTH_UNKNOWN_ERROR: 'AUTH/UNKNOWN_ERROR',
  REGISTER_USERNAME_IS_ALREADY_TAKEN: 'REGISTER/USERNAME_IS_ALREADY_TAKEN',
  REGISTER_EMAIL_IS_ALREADY_TAKEN: 'REGISTER/EMAIL_IS_ALREADY_TAKEN',
  REGISTER_FORM_VALIDATION_ERROR: 'REGISTER/FORM_VALIDATION_ERROR',
  REGISTER_UNKNOWN_ERROR: 'REGISTER/UNKNOWN_ERROR',
  CORE_WRONG_PHONE_FORMAT: 'CORE/WRONG_PHONE_FORMAT',
  RESET_EMAIL_NOT_FOUND: 'RESET/EMAIL_NOT_FOUND',
  RESET_INVALID_TOKEN: 'RESET/INVALID_TOKEN',
  RESET_UNKNOWN_ERROR: 'RESET/UNKNOWN_ERROR',
  RECAPTCHA_ERROR: 'RECAPTCHA/ERROR',
  USER_NOT_EXIST: 'USER_NOT_EXIST',
  EMAIL_MAX_REACH: 'EMAIL_MAX_REACH',
  // Generic codes (not in the spec's catalogue): access and input problems of any operation.
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  CONFLICT: 'CONFLICT',
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** One failing form field, as carried by `REGISTER/FORM_VALIDATION_ERROR`. */
export interface FieldError {
  field: string;
  rule: string;
  message: string;
}
