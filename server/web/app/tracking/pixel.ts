import {
  encodeTrackingPayload,
  TRACKING_PARAM,
  TRACKING_PIXEL_PATH,
  type TrackingPayload,
} from '../../../../shared/domain/tracking';

/** The portal's version in the payload (spec §3 "app version"). */
const APP_VERSION = 'web-1';
const TRACK_KEY = 'souk.trackId';

function randomToken(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

let trackId: string | null = null;

/** The visitor's track id: random, kept in this browser (no cookie goes with it). */
function visitorTrackId(): string {
  if (trackId) return trackId;
  try {
    trackId = localStorage.getItem(TRACK_KEY);
    if (!trackId) {
      trackId = randomToken();
      localStorage.setItem(TRACK_KEY, trackId);
    }
  } catch {
    // Storage refused (private mode): one id for this page's life.
    trackId = randomToken();
  }
  return trackId;
}

export type TrackingEvent = Omit<
  TrackingPayload,
  'eventId' | 'trackId' | 'trackTime' | 'appVersion' | 'currency' | 'locale' | 'url'
> & { url?: string };

let enabled = false;
let locale = 'fr';

/** Turned on by the portal once hydrated, when the server says tracking is on. */
export function configureTracking(options: { enabled: boolean; locale: string }): void {
  enabled = options.enabled;
  locale = options.locale;
}

/**
 * Sends one event as the pixel (spec §7): a GET of an image at a random path with the payload
 * encoded in one parameter. An event sent as the page is left (`leaving`) goes as a keepalive
 * fetch, which outlives the page; the others as an image, as the spec says.
 */
export function track(event: TrackingEvent, leaving = false): void {
  if (!enabled || typeof window === 'undefined') return;
  const payload: TrackingPayload = {
    ...event,
    url: event.url ?? location.href,
    eventId: randomToken(),
    trackId: visitorTrackId(),
    trackTime: Date.now(),
    appVersion: APP_VERSION,
    locale,
    currency: 'DZD',
  };
  if (!payload.referer && document.referrer) payload.referer = document.referrer;
  const url = `${TRACKING_PIXEL_PATH}${randomToken().slice(0, 10)}.gif?${TRACKING_PARAM}=${encodeTrackingPayload(payload)}`;
  if (leaving) {
    void fetch(url, { keepalive: true, credentials: 'omit', cache: 'no-store' }).catch(() => undefined);
  } else {
    new Image().src = url;
  }
}

/** The visitor's track id for a promotion's click address (its click is counted by the server). */
export function clickTrackId(): string | null {
  return enabled ? visitorTrackId() : null;
}
