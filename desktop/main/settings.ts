import { isExternalWebUrl } from './security';

/** The API the studio talks to when none is set: the server `npm start` runs. */
export const DEFAULT_API_BASE_URL = 'http://localhost:3000';

export interface SettingsFiles {
  read(): Promise<string | null>;
  write(text: string): Promise<void>;
}

/** The app's settings (the API address), in a small JSON file of userData. */
export function createSettings(files: SettingsFiles) {
  const read = async (): Promise<{ apiBaseUrl?: string }> => {
    try {
      return JSON.parse((await files.read()) ?? '{}') as { apiBaseUrl?: string };
    } catch {
      return {};
    }
  };
  return {
    async getApiBaseUrl(): Promise<string> {
      const { apiBaseUrl } = await read();
      return apiBaseUrl && isExternalWebUrl(apiBaseUrl) ? apiBaseUrl : DEFAULT_API_BASE_URL;
    },
    async setApiBaseUrl(url: string): Promise<void> {
      if (!isExternalWebUrl(url)) throw new Error('The API address must be an http or https address');
      const settings = await read();
      await files.write(JSON.stringify({ ...settings, apiBaseUrl: new URL(url).origin }));
    },
  };
}
