import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import sharp, { type Metadata } from 'sharp';
import { MEDIA_LIMITS, MEDIA_SIZES, type MediaSize } from '../../../shared/domain/announcements';
import { tooLarge, tooManyPixels, unsupportedType } from './media-errors';
import { MEDIA_SIZE_NAMES } from './media-storage';

/** What every stored file is, whatever was uploaded. */
export const MEDIA_MIME_TYPE = 'image/webp';

/** A picture turned into what the storage keeps: a WebP file per size, without any metadata. */
export interface ProcessedPicture {
  /** Pixels of the ORIGINAL size, upright. */
  width: number;
  height: number;
  files: Record<MediaSize, Buffer>;
}

/** The storage key of uploaded bytes: their SHA-256, so identical uploads share their files. */
export function storageKeyOf(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

// sharp's names of the accepted types; AVIF and HEIC are both 'heif' (their compression differs).
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);

/**
 * The signatures of the accepted types. Checked before sharp reads anything, so SVG, PDF,
 * TIFF or text never reach a parser at all, whatever name or type the upload claimed.
 */
function hasPictureSignature(bytes: Buffer): boolean {
  const ascii = (start: number, end: number) => bytes.toString('latin1', start, end);
  return (
    (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) ||
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) ||
    ascii(0, 6) === 'GIF87a' ||
    ascii(0, 6) === 'GIF89a' ||
    (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') ||
    // ISO base media (HEIF, AVIF): the brand is left to sharp, which refuses videos.
    ascii(4, 8) === 'ftyp'
  );
}

/**
 * Checks uploaded bytes without decoding them: weight, real type (from the bytes, never from a
 * name) and canvas size read from the header, so a small file announcing a huge canvas is
 * refused before any pixel buffer exists. Throws the MediaError that says why.
 */
export async function inspectPicture(bytes: Buffer): Promise<{ format: string; width: number; height: number }> {
  if (bytes.length > MEDIA_LIMITS.maxBytes) throw tooLarge();
  if (!hasPictureSignature(bytes)) throw unsupportedType();
  let metadata: Metadata;
  try {
    // Header only: the pixel limit is enforced just below with our own error, then again when decoding.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupportedType();
  }
  if (!ACCEPTED_FORMATS.has(metadata.format)) throw unsupportedType();
  if (!metadata.width || !metadata.height) throw unsupportedType();
  if (metadata.width * metadata.height > MEDIA_LIMITS.maxPixels) throw tooManyPixels();
  return { format: metadata.format, width: metadata.width, height: metadata.height };
}

/**
 * Pictures processed at once. A picture being decoded and resized keeps at least a core busy;
 * half the machine's cores (at least one) leaves the rest to requests and the database, and a
 * burst of uploads queues here instead of swamping the machine.
 */
const PIPELINE_SLOTS = Math.max(1, Math.floor(availableParallelism() / 2));
/** An operation of sharp longer than this is abandoned (a hostile file, an overloaded machine). */
const SHARP_TIMEOUT_SECONDS = 20;
/** WebP quality of every size: visually clean photos at a fraction of a JPEG's weight. */
const WEBP_QUALITY = 80;

let running = 0;
const waiting: (() => void)[] = [];

/**
 * Runs a task when a pipeline slot is free, in arrival order. A task whose signal aborts while
 * it waits leaves the queue without ever taking a slot.
 */
async function inPipelineSlot<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  signal?.throwIfAborted();
  if (running < PIPELINE_SLOTS) running += 1;
  else {
    await new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        const index = waiting.indexOf(take);
        if (index >= 0) waiting.splice(index, 1);
        reject(signal!.reason as Error);
      };
      const take = () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      };
      waiting.push(take);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }
  try {
    signal?.throwIfAborted();
    return await task();
  } finally {
    // The slot goes straight to the next waiting task, or is freed.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/** Decodes once: upright (EXIF orientation applied) and no larger than ORIGINAL, as raw pixels. */
async function decodeUpright(bytes: Buffer) {
  try {
    // failOn 'error': broken or truncated data is refused, the harmless warnings many phones'
    // files raise are not.
    return await sharp(bytes, { limitInputPixels: MEDIA_LIMITS.maxPixels, failOn: 'error', autoOrient: true })
      .resize({
        width: MEDIA_SIZES.ORIGINAL,
        height: MEDIA_SIZES.ORIGINAL,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .timeout({ seconds: SHARP_TIMEOUT_SECONDS })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels();
    // Corrupt data, or a HEIF flavour this build cannot decode (HEVC): not a picture we can take.
    throw unsupportedType();
  }
}

/**
 * The whole processing of an upload: inspection (see `inspectPicture`), then, one slot of the
 * pipeline at a time, a single decode and a WebP file per MEDIA_SIZES size, never enlarged.
 * Raw pixels carry no metadata, so EXIF (GPS, camera, owner), XMP, IPTC and ICC cannot survive;
 * colours are converted to sRGB on the way. When `signal` aborts (the client went away), the work
 * stops at the next step (a sharp operation itself runs to its end) and the signal's reason is thrown.
 */
export async function processPicture(bytes: Buffer, signal?: AbortSignal): Promise<ProcessedPicture> {
  await inspectPicture(bytes);
  return inPipelineSlot(async () => {
    const { data, info } = await decodeUpright(bytes);
    signal?.throwIfAborted();
    const raw = { width: info.width, height: info.height, channels: info.channels };
    const files = {} as Record<MediaSize, Buffer>;
    let original = { width: info.width, height: info.height };
    for (const size of MEDIA_SIZE_NAMES) {
      signal?.throwIfAborted();
      const encoded = await sharp(data, { raw })
        .resize({ width: MEDIA_SIZES[size], height: MEDIA_SIZES[size], fit: 'inside', withoutEnlargement: true })
        .timeout({ seconds: SHARP_TIMEOUT_SECONDS })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      files[size] = encoded.data;
      if (size === 'ORIGINAL') original = { width: encoded.info.width, height: encoded.info.height };
    }
    return { ...original, files };
  }, signal);
}
