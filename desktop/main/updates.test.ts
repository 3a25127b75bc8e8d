import { afterEach, describe, expect, it, vi } from 'vitest';
import { startUpdates, updateFeedUrl, type Updater } from './updates';

function fakeUpdater(fail = false) {
  const calls: string[] = [];
  const updater: Updater = {
    setFeedURL: (options) => void calls.push(`feed ${options.provider} ${options.url} ${options.channel}`),
    checkForUpdatesAndNotify: () => {
      calls.push('check');
      return fail ? Promise.reject(new Error('net::ERR_INTERNET_DISCONNECTED')) : Promise.resolve(null);
    },
  };
  return { updater, calls };
}

describe('the desktop app’s updates', () => {
  afterEach(() => vi.useRealTimers());

  it('come from the feed of the server the app talks to', () => {
    expect(updateFeedUrl('https://souk.dz')).toBe('https://souk.dz/desktop/updates/');
    expect(updateFeedUrl('http://localhost:3000/')).toBe('http://localhost:3000/desktop/updates/');
  });

  it('are checked at start and every interval, on the address chosen at that time', async () => {
    vi.useFakeTimers();
    const { updater, calls } = fakeUpdater();
    let address = 'https://souk.dz';
    const stop = startUpdates(updater, {
      isPackaged: true,
      apiBaseUrl: () => Promise.resolve(address),
      log: () => {},
      every: 1000,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['feed generic https://souk.dz/desktop/updates/ latest', 'check']);
    address = 'https://staging.souk.dz';
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls.slice(2)).toEqual(['feed generic https://staging.souk.dz/desktop/updates/ latest', 'check']);
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(4);
  });

  it('are not looked for in development', async () => {
    const { updater, calls } = fakeUpdater();
    startUpdates(updater, { isPackaged: false, apiBaseUrl: () => Promise.resolve('https://souk.dz'), log: () => {} })();
    await Promise.resolve();
    expect(calls).toEqual([]);
  });

  it('log a failed check and go on', async () => {
    vi.useFakeTimers();
    const { updater, calls } = fakeUpdater(true);
    const logged: string[] = [];
    const stop = startUpdates(updater, {
      isPackaged: true,
      apiBaseUrl: () => Promise.resolve('https://souk.dz'),
      log: (message) => logged.push(message),
      every: 1000,
    });
    await vi.advanceTimersByTimeAsync(1000);
    stop();
    expect(logged).toEqual([
      'update check failed: net::ERR_INTERNET_DISCONNECTED',
      'update check failed: net::ERR_INTERNET_DISCONNECTED',
    ]);
    expect(calls.filter((call) => call === 'check')).toHaveLength(2);
  });
});
