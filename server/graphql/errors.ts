import mercurius from 'mercurius';
import type { ErrorCode } from '../../shared/domain/errors';

const { ErrorWithProps } = mercurius;

/**
 * An error the caller is meant to see: its code goes to `extensions.code` unchanged.
 * Anything else thrown by a resolver is masked by the error formatter.
 */
export class AppError extends ErrorWithProps {
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}) {
    super(message, { code, ...extensions });
    this.code = code;
  }
}

/** True for errors that were raised on purpose and may be shown to the caller as they are. */
export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
