import type { MediaSize } from '../../../shared/domain/announcements';

/** What field resolvers of `Media` receive: one stored picture and the size it is served at. */
export interface MediaModel {
  id: string;
  storageKey: string;
  mimeType: string;
  width: number;
  height: number;
  size: MediaSize;
}
