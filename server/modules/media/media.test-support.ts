import sharp from 'sharp';
import type { TestServer } from '../../test/harness';
import { storePicture } from './media.service';

/** Written in the test JPEG's EXIF: the camera's make (IFD0) and a GPS datum (the GPS IFD). */
export const CAMERA_MARKER = 'SoukTestCam';
export const GPS_MARKER = 'SOUK-GPS-DATUM';

/**
 * A JPEG as a phone writes it: stored landscape (`width` × `height`) with EXIF orientation 6
 * (show it turned a quarter clockwise, so upright it is `height` × `width`), a camera make and
 * a GPS position. The top half is red and the bottom half blue, as stored.
 */
export async function phoneJpeg(width: number, height: number): Promise<Buffer> {
  const half = Math.floor(height / 2);
  const blue = await sharp({ create: { width, height: height - half, channels: 3, background: '#0000ff' } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#ff0000' } })
    .composite([{ input: blue, top: half, left: 0 }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: CAMERA_MARKER, Copyright: 'Karim B.' },
      // IFD3 is the GPS directory: a position in Algiers and a datum we can look for.
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '36/1 45/1 12/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '3/1 3/1 30/1',
        GPSMapDatum: GPS_MARKER,
      },
    })
    .toBuffer();
}

/** A plain PNG of one colour. */
export function plainPng(width: number, height: number, colour = '#33aa55'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: colour } })
    .png()
    .toBuffer();
}

/**
 * Stores pictures of colours no earlier call of this maker used, as a member's uploads: the
 * pipeline keeps identical files once, and these tests need pictures of their own. `colours`
 * lists the colours in the order they were made (a test compares a served picture with one).
 */
export function pictureMaker(size: { width: number; height: number } = { width: 64, height: 48 }) {
  const colours: string[] = [];
  const make = async (deps: TestServer['deps'], userId: string) => {
    const hex = `#${((colours.length + 1) * 7919 + 4099).toString(16).padStart(6, '0').slice(-6)}`;
    colours.push(hex);
    return storePicture(deps, userId, await plainPng(size.width, size.height, hex));
  };
  return Object.assign(make, { colours });
}

/** A file to upload: bytes with the name and type the client claims. */
export interface UploadFile {
  bytes: Buffer;
  name?: string;
  type?: string;
}

/** An answer of the media routes. */
export interface MediaAnswer {
  status: number;
  headers: Headers;
  // Parsed JSON the tests assert on, whatever its shape.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

async function answerOf(response: Response): Promise<MediaAnswer> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: kept as text for the assertion to show.
  }
  return { status: response.status, headers: response.headers, body };
}

/** POSTs files to /media as multipart/form-data, under `files` unless told otherwise. */
export async function upload(
  server: TestServer,
  files: UploadFile[],
  options: { token?: string; query?: string; headers?: Record<string, string>; field?: string } = {},
): Promise<MediaAnswer> {
  const form = new FormData();
  for (const [index, file] of files.entries()) {
    const blob = new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/jpeg' });
    form.append(options.field ?? 'files', blob, file.name ?? `photo-${index}.jpg`);
  }
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${server.url}/media${options.query ?? ''}`, { method: 'POST', headers, body: form });
  return answerOf(response);
}

/** GETs an absolute media URL of the test server (`http://souk.test/...` is mapped to it). */
export async function fetchMedia(
  server: TestServer,
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
  const response = await fetch(url.replace(server.deps.config.publicUrl, server.url), { headers });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** Width and height of a picture. */
export async function dimensionsOf(bytes: Buffer): Promise<{ width: number; height: number }> {
  const { width, height } = await sharp(bytes).metadata();
  return { width, height };
}
