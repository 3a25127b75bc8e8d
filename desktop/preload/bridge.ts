import type { ApiAddressProblem } from '../../shared/domain/studio';
import type { Locale } from '../../shared/i18n/locales';
import type { DeepLink } from '../studio/platform/deep-link';
import type { MenuCommand, StoredTokens } from '../studio/platform/platform';

/** What the preload exposes to the studio as `window.soukStudio`: one function per IPC channel. */
export interface SoukStudioBridge {
  secretStorageAvailable(): Promise<boolean>;
  loadTokens(): Promise<StoredTokens | null>;
  saveTokens(tokens: StoredTokens): Promise<void>;
  clearTokens(): Promise<void>;
  getApiBaseUrl(): Promise<string>;
  /** Null once saved (the window then loads again under the address's policy), else why it is refused. */
  setApiBaseUrl(url: string): Promise<ApiAddressProblem | null>;
  openExternal(url: string): Promise<void>;
  /** Saves the window's print layout as a PDF where the user chooses. */
  savePdf(suggestedName: string): Promise<'saved' | 'cancelled'>;
  onMenuCommand(listener: (command: MenuCommand) => void): () => void;
  setLocale(locale: Locale): Promise<void>;
  /** souk:// links the app was started or called with. */
  onDeepLink(listener: (link: DeepLink) => void): () => void;
}
