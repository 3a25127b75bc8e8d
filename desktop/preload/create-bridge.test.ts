import { describe, expect, it, vi } from 'vitest';
import { createBridge } from './create-bridge';
import { MENU_COMMAND_CHANNEL } from './channels';

describe('preload bridge', () => {
  it('gives one function per channel, each invoking its own', async () => {
    const invoke = vi.fn((..._args: unknown[]) => Promise.resolve('ok'));
    const bridge = createBridge({ invoke, on: vi.fn(), removeListener: vi.fn() });
    await bridge.setApiBaseUrl('https://api.souk.dz');
    await bridge.loadTokens();
    await bridge.savePdf('bordereau-12');
    expect(invoke.mock.calls).toEqual([
      ['settings:setApiBaseUrl', 'https://api.souk.dz'],
      ['tokens:load'],
      ['print:savePdf', 'bordereau-12'],
    ]);
    expect(Object.keys(bridge).sort()).toEqual([
      'clearTokens',
      'getApiBaseUrl',
      'loadTokens',
      'onMenuCommand',
      'openExternal',
      'savePdf',
      'saveTokens',
      'secretStorageAvailable',
      'setApiBaseUrl',
    ]);
  });

  it('passes known menu commands only, and unsubscribes', () => {
    const listeners: ((event: unknown, command: unknown) => void)[] = [];
    const removeListener = vi.fn();
    const bridge = createBridge({
      invoke: vi.fn(),
      on: (channel: string, listener: (event: unknown, command: unknown) => void) => {
        expect(channel).toBe(MENU_COMMAND_CHANNEL);
        listeners.push(listener);
      },
      removeListener,
    } as never);
    const got: string[] = [];
    const stop = bridge.onMenuCommand((command) => got.push(command));
    listeners[0]!({}, 'undo');
    listeners[0]!({}, 'rm -rf');
    expect(got).toEqual(['undo']);
    stop();
    expect(removeListener).toHaveBeenCalledWith(MENU_COMMAND_CHANNEL, listeners[0]);
  });
});
