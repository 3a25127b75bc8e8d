import type { IpcRenderer, IpcRendererEvent } from 'electron';
import { parseDeepLink, type DeepLink } from '../studio/platform/deep-link';
import { MENU_COMMANDS, type MenuCommand } from '../studio/platform/platform';
import type { SoukStudioBridge } from './bridge';
import { DEEP_LINK_CHANNEL, MENU_COMMAND_CHANNEL, type InvokeArgs, type InvokeChannel } from './channels';

/**
 * The bridge over Electron's ipcRenderer: each function invokes its own channel; nothing of
 * ipcRenderer itself reaches the page (a page holding it could call any channel).
 */
export function createBridge(ipc: Pick<IpcRenderer, 'invoke' | 'on' | 'removeListener'>): SoukStudioBridge {
  // souk:// links: the main process sends them as it receives them, maybe before the studio
  // listens (a start from a link); the last one waits for it. Only a well-formed one goes through.
  let deepLinkListener: ((link: DeepLink) => void) | null = null;
  let pendingLink: DeepLink | null = null;
  ipc.on(DEEP_LINK_CHANNEL, (_event: IpcRendererEvent, raw: unknown) => {
    const link = parseDeepLink(raw);
    if (!link) return;
    if (deepLinkListener) deepLinkListener(link);
    else pendingLink = link;
  });
  const invoke = <C extends InvokeChannel>(channel: C, ...args: InvokeArgs<C>) => ipc.invoke(channel, ...args);
  return {
    secretStorageAvailable: () => invoke('tokens:available') as Promise<boolean>,
    loadTokens: () => invoke('tokens:load') as ReturnType<SoukStudioBridge['loadTokens']>,
    saveTokens: (tokens) => invoke('tokens:save', tokens) as Promise<void>,
    clearTokens: () => invoke('tokens:clear') as Promise<void>,
    getApiBaseUrl: () => invoke('settings:getApiBaseUrl') as Promise<string>,
    setApiBaseUrl: (url) => invoke('settings:setApiBaseUrl', url) as ReturnType<SoukStudioBridge['setApiBaseUrl']>,
    openExternal: (url) => invoke('shell:openExternal', url) as Promise<void>,
    savePdf: (name) => invoke('print:savePdf', name) as Promise<'saved' | 'cancelled'>,
    onMenuCommand(listener) {
      const handler = (_event: IpcRendererEvent, command: unknown) => {
        if (MENU_COMMANDS.includes(command as MenuCommand)) listener(command as MenuCommand);
      };
      ipc.on(MENU_COMMAND_CHANNEL, handler);
      return () => ipc.removeListener(MENU_COMMAND_CHANNEL, handler);
    },
    setLocale: (locale) => invoke('app:setLocale', locale) as Promise<void>,
    onDeepLink(listener) {
      deepLinkListener = listener;
      const link = pendingLink;
      pendingLink = null;
      if (link) listener(link);
      return () => {
        if (deepLinkListener === listener) deepLinkListener = null;
      };
    },
  };
}
