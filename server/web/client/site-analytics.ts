/**
 * Loads a store's or market's analytics on its site pages (spec §4): the tag manager and the
 * social pixel, when the browser is idle (3 s at the latest). The server adds this script only
 * to pages of a land that has ids, with the ids (checked again here) on the script element, and
 * widens that page's content policy for exactly the two providers' origins.
 */
import { ANALYTICS_ORIGINS, checkedPixelId, checkedTagManagerId } from '../app/lib/analytics-ids';

/** Spec §4/§9: analytics load on idle, about 3 s at the latest; the pixel waits up to 10 tries of 500 ms. */
const IDLE_FALLBACK_MS = 3000;
const PIXEL_TRIES = 10;
const PIXEL_TRY_MS = 500;

type PixelFunction = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: PixelFunction;
  loaded: boolean;
  version: string;
};

declare global {
  interface Window {
    dataLayer?: unknown[];
    fbq?: PixelFunction;
    _fbq?: PixelFunction;
  }
}

const element = document.querySelector<HTMLScriptElement>('script[data-souk-analytics]');
const nonce = element?.nonce ?? '';

function addScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  if (nonce) script.nonce = nonce;
  document.head.append(script);
}

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: IDLE_FALLBACK_MS });
  else setTimeout(run, IDLE_FALLBACK_MS);
}

function startTagManager(id: string): void {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  addScript(`${ANALYTICS_ORIGINS.tagManager}/gtm.js?id=${encodeURIComponent(id)}`);
}

/** The pixel's usual stub: calls queue until the library takes them over. */
function pixelStub(): PixelFunction {
  const fbq = function (...args: unknown[]) {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  } as PixelFunction;
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  fbq.queue = [];
  return fbq;
}

function startPixel(id: string): void {
  const fbq = window.fbq ?? pixelStub();
  window.fbq = fbq;
  window._fbq = fbq;
  addScript(`${ANALYTICS_ORIGINS.pixelScript}/en_US/fbevents.js`);
  let tries = 0;
  const ready = () => {
    // The library replaces the stub's queue with its own method once it has loaded.
    if (fbq.callMethod) {
      fbq('init', id);
      fbq('track', 'PageView');
      return;
    }
    tries += 1;
    if (tries < PIXEL_TRIES) setTimeout(ready, PIXEL_TRY_MS);
  };
  ready();
}

whenIdle(() => {
  const tagManagerId = checkedTagManagerId(element?.dataset.gtm);
  const pixelId = checkedPixelId(element?.dataset.pixel);
  if (tagManagerId) startTagManager(tagManagerId);
  if (pixelId) startPixel(pixelId);
});
