import { apiAddressProblem, type ApiAddressProblem } from '../../../shared/domain/studio';
import type { Locale } from '../../../shared/i18n/locales';
import type { DeepLink } from './deep-link';

/** The sign-in tokens the gateway hands out (POST /login, /oauth2/token). */
export interface StoredTokens {
  token: string;
  /** When the access token expires, in ms since the epoch. */
  expiresAt: number;
  refreshToken: string;
  refreshExpiresAt: number;
}

/** Commands of the desktop app's menu (spec: undo, redo, save, publish, preview, phone preview, zoom). */
export const MENU_COMMANDS = [
  'undo',
  'redo',
  'save',
  'publish',
  'preview',
  'phonePreview',
  'zoomIn',
  'zoomOut',
  'zoomReset',
] as const;
export type MenuCommand = (typeof MENU_COMMANDS)[number];

/**
 * What the studio needs from where it runs. In Electron the preload's bridge provides it (tokens
 * kept with the system's secret storage by the main process, the native menu's commands); in a
 * browser a fallback does (the browser build serves development and the end-to-end tests).
 */
export interface StudioPlatform {
  isDesktop: boolean;
  /** False when tokens cannot be stored encrypted: they are then kept for this session only. */
  secretStorageAvailable(): Promise<boolean>;
  loadTokens(): Promise<StoredTokens | null>;
  saveTokens(tokens: StoredTokens): Promise<void>;
  clearTokens(): Promise<void>;
  /** The API's address (the server's origin: /graphql, /login… hang below it). */
  getApiBaseUrl(): Promise<string>;
  /**
   * Keeps another API address, or says why it is refused (`apiAddressProblem`). On the desktop the
   * window then loads again, under the content policy of the new address (`reloadsOnApiChange`).
   */
  setApiBaseUrl(url: string): Promise<ApiAddressProblem | null>;
  reloadsOnApiChange: boolean;
  /** The menu's commands; returns the unsubscribe. */
  onMenuCommand(listener: (command: MenuCommand) => void): () => void;
  /** The language the studio shows (the desktop's native menu follows it). */
  setLocale(locale: Locale): void;
  /**
   * souk:// links to open: given to the desktop app by the system; in a browser, the page's
   * `?link=` (once). One listener; a link that came before it is handed to it when it subscribes.
   */
  onDeepLink(listener: (link: DeepLink) => void): () => void;
  /** Opens an http(s) address in the system's browser (or a new tab). */
  openExternal(url: string): Promise<void>;
  /**
   * Makes a PDF of the page's print layout (the delivery slip): saved where the user chooses on
   * the desktop; in a browser, the print dialog, whose "Save as PDF" does the same ('printed').
   */
  printToPdf(suggestedName: string): Promise<'saved' | 'cancelled' | 'printed'>;
}

/** True for an http or https address (what the API address and external links may be). */
export function isHttpUrl(value: string): boolean {
  // The API address rule without its https requirement (shared with the main process).
  return apiAddressProblem(value, true) === null;
}
