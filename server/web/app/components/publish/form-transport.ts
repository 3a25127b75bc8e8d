import type { Client, OperationResult } from 'urql';
import { formApiOver, type FormApi, type FormPicture } from '../../../../../shared/announcement-form/api';
import type { FormFailure } from '../../../../../shared/announcement-form/store';
import { ErrorCode } from '../../../../../shared/domain/errors';

/** The code of a failure to reach the server (no answer, or one that is not the API's). */
export const NETWORK = 'network';

/** A refusal or a failure of the portal's form calls: the API's code, text and refused fields. */
export class PortalFormError extends Error {
  override name = 'PortalFormError';
  constructor(
    readonly code: string,
    message: string = code,
    readonly fields: readonly { field: string; message: string }[] = [],
  ) {
    super(message);
  }
}

/** What the form store makes of any error: a PortalFormError as it is, anything else a network failure. */
export function failureOf(error: unknown): FormFailure {
  const failure = error instanceof PortalFormError ? error : new PortalFormError(NETWORK);
  return {
    code: failure.code,
    message: failure.message,
    fields: failure.fields,
    isNetwork: failure.code === NETWORK,
  };
}

/** An answer's data, or its first error thrown as a PortalFormError (with a form's refused fields). */
export function dataOf<T>(result: OperationResult<T>): T {
  const first = result.error?.graphQLErrors[0];
  if (result.error && !first) throw new PortalFormError(NETWORK);
  if (first) {
    const code = typeof first.extensions.code === 'string' ? first.extensions.code : ErrorCode.BAD_USER_INPUT;
    const fields = Array.isArray(first.extensions.fields)
      ? (first.extensions.fields as { field: string; message: string }[])
      : [];
    throw new PortalFormError(code, first.message || code, fields);
  }
  if (!result.data) throw new PortalFormError(NETWORK);
  return result.data;
}

/**
 * Uploads pictures through the media pipeline with the page's session cookie. XMLHttpRequest
 * rather than fetch: it is what tells how much of a file is sent, for the progress of each file.
 */
export function uploadWithProgress(
  files: readonly File[],
  locale: string,
  onProgress?: (progress: number) => void,
): Promise<FormPicture[]> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    for (const file of files) body.append('files', file, file.name);
    const request = new XMLHttpRequest();
    request.open('POST', `/media?lang=${encodeURIComponent(locale)}`);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onerror = () => reject(new PortalFormError(NETWORK));
    request.onload = () => {
      const answer = request.response as {
        data?: { id: string; thumbnail: string }[];
        errors?: { code?: string; message?: string }[];
      } | null;
      if (request.status >= 200 && request.status < 300 && answer?.data) {
        onProgress?.(1);
        resolve(answer.data.map((picture) => ({ id: picture.id, url: picture.thumbnail })));
        return;
      }
      const error = answer?.errors?.[0];
      reject(new PortalFormError(error?.code ?? NETWORK, error?.message ?? NETWORK));
    };
    request.send(body);
  });
}

/** The publishing form's calls from a portal page: its urql client, and uploads with its cookie. */
export function portalFormApi(client: Client, locale: () => string): FormApi {
  return formApiOver({
    client,
    dataOf,
    notFound: () => new PortalFormError(ErrorCode.NOT_FOUND),
    upload: (files, onProgress) => uploadWithProgress(files, locale(), onProgress),
  });
}
