import { useEffect } from 'react';
import { useNavigation } from '../../navigation';

/** How long after the last scroll the position is written down. */
const SAVE_DELAY_MS = 150;

/** The sessionStorage key of a list's saved scroll position. */
export function scrollKeyOf(address: string): string {
  return `souk:scroll:${address}`;
}

/** The document's own arrival counts once: later lists of the same document came by links. */
let documentArrivalUsed = false;

/** True for the first list of a document reached with the browser's back or forward buttons. */
function documentCameFromHistory(): boolean {
  if (documentArrivalUsed) return false;
  documentArrivalUsed = true;
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'back_forward';
}

/**
 * The store list restores its saved scroll position (spec §2): while the list is shown its
 * position is written to sessionStorage (on scroll, on leaving the page, on a click that leaves
 * it), and coming back to the same address with back or forward scrolls there again, once
 * `ready` (the list has rendered).
 */
export function useScrollRestore(ready: boolean): void {
  const { location } = useNavigation();
  const address = `${location.pathname}${location.search}`;
  const fromHistory = location.via === 'history';

  useEffect(() => {
    if (!ready) return;
    const key = scrollKeyOf(address);
    const here = () => `${window.location.pathname}${window.location.search}` === address;
    if (documentCameFromHistory() || fromHistory) {
      const saved = Number(window.sessionStorage.getItem(key));
      if (saved > 0) window.scrollTo(0, saved);
    }
    // Only while the address is still the list's: a navigation scrolls the next page to its top first.
    const save = () => {
      if (here()) window.sessionStorage.setItem(key, String(Math.round(window.scrollY)));
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(save, SAVE_DELAY_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', save);
    document.addEventListener('click', save, { capture: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', save);
      document.removeEventListener('click', save, { capture: true });
    };
  }, [address, fromHistory, ready]);
}
