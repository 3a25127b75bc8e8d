import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveAppFile } from './app-files';
import { menuTemplate } from './menu';
import { createSettings, DEFAULT_API_BASE_URL } from './settings';

describe('settings', () => {
  it('keeps an http(s) API address and refuses others', async () => {
    let text: string | null = null;
    const settings = createSettings({
      read: () => Promise.resolve(text),
      write: (next) => {
        text = next;
        return Promise.resolve();
      },
    });
    expect(await settings.getApiBaseUrl()).toBe(DEFAULT_API_BASE_URL);
    await settings.setApiBaseUrl('https://api.souk.dz/some/path');
    expect(await settings.getApiBaseUrl()).toBe('https://api.souk.dz');
    await expect(settings.setApiBaseUrl('file:///etc')).rejects.toThrow();
    await expect(settings.setApiBaseUrl('https://user:pass@x.dz')).rejects.toThrow();
  });
});

describe('app files', () => {
  const root = path.resolve('/opt/studio/renderer');
  it('serves the built files, and index.html for the app’s screens', () => {
    expect(resolveAppFile(root, 'studio://app/assets/index-abc.js')).toBe(path.join(root, 'assets/index-abc.js'));
    expect(resolveAppFile(root, 'studio://app/')).toBe(path.join(root, 'index.html'));
    expect(resolveAppFile(root, 'studio://app/editor/12')).toBe(path.join(root, 'index.html'));
  });

  it('never leaves the studio’s folder', () => {
    // The address parser folds dot segments first: what is left stays inside the folder.
    expect(resolveAppFile(root, 'studio://app/%2e%2e/%2e%2e/etc/passwd.txt')).toBe(path.join(root, 'etc/passwd.txt'));
    expect(resolveAppFile(root, 'studio://app/..%2f..%2fetc/passwd.txt')).toBeNull();
    expect(resolveAppFile(root, 'studio://other/index.html')).toBeNull();
    expect(resolveAppFile(root, 'https://evil.example/a.js')).toBeNull();
  });
});

describe('menu', () => {
  it('sends each editor command to the window', () => {
    const sent: string[] = [];
    const template = menuTemplate((command) => sent.push(command), false);
    const items = template.flatMap((menu) => (Array.isArray(menu.submenu) ? menu.submenu : []));
    for (const item of items) if (item.id) (item.click as () => void)();
    expect(sent.sort()).toEqual(
      ['publish', 'save', 'undo', 'redo', 'preview', 'phonePreview', 'zoomIn', 'zoomOut', 'zoomReset'].sort(),
    );
  });
});
