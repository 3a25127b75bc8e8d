import type { MenuCommand, StoredTokens } from '../studio/platform/platform';

/** What the preload exposes to the studio as `window.soukStudio`: one function per IPC channel. */
export interface SoukStudioBridge {
  secretStorageAvailable(): Promise<boolean>;
  loadTokens(): Promise<StoredTokens | null>;
  saveTokens(tokens: StoredTokens): Promise<void>;
  clearTokens(): Promise<void>;
  getApiBaseUrl(): Promise<string>;
  setApiBaseUrl(url: string): Promise<void>;
  openExternal(url: string): Promise<void>;
  /** Saves the window's print layout as a PDF where the user chooses. */
  savePdf(suggestedName: string): Promise<'saved' | 'cancelled'>;
  onMenuCommand(listener: (command: MenuCommand) => void): () => void;
}
