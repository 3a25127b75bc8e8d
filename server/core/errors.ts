import type { ErrorCode } from '../../shared/domain/errors';
import { translate, type MessageKey, type MessageParams } from '../../shared/i18n';
import type { Locale } from '../../shared/i18n/locales';

/** A text the caller will read in their own language, chosen at the edge (GraphQL formatter, forms). */
export type LocalizedMessage = (locale: Locale) => string;

/**
 * An error the caller is meant to see: its code goes to `extensions.code` unchanged, its other
 * parameters beside it. Services throw it without knowing the caller's language: a message given
 * as a function of the locale is put into the caller's language by the GraphQL error formatter
 * (`localizeAppError`), a plain string is shown as it is. Anything else thrown is masked.
 *
 * It carries no transport: graphql-js copies `extensions` from the original error, plain HTTP
 * routes read `code` and `extensions` themselves.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  extensions: Record<string, unknown>;
  private readonly localized: LocalizedMessage | null;
  private readonly details: Record<string, unknown>;

  /**
   * `params` go to `extensions` beside the code; a refused field's `message` (in `fields`) may
   * also be a function of the locale, said in the caller's language like the message.
   */
  constructor(code: ErrorCode, message: string | LocalizedMessage, params: Record<string, unknown> = {}) {
    super(typeof message === 'string' ? message : message('fr'));
    this.name = 'AppError';
    this.code = code;
    this.details = params;
    this.localized = typeof message === 'string' ? null : message;
    this.extensions = this.extensionsIn('fr');
  }

  /** The message in `locale` (the French one when the message was given as plain text). */
  messageIn(locale: Locale): string {
    return this.localized ? this.localized(locale) : this.message;
  }

  /** The extensions with the refused fields' messages in `locale`. */
  extensionsIn(locale: Locale): Record<string, unknown> {
    const { fields } = this.details;
    if (!Array.isArray(fields)) return { code: this.code, ...this.details };
    return {
      code: this.code,
      ...this.details,
      fields: fields.map((field: unknown) => {
        const entry = field as { message?: unknown };
        return typeof entry.message === 'function'
          ? { ...entry, message: (entry.message as LocalizedMessage)(locale) }
          : field;
      }),
    };
  }
}

/** True for errors that were raised on purpose and may be shown to the caller as they are. */
export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/** A catalog text (`shared/i18n`) to be said in the caller's language once it is known. */
export function text(key: MessageKey, params: MessageParams = {}): LocalizedMessage {
  return (locale) => translate(locale, key, params);
}
