import { ErrorCode } from '../../../shared/domain/errors';
import { AppError } from '../../core/errors';

/**
 * An authentication failure with the HTTP status the gateway routes answer with. It is an
 * AppError, so the same failure raised inside a GraphQL resolver keeps its code there too.
 */
export class AuthError extends AppError {
  readonly httpStatus: number;

  constructor(code: ErrorCode, message: string, httpStatus: number, extensions: Record<string, unknown> = {}) {
    super(code, message, extensions);
    this.httpStatus = httpStatus;
  }
}

/** The spec's text for INVALID_CREDENTIALS; also used for unknown, expired or replayed tokens and codes. */
export const INVALID_CREDENTIALS_MESSAGE = 'Identifiants invalides';

/** Wrong identifier or password, or a token, code or provider token that is not (or no longer) valid. */
export function invalidCredentials(message = INVALID_CREDENTIALS_MESSAGE): AuthError {
  return new AuthError(ErrorCode.INVALID_CREDENTIALS, message, 401);
}

/** Too many failed attempts: `seconds` is the wait left, also sent as Retry-After. */
export function maxAttempt(seconds: number): AuthError {
  return new AuthError(ErrorCode.AUTH_MAX_ATTEMPT, `Trop de tentatives, réessayez dans ${seconds} secondes`, 429, {
    seconds,
  });
}

/** The account is gone (deleted after the code or session was issued). */
export function userNotExist(): AuthError {
  return new AuthError(ErrorCode.USER_NOT_EXIST, "Ce compte n'existe pas", 404);
}

/** The account exists but may not sign in (suspended). */
export function accountSuspended(): AuthError {
  return new AuthError(ErrorCode.UNKNOWN_LOGIN_ERROR, 'Ce compte est suspendu', 403);
}

/** Missing, malformed, wrong, expired or replayed proof-of-work solution. */
export function captchaError(): AuthError {
  return new AuthError(ErrorCode.RECAPTCHA_ERROR, 'Vérification anti-robot échouée', 401);
}

/** The identity provider could not be reached, answered nonsense, or is not configured here. */
export function providerUnavailable(status = 502): AuthError {
  return new AuthError(ErrorCode.AUTH_UNKNOWN_ERROR, 'Le fournisseur de connexion ne répond pas', status);
}
