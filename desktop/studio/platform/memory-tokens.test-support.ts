import type { StoredTokens } from './platform';

/** The platform's token store, in memory: what the session tests sign in with. */
export function memoryTokenStore(initial: StoredTokens | null = null) {
  let kept = initial;
  return {
    kept: () => kept,
    loadTokens: () => Promise.resolve(kept),
    saveTokens: (tokens: StoredTokens) => {
      kept = tokens;
      return Promise.resolve();
    },
    clearTokens: () => {
      kept = null;
      return Promise.resolve();
    },
  };
}
