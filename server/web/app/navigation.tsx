import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { DEFAULT_LOCALE, type Locale } from '../../../shared/i18n';
import { isPageLoaded } from './pages/loaded-pages';
import { isPanelPath, isPanelRoute, isSiteRoute, matchFor, type RouteMatch } from './routes';
import { useSite, type StoreDomain } from './site';

/** Where the page is: path, query and the route they match. */
export interface PortalLocation {
  pathname: string;
  search: string;
  match: RouteMatch;
  /** Set when the location came from the browser's back or forward buttons (a list restores its scroll then). */
  via?: 'history';
}

export interface NavigateOptions {
  replace?: boolean;
  /** Keep the scroll position (search keeps scroll on the same route, spec §2). */
  keepScroll?: boolean;
}

interface NavigationValue {
  location: PortalLocation;
  query: URLSearchParams;
  navigate: (href: string, options?: NavigateOptions) => void;
  /** The address with the page's language kept (spec §1: the language lives in `lang`). */
  localize: (href: string) => string;
}

const NavigationContext = createContext<NavigationValue | null>(null);

/**
 * Renders a new location. The address bar changes first, so the page must follow at once: a page
 * still showing the previous search would build its next links and filters from it (a sort chosen
 * right after a filter would drop the filter). Only a page whose chunk is still loading waits in a
 * transition, which keeps the current page on screen instead of a loading fallback.
 */
function showLocation(setLocation: (location: PortalLocation) => void, next: PortalLocation) {
  if (isPageLoaded(next.match.name)) setLocation(next);
  else startTransition(() => setLocation(next));
}

/** Reads a portal address (or, with `storeDomain`, an address on a store's own domain) into a location. */
export function locationOf(href: string, storeDomain?: StoreDomain | null): PortalLocation {
  const url = new URL(href, 'http://portal.invalid');
  return { pathname: url.pathname, search: url.search, match: matchFor(url.pathname, storeDomain) };
}

/** Adds `lang` to an internal address unless it has one or the language is the default. */
export function localizeHref(href: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || !href.startsWith('/') || href.startsWith('//')) return href;
  const url = new URL(href, 'http://portal.invalid');
  if (url.searchParams.has('lang')) return href;
  url.searchParams.set('lang', locale);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * A store's site address in the reader's language: the site reads `?lang=` as the portal does,
 * and its address may be absolute (the portal's own host or the store's domain), which
 * `localizeHref` leaves alone as it would any other site's.
 */
export function storeSiteHref(href: string, locale: Locale): string {
  if (href.startsWith('/')) return localizeHref(href, locale);
  if (locale === DEFAULT_LOCALE || !/^https?:\/\//.test(href)) return href;
  const url = new URL(href);
  if (!url.searchParams.has('lang')) url.searchParams.set('lang', locale);
  return url.toString();
}

/**
 * Client-side navigation over the History API: links and `navigate` push a new address and the
 * app renders the page of its route; the server renders the same address for a first visit.
 */
export function NavigationProvider({
  initialHref,
  locale,
  children,
}: {
  initialHref: string;
  locale: Locale;
  children: ReactNode;
}) {
  const { storeDomain } = useSite();
  const [location, setLocation] = useState(() => locationOf(initialHref, storeDomain));

  useEffect(() => {
    const onPopState = () => {
      showLocation(setLocation, { ...locationOf(window.location.href, storeDomain), via: 'history' });
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [storeDomain]);

  const localize = useCallback((href: string) => localizeHref(href, locale), [locale]);

  const navigate = useCallback(
    (href: string, options: NavigateOptions = {}) => {
      const target = localize(href);
      const next = locationOf(target, storeDomain);
      if (options.replace) window.history.replaceState(null, '', target);
      else window.history.pushState(null, '', target);
      showLocation(setLocation, next);
      if (!options.keepScroll) {
        const hash = new URL(target, window.location.href).hash;
        const anchor = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
        if (anchor) anchor.scrollIntoView();
        else window.scrollTo(0, 0);
      }
    },
    [localize, storeDomain],
  );

  const value = useMemo<NavigationValue>(
    () => ({ location, query: new URLSearchParams(location.search), navigate, localize }),
    [location, navigate, localize],
  );
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

export function useNavigation(): NavigationValue {
  const value = useContext(NavigationContext);
  if (!value) throw new Error('useNavigation outside NavigationProvider');
  return value;
}

/** The current route's name and parameters. */
export function useRoute(): RouteMatch {
  return useNavigation().location.match;
}

/**
 * Paths the browser can render itself. Sign-out, the member panel's redirects and paths the
 * portal does not know (files) go to the server. So do store and market sites, and every page
 * on a store's own domain: each site page loads as a document, with its own land's content
 * policy and analytics, which must not leak into the portal's pages or another land's.
 */
export function isClientRoute(pathname: string, from?: RouteMatch, storeDomain?: StoreDomain | null): boolean {
  if (storeDomain || (from && isSiteRoute(from.name))) return false;
  const { name } = matchFor(pathname);
  // The panel's pages this server has render here; the others are the server's to redirect.
  if (isPanelPath(pathname) && !isPanelRoute(name)) return false;
  return name !== 'logout' && name !== 'not_found' && !isSiteRoute(name);
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  /** Keep the scroll position on navigation. */
  keepScroll?: boolean;
  replace?: boolean;
};

/** A link inside the portal: a real `<a href>` (works without JavaScript), navigated client-side with it. */
export function Link({ href, keepScroll, replace, onClick, children, ...rest }: LinkProps) {
  const { navigate, localize, location } = useNavigation();
  const { storeDomain } = useSite();
  const target = localize(href);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (event.defaultPrevented || !plain || rest.target || rest.download !== undefined) return;
    const url = new URL(target, window.location.href);
    if (url.origin !== window.location.origin) return;
    if (!isClientRoute(url.pathname, location.match, storeDomain)) return;
    event.preventDefault();
    navigate(target, { keepScroll, replace });
  };
  return (
    <a href={target} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
