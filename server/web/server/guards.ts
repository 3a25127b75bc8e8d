import {
  isPanelPath,
  isPanelRoute,
  matchRoute,
  paths,
  matchStoreDomainRoute,
  requiresLogin,
  safeRedirectPath,
  withQuery,
  type RouteMatch,
} from '../app/routes';

/** What the server does with a page request before rendering it. */
export type PageDecision =
  | { kind: 'render'; match: RouteMatch }
  | { kind: 'redirect'; location: string; status?: 301 | 302 | 303 }
  | { kind: 'exchange-code'; code: string; next: string }
  | { kind: 'logout'; next: string };

/** Address parameters the portal acts on once, then strips (spec §4 "Sign-in by address"). */
const ONCE_PARAMS = ['auth_token', 'logout'] as const;

/** The authentication pages: a signed-in member is sent on from them (spec §2 route guards). */
const AUTH_PAGES = new Set<RouteMatch['name']>([
  'login',
  'register',
  'reset_password_request',
  'reset_password_confirm',
  'login_external',
]);

/** Site homes: their one address ends with a slash. */
const SITE_HOMES = new Set<RouteMatch['name']>(['store', 'landing']);

/** The path of the portal's sign-in bridge to a store's own domain (see site-sign-in.ts). */
export const SITE_SIGN_IN_PATH = '/auth/site-sign-in';

/** The portal's address that signs a member in on a store's own domain, then comes back to `redirectTo` there. */
export function siteSignInAddress(portalUrl: string, storeId: string, redirectTo: string): string {
  return `${portalUrl}${withQuery(SITE_SIGN_IN_PATH, { store: storeId, redirectTo })}`;
}

/**
 * Decides a page request on a store's own domain (standalone store-domain mode, spec §2): the
 * store's routes; signing in goes through the portal (cookies are per host, so the portal hands
 * an authorization code back in the address, exchanged here); signing out ends both sessions.
 */
export function decideStorePage(
  url: URL,
  options: { signedIn: boolean; anySession?: boolean; storeId: string; portalUrl: string },
): PageDecision {
  const { pathname, searchParams } = url;
  const stripped = new URL(url);
  for (const name of ONCE_PARAMS) stripped.searchParams.delete(name);
  const next = `${stripped.pathname}${stripped.search}`;

  const code = searchParams.get('auth_token');
  if (code) return { kind: 'exchange-code', code, next };
  const portalLogout = `${options.portalUrl}${withQuery('/auth/logout', { lang: searchParams.get('lang') })}`;
  if (searchParams.get('logout') === 'true') return { kind: 'logout', next: portalLogout };

  if (pathname.length > 1 && pathname.endsWith('/')) {
    return { kind: 'redirect', location: `${pathname.replace(/\/+$/, '') || '/'}${url.search}`, status: 301 };
  }
  const signIn = (back: string) =>
    siteSignInAddress(options.portalUrl, options.storeId, withQuery(back, { lang: searchParams.get('lang') }));
  if (SIGN_IN_PATHS.has(pathname)) {
    const back = safeRedirectPath(searchParams.get('redirectTo')) ?? '/';
    return options.signedIn ? { kind: 'redirect', location: back } : { kind: 'redirect', location: signIn(back) };
  }

  // The member's profile lives on the portal (spec §2 lists a profile route in this mode).
  if (pathname === '/profile') {
    return {
      kind: 'redirect',
      location: `${options.portalUrl}${withQuery('/profile-settings', { lang: searchParams.get('lang') })}`,
    };
  }
  const match = matchStoreDomainRoute(pathname, options.storeId);
  if (match.name === 'logout') return { kind: 'logout', next: portalLogout };
  if (options.signedIn && match.name === 'login_external') {
    return { kind: 'redirect', location: safeRedirectPath(searchParams.get('redirectTo')) ?? '/' };
  }
  if (!(options.signedIn || options.anySession) && match.name === 'checkout')
    return { kind: 'redirect', location: '/' };
  return { kind: 'render', match };
}

