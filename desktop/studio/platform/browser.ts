import { isHttpUrl, type MenuCommand, type StoredTokens, type StudioPlatform } from './platform';

const TOKENS_KEY = 'souk-studio:tokens';
const API_KEY = 'souk-studio:api';

/**
 * The studio in a plain browser (served by the server at /studio/): tokens in the tab's session
 * storage (gone with the tab, never on disk beyond the browser's own), the API at the origin that
 * served the page unless set, menu commands from the page's own keyboard shortcuts.
 */
export function browserPlatform(storage: Storage, origin: string): StudioPlatform {
  const listeners = new Set<(command: MenuCommand) => void>();
  return {
    isDesktop: false,
    secretStorageAvailable: () => Promise.resolve(false),
    loadTokens() {
      try {
        const raw = storage.getItem(TOKENS_KEY);
        return Promise.resolve(raw ? (JSON.parse(raw) as StoredTokens) : null);
      } catch {
        return Promise.resolve(null);
      }
    },
    saveTokens(tokens) {
      storage.setItem(TOKENS_KEY, JSON.stringify(tokens));
      return Promise.resolve();
    },
    clearTokens() {
      storage.removeItem(TOKENS_KEY);
      return Promise.resolve();
    },
    getApiBaseUrl() {
      const saved = storage.getItem(API_KEY);
      return Promise.resolve(saved && isHttpUrl(saved) ? saved : origin);
    },
    setApiBaseUrl(url) {
      if (!isHttpUrl(url)) return Promise.reject(new Error('invalid address'));
      storage.setItem(API_KEY, url.replace(/\/+$/, ''));
      return Promise.resolve();
    },
    onMenuCommand(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    openExternal(url) {
      if (isHttpUrl(url)) window.open(url, '_blank', 'noopener,noreferrer');
      return Promise.resolve();
    },
    printToPdf() {
      // The dialog is modal: print() returns once the user printed or saved the PDF, or closed it.
      window.print();
      return Promise.resolve('printed');
    },
  };
}
