/**
 * The portal's route table (spec portal.md §2): every path, its aliases and parameters, in the
 * order they are tried. Pure and isomorphic: the server matches a request with it, the browser
 * matches client-side navigations with it, and links are built with `pathFor`.
 *
 * The spec's patterns are not all whole path segments (`/{slug}-d{id}`, `/{keywords}-r`), so each
 * route is a regular expression over the path rather than a segment pattern.
 */

import { LAND_ID_PATTERN } from '../../../shared/domain/stores';

/**
 * The member panel's pages this server renders itself (issue 19) when no outside panel is set
 * (`PANEL_URL`): publishing in steps, editing (the announcer's and a moderator's), and the
 * member's announcements (`/my`, with `/app/my` and `/panel` as aliases), and asking for a store
 * (`/order-store`, alias `/pro`).
 */
export type PanelRouteName =
  | 'publish'
  | 'edit_announcement'
  | 'edit_announcement_admin'
  | 'my_announcements'
  | 'order_store'
  | 'show_delivery_list'
  | 'show_delivery';

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
  | 'notifications'
  | 'store_settings'
  | PanelRouteName
  | 'announcement_show'
  | 'search'
  | 'search_keywords'
  | 'search_category'
  | StoreSiteRouteName
  | MarketSiteRouteName
  | 'not_found';

/**
 * A store's site (stores-and-site-builder.md §2): its home `/store/{storeId}/{storeSlug}/` (spec
 * route name store), its legal pages, its listing and announcement pages (store-announcement-show,
 * `annonce/{id?}`), a builder page by slug, and `/store/{storeId}` alone, which forwards.
 */
export type StoreSiteRouteName =
  'store' | 'store_forward' | 'store_terms' | 'store_privacy' | 'store-announcement-show' | 'store_page';

/** A market's site: `/landing/{landId}/{landSlug}/` and its children (land-announcement-show, `{page}`). */
export type MarketSiteRouteName = 'landing' | 'landing_forward' | 'land-announcement-show' | 'landing_page';

const STORE_SITE_ROUTES = new Set<string>([
  'store',
  'store_forward',
  'store_terms',
  'store_privacy',
  'store-announcement-show',
  'store_page',
] satisfies StoreSiteRouteName[]);
const MARKET_SITE_ROUTES = new Set<string>([
  'landing',
  'landing_forward',
  'land-announcement-show',
  'landing_page',
] satisfies MarketSiteRouteName[]);

/** True for the routes of a store's site. */
export function isStoreSiteRoute(name: PageRouteName): name is StoreSiteRouteName {
  return STORE_SITE_ROUTES.has(name);
}

/** True for the routes of a market's site. */
export function isMarketSiteRoute(name: PageRouteName): name is MarketSiteRouteName {
  return MARKET_SITE_ROUTES.has(name);
}

/** True for a store or market site route: those get the quick bar instead of the portal's frame (portal.md §2). */
export function isSiteRoute(name: PageRouteName): boolean {
  return isStoreSiteRoute(name) || isMarketSiteRoute(name);
}

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

const PANEL_ROUTES = new Set<string>([
  'publish',
  'edit_announcement',
  'edit_announcement_admin',
  'my_announcements',
  'order_store',
  'show_delivery_list',
  'show_delivery',
] satisfies PanelRouteName[]);

/** True for the member panel's pages this server renders. */
export function isPanelRoute(name: PageRouteName): name is PanelRouteName {
  return PANEL_ROUTES.has(name);
}

/** True when the path is one of the spec's member panel addresses (an outside panel takes them all when set). */
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

/**
 * Store and market sites. The id segment takes anything here: the spec wants digits, and a
 * page whose id is not digits falls back to `?id=` or shows 'Unable to parse STORE ID'
 * (`landIdOf`); the announcement id of `annonce/{id}` must be digits.
 */
const SITE_ROUTES: RouteDefinition[] = [
  { name: 'store_forward', pattern: /^\/store\/([^/]+)$/, keys: ['storeId'] },
  { name: 'store', pattern: /^\/store\/([^/]+)\/([^/]+)$/, keys: ['storeId', 'storeSlug'] },
  { name: 'store_terms', pattern: /^\/store\/([^/]+)\/([^/]+)\/terms$/, keys: ['storeId', 'storeSlug'] },
  { name: 'store_privacy', pattern: /^\/store\/([^/]+)\/([^/]+)\/privacy$/, keys: ['storeId', 'storeSlug'] },
  {
    name: 'store-announcement-show',
    pattern: /^\/store\/([^/]+)\/([^/]+)\/annonce(?:\/(\d+))?$/,
    keys: ['storeId', 'storeSlug', 'id'],
  },
  { name: 'store_page', pattern: /^\/store\/([^/]+)\/([^/]+)\/([^/]+)$/, keys: ['storeId', 'storeSlug', 'page'] },
  { name: 'landing_forward', pattern: /^\/landing\/([^/]+)$/, keys: ['landId'] },
  { name: 'landing', pattern: /^\/landing\/([^/]+)\/([^/]+)$/, keys: ['landId', 'landSlug'] },
  {
    name: 'land-announcement-show',
    pattern: /^\/landing\/([^/]+)\/([^/]+)\/annonce(?:\/(\d+))?$/,
    keys: ['landId', 'landSlug', 'id'],
  },
  { name: 'landing_page', pattern: /^\/landing\/([^/]+)\/([^/]+)\/([^/]+)$/, keys: ['landId', 'landSlug', 'page'] },
];

