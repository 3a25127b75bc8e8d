import { createContext, useContext } from 'react';

/** The store a request is served for in the standalone store-domain mode (its host is the store's `domainName`). */
export interface StoreDomain {
  storeId: string;
}

/** Facts about the running site that pages need and that the server decides. */
export interface SiteInfo {
  /** The address people use (canonical links, JSON-LD): the portal's, or the store's own domain in store-domain mode. */
  publicUrl: string;
  /** The member panel's address, for the publish button and the panel redirects. */
  panelUrl: string;
  /** The portal's address (PUBLIC_URL), for the way back from a store's own domain; absent means `publicUrl`. */
  portalUrl?: string;
  /** Set when the request came on a store's own domain: that store is the whole site (spec §2). */
  storeDomain?: StoreDomain | null;
  /** The tracking pixel is on (TRACKING): pages send their page views, promotion views and clicks. */
  tracking?: boolean;
}

const SiteContext = createContext<SiteInfo>({ publicUrl: '', panelUrl: '' });
export const SiteProvider = SiteContext.Provider;

export function useSite(): SiteInfo {
  return useContext(SiteContext);
}

/** The portal's address, also from a store's own domain. */
export function portalUrlOf(site: SiteInfo): string {
  return site.portalUrl ?? site.publicUrl;
}

/**
 * Makes a portal path a link from the current site: unchanged on the portal and its store sites,
 * absolute on a store's own domain (there the portal is another site; the cart's links to other
 * sellers' announcements and to the search go back to it).
 */
export function usePortalHref(): (path: string) => string {
  const site = useSite();
  return (path) => (site.storeDomain ? `${portalUrlOf(site)}${path}` : path);
}
