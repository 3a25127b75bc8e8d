import type { SiteDocument, SitePage } from '../../../../../shared/site/document';
import type { RouteMatch } from '../../routes';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A published build's document, as the API serves it: validated against shared/site's schema
 * when it was committed and migrated to the current version when read, so the site trusts it.
 * This only refuses what is not a document at all (null, a bare value), which then shows the
 * site placeholder rather than failing to render; the browser bundle carries no schema library.
 */
export function readSiteDocument(value: unknown): SiteDocument | null {
  if (!isObject(value) || !Array.isArray(value.pages) || value.pages.length === 0) return null;
  if (!value.pages.every((page) => isObject(page) && Array.isArray(page.blocks) && typeof page.type === 'string')) {
    return null;
  }
  return {
    ...(value as SiteDocument),
    headers: Array.isArray(value.headers) ? (value.headers as SiteDocument['headers']) : [],
    footers: Array.isArray(value.footers) ? (value.footers as SiteDocument['footers']) : [],
    queries: Array.isArray(value.queries) ? (value.queries as SiteDocument['queries']) : [],
  };
}

/** Which page of a site an address shows (spec §2 children, §3 page types). */
export type SitePageRequest =
  | { type: 'home' }
  | { type: 'page'; slug: string }
  | { type: 'search' }
  | { type: 'single'; announcementId: string }
  | { type: 'legal'; name: 'terms' | 'privacy' };

/** The page a site route asks for. */
export function sitePageRequest(match: RouteMatch): SitePageRequest {
  switch (match.name) {
    case 'store_page':
    case 'landing_page':
      return { type: 'page', slug: match.params.page ?? '' };
    case 'store-announcement-show':
    case 'land-announcement-show':
      return match.params.id ? { type: 'single', announcementId: match.params.id } : { type: 'search' };
    case 'store_terms':
      return { type: 'legal', name: 'terms' };
    case 'store_privacy':
      return { type: 'legal', name: 'privacy' };
    default:
      return { type: 'home' };
  }
}

/**
 * The document's page for a request: the home page, a visible free page by its slug (hidden
 * pages are not served to visitors), the page of type search (`annonce/`) or single
 * (`annonce/{id}`). Null when the build has no such page.
 */
export function findSitePage(document: SiteDocument, request: SitePageRequest): SitePage | null {
  const { pages } = document;
  switch (request.type) {
    case 'home':
      return pages.find((page) => page.type === 'home') ?? null;
    case 'page':
      return pages.find((page) => page.type === 'page' && page.slug === request.slug && page.visible !== false) ?? null;
    case 'search':
      return pages.find((page) => page.type === 'search') ?? null;
    case 'single':
      return pages.find((page) => page.type === 'single') ?? null;
    case 'legal':
      return null;
  }
}
