import type { Config } from '../../config';
import { openLocalDiskStorage } from './local-disk-storage';
import type { MediaStorage } from './media-storage';

// One storage per config: the HTTP plugin opens it with the app and closes it with the app;
// services called without an app (the `db:seed` command) open one on first use. Promises are
// kept, not storages, so two first uses at once share one storage.
const storages = new WeakMap<Config, Promise<MediaStorage>>();

/** Opens the storage the config names and makes it the one the services of that config use. */
export function openMediaStorage(config: Config): Promise<MediaStorage> {
  const storage = openLocalDiskStorage(config.dataDir);
  storages.set(config, storage);
  // A storage that failed to open is not kept: the next use tries again.
  void storage.catch(() => {
    if (storages.get(config) === storage) storages.delete(config);
  });
  return storage;
}

/** Closes the storage of a config, if one is open, and forgets it. */
export async function closeMediaStorage(config: Config): Promise<void> {
  const storage = storages.get(config);
  storages.delete(config);
  await (await storage)?.close();
}

/** The storage of a config, opened on first use when no app opened it. */
export function mediaStorageFor(config: Config): Promise<MediaStorage> {
  const open = storages.get(config);
  if (open) return open;
  const storage = openMediaStorage(config);
  // Nobody else will close it: a throwaway folder goes when the process ends (the local disk
  // removes it synchronously inside close(), which is what an exit handler needs).
  void storage.then(
    (opened) => process.once('exit', () => void opened.close()),
    () => undefined,
  );
  return storage;
}