const ROUTES: RouteDefinition[] = [
  ...SITE_ROUTES,
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
  { name: 'notifications', pattern: /^\/notifications$/ },
  { name: 'publish', pattern: /^\/publish$/ },
  { name: 'edit_announcement', pattern: /^\/edit-announcement\/(\d+)$/, keys: ['id'] },
  { name: 'edit_announcement_admin', pattern: /^\/edit-announcement-admin\/(\d+)$/, keys: ['id'] },
  { name: 'my_announcements', pattern: /^\/(?:my|app\/my|panel)$/ },
  { name: 'order_store', pattern: /^\/(?:order-store|pro)$/ },
  { name: 'show_delivery_list', pattern: /^\/show-delivery-list$/ },
  { name: 'show_delivery', pattern: /^\/show-delivery\/(\d+)$/, keys: ['id'] },
  { name: 'store_settings', pattern: /^\/my\/store\/(\d+)$/, keys: ['id'] },
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
  return matchIn(ROUTES, pathname);
}

/**
 * The routes of the standalone store-domain mode (spec §2): the store is the whole site, so its
 * home is `/` with children checkout/info, terms, privacy, annonce/{id?} and {page}, plus
 * login-external (the profile is the portal's: the server sends `/profile` there). Every match
 * carries the store's id (known from the host).
 */
const STORE_DOMAIN_ROUTES: RouteDefinition[] = [
  { name: 'store', pattern: /^\/$/ },
  { name: 'checkout', pattern: /^\/checkout(?:\/(info|confirm))?$/, keys: ['step'] },
  { name: 'store_terms', pattern: /^\/terms$/ },
  { name: 'store_privacy', pattern: /^\/privacy$/ },
  { name: 'store-announcement-show', pattern: /^\/annonce(?:\/(\d+))?$/, keys: ['id'] },
  { name: 'login_external', pattern: /^\/login-external$/ },
  { name: 'logout', pattern: /^\/(?:auth\/logout|logout)$/ },
  { name: 'store_page', pattern: /^\/([^/]+)$/, keys: ['page'] },
];

/** Finds the route of a path on a store's own domain; the store's id is added to the parameters. */
export function matchStoreDomainRoute(pathname: string, storeId: string): RouteMatch {
  const match = matchIn(STORE_DOMAIN_ROUTES, pathname);
  return isStoreSiteRoute(match.name) ? { name: match.name, params: { ...match.params, storeId } } : match;
}

/** The route of a path, on the portal or (with `storeDomain`) on a store's own domain. */
export function matchFor(pathname: string, storeDomain?: { storeId: string } | null): RouteMatch {
  return storeDomain ? matchStoreDomainRoute(pathname, storeDomain.storeId) : matchRoute(pathname);
}

