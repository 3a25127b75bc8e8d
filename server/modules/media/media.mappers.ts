import type { Selectable } from 'kysely';
import type { MediaSize } from '../../../shared/domain/announcements';
import { mediaFileName } from './media-storage';
import type { MediaTable } from './media.tables';

/** What field resolvers of `Media` receive: one stored picture and the size it is served at. */
export interface MediaModel {
  id: string;
  storageKey: string;
  mimeType: string;
  width: number;
  height: number;
  size: MediaSize;
}

/** A media row as the services read it. */
export type MediaRow = Pick<
  Selectable<MediaTable>,
  'id' | 'announcement_id' | 'rank' | 'storage_key' | 'mime_type' | 'width' | 'height'
>;

/** The columns of MediaRow, for selects. */
export const MEDIA_COLUMNS = [
  'media.id',
  'media.announcement_id',
  'media.rank',
  'media.storage_key',
  'media.mime_type',
  'media.width',
  'media.height',
] as const;

/** Turns a row into the model served at `size`. */
export function toMediaModel(row: MediaRow, size: MediaSize): MediaModel {
  return {
    id: row.id,
    storageKey: row.storage_key,
    mimeType: row.mime_type,
    width: row.width,
    height: row.height,
    size,
  };
}

/** The public, absolute address of one size of a picture: `<publicUrl>/media/<key>/<size>.webp`. */
export function mediaUrl(publicUrl: string, storageKey: string, size: MediaSize): string {
  return `${publicUrl}/media/${storageKey}/${mediaFileName(size)}`;
}
