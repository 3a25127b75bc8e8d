/**
 * The tracking pixel (spec stores-and-site-builder §3 "Tracking payload", §4, §7 "Tracking"): a
 * GET of an image at a random path whose one query parameter carries the payload, encoded. The
 * server stores the events append-only and rolls them up into the daily statistics.
 */

export const TRACKING_EVENT_TYPES = [
  'page_view',
  'promotion_view',
  'promotion_click',
  'menu_click',
  // A card seen in a list (search, feeds): the announcement's impression.
  'appearance',
  // A card looked at for 4 s with half of it in view.
  'interest',
] as const;
export type TrackingEventType = (typeof TRACKING_EVENT_TYPES)[number];

/** The payload's fields (spec §3), ours in camelCase; `eventId` lets the server drop a repeated pixel. */
export interface TrackingPayload {
  payloadType: TrackingEventType;
  eventId: string;
  url: string;
  trackId: string;
  trackTime: number;
  appVersion: string;
  locale: string;
  currency: 'DZD';
  announcementId?: string;
  slug?: string;
  promotionIds?: string[];
  userId?: string;
  referer?: string;
  /** page_view: the route's parameters and the campaign's UTM fields. */
  route?: Record<string, string>;
  utm?: { source?: string; medium?: string; campaign?: string };
  /** menu_click: the menu item clicked. */
  menuId?: string;
  name?: string;
  /** promotion_click: where it was clicked. */
  categoryId?: string;
  keywords?: string;
}

export const TRACKING_LIMITS = {
  /** Longest encoded parameter the server reads; a longer one is dropped unread. */
  maxParamLength: 4096,
  /** Promotion ids one event names (a slider's visible slides). */
  maxPromotionIds: 48,
  /** An announcement card is interesting after this long… */
  interestAfterMs: 4000,
  /** …with at least this share of it in view. */
  interestRatio: 0.5,
  /** Events the server keeps before writing them in one insert. */
  batchSize: 500,
  /** Longest wait before a partial batch is written. */
  batchWaitMs: 1000,
} as const;

/** The pixel's path prefix and its query parameter; the rest of the path is random (caches and blockers). */
export const TRACKING_PIXEL_PATH = '/px/';
export const TRACKING_PARAM = 'd';

/** The payload as the pixel's parameter: UTF-8 JSON in base64url. */
export function encodeTrackingPayload(payload: TrackingPayload): string {
  const bytes = new TextEncoder().encode(JSON.stringify(payload));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}
