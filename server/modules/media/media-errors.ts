import { MEDIA_LIMITS } from '../../../shared/domain/announcements';
import { ErrorCode } from '../../../shared/domain/errors';
import { translate, type MessageKey, type MessageParams } from '../../../shared/i18n';
import { AppError } from '../../core/errors';

/**
 * A picture refused for what it is (type, weight, pixels, count). It carries its catalog text
 * so the upload route can say it in the caller's language; its own message is the French one.
 */
export class MediaError extends AppError {
  readonly httpStatus: number;
  readonly messageKey: MessageKey;
  readonly params: MessageParams;

  constructor(code: ErrorCode, messageKey: MessageKey, params: MessageParams, httpStatus: number) {
    super(code, (locale) => translate(locale, messageKey, params));
    this.messageKey = messageKey;
    this.params = params;
    this.httpStatus = httpStatus;
  }
}

const MIB = 1024 * 1024;

/** Not a picture of an accepted type, whatever its name or declared type said, or unreadable. */
export function unsupportedType(): MediaError {
  return new MediaError(ErrorCode.MEDIA_UNSUPPORTED_TYPE, 'media.unsupportedType', {}, 415);
}

/** A file heavier than MEDIA_LIMITS.maxBytes. */
export function tooLarge(): MediaError {
  return new MediaError(ErrorCode.MEDIA_TOO_LARGE, 'media.tooLarge', { max: MEDIA_LIMITS.maxBytes / MIB }, 413);
}

/** A picture whose canvas exceeds MEDIA_LIMITS.maxPixels (a "pixel flood"), refused before decoding. */
export function tooManyPixels(): MediaError {
  return new MediaError(
    ErrorCode.MEDIA_TOO_MANY_PIXELS,
    'media.tooManyPixels',
    { max: MEDIA_LIMITS.maxPixels / 1_000_000 },
    413,
  );
}

/** More than MEDIA_LIMITS.maxFiles files in one upload. */
export function tooManyFiles(): MediaError {
  return new MediaError(ErrorCode.MEDIA_TOO_MANY_FILES, 'media.tooManyFiles', { max: MEDIA_LIMITS.maxFiles }, 413);
}

/** Pictures of one upload whose canvases add up to more than MEDIA_LIMITS.maxRequestPixels. */
export function tooManyPixelsInRequest(): MediaError {
  return new MediaError(
    ErrorCode.MEDIA_TOO_MANY_PIXELS,
    'media.tooManyPixelsInRequest',
    { max: MEDIA_LIMITS.maxRequestPixels / 1_000_000 },
    413,
  );
}

/** A member who already has MEDIA_LIMITS.maxConcurrentUploads uploads in progress. */
export function tooManyUploads(): MediaError {
  return new MediaError(
    ErrorCode.MEDIA_TOO_MANY_UPLOADS,
    'media.tooManyUploads',
    { max: MEDIA_LIMITS.maxConcurrentUploads },
    429,
  );
}

/** An upload refused for its form rather than its pictures (no file, not multipart). */
export class UploadError extends AppError {
  readonly httpStatus: number;

  constructor(message: string, httpStatus = 400) {
    super(ErrorCode.BAD_USER_INPUT, message);
    this.httpStatus = httpStatus;
  }
}
