import type { IpcRenderer, IpcRendererEvent } from 'electron';
import { MENU_COMMANDS, type MenuCommand } from '../studio/platform/platform';
import type { SoukStudioBridge } from './bridge';
import { MENU_COMMAND_CHANNEL, type InvokeArgs, type InvokeChannel } from './channels';

/**
 * The bridge over Electron's ipcRenderer: each function invokes its own channel; nothing of
 * ipcRenderer itself reaches the page (a page holding it could call any channel).
 */
export function createBridge(ipc: Pick<IpcRenderer, 'invoke' | 'on' | 'removeListener'>): SoukStudioBridge {
  const invoke = <C extends InvokeChannel>(channel: C, ...args: InvokeArgs<C>) => ipc.invoke(channel, ...args);
  return {
    secretStorageAvailable: () => invoke('tokens:available') as Promise<boolean>,
    loadTokens: () => invoke('tokens:load') as ReturnType<SoukStudioBridge['loadTokens']>,
    saveTokens: (tokens) => invoke('tokens:save', tokens) as Promise<void>,
    clearTokens: () => invoke('tokens:clear') as Promise<void>,
    getApiBaseUrl: () => invoke('settings:getApiBaseUrl') as Promise<string>,
    setApiBaseUrl: (url) => invoke('settings:setApiBaseUrl', url) as Promise<void>,
    openExternal: (url) => invoke('shell:openExternal', url) as Promise<void>,
    savePdf: (name) => invoke('print:savePdf', name) as Promise<'saved' | 'cancelled'>,
    onMenuCommand(listener) {
      const handler = (_event: IpcRendererEvent, command: unknown) => {
        if (MENU_COMMANDS.includes(command as MenuCommand)) listener(command as MenuCommand);
      };
      ipc.on(MENU_COMMAND_CHANNEL, handler);
      return () => ipc.removeListener(MENU_COMMAND_CHANNEL, handler);
    },
  };
}
