import type { Client } from '@urql/core';
import { ErrorCode } from '../../../shared/domain/errors';
import { formApiOver, type FormApi } from '../../../shared/announcement-form/api';
import { ApiError, dataOf, uploadPictures, type StudioSession } from '../kernel';

/** The studio's form calls: its urql client and its bearer session for uploads. */
export function formApi(client: Client, session: StudioSession, apiBaseUrl: string, locale: () => string): FormApi {
  return formApiOver({
    client,
    dataOf,
    notFound: () => new ApiError(ErrorCode.NOT_FOUND),
    async upload(files) {
      const pictures = await uploadPictures(session, apiBaseUrl, locale(), files);
      return pictures.map((picture) => ({ id: picture.id, url: picture.thumbnail }));
    },
  });
}
