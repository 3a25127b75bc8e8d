import type { Readable } from 'node:stream';
import { MEDIA_SIZES, type MediaSize } from '../../../shared/domain/announcements';

/**
 * Where the files of pictures live, one file per size under the picture's storage key (the
 * SHA-256 of the uploaded bytes). Small on purpose: a local folder implements it today, an
 * S3-compatible bucket can tomorrow (put = PutObject, read = GetObject with its length,
 * remove = DeleteObjects under the key's prefix, exists = HeadObject).
 */
export interface MediaStorage {
  /** Stores one size of a picture, replacing nothing readers could see half-written. */
  put(storageKey: string, size: MediaSize, data: Buffer): Promise<void>;
  /** Opens one size for reading; null when it is not stored. */
  read(storageKey: string, size: MediaSize): Promise<{ stream: Readable; length: number } | null>;
  /** Deletes every size of a picture (nothing happens when there is none). */
  remove(storageKey: string): Promise<void>;
  /** Whether one size of a picture is stored. */
  exists(storageKey: string, size: MediaSize): Promise<boolean>;
  /** Releases what the storage holds (the throwaway folder of an in-memory server). */
  close(): Promise<void>;
}

/** Every size, largest first: the order files are produced and written in. */
export const MEDIA_SIZE_NAMES = (Object.keys(MEDIA_SIZES) as MediaSize[]).sort(
  (a, b) => MEDIA_SIZES[b] - MEDIA_SIZES[a],
);

/** A storage key is a lower-case hex SHA-256; anything else never reaches a storage (no path tricks). */
export function isStorageKey(value: string): boolean {
  return /^[0-9a-f]{64}$/.test(value);
}

/** The file name of a size in storage and in URLs: `medium.webp`. */
export function mediaFileName(size: MediaSize): string {
  return `${size.toLowerCase()}.webp`;
}

/** The size a file name stands for (`medium.webp` → MEDIUM); null for anything else. */
export function sizeOfFileName(fileName: string): MediaSize | null {
  const match = /^([a-z]+)\.webp$/.exec(fileName);
  const size = match?.[1]?.toUpperCase();
  return size && size in MEDIA_SIZES ? (size as MediaSize) : null;
}
