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
  // Announcements, comments, media and phone reveals: the spec names these cases ("no access to
  // publishing", "action impossible", the comment texts) but not their codes; these are ours.
  ANNOUNCEMENT_FORM_VALIDATION_ERROR: 'ANNOUNCEMENT/FORM_VALIDATION_ERROR',
  ANNOUNCEMENT_NOT_FOUND: 'ANNOUNCEMENT/NOT_FOUND',
  ANNOUNCEMENT_ACTION_IMPOSSIBLE: 'ANNOUNCEMENT/ACTION_IMPOSSIBLE',
  ANNOUNCEMENT_NOT_ACTIVE: 'ANNOUNCEMENT/NOT_ACTIVE',
  PUBLISH_NO_ACCESS: 'PUBLISH/NO_ACCESS',
  PUBLISH_ACCOUNT_NOT_VALIDATED: 'PUBLISH/ACCOUNT_NOT_VALIDATED',
  PUBLISH_CATEGORY_FORBIDDEN: 'PUBLISH/CATEGORY_FORBIDDEN',
  PHONE_MAX_ATTEMPT: 'PHONE/MAX_ATTEMPT',
  CONTACT_MAX_ATTEMPT: 'CONTACT/MAX_ATTEMPT',
  // Rate limits and idempotency keys (issue 23; ours, the spec names none): MAX_ATTEMPT carries
  // `seconds`, like AUTH/MAX_ATTEMPT.
  REGISTER_MAX_ATTEMPT: 'REGISTER/MAX_ATTEMPT',
  RESET_MAX_ATTEMPT: 'RESET/MAX_ATTEMPT',
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY/KEY_REUSED',
  IDEMPOTENCY_INVALID_KEY: 'IDEMPOTENCY/INVALID_KEY',
  COMMENT_EMPTY: 'COMMENT/EMPTY',
  COMMENT_TOO_LONG: 'COMMENT/TOO_LONG',
  COMMENT_DISABLED: 'COMMENT/DISABLED',
  COMMENT_NOT_ALLOWED: 'COMMENT/NOT_ALLOWED',
  COMMENT_NOT_FOUND: 'COMMENT/NOT_FOUND',
  MEDIA_UNSUPPORTED_TYPE: 'MEDIA/UNSUPPORTED_TYPE',
  MEDIA_TOO_LARGE: 'MEDIA/TOO_LARGE',
  MEDIA_TOO_MANY_PIXELS: 'MEDIA/TOO_MANY_PIXELS',
  MEDIA_TOO_MANY_FILES: 'MEDIA/TOO_MANY_FILES',
  MEDIA_TOO_MANY_UPLOADS: 'MEDIA/TOO_MANY_UPLOADS',
  // Moderation (ours): another moderator holds the announcement's lock (extensions: `lockedBy`).
  MODERATION_TAKEN: 'MODERATION/TAKEN',
  // Site builds: the spec names the refusals (a map without location, an unsupported video) but no
  // codes; these are ours. INVALID_DOCUMENT carries `problems`, PLAN_FORBIDS `capabilities`,
  // CONFLICT `currentVersion`.
  SITEBUILD_INVALID_DOCUMENT: 'SITEBUILD/INVALID_DOCUMENT',
  SITEBUILD_PLAN_FORBIDS: 'SITEBUILD/PLAN_FORBIDS',
  SITEBUILD_CONFLICT: 'SITEBUILD/CONFLICT',
  SITEBUILD_NOT_A_BLUEPRINT: 'SITEBUILD/NOT_A_BLUEPRINT',
  SITEBUILD_NOT_A_COMMIT: 'SITEBUILD/NOT_A_COMMIT',
  SITEBUILD_TOO_MANY_BLUEPRINTS: 'SITEBUILD/TOO_MANY_BLUEPRINTS',
  // A well-formed build over SITE_LIMITS.maxDocumentBytes (extensions: `maxBytes`): its own code, so
  // the studio can say what to do rather than show a generic failure or retry forever.
  SITEBUILD_TOO_LARGE: 'SITEBUILD/TOO_LARGE',
  // Stores and markets: the spec names no codes for these cases; these are ours.
  STORE_NOT_FOUND: 'STORE/NOT_FOUND',
  STORE_DOMAIN_TAKEN: 'STORE/DOMAIN_TAKEN',
  STORE_LAST_OWNER: 'STORE/LAST_OWNER',
  MARKET_NOT_FOUND: 'MARKET/NOT_FOUND',
  // GraphQL requests refused before any work is done on them (ours; the spec names none):
  // REQUEST_TOO_LARGE carries `limit` and `max`, MALFORMED is text that is no GraphQL document,
  // VALIDATION_FAILED an operation that does not fit the schema.
  GRAPHQL_REQUEST_TOO_LARGE: 'GRAPHQL/REQUEST_TOO_LARGE',
  GRAPHQL_MALFORMED: 'GRAPHQL/MALFORMED',
  GRAPHQL_VALIDATION_FAILED: 'GRAPHQL/VALIDATION_FAILED',
  // Generic codes (not in the spec's catalogue): access and input problems of any operation.
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  CONFLICT: 'CONFLICT',
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
  /** The server is shutting down (503): try again, another instance answers. */
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** One failing form field, as carried by `REGISTER/FORM_VALIDATION_ERROR`. */
export interface FieldError {
  field: string;
  rule: string;
  message: string;
}
