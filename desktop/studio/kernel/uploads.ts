import { ApiError, NETWORK } from './errors';
import { authorizedFetch } from './client';
import type { StudioSession } from './session';

/** A picture as `POST /media` answers it (its row is unattached until a form or library takes it). */
export interface UploadedPicture {
  id: string;
  thumbnail: string;
}

/**
 * Sends pictures to the API's `POST /media` (field `files`) with the session's token. A refusal
 * throws ApiError with the server's code and its message in `locale` (the media pipeline says
 * why: type, weight, pixels, count); no answer throws NETWORK.
 */
export async function uploadPictures(
  session: StudioSession,
  apiBaseUrl: string,
  locale: string,
  files: readonly File[],
): Promise<UploadedPicture[]> {
  const body = new FormData();
  for (const file of files) body.append('files', file, file.name);
  let response: Response;
  try {
    response = await authorizedFetch(session)(`${apiBaseUrl}/media?lang=${encodeURIComponent(locale)}`, {
      method: 'POST',
      body,
    });
  } catch {
    throw new ApiError(NETWORK);
  }
  const answer = (await response.json().catch(() => null)) as {
    data?: UploadedPicture[];
    errors?: { code?: string; message?: string }[];
  } | null;
  if (!response.ok || !answer?.data) {
    const error = answer?.errors?.[0];
    throw new ApiError(error?.code ?? NETWORK, error?.message ?? String(response.status));
  }
  return answer.data;
}