/** Sign-in and registration paths: on a store's domain they lead to the portal's sign-in. */
const SIGN_IN_PATHS = new Set(['/auth/login', '/login', '/auth', '/auth/register', '/register']);

/**
 * Decides a page request from its address and whether a member is signed in: the spec's
 * route guards, the sign-in and sign-out by address, the panel and alias redirects. Pure, so
 * every rule has a unit test.
 */
export function decidePage(
  url: URL,
  options: {
    /** A member with an account is signed in; an anonymous token is not (it may still sign in or register). */
    signedIn: boolean;
    /** Any session, an anonymous one included: checkout is open to a visitor who continued without an account. */
    anySession?: boolean;
    /** An outside member panel's address; empty when this server is the panel. */
    panelUrl: string;
  },
): PageDecision {
  const { pathname, searchParams } = url;
  const stripped = new URL(url);
  for (const name of ONCE_PARAMS) stripped.searchParams.delete(name);
  const next = `${stripped.pathname}${stripped.search}`;

  const code = searchParams.get('auth_token');
  if (code) return { kind: 'exchange-code', code, next };
  if (searchParams.get('logout') === 'true') return { kind: 'logout', next };

  // An outside panel (PANEL_URL) takes every panel address; else this server renders the pages it
  // has and sends the others to the member's announcements, the panel's home.
  if (isPanelPath(pathname) && options.panelUrl) {
    return { kind: 'redirect', location: `${options.panelUrl}${pathname}${url.search}` };
  }
  if (isPanelPath(pathname) && !isPanelRoute(matchRoute(pathname).name)) {
    return { kind: 'redirect', location: withQuery(paths.panel(), { lang: searchParams.get('lang') }) };
  }
  if (pathname === '/login-anonymous') {
    return {
      kind: 'redirect',
      location: withQuery('/auth/login', { loginAnonymous: 1, lang: searchParams.get('lang') }),
    };
  }
  // One address per page: a trailing slash redirects to the address without it, except a
  // store's or market's site home, whose address is a folder (`/store/{id}/{slug}/`, spec §2).
  const bare = pathname.replace(/\/+$/, '') || '/';
  const folder = SITE_HOMES.has(matchRoute(bare).name);
  if (folder && pathname !== `${bare}/`) {
    return { kind: 'redirect', location: `${bare}/${url.search}`, status: 301 };
  }
  if (!folder && pathname !== bare) {
    return { kind: 'redirect', location: `${bare}${url.search}`, status: 301 };
  }

  // The page's language goes along every redirect the guards decide (spec §1: it lives in `lang`).
  const lang = searchParams.get('lang');
  const inLanguage = (location: string): string => {
    if (!lang) return location;
    const target = new URL(location, url);
    if (!target.searchParams.has('lang')) target.searchParams.set('lang', lang);
    return `${target.pathname}${target.search}`;
  };

  const match = matchRoute(pathname);
  if (match.name === 'logout') return { kind: 'logout', next: inLanguage('/') };
  // Page 1 has one address: /s, not /s/1.
  if (match.params.page === '1' || match.params.page === '0') {
    return { kind: 'redirect', location: `${pathname.replace(/\/\d+$/, '')}${url.search}`, status: 301 };
  }

  if (options.signedIn && AUTH_PAGES.has(match.name)) {
    const redirectTo = searchParams.get('redirectTo');
    const chunkId = searchParams.get('chunkId');
    if (chunkId) return { kind: 'redirect', location: inLanguage(withQuery('/checkout/info', { chunkId })) };
    return { kind: 'redirect', location: inLanguage(safeRedirectPath(redirectTo) ?? '/') };
  }
  const checkoutAllowed = match.name === 'checkout' && options.anySession === true;
  if (!options.signedIn && requiresLogin(match) && !checkoutAllowed) {
    // Checkout without a session goes home (spec); the settings ask to sign in first.
    if (match.name === 'checkout') return { kind: 'redirect', location: inLanguage('/') };
    return {
      kind: 'redirect',
      location: inLanguage(withQuery('/auth/login', { redirectTo: `${pathname}${url.search}` })),
    };
  }
  return { kind: 'render', match };
}
