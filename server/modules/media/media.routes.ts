import multipart from '@fastify/multipart';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { MEDIA_LIMITS } from '../../../shared/domain/announcements';
import { ErrorCode } from '../../../shared/domain/errors';
import { pickLocale, type Locale } from '../../../shared/i18n/locales';
import type { Deps } from '../../deps';
import { portalSessionAuthorization, resolveCaller } from '../../graphql/context';
import { isAppError } from '../../core/errors';
import { assertAllowed, member } from '../../graphql/permissions';
import { MediaError, UploadError, tooLarge, tooManyFiles, tooManyUploads } from './media-errors';
import { isStorageKey, sizeOfFileName, type MediaStorage } from './media-storage';
import { mediaUrl } from './media.mappers';
import { preparePictures, savePictures } from './media.service';
import { MEDIA_MIME_TYPE } from './picture-pipeline';

/** The multipart field that carries the pictures. */
const FILES_FIELD = 'files';
/** Text fields a client may send beside the files (ignored); a bound so parsing stays cheap. */
const MAX_FIELDS = 10;
/** Files are named by their content: they never change, so caches may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

function localeOf(request: FastifyRequest): Locale {
  const query = request.query as { lang?: unknown } | undefined;
  return pickLocale(query?.lang, request.headers['accept-language']);
}

/** Status of the errors raised on purpose on these routes. */
function statusOf(error: Error): number | null {
  if (error instanceof MediaError || error instanceof UploadError) return error.httpStatus;
  if (isAppError(error)) {
    if (error.code === ErrorCode.UNAUTHENTICATED) return 401;
    if (error.code === ErrorCode.FORBIDDEN) return 403;
  }
  return null;
}

/** The multipart parser's refusals, said with the media domain's codes and texts. */
function fromMultipartError(error: FastifyError): Error | null {
  switch (error.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge();
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
      return tooManyFiles();
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new UploadError('The pictures must be sent as multipart/form-data.', 415);
    default:
      return null;
  }
}

/**
 * An AbortSignal that aborts when the client goes away before its answer was sent: the upload's
 * processing then stops instead of working (and storing) for nobody.
 */
function clientGone(request: FastifyRequest, reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const onClose = () => {
    if (!reply.raw.writableFinished) controller.abort(new ClientGoneError());
  };
  reply.raw.once('close', onClose);
  // Already gone while the caller was being checked.
  if (request.raw.destroyed && !reply.raw.writableFinished) onClose();
  return controller.signal;
}

/** What an upload's processing throws once its client went away; nobody is left to answer. */
class ClientGoneError extends Error {
  constructor() {
    super('the client closed the connection');
  }
}

/**
 * Counts each member's uploads in progress in this process, so one member cannot queue the
 * picture pipeline full (MEDIA_LIMITS.maxConcurrentUploads). Per instance: several instances
 * each allow that many, which bounds a member all the same.
 */
function uploadSlots() {
  const inProgress = new Map<string, number>();
  return {
    /** Takes a slot for the member, or throws MEDIA/TOO_MANY_UPLOADS; returns its release. */
    take(userId: string): () => void {
      const count = inProgress.get(userId) ?? 0;
      if (count >= MEDIA_LIMITS.maxConcurrentUploads) throw tooManyUploads();
      inProgress.set(userId, count + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (inProgress.get(userId) ?? 1) - 1;
        if (left > 0) inProgress.set(userId, left);
        else inProgress.delete(userId);
      };
    },
  };
}

function sendNotFound(reply: FastifyReply): FastifyReply {
  return reply
    .status(404)
    .header('cache-control', 'no-store')
    .send({ errors: [{ code: ErrorCode.NOT_FOUND, message: 'No such picture' }] });
}

/** True when an If-None-Match header names this ETag (or `*`). */
function matchesETag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

/**
 * The files of the `files` field, read whole (each at most MEDIA_LIMITS.maxBytes). The parser's
 * limits surface as its own errors; anything else it throws means a body that is not valid
 * multipart (cut short, bad boundaries), which is the caller's fault.
 */
async function readUploads(request: FastifyRequest): Promise<Buffer[]> {
  const uploads: Buffer[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== FILES_FIELD) {
        part.file.resume();
        continue;
      }
      uploads.push(await part.toBuffer());
    }
  } catch (error) {
    if (fromMultipartError(error as FastifyError)) throw error;
    throw new UploadError('The multipart body could not be read.');
  }
  return uploads;
}

