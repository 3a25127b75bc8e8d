import { safeLink } from '../media/urls';
import type { SiteLinks } from './context';

const BASE = 'http://site.invalid';

/**
 * Joins a path of the site ("/annonce", "/a-propos?x=1#top") to the site's home address, which
 * differs by mode (/store/{id}/{slug}/ on the portal, / on a store's own domain, /landing/… for
 * markets) and may carry the language (?lang=ar): the home's query is kept, the link's added.
 */
function withinSite(home: string, path: string): string {
  const root = new URL(home, BASE);
  const target = new URL(path, BASE);
  const pathname = `${root.pathname.replace(/\/+$/, '')}${target.pathname}`;
  const query = new URLSearchParams(root.search);
  target.searchParams.forEach((value, key) => query.set(key, value));
  const queryString = query.toString();
  const search = queryString ? `?${queryString}` : '';
  const origin = root.origin === BASE ? '' : root.origin;
  return `${origin}${pathname}${search}${target.hash}`;
}

/**
 * The address a link attribute leads to: http(s), mailto and tel as they are, anchors as they
 * are, paths of the site under the site's home; null for anything not allow-listed (the block
 * then shows its content without a link).
 */
export function resolveLink(links: SiteLinks, value: string | null | undefined): string | null {
  const safe = safeLink(value);
  if (!safe) return null;
  if (safe.startsWith('/')) return withinSite(links.home(), safe);
  return safe;
}
