import { describe, expect, it, vi } from 'vitest';
import { createBridge } from './create-bridge';
import { DEEP_LINK_CHANNEL, MENU_COMMAND_CHANNEL } from './channels';

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
      'onDeepLink',
      'onMenuCommand',
      'openExternal',
      'savePdf',
      'saveTokens',
      'secretStorageAvailable',
      'setApiBaseUrl',
      'setLocale',
    ]);
  });

  it('passes well-formed souk:// links only, keeping one that came before the studio listened', () => {
    const listeners: ((event: unknown, raw: unknown) => void)[] = [];
    const bridge = createBridge({
      invoke: vi.fn(),
      on: (channel: string, listener: (event: unknown, raw: unknown) => void) => {
        if (channel === DEEP_LINK_CHANNEL) listeners.push(listener);
      },
      removeListener: vi.fn(),
    } as never);
    listeners[0]!({}, 'souk://land/3');
    const got: unknown[] = [];
    const stop = bridge.onDeepLink((link) => got.push(link));
    expect(got).toEqual([{ kind: 'land', landId: '3' }]);
    listeners[0]!({}, 'souk://land/12');
    listeners[0]!({}, 'javascript:alert(1)');
    listeners[0]!({}, { kind: 'land', landId: '1' });
    expect(got).toEqual([
      { kind: 'land', landId: '3' },
      { kind: 'land', landId: '12' },
    ]);
    stop();
    listeners[0]!({}, 'souk://land/13');
    expect(got).toHaveLength(2);
  });

  it('passes known menu commands only, and unsubscribes', () => {
    const listeners: ((event: unknown, command: unknown) => void)[] = [];
    const removeListener = vi.fn();
    const bridge = createBridge({
      invoke: vi.fn(),
      on: (channel: string, listener: (event: unknown, command: unknown) => void) => {
        if (channel === MENU_COMMAND_CHANNEL) listeners.push(listener);
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
