import { MEDIA_SIZES } from '../../../../../shared/domain/announcements';

const SIZE_FILE = new RegExp(`/(${Object.keys(MEDIA_SIZES).join('|')})\\.webp$`, 'i');

/**
 * The address of the largest file of a picture: media are served at `/media/<key>/<size>.webp`
 * in every size (media.mappers.ts), ORIGINAL the largest, so the full-screen viewer shows that one
 * rather than the LARGE size the page asked for. Any other address is kept as it is.
 */
export function largestPictureUrl(url: string): string {
  return SIZE_FILE.test(url) ? url.replace(SIZE_FILE, () => '/original.webp') : url;
}
