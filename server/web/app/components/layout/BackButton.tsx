import { ArrowLeft } from 'lucide-react';
import { createContext, useContext, useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useI18n } from '../../i18n';
import { Link, useNavigation } from '../../navigation';
import { backAction, backHref, isRootPath } from './back-history';
import { readTrail, recordLoad, recordVisit, trailHref } from './back-trail';

type Fallback = [string | null, (href: string | null) => void];
const BackFallbackContext = createContext<Fallback>([null, () => undefined]);

/** Holds the current page's back fallback (see `useBackFallback`). */
export function BackFallbackProvider({ children }: { children: ReactNode }) {
  const state = useState<string | null>(null);
  return <BackFallbackContext.Provider value={state}>{children}</BackFallbackContext.Provider>;
}

/**
 * Tells the back button where to go when the page was opened without history: an announcement
 * page passes its category's search page (spec: "the search page of its last category").
 */
export function useBackFallback(href: string | null): void {
  const [, setFallback] = useContext(BackFallbackContext);
  useEffect(() => {
    setFallback(href);
    return () => setFallback(null);
  }, [href, setFallback]);
}

/** Keeps the tab's trail of Souk addresses up to date as pages change (client-side or not). */
export function useTrailRecorder(): void {
  const { location } = useNavigation();
  // Tells the document's first page (recordLoad) from the next ones, navigated client-side.
  const loaded = useRef(false);
  useEffect(() => {
    const href = trailHref(location.pathname, location.search);
    if (loaded.current) recordVisit(href);
    else recordLoad(href);
    loaded.current = true;
  }, [location.pathname, location.search]);
}

/**
 * The phones' back button, on every page but the root (spec §2 Layout). The rule is
 * `backAction` (back-history.ts): an announcement opened without history goes to its category's
 * search page, one opened right after a search goes home, anything else goes back one step.
 * Without JavaScript it links where a first visit would go.
 */
export function BackButton() {
  const { t } = useI18n();
  const { location, navigate } = useNavigation();
  const [fallback] = useContext(BackFallbackContext);
  if (isRootPath(location.pathname)) return null;
  const current = trailHref(location.pathname, location.search);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const trail = readTrail();
    // The trail ends with the current page; the one before it is where this page was opened from.
    const previous = trail.at(-1) === current ? (trail.at(-2) ?? null) : (trail.at(-1) ?? null);
    const action = backAction(current, previous, fallback);
    if (action.kind === 'history') window.history.back();
    else navigate(action.href);
  };

  return (
    <Link
      href={backHref(current, fallback)}
      className="icon-button back-button"
      aria-label={t('portal.layout.back')}
      onClick={onClick}
    >
      <ArrowLeft aria-hidden="true" size={22} className="flip-rtl" />
    </Link>
  );
}
