import type { BrowserWindowConstructorOptions, Session } from 'electron';

import { apiAddressProblem, STUDIO_APP_ORIGIN, STUDIO_APP_SCHEME } from '../../shared/domain/studio';

/** The scheme and host the studio's files are served from inside the app. */
export const APP_SCHEME = STUDIO_APP_SCHEME;
export const APP_ORIGIN = STUDIO_APP_ORIGIN;

/**
 * The studio window: sandboxed, isolated, no Node in the page, web security on; the preload
 * is its only bridge. Kept in one function so a test can hold it to these settings.
 */
export function studioWindowOptions(preloadPath: string): BrowserWindowConstructorOptions {
  return {
    width: 1440,
    height: 900,
    minWidth: 960,
    minHeight: 600,
    show: false,
    title: 'Souk Studio',
    webPreferences: {
      preload: preloadPath,
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      spellcheck: true,
    },
  };
}

/** True for an address of the app itself (its scheme, or the development server when one is used). */
export function isAppUrl(url: string, devServerUrl?: string): boolean {
  try {
    const parsed = new URL(url);
    if (parsed.origin === APP_ORIGIN || url.startsWith(`${APP_ORIGIN}/`)) return true;
    return devServerUrl !== undefined && parsed.origin === new URL(devServerUrl).origin;
  } catch {
    return false;
  }
}

/** True for an address the system browser may open (http or https, no credentials). */
export function isExternalWebUrl(url: string): boolean {
  // The API address rule's first half: a web address without credentials (plain http allowed here).
  return apiAddressProblem(url, true) === null;
}

/** The window may navigate within the app only; anything else is refused. */
export function guardNavigation(event: { preventDefault(): void }, url: string, devServerUrl?: string): void {
  if (!isAppUrl(url, devServerUrl)) event.preventDefault();
}

/** New windows are never opened; a web link goes to the system browser instead. */
export function handleWindowOpen(url: string, openExternal: (url: string) => void): { action: 'deny' } {
  if (isExternalWebUrl(url)) openExternal(url);
  return { action: 'deny' };
}

/** Every permission (camera, notifications, geolocation…) is refused: the studio needs none. */
export function denyAllPermissions(
  session: Pick<Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler'>,
): void {
  session.setPermissionRequestHandler((_webContents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
}

/**
 * The policy of the app's pages: its own scripts only; styles inline too (the canvas writes the
 * site theme's custom properties in a style element); pictures and embeds from the web (owners'
 * pictures, video and map players); connections to the configured API only.
 */
export function contentSecurityPolicy(apiBaseUrl: string): string {
  const api = new URL(apiBaseUrl);
  const ws = `${api.protocol === 'https:' ? 'wss:' : 'ws:'}//${api.host}`;
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https: " + api.origin,
    "media-src 'self' https:",
    'frame-src https://www.youtube-nocookie.com https://player.vimeo.com https://www.dailymotion.com https://geo.dailymotion.com https://www.openstreetmap.org',
    `connect-src 'self' ${api.origin} ${ws}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
