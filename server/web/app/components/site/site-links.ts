import type { Locale } from '../../../../../shared/i18n';
import type { SiteLinks } from '../../../../../shared/site/render/context';
import { localizeHref } from '../../navigation';
import { paths, storeSitePath, withQuery } from '../../routes';

/** Where a site lives, for its links. */
export interface SiteLinksOptions {
  /** The site's home, a folder: `/store/{id}/{slug}/`, `/landing/{id}/{slug}/`, or `/` on a store's own domain. */
  base: string;
  locale: Locale;
  /** Prefix of portal addresses: empty on the portal, the portal's origin on a store's own domain. */
  portalPrefix: string;
  /** The store whose site this is (a link to it goes home, spec §2 "in store-specific mode a store link goes to home"). */
  ownStoreId?: string;
  /** A store's site has its own terms and privacy pages; a market's link to the portal's. */
  ownLegalPages: boolean;
}

/**
 * The addresses a site's blocks link to (shared/site's `SiteLinks`), for the site's mode: on the
 * portal under the land's folder, or domain-relative on a store's own domain. Each keeps the
 * page's language.
 */
export function siteLinks(options: SiteLinksOptions): SiteLinks {
  const { base, locale, portalPrefix } = options;
  const local = (href: string) => localizeHref(href, locale);
  const portal = (path: string) => `${portalPrefix}${localizeHref(path, locale)}`;
  const child = (path: string) => local(`${base}${path}`);
  return {
    home: () => local(base),
    page: (slug) => child(encodeURIComponent(slug)),
    listing: ({ q, page } = {}) =>
      child(withQuery('annonce', { q: q?.trim() || undefined, page: page && page > 1 ? page : undefined })),
    announcement: (announcement) => child(`annonce/${announcement.id}`),
    store: (store) => (store.id === options.ownStoreId ? local(base) : portal(storeSitePath(store))),
    terms: () => (options.ownLegalPages ? child('terms') : portal(paths.legal('terms'))),
    privacy: () => (options.ownLegalPages ? child('privacy') : portal(paths.legal('privacy'))),
    // Questions and answers live on the portal's announcement page.
    comments: (announcement) => `${portal(paths.announcement(announcement))}#comments`,
  };
}
