import { DESKTOP_UPDATES_PATH } from '../../shared/domain/studio';

/** How often an open app asks for a newer version, besides at start. */
export const UPDATE_CHECK_INTERVAL_MS = 4 * 60 * 60 * 1000;

/** The part of electron-updater's autoUpdater used here (a fake in tests). */
export interface Updater {
  setFeedURL(options: { provider: 'generic'; url: string; channel: string }): void;
  checkForUpdatesAndNotify(): Promise<unknown>;
}

/** The feed of the server the app talks to: its updates come from where its data does. */
export function updateFeedUrl(apiBaseUrl: string): string {
  return new URL(DESKTOP_UPDATES_PATH, apiBaseUrl).toString();
}

/**
 * Checks for updates on the API's server now and every few hours; the installed version is
 * replaced on the next quit, and the system tells the user (electron-updater's notification). Not
 * in development: an unpackaged app has nothing to replace. A failed check (offline, no release
 * published) is logged and tried again at the next interval. Returns the stop.
 */
export function startUpdates(
  updater: Updater,
  options: {
    isPackaged: boolean;
    apiBaseUrl: () => Promise<string>;
    log: (message: string) => void;
    every?: number;
  },
): () => void {
  if (!options.isPackaged) return () => {};
  const check = async () => {
    try {
      updater.setFeedURL({ provider: 'generic', url: updateFeedUrl(await options.apiBaseUrl()), channel: 'latest' });
      await updater.checkForUpdatesAndNotify();
    } catch (error) {
      options.log(`update check failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  void check();
  const timer = setInterval(() => void check(), options.every ?? UPDATE_CHECK_INTERVAL_MS);
  return () => clearInterval(timer);
}
