import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import { INVOKE_CHANNELS, type InvokeArgs, type InvokeChannel } from '../preload/channels';

/** What answers each channel, its arguments already checked. */
export type IpcHandlers = { [C in InvokeChannel]: (...args: InvokeArgs<C>) => unknown };

/** An IPC message refused: from a frame that is not the app's, or with arguments the channel does not take. */
export class IpcRefused extends Error {}

/**
 * Registers one handler per channel. Each message is checked before its handler runs: it must
 * come from the app's own top frame (`isTrustedSender`), and its arguments must match the
 * channel's schema; anything else is refused without touching the handler.
 */
export function registerIpc(
  ipcMain: Pick<IpcMain, 'handle'>,
  handlers: IpcHandlers,
  isTrustedSender: (url: string) => boolean,
): void {
  for (const channel of Object.keys(INVOKE_CHANNELS) as InvokeChannel[]) {
    ipcMain.handle(channel, (event: IpcMainInvokeEvent, ...args: unknown[]) => {
      const frame = event.senderFrame;
      if (!frame || frame.parent !== null || !isTrustedSender(frame.url)) throw new IpcRefused(`${channel}: sender`);
      const parsed = INVOKE_CHANNELS[channel].safeParse(args);
      if (!parsed.success) throw new IpcRefused(`${channel}: arguments`);
      const handler = handlers[channel] as (...values: unknown[]) => unknown;
      return handler(...(parsed.data as unknown[]));
    });
  }
}
