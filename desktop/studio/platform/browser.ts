import { apiAddressProblem } from '../../../shared/domain/studio';
import { parseDeepLink, type DeepLink } from './deep-link';
import { isHttpUrl, type MenuCommand, type StoredTokens, type StudioPlatform } from './platform';

const TOKENS_KEY = 'souk-studio:tokens';
const API_KEY = 'souk-studio:api';

/**
 * The studio in a plain browser (served by the server at /studio/): tokens in the tab's session
 * storage (gone with the tab, never on disk beyond the browser's own), the API at the origin that
 * served the page unless set, menu commands from the page's own keyboard shortcuts.
 */
export function browserPlatform(storage: Storage, origin: string, search = ''): StudioPlatform {
  const listeners = new Set<(command: MenuCommand) => void>();
  // A link given in the address (`/studio/?link=souk://land/12`): handed over once.
  let pendingLink: DeepLink | null = parseDeepLink(new URLSearchParams(search).get('link'));
  return {
    isDesktop: false,
    reloadsOnApiChange: false,
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
      // The desktop app's rule: https, or http to this computer.
      const problem = apiAddressProblem(url, false);
      if (!problem) storage.setItem(API_KEY, url.replace(/\/+$/, ''));
      return Promise.resolve(problem);
    },
    onMenuCommand(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setLocale() {},
    onDeepLink(listener) {
      const link = pendingLink;
      pendingLink = null;
      if (link) queueMicrotask(() => listener(link));
      return () => {};
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
