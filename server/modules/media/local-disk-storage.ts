import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { access, mkdir, mkdtemp, open, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MediaSize } from '../../../shared/domain/announcements';
import { isStorageKey, mediaFileName, type MediaStorage } from './media-storage';

/** The local-disk storage; `root` is where its files are (for operators and tests). */
export interface LocalDiskStorage extends MediaStorage {
  readonly root: string;
}

/**
 * Pictures on the local disk: `<dataDir>/media/<first two hex digits>/<key>/<size>.webp`.
 * The two-digit level keeps folders small (256 of them, each with a share of the keys).
 * With `dataDir` 'memory' (tests) the files go to a fresh folder under the system's temporary
 * folder, removed by `close()`.
 */
export async function openLocalDiskStorage(dataDir: string): Promise<LocalDiskStorage> {
  const throwaway = dataDir === 'memory';
  const root = throwaway ? await mkdtemp(path.join(tmpdir(), 'souk-media-')) : path.join(dataDir, 'media');
  await mkdir(root, { recursive: true });

  const folderOf = (storageKey: string): string => {
    // Keys come from our own digests or from a URL the route has checked; a bad one is a bug.
    if (!isStorageKey(storageKey)) throw new Error(`not a storage key: ${storageKey}`);
    return path.join(root, storageKey.slice(0, 2), storageKey);
  };
  const fileOf = (storageKey: string, size: MediaSize) => path.join(folderOf(storageKey), mediaFileName(size));

  return {
    root,

    async put(storageKey, size, data) {
      const file = fileOf(storageKey, size);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside then renamed: a reader sees the whole file or none, never a half-written one.
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await writeFile(partial, data);
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },

    async read(storageKey, size) {
      let handle;
      try {
        handle = await open(fileOf(storageKey, size), 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      // The length comes from the opened file, so a deletion in between cannot make them disagree.
      try {
        const { size: length } = await handle.stat();
        return { stream: handle.createReadStream(), length };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async remove(storageKey) {
      const folder = folderOf(storageKey);
      await rm(folder, { recursive: true, force: true });
      // The two-digit folder goes too once empty; another key arriving meanwhile keeps it.
      await rmdir(path.dirname(folder)).catch(() => undefined);
    },

    async exists(storageKey, size) {
      try {
        await access(fileOf(storageKey, size));
        return true;
      } catch {
        return false;
      }
    },

    close() {
      // Synchronous on purpose: it also runs from a process 'exit' handler.
      if (throwaway) rmSync(root, { recursive: true, force: true });
      return Promise.resolve();
    },
  };
}
