import { createContext, useContext, type ComponentType } from 'react';
import type {
  AnnouncementCardFragment,
  AnnouncementDetailFragment,
  SiteAnnouncementExtrasFragment,
  SiteStoreCardFragment,
} from '../../graphql/generated';
import type { Locale } from '../../i18n/locales';
import type { SiteDocument, SitePage } from '../document';
import type { LaunchType } from '../launch';

/** A listed announcement as the site's queries return it: the shared card plus the site's extras. */
export type SiteListedAnnouncement = AnnouncementCardFragment & SiteAnnouncementExtrasFragment;

/**
 * Addresses the blocks link to. The public site builds them for its mode (portal paths
 * /store/{id}/{slug}/…, a store's own domain, /landing/…); the studio's canvas builds inert ones.
 */
export interface SiteLinks {
  home(): string;
  /** A builder page by slug. */
  page(slug: string): string;
  /** The land's announcements list (page type search), with keywords and page. */
  listing(options?: { q?: string | null; page?: number }): string;
  /** An announcement inside the site (store-announcement-show / land-announcement-show). */
  announcement(announcement: { id: string; slug: string }): string;
  /** A store's site (a market's store blocks link there). */
  store(store: { id: string; slug: string }): string;
  terms(): string;
  privacy(): string;
  /**
   * Where an announcement's comments are read and written (the portal's announcement page);
   * ProductsShow links there when given.
   */
  comments?(announcement: { id: string; slug: string }): string;
}

/** A place of the land, for Map, Maps, Contact and ContactInformation. */
export interface SiteLocation {
  title: string | null;
  address: string | null;
  lat: number | null;
  lng: number | null;
  city: string | null;
  region: string | null;
  worktime: string | null;
  phones: string[];
  emails: string[];
  faxes: string[];
}

/** The land (store or market) a site belongs to, as the blocks show it. */
export interface SiteLand {
  launchType: LaunchType;
  id: string;
  name: string;
  slug: string;
  description: string | null;
  imageUrl: string | null;
  isOfficial: boolean;
  isVerified: boolean;
  location: SiteLocation | null;
  socials: { name: string; url: string }[];
  /** The land's categories (a store's), offered as quick searches by the Searchbar. */
  categories?: { id: string; name: string; slug: string }[];
}

/** The results of one of the build's queries. */
export interface SiteQueryResult {
  announcements: SiteListedAnnouncement[];
  clusterAnnouncements: SiteListedAnnouncement[];
  stores: SiteStoreCardFragment[];
}

/** Data the data-bound blocks read; loaded before rendering (on the server, in one GraphQL query). */
export interface SiteData {
  /** By query id. A block whose query has no result here shows an empty list. */
  queries: Record<string, SiteQueryResult>;
  /** The page of type search: the land's announcements matching the address's keywords. */
  listing?: {
    announcements: SiteListedAnnouncement[];
    currentPage: number;
    lastPage: number;
    total: number;
    q: string | null;
  };
  /** The page of type single: the announcement shown by ProductsShow (null when unknown). */
  announcement?: AnnouncementDetailFragment | null;
}

/**
 * Buying from the site (issue 20), given by the public site only: the studio's canvas shows the
 * blocks without it. The portal's cart components come in here so the shared renderer does not
 * depend on the portal.
 */
export interface SiteCommerce {
  /** Under an announcement's price on its page (ProductsShow): variant, quantity, "add to cart". */
  BuyBox: ComponentType<{ announcement: AnnouncementDetailFragment }>;
  /** On each announcement card of the site's lists: the quick "add to cart". */
  CardAction: ComponentType<{ announcement: SiteListedAnnouncement }>;
}

/** The studio's canvas: which block is selected, and how to select one. */
export interface SiteEditing {
  selectedBlockId: string | null;
  select(blockId: string): void;
}

/** Everything a block may read while it renders. */
export interface SiteRenderContextValue {
  locale: Locale;
  launchType: LaunchType;
  land: SiteLand;
  document: SiteDocument;
  page: SitePage;
  links: SiteLinks;
  data: SiteData;
  /** Set in the studio's canvas only. */
  editing?: SiteEditing;
  /** Set on the public site only. */
  commerce?: SiteCommerce;
  /**
   * Where a picture's site path (/media/…) is fetched from, for a renderer that is not on the
   * site's host: the desktop studio loads its pages from the app, not from the API's server.
   * Absent, paths stay as they are (the public site and the studio's browser build).
   */
  assetUrl?: (url: string) => string;
  /**
   * The page's CSP nonce for styles. A theme with a hex colour or a background picture needs
   * values no class can hold; SiteView writes them as CSS custom properties in one `<style>`
   * element carrying this nonce (the portal's policy refuses inline style attributes and
   * un-nonced style elements). Without it, that element has no nonce: fine where the policy
   * allows inline styles (the studio's canvas), ignored by browsers elsewhere (the palette
   * colours and the default look still apply).
   */
  nonce?: string;
}

const SiteRenderContext = createContext<SiteRenderContextValue | null>(null);

export const SiteRenderProvider = SiteRenderContext.Provider;

/** The render context; blocks render only inside a SiteView. */
export function useSiteRender(): SiteRenderContextValue {
  const value = useContext(SiteRenderContext);
  if (!value) throw new Error('Site blocks render inside <SiteView>');
  return value;
}