function matchIn(routes: RouteDefinition[], pathname: string): RouteMatch {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  for (const route of routes) {
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
  /** Sign-in that also offers to continue without an account (spec §6: checkout needs no account). */
  loginToOrder: (redirectTo: string) => withQuery('/auth/login', { redirectTo, loginAnonymous: 1 }),
  logout: () => '/auth/logout',
  register: () => '/auth/register',
  resetPasswordRequest: () => '/auth/reset_password_request',
  resetPasswordConfirm: () => '/auth/reset_password_confirm',
  member: (id: string, tab?: MemberTab) => `/membre/${id}${tab ? `/${tab}` : ''}`,
  profileSettings: () => '/profile-settings',
  notifications: () => '/notifications',
  stores: (tag?: string) => `/boutiques${tag ? `/${encodeURIComponent(tag)}` : ''}`,
  /** `purchasedFrom`: the store site the buyer orders from (its slug; the spec's purchased_from). */
  checkout: (chunkId?: string, purchasedFrom?: string) =>
    withQuery('/checkout/info', { chunkId, purchased_from: purchasedFrom }),
  /** Where a checkout's online payment stands (the provider sends the buyer back here). */
  payment: (checkoutId: string) => withQuery('/checkout/confirm', { checkout: checkoutId }),
  /** The buyer's orders, and one of them (spec: show-delivery). */
  orders: () => '/show-delivery-list',
  order: (id: string) => `/show-delivery/${id}`,
  travel: () => '/travel',
  contact: () => '/contact-us',
  /** Where "Show the number" posts without JavaScript (the server answers 303 back to the page). */
  announcementPhone: () => '/announcement-phone',
  /** Where the comment form posts without JavaScript (the server answers 303 back to the page). */
  announcementComment: () => '/announcement-comment',
  legal: (page: LegalPage) => `/${page}`,
  merchant: (id: string) => `/merchant/${id}`,
  messagesThread: (threadId: string) => `/messages/thread/${encodeURIComponent(threadId)}`,
  /** Publishing in steps; `steps` opens one (spec §2: `upload` opens the pictures step). */
  publish: (step?: string) => withQuery('/publish', { steps: step }),
  /** The member panel's home: the member's announcements. */
  panel: () => '/my',
  /** The announcer's form of an announcement, in the same steps as publishing. */
  editAnnouncement: (id: string, step?: string) => withQuery(`/edit-announcement/${id}`, { steps: step }),
  /** A store's details as its owner changes them on the web. */
  storeSettings: (id: string) => `/my/store/${id}`,
  /** Asking for a store (spec: "purchase a store"; `/pro` too). */
  orderStore: () => '/order-store',
  /** A moderator's form of anyone's announcement. */
  editAnnouncementAdmin: (id: string, step?: string) => withQuery(`/edit-announcement-admin/${id}`, { steps: step }),
} as const;

/** A store or market as its site's addresses need it. */
export interface LandRef {
  id: string;
  slug: string;
}

/** The home of a store's site on the portal, `/store/{storeId}/{storeSlug}/` (its canonical address ends with a slash). */
export function storeSitePath(store: LandRef): string {
  return `/store/${store.id}/${encodeURIComponent(store.slug || 'boutique')}/`;
}

/** The home of a market's site, `/landing/{landId}/{landSlug}/`. */
export function marketSitePath(market: LandRef): string {
  return `/landing/${market.id}/${encodeURIComponent(market.slug || 'market')}/`;
}

/**
 * A land's id from its site's address (spec §2): the path's id when it is digits, else the `id`
 * query parameter when that is; null when neither can be parsed ('Unable to parse STORE ID').
 */
export function landIdOf(pathId: string | undefined, query: URLSearchParams): string | null {
  if (pathId !== undefined && LAND_ID_PATTERN.test(pathId)) return pathId;
  const fallback = query.get('id');
  return fallback !== null && LAND_ID_PATTERN.test(fallback) ? fallback : null;
}

/**
 * The one address of a site page on the portal, once the land's id and current slug are known:
 * a forward (`/store/{id}`), an old slug or an id read from `?id=` all lead here (301).
 */
export function siteRouteAddress(match: RouteMatch, land: LandRef): string | null {
  const store = storeSitePath(land);
  const market = marketSitePath(land);
  const id = match.params.id;
  switch (match.name) {
    case 'store':
    case 'store_forward':
      return store;
    case 'store_terms':
      return `${store}terms`;
    case 'store_privacy':
      return `${store}privacy`;
    case 'store-announcement-show':
      return `${store}annonce${id ? `/${id}` : ''}`;
    case 'store_page':
      return `${store}${encodeURIComponent(match.params.page ?? '')}`;
    case 'landing':
    case 'landing_forward':
      return market;
    case 'land-announcement-show':
      return `${market}annonce${id ? `/${id}` : ''}`;
    case 'landing_page':
      return `${market}${encodeURIComponent(match.params.page ?? '')}`;
    default:
      return null;
  }
}

/**
 * Routes that need a signed-in user (spec §2 guards: only checkout information with a chunkId
 * qualifies, else home; the notification centre and the messenger's threads are ours: visitors
 * sign in first and come back to the thread).
 */
export function requiresLogin(match: RouteMatch): boolean {
  return (
    match.name === 'checkout' ||
    match.name === 'profile_settings' ||
    match.name === 'notifications' ||
    match.name === 'messages_thread' ||
    match.name === 'store_settings' ||
    isPanelRoute(match.name)
  );
}

/** Control characters and backslashes: never part of an address this site redirects to. */
const UNSAFE_IN_PATH = /[\u0000-\u001f\u007f\\]/;
const REDIRECT_BASE = 'http://souk.invalid';

/**
 * A `redirectTo` value that is safe to follow: a path on this site. Anything else (another
 * host, a scheme, `//host`, control characters, backslashes, encoded slashes) is refused so a
 * sign-in link cannot send people elsewhere or break the response.
 */
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2048) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null;
  }
  // Browsers drop tabs and line breaks from addresses and read a backslash as a slash, so
  // "/\t/evil.example" would leave the site; a line break would also break the Location header.
  if (UNSAFE_IN_PATH.test(value) || UNSAFE_IN_PATH.test(decoded)) return null;
  if (!value.startsWith('/') || value.startsWith('//') || decoded.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(value, REDIRECT_BASE);
  } catch {
    return null;
  }
  if (url.origin !== REDIRECT_BASE) return null;
  // Normalised (dot segments resolved), as the browser would read it. Resolving may itself make
  // a `//host` ("/..//host" is "//host"): the result is checked again, as the browser would read it.
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (path.startsWith('//') || path.startsWith('/\\')) return null;
  return path;
}
