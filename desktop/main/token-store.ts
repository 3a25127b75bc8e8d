import type { SafeStorage } from 'electron';
import type { StoredTokens } from '../studio/platform/platform';

/** The files the token store reads and writes (the app's userData folder in the app). */
export interface TokenFiles {
  read(): Promise<Buffer | null>;
  write(data: Buffer): Promise<void>;
  remove(): Promise<void>;
}

/**
 * Sign-in tokens kept with the system's secret storage (safeStorage: Keychain, DPAPI, libsecret).
 * Where no secret storage exists they are kept in memory for this run only: never written in
 * plain text.
 */
export function createTokenStore(
  safeStorage: Pick<SafeStorage, 'isEncryptionAvailable' | 'encryptString' | 'decryptString'>,
  files: TokenFiles,
) {
  let inMemory: StoredTokens | null = null;
  return {
    available: () => safeStorage.isEncryptionAvailable(),
    async load(): Promise<StoredTokens | null> {
      if (!safeStorage.isEncryptionAvailable()) return inMemory;
      const data = await files.read();
      if (!data) return null;
      try {
        return JSON.parse(safeStorage.decryptString(data)) as StoredTokens;
      } catch {
        // Unreadable (another machine's key, a damaged file): signed out.
        await files.remove();
        return null;
      }
    },
    async save(tokens: StoredTokens): Promise<void> {
      if (!safeStorage.isEncryptionAvailable()) {
        inMemory = tokens;
        return;
      }
      await files.write(safeStorage.encryptString(JSON.stringify(tokens)));
    },
    async clear(): Promise<void> {
      inMemory = null;
      await files.remove();
    },
  };
}
