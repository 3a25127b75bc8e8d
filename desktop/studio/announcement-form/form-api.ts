import type { Client } from '@urql/core';
import { ErrorCode } from '../../../shared/domain/errors';
import { formApiOver, type FormApi } from '../../../shared/announcement-form/api';
import { ApiError, authorizedFetch, dataOf, NETWORK, type StudioSession } from '../kernel';

/** The studio's form calls: its urql client and its bearer session for uploads. */
export function formApi(client: Client, session: StudioSession, apiBaseUrl: string, locale: () => string): FormApi {
  const send = authorizedFetch(session);
  return formApiOver({
    client,
    dataOf,
    notFound: () => new ApiError(ErrorCode.NOT_FOUND),
    async upload(files) {
      const body = new FormData();
      for (const file of files) body.append('files', file, file.name);
      let response: Response;
      try {
        response = await send(`${apiBaseUrl}/media?lang=${encodeURIComponent(locale())}`, { method: 'POST', body });
      } catch {
        throw new ApiError(NETWORK);
      }
      const answer = (await response.json().catch(() => null)) as {
        data?: { id: string; thumbnail: string }[];
        errors?: { code?: string; message?: string }[];
      } | null;
      if (!response.ok || !answer?.data) {
        const error = answer?.errors?.[0];
        throw new ApiError(error?.code ?? NETWORK, error?.message ?? String(response.status));
      }
      return answer.data.map((picture) => ({ id: picture.id, url: picture.thumbnail }));
    },
  });
}