/**
 * `POST /media` (multipart field `files`, signed-in members, answers 201 `{data: [...]}`) and
 * `GET /media/:key/:size.webp`. Refusals answer `{errors: [{code, message}]}` in the caller's
 * language (`lang`, then Accept-Language): 400, 401, 403, 413 or 415.
 */
export const mediaRoutes: FastifyPluginAsync<{ deps: Deps; storage: MediaStorage }> = async (
  app,
  { deps, storage },
) => {
  // Registered here, the multipart parser serves these routes only.
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: MEDIA_LIMITS.maxBytes,
      files: MEDIA_LIMITS.maxFiles,
      fields: MAX_FIELDS,
      parts: MEDIA_LIMITS.maxFiles + MAX_FIELDS,
      fieldSize: 1024,
      fieldNameSize: 100,
      headerPairs: 100,
    },
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ClientGoneError || (error.name === 'AbortError' && reply.raw.destroyed)) {
      // Nobody to answer, nothing went wrong on our side: noted, not logged as an error.
      request.log.info('upload abandoned by the client');
      return reply.raw.destroyed ? undefined : reply.status(499).send();
    }
    const refusal = fromMultipartError(error) ?? error;
    const status = statusOf(refusal);
    const locale = localeOf(request);
    if (status !== null && isAppError(refusal)) {
      const message = refusal.messageIn(locale);
      const { code, ...extra } = (refusal.extensions ?? {}) as { code?: string };
      return reply.status(status).send({ errors: [{ code: code ?? refusal.code, message, ...extra }] });
    }
    const clientStatus = error.statusCode ?? 500;
    if (clientStatus >= 400 && clientStatus < 500) {
      // Unreadable bodies, unknown content types: the caller's fault, said plainly.
      return reply.status(clientStatus).send({ errors: [{ code: ErrorCode.BAD_USER_INPUT, message: error.message }] });
    }
    // Anything else is ours: the app's handler logs it and answers without internals.
    throw error;
  });

  const slots = uploadSlots();

  app.post('/media', async (request, reply) => {
    // The caller is checked before a byte of the body is read.
    // A bearer token (studio, apps), else a portal page's session cookie (from the site's own pages only).
    const caller = await resolveCaller(
      deps,
      request.headers.authorization ?? portalSessionAuthorization(request, deps.config.publicUrl) ?? undefined,
    );
    assertAllowed({ ...caller, lang: localeOf(request) }, member);
    if (!request.isMultipart()) throw new UploadError('The pictures must be sent as multipart/form-data.', 415);
    const userId = caller.viewer!.id;
    const release = slots.take(userId);
    // Freed when the answer is sent or the connection drops, whichever comes first.
    reply.raw.once('close', release);
    const gone = clientGone(request, reply);

    // Everything is read first: a refused file (count, weight) stores nothing of the request.
    const uploads = await readUploads(request);
    if (uploads.length === 0) throw new UploadError(`No picture was sent (multipart field "${FILES_FIELD}").`);

    const pictures = await preparePictures(deps, uploads, gone);
    // Past this point the pictures are stored even if the client leaves now: the rows are
    // unattached, so the orphan cleanup takes them with their files.
    gone.throwIfAborted();
    const stored = await savePictures(deps, userId, pictures);
    return reply.status(201).send({
      data: stored.map((picture) => ({
        id: picture.id,
        mediaUrl: mediaUrl(deps.config.publicUrl, picture.storageKey, 'MEDIUM'),
        thumbnail: mediaUrl(deps.config.publicUrl, picture.storageKey, 'SMALL'),
        mimeType: MEDIA_MIME_TYPE,
        width: picture.width,
        height: picture.height,
      })),
    });
  });

  app.get<{ Params: { key: string; file: string } }>('/media/:key/:file', async (request, reply) => {
    const { key, file } = request.params;
    const size = sizeOfFileName(file);
    if (!isStorageKey(key) || !size) return sendNotFound(reply);
    // The key is the digest of the upload and files are never rewritten: a strong, stable tag.
    const etag = `"${key}-${file.slice(0, -'.webp'.length)}"`;
    if (matchesETag(request.headers['if-none-match'], etag)) {
      return reply.status(304).header('etag', etag).header('cache-control', IMMUTABLE).send();
    }
    const stored = await storage.read(key, size);
    if (!stored) return sendNotFound(reply);
    return reply
      .header('content-type', MEDIA_MIME_TYPE)
      .header('content-length', stored.length)
      .header('cache-control', IMMUTABLE)
      .header('etag', etag)
      .header('x-content-type-options', 'nosniff')
      .send(stored.stream);
  });
};
