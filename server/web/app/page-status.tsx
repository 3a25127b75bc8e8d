import { createContext, useContext, useEffect } from 'react';
import { useNavigation } from './navigation';

/**
 * What a page tells the server about the response while it renders: its HTTP status (a missing
 * announcement is a real 404) or an address to redirect to. In the browser nobody reads it.
 */
export interface PageResponse {
  status: number;
  redirect?: { location: string; status: 301 | 302 };
  /**
   * Set by store and market site pages: the server widens the page's content policy for the
   * site's embeds (videos, maps) and loads the land's analytics, on that page only.
   */
  site?: SiteResponse;
}

/** What a site page asks of the server besides its HTML. */
export interface SiteResponse {
  /** The land's tag-manager and pixel ids, already checked (analytics-ids.ts). */
  analytics: SiteAnalyticsIds;
}

/** A land's analytics identifiers (spec §1: a tag-manager id and a social pixel id). */
export interface SiteAnalyticsIds {
  googleTagManagerId: string | null;
  metaPixelId: string | null;
}

const PageResponseContext = createContext<PageResponse>({ status: 200 });
export const PageResponseProvider = PageResponseContext.Provider;

/** Sets the response's status from inside a page (404 for a missing announcement or category). */
export function useHttpStatus(status: number): void {
  const response = useContext(PageResponseContext);
  if (status > response.status) response.status = status;
}

/** Marks the page as a site page, with its land's analytics ids (read by the server only). */
export function useSiteResponse(site: SiteResponse): void {
  const response = useContext(PageResponseContext);
  if (typeof window === 'undefined') response.site = site;
}

/**
 * Sends the visitor to the page's one true address (an announcement reached with an old slug):
 * the server answers a redirect instead of the page; in the browser the address is replaced
 * in place, since the page shown is already the right one.
 */
export function useCanonicalRedirect(location: string | null, status: 301 | 302 = 301): void {
  const response = useContext(PageResponseContext);
  const { location: current, navigate } = useNavigation();
  if (location && typeof window === 'undefined') response.redirect = { location, status };
  const here = `${current.pathname}${current.search}`;
  useEffect(() => {
    // Replacing through the router keeps its location (and so the canonical link) in step.
    if (location && here !== location) navigate(location, { replace: true, keepScroll: true });
  }, [location, here, navigate]);
}
