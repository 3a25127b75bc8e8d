/**
 * The origin the desktop studio's pages have (Electron serves its files on this scheme): the
 * API lets it call across origins, and the studio's main process lets its windows go nowhere else.
 */
export const STUDIO_APP_SCHEME = 'studio';
export const STUDIO_APP_ORIGIN = `${STUDIO_APP_SCHEME}://app`;

/** The API the installed desktop studio talks to unless its user chooses another on the sign-in screen. */
export const PRODUCTION_API_BASE_URL = 'https://souk.dz';

/**
 * Where a Souk server publishes the desktop app's updates (electron-builder's files: `latest.yml`,
 * `latest-linux.yml`, `latest-mac.yml`, the installers and their block maps). The app asks the
 * server it is signed in to.
 */
export const DESKTOP_UPDATES_PATH = '/desktop/updates/';

/** The scheme of the desktop app's links (`souk://land/{id}`, `souk://conversation/{id}`). */
export const DESKTOP_LINK_SCHEME = 'souk';

/** Why an API address cannot be used, or null: not a web address, or plain http to another machine. */
export type ApiAddressProblem = 'invalid' | 'insecure';

/**
 * The rule for the studio's API address: http or https, without credentials; plain http only to
 * this computer (development) unless the user allowed it in the settings (a test server on a
 * local network): a session's tokens would otherwise cross the network in clear.
 */
export function apiAddressProblem(value: string, allowInsecure: boolean): ApiAddressProblem | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'invalid';
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username !== '' || url.password !== '') {
    return 'invalid';
  }
  if (url.protocol === 'https:' || allowInsecure) return null;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host) ? null : 'insecure';
}
