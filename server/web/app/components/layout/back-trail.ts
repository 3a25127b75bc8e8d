import { nextTrail } from './back-history';

/** Where the tab's trail of Souk addresses is kept (session storage: this tab only, gone with it). */
const TRAIL_KEY = 'souk:trail';

/** An address as the trail keeps it: the language left out, since changing it is the same page. */
export function trailHref(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete('lang');
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The trail of this tab, oldest first; empty when storage is unavailable. */
export function readTrail(): string[] {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(TRAIL_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** Records a visit to `href` in the tab's trail. */
export function recordVisit(href: string): void {
  try {
    window.sessionStorage.setItem(TRAIL_KEY, JSON.stringify(nextTrail(readTrail(), href)));
  } catch {
    // Private modes may refuse storage: the back button then behaves as on a first visit.
  }
}

/**
 * Records the first page of a document load. Arriving from another site (a search engine, a
 * shared link, a bookmark) starts the trail again: that page was opened without history even if
 * the tab visited Souk before.
 */
export function recordLoad(href: string): void {
  let fromSouk = false;
  try {
    fromSouk = document.referrer !== '' && new URL(document.referrer).origin === window.location.origin;
  } catch {
    fromSouk = false;
  }
  if (fromSouk) {
    recordVisit(href);
    return;
  }
  try {
    window.sessionStorage.setItem(TRAIL_KEY, JSON.stringify([href]));
  } catch {
    // As above: without storage, every page is a first visit.
  }
}
