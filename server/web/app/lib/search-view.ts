/**
 * How the search's results are laid out (issue 24): the card grid, or a list with one
 * announcement per row. It is part of the search's address (`view=list`; the default grid writes
 * nothing) so a page, a reload or a shared link shows the results the way they were looked at,
 * but it is no condition of the search: the `Search` query and the canonical address ignore it.
 */

/** The layouts, the default first. */
export const SEARCH_VIEWS = ['grid', 'list'] as const;
export type SearchView = (typeof SEARCH_VIEWS)[number];

/** The grid: what a search shows when its address says nothing. */
export const DEFAULT_SEARCH_VIEW: SearchView = 'grid';

/** Name of the address's query parameter. */
export const SEARCH_VIEW_PARAM = 'view';

/** The layout an address's `view` value asks for; anything else (absent, mistyped) is the grid. */
export function searchViewOf(value: string | null | undefined): SearchView {
  return (SEARCH_VIEWS as readonly string[]).includes(value ?? '') ? (value as SearchView) : DEFAULT_SEARCH_VIEW;
}

/** The `view` value an address writes for a layout: none for the default. */
export function searchViewParam(view: SearchView | undefined): string | null {
  return view && view !== DEFAULT_SEARCH_VIEW ? view : null;
}
