import type { PageRouteName } from '../routes';

/**
 * Which routes have their page's chunk loaded, so it renders at once without suspending. The
 * registry records it as chunks arrive; the navigation reads it to decide whether a new location
 * shows at once or in a transition. Kept apart from the registry, whose chunks import the
 * navigation: the navigation importing the registry would close a circle through every page.
 */
const loadedRoutes = new Set<PageRouteName>();

/** Records that these routes' page can render at once. */
export function markPagesLoaded(names: Iterable<PageRouteName>): void {
  for (const name of names) loadedRoutes.add(name);
}

/** True when the route's page can render at once, without suspending for its chunk. */
export function isPageLoaded(name: PageRouteName): boolean {
  return loadedRoutes.has(name);
}
