/**
 * Loads a store's or market's analytics on its site pages (spec §4): the tag manager and the
 * social pixel, when the browser is idle (3 s at the latest), and only once the visitor agreed in
 * the cookie banner (the answer is kept in this browser; Do Not Track or Global Privacy Control
 * is a refusal, asked nothing). The server adds this script only to pages of a land that has
 * ids, with the ids (checked again here) on the script element, and widens that page's content
 * policy for exactly the two providers' origins.
 */
import { consentTexts } from '../../../shared/i18n/portal/consent';
import { isLocale } from '../../../shared/i18n/locales';
import { ANALYTICS_ORIGINS, checkedPixelId, checkedTagManagerId } from '../app/lib/analytics-ids';

/** Where the visitor's answer is kept: 'granted' or 'refused'. */
const CONSENT_KEY = 'souk.analyticsConsent';

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
  interface Navigator {
    globalPrivacyControl?: boolean;
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

function startAnalytics(): void {
  whenIdle(() => {
    const tagManagerId = checkedTagManagerId(element?.dataset.gtm);
    const pixelId = checkedPixelId(element?.dataset.pixel);
    if (tagManagerId) startTagManager(tagManagerId);
    if (pixelId) startPixel(pixelId);
  });
}

function storedConsent(): string | null {
  try {
    return localStorage.getItem(CONSENT_KEY);
  } catch {
    return null;
  }
}

function keepConsent(answer: 'granted' | 'refused'): void {
  try {
    localStorage.setItem(CONSENT_KEY, answer);
  } catch {
    // Storage refused: the answer holds for this page only.
  }
}

/** The banner, in the page's language, at the bottom of the page; it goes once answered. */
function askConsent(): void {
  const lang = document.documentElement.lang;
  const texts = consentTexts[isLocale(lang) ? lang : 'fr'];
  const banner = document.createElement('section');
  banner.className = 'consent-banner';
  banner.setAttribute('aria-label', texts.label);
  const text = document.createElement('p');
  text.textContent = `${texts.text} `;
  const more = document.createElement('a');
  more.href = element?.dataset.cookies ?? '/cookies';
  more.textContent = texts.more;
  text.append(more);
  const actions = document.createElement('div');
  actions.className = 'consent-banner__actions';
  const button = (label: string, primary: boolean, answer: 'granted' | 'refused') => {
    const control = document.createElement('button');
    control.type = 'button';
    control.className = primary ? 'consent-banner__button consent-banner__button--primary' : 'consent-banner__button';
    control.textContent = label;
    control.addEventListener('click', () => {
      keepConsent(answer);
      banner.remove();
      if (answer === 'granted') startAnalytics();
    });
    return control;
  };
  actions.append(button(texts.refuse, false, 'refused'), button(texts.accept, true, 'granted'));
  banner.append(text, actions);
  document.body.append(banner);
}

const doNotTrack = navigator.doNotTrack === '1' || navigator.globalPrivacyControl === true;
const consent = storedConsent();
if (!doNotTrack) {
  if (consent === 'granted') startAnalytics();
  else if (consent !== 'refused') askConsent();
}
