/**
 * The portal's route table (spec portal.md §2): every path, its aliases and parameters, in the
 * order they are tried. Pure and isomorphic: the server matches a request with it, the browser
 * matches client-side navigations with it, and links are built with `pathFor`.
 *
 * The spec's patterns are not all whole path segments (`/{slug}-d{id}`, `/{keywords}-r`), so each
 * route is a regular expression over the path rather than a segment pattern.
 */

/** Names of the routes that render a page (spec route names where it gives them). */
export type PageRouteName =
  | 'home'
  | 'messages_thread'
  | 'login'
  | 'logout'
  | 'register'
  | 'reset_password_request'
  | 'reset_password_confirm'
  | 'login_external'
  | 'stores'
  | 'member'
  | 'checkout'
  | 'travel'
  | 'contact'
  | 'legal'
  | 'merchant'
  | 'profile_settings'
  | 'announcement_show'
  | 'search'
  | 'search_keywords'
  | 'search_category'
  | 'not_found';

/** The legal pages, each at its own path (spec: /legals, /terms, /conditions, /cookies, /privacy). */
export const LEGAL_PAGES = ['legals', 'terms', 'conditions', 'cookies', 'privacy'] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];

/** Member profile tabs (spec: announcements, viewed announcements, likes, history, bookmarks, subscriptions, followers). */
export const MEMBER_TABS = [
  'announcements',
  'viewed',
  'likes',
  'history',
  'bookmarks',
  'subscriptions',
  'followers',
] as const;
export type MemberTab = (typeof MEMBER_TABS)[number];

/** A matched route: its name and the parameters read from the path. */
export interface RouteMatch {
  name: PageRouteName;
  params: Record<string, string>;
}

/** Paths that leave the portal for the member panel (spec §2 "Redirects to a separate member panel"). */
const PANEL_PATHS: RegExp[] = [
  /^\/publish$/,
  /^\/pro$/,
  /^\/order-store$/,
  /^\/show-delivery\/\d+$/,
  /^\/show-delivery-list$/,
  /^\/show-promotion$/,
  /^\/edit-announcement\/\d+$/,
  /^\/edit-announcement-admin\/\d+$/,
  /^\/panel$/,
  /^\/app\/my$/,
  /^\/my$/,
];

/** True when the path belongs to the member panel, which lives at its own address. */
export function isPanelPath(pathname: string): boolean {
  return PANEL_PATHS.some((pattern) => pattern.test(pathname));
}

interface RouteDefinition {
  name: PageRouteName;
  pattern: RegExp;
  /** Names of the pattern's capture groups, in order. */
  keys?: string[];
  /** Fixed parameters of an alias (a legal page's name). */
  fixed?: Record<string, string>;
}

const PAGE = '(?:/(\\d+))?';

const ROUTES: RouteDefinition[] = [
  { name: 'home', pattern: /^\/$/ },
  { name: 'messages_thread', pattern: /^\/messages\/thread\/([^/]+)$/, keys: ['threadId'] },
  { name: 'login', pattern: /^\/(?:auth\/login|login|auth)$/ },
  { name: 'logout', pattern: /^\/auth\/logout$/ },
  { name: 'register', pattern: /^\/(?:auth\/register|register)$/ },
  { name: 'reset_password_request', pattern: /^\/auth\/reset_password_request$/ },
  { name: 'reset_password_confirm', pattern: /^\/auth\/reset_password_confirm$/ },
  { name: 'login_external', pattern: /^\/login-external$/ },
  { name: 'stores', pattern: /^\/boutiques(?:\/([^/]+))?$/, keys: ['tag'] },
  { name: 'member', pattern: /^\/membre\/(\d+)(?:\/([a-z]+))?$/, keys: ['id', 'tab'] },
  { name: 'checkout', pattern: /^\/checkout(?:\/(info|confirm))?$/, keys: ['step'] },
  { name: 'travel', pattern: /^\/travel(?:\/(destination))?$/, keys: ['step'] },
  { name: 'contact', pattern: /^\/contact-us$/ },
  ...LEGAL_PAGES.map((page) => ({ name: 'legal' as const, pattern: new RegExp(`^/${page}$`), fixed: { page } })),
  { name: 'merchant', pattern: /^\/merchant\/(\d+)$/, keys: ['id'] },
  { name: 'profile_settings', pattern: /^\/profile-settings$/ },
  { name: 'search', pattern: new RegExp(`^/s${PAGE}$`), keys: ['page'] },
  { name: 'announcement_show', pattern: /^\/([^/]+)-d(\d+)$/, keys: ['slug', 'id'] },
  { name: 'search_keywords', pattern: new RegExp(`^/([^/]+)-r${PAGE}$`), keys: ['keywords', 'page'] },
  // A category slug is lower-case letters, digits and dashes; anything else is not found.
  { name: 'search_category', pattern: new RegExp(`^/([a-z0-9][a-z0-9-]*)${PAGE}$`), keys: ['category', 'page'] },
];

