import { matchRoute, paths, type PageRouteName } from '../../routes';

/**
 * The mobile back button's rule (spec §2 Layout, "Back behaviour"):
 *
 * 1. An announcement (a listing) opened without history (the first Souk page of this tab, for
 *    example from a search engine or a shared link) goes to the search page of its last category:
 *    its own category, the deepest of its tree (the page tells it with `useBackFallback`; without
 *    it, the search page).
 * 2. An announcement opened right after a search page goes home.
 * 3. Any other page goes back one step in the browser's history; without history, home.
 *
 * "History" is the trail of Souk addresses visited in this tab (`nextTrail`), kept in the
 * tab's session storage, so a back button never leaves the site.
 */
export type BackAction = { kind: 'history' } | { kind: 'go'; href: string };

const SEARCH_ROUTES = new Set<PageRouteName>(['search', 'search_keywords', 'search_category']);

/** True on the root page, the only one without a back button. */
export function isRootPath(pathname: string): boolean {
  return matchRoute(pathname).name === 'home';
}

/**
 * What the back button does on `current` (a path), given the address visited before it in this
 * tab (null when none) and the page's own fallback (an announcement's category search page).
 */
export function backAction(current: string, previous: string | null, fallback?: string | null): BackAction {
  const route = matchRoute(pathOf(current)).name;
  if (route === 'announcement_show') {
    if (previous === null) return { kind: 'go', href: fallback ?? paths.search() };
    if (SEARCH_ROUTES.has(matchRoute(pathOf(previous)).name)) return { kind: 'go', href: paths.home() };
    return { kind: 'history' };
  }
  return previous === null ? { kind: 'go', href: paths.home() } : { kind: 'history' };
}

/** The address a link shows before JavaScript runs (no trail known: as if opened directly). */
export function backHref(current: string, fallback?: string | null): string {
  const action = backAction(current, null, fallback);
  return action.kind === 'go' ? action.href : paths.home();
}

/** How many addresses the trail keeps. */
export const TRAIL_LENGTH = 30;

/**
 * The trail after visiting `href`: a visit to the address just before the current one is a step
 * back (the browser's or the button's), which pops the current one; visiting the current address
 * again (a reload, a language change) changes nothing; anything else is pushed.
 */
export function nextTrail(trail: readonly string[], href: string): string[] {
  if (trail.at(-1) === href) return [...trail];
  if (trail.at(-2) === href) return trail.slice(0, -1);
  return [...trail, href].slice(-TRAIL_LENGTH);
}

function pathOf(href: string): string {
  const end = href.search(/[?#]/);
  return end === -1 ? href : href.slice(0, end);
}
