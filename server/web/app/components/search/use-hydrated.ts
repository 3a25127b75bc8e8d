import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the server renders and while the browser hydrates, true afterwards: controls
 * that only exist for visitors without JavaScript (a "Sort" submit button, a `#filters` link)
 * are rendered until the page's script has taken over, and the hydrated HTML still matches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