/** Decodes a path segment, leaving undecodable input as it came (it then matches nothing useful). */
function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Finds the route of a path (without query string); unknown paths give `not_found`. */
export function matchRoute(pathname: string): RouteMatch {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  for (const route of ROUTES) {
    const found = route.pattern.exec(path);
    if (!found) continue;
    const params: Record<string, string> = { ...route.fixed };
    route.keys?.forEach((key, index) => {
      const value = found[index + 1];
      if (value !== undefined) params[key] = decode(value);
    });
    return { name: route.name, params };
  }
  return { name: 'not_found', params: {} };
}

/** Query parameters of a link; empty and undefined values are left out. */
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** Joins a path and its query parameters into an address. */
export function withQuery(path: string, query: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

const pageSuffix = (page?: number): string => (page && page > 1 ? `/${page}` : '');

/** Builders of the portal's addresses, so no component writes a path by hand. */
export const paths = {
  home: () => '/',
  announcement: (announcement: { id: string; slug: string }) =>
    `/${encodeURIComponent(announcement.slug || 'annonce')}-d${announcement.id}`,
  search: (page?: number) => `/s${pageSuffix(page)}`,
  searchKeywords: (keywords: string, page?: number) => `/${encodeURIComponent(keywords)}-r${pageSuffix(page)}`,
  searchCategory: (categorySlug: string, page?: number) => `/${categorySlug}${pageSuffix(page)}`,
  login: (redirectTo?: string) => withQuery('/auth/login', { redirectTo }),
  logout: () => '/auth/logout',
  register: () => '/auth/register',
  resetPasswordRequest: () => '/auth/reset_password_request',
  resetPasswordConfirm: () => '/auth/reset_password_confirm',
  member: (id: string, tab?: MemberTab) => `/membre/${id}${tab ? `/${tab}` : ''}`,
  profileSettings: () => '/profile-settings',
  stores: (tag?: string) => `/boutiques${tag ? `/${encodeURIComponent(tag)}` : ''}`,
  checkout: () => '/checkout/info',
  travel: () => '/travel',
  contact: () => '/contact-us',
  legal: (page: LegalPage) => `/${page}`,
  merchant: (id: string) => `/merchant/${id}`,
  messagesThread: (threadId: string) => `/messages/thread/${encodeURIComponent(threadId)}`,
  publish: () => '/publish',
  /** The member panel's home (the server redirects it to the panel). */
  panel: () => '/panel',
  /** The member panel's edit form of an announcement (the server redirects it to the panel). */
  editAnnouncement: (id: string) => `/edit-announcement/${id}`,
} as const;

/** Routes that need a signed-in user (spec §2 guards: only checkout information with a chunkId qualifies, else home). */
export function requiresLogin(match: RouteMatch): boolean {
  return match.name === 'checkout' || match.name === 'profile_settings';
}

/**
 * A `redirectTo` value that is safe to follow: a path on this site. Anything else (another
 * host, a scheme, `//host`) is refused so a sign-in link cannot send people elsewhere.
 */
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  return value.length <= 2048 ? value : null;
}
