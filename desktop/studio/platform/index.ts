import type { SoukStudioBridge } from '../../preload/bridge';
import { browserPlatform } from './browser';
import type { StudioPlatform } from './platform';

export * from './platform';

declare global {
  interface Window {
    /** Set by the Electron preload (desktop/preload); absent in a plain browser. */
    soukStudio?: SoukStudioBridge;
  }
}

let platform: StudioPlatform | null = null;

/** Where the studio runs: the desktop bridge when the preload set it, else the browser fallback. */
export function getPlatform(): StudioPlatform {
  platform ??= window.soukStudio
    ? desktopPlatform(window.soukStudio)
    : browserPlatform(window.sessionStorage, window.location.origin, window.location.search);
  return platform;
}

function desktopPlatform(bridge: SoukStudioBridge): StudioPlatform {
  return {
    isDesktop: true,
    reloadsOnApiChange: true,
    secretStorageAvailable: () => bridge.secretStorageAvailable(),
    loadTokens: () => bridge.loadTokens(),
    saveTokens: (tokens) => bridge.saveTokens(tokens),
    clearTokens: () => bridge.clearTokens(),
    getApiBaseUrl: () => bridge.getApiBaseUrl(),
    setApiBaseUrl: (url) => bridge.setApiBaseUrl(url),
    onMenuCommand: (listener) => bridge.onMenuCommand(listener),
    setLocale: (locale) => void bridge.setLocale(locale).catch(() => undefined),
    onDeepLink: (listener) => bridge.onDeepLink(listener),
    openExternal: (url) => bridge.openExternal(url),
    printToPdf: (name) => bridge.savePdf(name),
  };
}
