import { slugifyKeywords } from '../../../../../shared/domain/search';
import { paths } from '../../routes';

/** What a menu entry opens (GraphQL `MenuTarget`): exactly one of a link, a category or keywords. */
export interface MenuTargetLike {
  link: string | null;
  q: string | null;
  category: { slug: string } | null;
}

/**
 * The address a menu entry leads to: a category's search page, a keyword search (keywords
 * slugified as the search's addresses are), or the entry's own link (a path or an https address).
 * Null for a target that leads nowhere safe.
 */
export function menuTargetHref(target: MenuTargetLike): string | null {
  if (target.category) return paths.searchCategory(target.category.slug);
  if (target.q) {
    const keywords = slugifyKeywords(target.q);
    return keywords ? paths.searchKeywords(keywords) : paths.search();
  }
  if (target.link && (/^\/(?!\/)/.test(target.link) || /^https:\/\//.test(target.link))) return target.link;
  return null;
}

/** True for an address on another site (opened as a plain link, not navigated client-side). */
export function isExternal(href: string): boolean {
  return /^https?:\/\//.test(href);
}
