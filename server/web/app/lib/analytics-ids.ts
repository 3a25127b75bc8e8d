import type { SiteAnalyticsIds } from '../page-status';

/** A Google Tag Manager container id: GTM- then letters and digits. */
const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/;
/** A Meta (Facebook) pixel id: digits only. */
const META_PIXEL_ID = /^\d{6,20}$/;

/** The tag-manager id when it has the expected shape, else null (it is never put in a page unchecked). */
export function checkedTagManagerId(value: string | null | undefined): string | null {
  const id = value?.trim().toUpperCase() ?? '';
  return GTM_ID.test(id) ? id : null;
}

/** The pixel id when it has the expected shape, else null. */
export function checkedPixelId(value: string | null | undefined): string | null {
  const id = value?.trim() ?? '';
  return META_PIXEL_ID.test(id) ? id : null;
}

/** A land's analytics ids, each kept only when well-formed. */
export function checkedAnalyticsIds(land: {
  googleTagManagerId?: string | null;
  metaPixelId?: string | null;
}): SiteAnalyticsIds {
  return {
    googleTagManagerId: checkedTagManagerId(land.googleTagManagerId),
    metaPixelId: checkedPixelId(land.metaPixelId),
  };
}

/** Where the tag manager and the pixel load from and report to: a site page's content policy allows exactly these. */
export const ANALYTICS_ORIGINS = {
  tagManager: 'https://www.googletagmanager.com',
  pixelScript: 'https://connect.facebook.net',
  pixelReport: 'https://www.facebook.com',
} as const;
