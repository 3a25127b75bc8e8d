import { describe, expect, it, vi } from 'vitest';
import {
  APP_ORIGIN,
  contentSecurityPolicy,
  denyAllPermissions,
  guardNavigation,
  handleWindowOpen,
  isAppUrl,
  studioWindowOptions,
} from './security';

describe('the studio window', () => {
  it('is sandboxed and isolated, without Node in the page, with the preload as its only bridge', () => {
    const { webPreferences } = studioWindowOptions('/app/preload/index.cjs');
    expect(webPreferences).toMatchObject({
      preload: '/app/preload/index.cjs',
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
  });

  it('navigates within the app only', () => {
    const refused = { preventDefault: vi.fn() };
    guardNavigation(refused, 'https://evil.example/phish');
    guardNavigation(refused, 'file:///etc/passwd');
    expect(refused.preventDefault).toHaveBeenCalledTimes(2);
    const allowed = { preventDefault: vi.fn() };
    guardNavigation(allowed, `${APP_ORIGIN}/editor`);
    guardNavigation(allowed, 'http://localhost:5173/x', 'http://localhost:5173');
    expect(allowed.preventDefault).not.toHaveBeenCalled();
    expect(isAppUrl('http://localhost:5173/x')).toBe(false);
  });

  it('opens no new window; web links go to the system browser, others nowhere', () => {
    const open = vi.fn();
    expect(handleWindowOpen('https://souk.dz/boutiques', open)).toEqual({ action: 'deny' });
    expect(handleWindowOpen('javascript:alert(1)', open)).toEqual({ action: 'deny' });
    expect(handleWindowOpen('file:///etc/passwd', open)).toEqual({ action: 'deny' });
    expect(open.mock.calls).toEqual([['https://souk.dz/boutiques']]);
  });

  it('refuses every permission request and check', () => {
    let request: ((wc: unknown, permission: string, callback: (granted: boolean) => void) => void) | undefined;
    let check: (() => boolean) | undefined;
    denyAllPermissions({
      setPermissionRequestHandler: (handler) => (request = handler as never),
      setPermissionCheckHandler: (handler) => (check = handler as never),
    });
    const callback = vi.fn();
    request!(null, 'media', callback);
    request!(null, 'notifications', callback);
    expect(callback.mock.calls).toEqual([[false], [false]]);
    expect(check!()).toBe(false);
  });

  it('has a policy allowing its own scripts and the configured API only', () => {
    const policy = contentSecurityPolicy('https://api.souk.dz');
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("connect-src 'self' https://api.souk.dz wss://api.souk.dz");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain('unsafe-eval');
  });
});
