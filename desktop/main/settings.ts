import { apiAddressProblem, PRODUCTION_API_BASE_URL } from '../../shared/domain/studio';

/** The API the installed app talks to when none is set: Souk's own, over https. */
export const DEFAULT_API_BASE_URL = PRODUCTION_API_BASE_URL;
/** In development (`npm run studio`), the server `npm start` runs. */
export const DEVELOPMENT_API_BASE_URL = 'http://localhost:3000';

export interface SettingsFiles {
  read(): Promise<string | null>;
  write(text: string): Promise<void>;
}

interface SettingsData {
  apiBaseUrl?: string;
  /** Lets the API be a plain http address on another machine (a test server on a local network). */
  allowInsecureApi?: boolean;
}

/** A refused API address; `problem` says why (the studio shows it in its language). */
export class ApiAddressRefused extends Error {
  constructor(readonly problem: 'invalid' | 'insecure') {
    super(
      problem === 'insecure'
        ? 'A plain http API address is only allowed to this computer (see allowInsecureApi in the settings)'
        : 'The API address must be an http or https address',
    );
  }
}

/**
 * The app's settings (the API address), in a small JSON file of userData. The rule for addresses
 * is shared with the studio's sign-in screen (`apiAddressProblem`): https, or http to this
 * computer, or http anywhere once `allowInsecureApi` is true in the file.
 */
export function createSettings(files: SettingsFiles, fallback: string = DEFAULT_API_BASE_URL) {
  const read = async (): Promise<SettingsData> => {
    try {
      const data: unknown = JSON.parse((await files.read()) ?? '{}');
      return data && typeof data === 'object' ? data : {};
    } catch {
      return {};
    }
  };
  return {
    async getApiBaseUrl(): Promise<string> {
      const { apiBaseUrl, allowInsecureApi } = await read();
      return apiBaseUrl && apiAddressProblem(apiBaseUrl, allowInsecureApi === true) === null ? apiBaseUrl : fallback;
    },
    async setApiBaseUrl(url: string): Promise<void> {
      const settings = await read();
      const problem = apiAddressProblem(url, settings.allowInsecureApi === true);
      if (problem) throw new ApiAddressRefused(problem);
      await files.write(JSON.stringify({ ...settings, apiBaseUrl: new URL(url).origin }));
    },
  };
}
