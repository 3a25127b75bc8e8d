import { describe, expect, it, vi } from 'vitest';
import { INVOKE_CHANNELS } from '../preload/channels';
import { IpcRefused, registerIpc, type IpcHandlers } from './ipc';
import { APP_ORIGIN, isAppUrl } from './security';

type Handler = (event: unknown, ...args: unknown[]) => unknown;

function setup() {
  const registered = new Map<string, Handler>();
  const handlers = {
    'tokens:available': vi.fn(() => true),
    'tokens:load': vi.fn(() => null),
    'tokens:save': vi.fn(),
    'tokens:clear': vi.fn(),
    'settings:getApiBaseUrl': vi.fn(() => 'http://localhost:3000'),
    'settings:setApiBaseUrl': vi.fn(),
    'shell:openExternal': vi.fn(),
    'print:savePdf': vi.fn(() => 'saved' as const),
    'app:setLocale': vi.fn(),
  } satisfies IpcHandlers;
  registerIpc(
    { handle: (channel: string, handler: Handler) => registered.set(channel, handler) } as never,
    handlers,
    (url) => isAppUrl(url),
  );
  const call = (channel: string, url: string, ...args: unknown[]) =>
    registered.get(channel)!({ senderFrame: { url, parent: null } }, ...args);
  return { registered, handlers, call };
}

const tokens = { token: 'a', expiresAt: 1, refreshToken: 'b', refreshExpiresAt: 2 };

describe('IPC handlers', () => {
  it('registers exactly one handler per declared channel', () => {
    expect([...setup().registered.keys()].sort()).toEqual(Object.keys(INVOKE_CHANNELS).sort());
  });

  it('answers the app’s own frame with checked arguments', async () => {
    const { call, handlers } = setup();
    await call('tokens:save', `${APP_ORIGIN}/`, tokens);
    expect(handlers['tokens:save']).toHaveBeenCalledWith(tokens);
  });

  it('refuses a message from another origin or a sub-frame, before the handler runs', () => {
    const { call, registered, handlers } = setup();
    expect(() => call('tokens:load', 'https://evil.example/')).toThrow(IpcRefused);
    expect(() => registered.get('tokens:load')!({ senderFrame: { url: `${APP_ORIGIN}/`, parent: {} } })).toThrow(
      IpcRefused,
    );
    expect(() => registered.get('tokens:load')!({ senderFrame: null })).toThrow(IpcRefused);
    expect(handlers['tokens:load']).not.toHaveBeenCalled();
  });

  it('refuses arguments the channel does not take', () => {
    const { call, handlers } = setup();
    expect(() => call('tokens:save', `${APP_ORIGIN}/`, { ...tokens, extra: 1 })).toThrow(IpcRefused);
    expect(() => call('tokens:save', `${APP_ORIGIN}/`)).toThrow(IpcRefused);
    expect(() => call('settings:setApiBaseUrl', `${APP_ORIGIN}/`, 42)).toThrow(IpcRefused);
    expect(() => call('tokens:clear', `${APP_ORIGIN}/`, 'surplus')).toThrow(IpcRefused);
    expect(() => call('print:savePdf', `${APP_ORIGIN}/`, '')).toThrow(IpcRefused);
    expect(() => call('print:savePdf', `${APP_ORIGIN}/`, 'x'.repeat(201))).toThrow(IpcRefused);
    expect(() => call('app:setLocale', `${APP_ORIGIN}/`, 'de')).toThrow(IpcRefused);
    expect(handlers['print:savePdf']).not.toHaveBeenCalled();
    expect(handlers['app:setLocale']).not.toHaveBeenCalled();
    expect(handlers['tokens:save']).not.toHaveBeenCalled();
    expect(handlers['settings:setApiBaseUrl']).not.toHaveBeenCalled();
  });
});
