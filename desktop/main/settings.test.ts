import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveAppFile } from './app-files';
import { editorTexts } from '../../shared/i18n/studio/editor';
import { aboutDetail, menuTemplate } from './menu';
import { ApiAddressRefused, createSettings, DEFAULT_API_BASE_URL, DEVELOPMENT_API_BASE_URL } from './settings';

describe('settings', () => {
  const memory = (initial: string | null = null) => {
    let text = initial;
    return {
      read: () => Promise.resolve(text),
      write: (next: string) => {
        text = next;
        return Promise.resolve();
      },
    };
  };

  it('keeps an http(s) API address and refuses others', async () => {
    const settings = createSettings(memory());
    expect(await settings.getApiBaseUrl()).toBe(DEFAULT_API_BASE_URL);
    await settings.setApiBaseUrl('https://api.souk.dz/some/path');
    expect(await settings.getApiBaseUrl()).toBe('https://api.souk.dz');
    await expect(settings.setApiBaseUrl('file:///etc')).rejects.toThrow();
    await expect(settings.setApiBaseUrl('https://user:pass@x.dz')).rejects.toThrow();
  });

  it('talks to Souk over https unless told otherwise; development to the local server', async () => {
    expect(DEFAULT_API_BASE_URL).toBe('https://souk.dz');
    expect(await createSettings(memory(), DEVELOPMENT_API_BASE_URL).getApiBaseUrl()).toBe('http://localhost:3000');
  });

  it('refuses plain http to another machine, unless allowed in the settings file', async () => {
    const settings = createSettings(memory());
    await expect(settings.setApiBaseUrl('http://192.168.1.20:3000')).rejects.toMatchObject({ problem: 'insecure' });
    await expect(settings.setApiBaseUrl('http://souk.dz')).rejects.toBeInstanceOf(ApiAddressRefused);
    expect(await settings.getApiBaseUrl()).toBe(DEFAULT_API_BASE_URL);
    // This computer is not the network.
    await settings.setApiBaseUrl('http://localhost:3000');
    expect(await settings.getApiBaseUrl()).toBe('http://localhost:3000');
    await settings.setApiBaseUrl('http://127.0.0.1:4000');
    expect(await settings.getApiBaseUrl()).toBe('http://127.0.0.1:4000');

    const allowed = createSettings(memory(JSON.stringify({ allowInsecureApi: true })));
    await allowed.setApiBaseUrl('http://192.168.1.20:3000');
    expect(await allowed.getApiBaseUrl()).toBe('http://192.168.1.20:3000');
    // An insecure address written by hand without the permission is not used.
    const edited = createSettings(memory(JSON.stringify({ apiBaseUrl: 'http://192.168.1.20:3000' })));
    expect(await edited.getApiBaseUrl()).toBe(DEFAULT_API_BASE_URL);
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
  const record = () => {
    const done: string[] = [];
    return {
      done,
      actions: {
        send: (command: string) => void done.push(command),
        openPage: (page: string) => void done.push(`page:${page}`),
        about: () => void done.push('about'),
      },
    };
  };
  const itemsOf = (template: ReturnType<typeof menuTemplate>) =>
    template.flatMap((menu) => (Array.isArray(menu.submenu) ? menu.submenu : []));

  it('sends each editor command to the window', () => {
    const { done, actions } = record();
    for (const item of itemsOf(menuTemplate(actions, false)))
      if (item.id && item.id !== 'about') (item.click as () => void)();
    expect(done.sort()).toEqual(
      ['publish', 'save', 'undo', 'redo', 'preview', 'phonePreview', 'zoomIn', 'zoomOut', 'zoomReset'].sort(),
    );
  });

  it('has Help with Souk’s pages and About', () => {
    const { done, actions } = record();
    const help = menuTemplate(actions, false, 'fr').find((menu) => menu.role === 'help')!;
    expect(help.label).toBe('Aide');
    const items = (help.submenu as { label?: string; click?: () => void }[]).filter((item) => item.label);
    expect(items.map((item) => item.label)).toEqual([
      'Souk pour les boutiques (guide et formules)',
      'Contacter Souk',
      'À propos de Souk Studio',
    ]);
    for (const item of items) item.click!();
    expect(done).toEqual(['page:pro', 'page:contact', 'about']);
  });

  it('speaks the studio’s language: every item is named in fr, ar and en', () => {
    const labels = (locale: 'fr' | 'ar' | 'en') =>
      menuTemplate(record().actions, false, locale).flatMap((menu) => [
        menu.label,
        ...itemsOf([menu]).map((item) => (item.type === 'separator' || item.role === 'zoom' ? 'ok' : item.label)),
      ]);
    const [fr, ar, en] = [labels('fr'), labels('ar'), labels('en')];
    for (const list of [fr, ar, en])
      expect(list.every((label) => typeof label === 'string' && label !== '')).toBe(true);
    expect(fr.slice(0, 3)).toEqual(['Fichier', 'Enregistrer', 'Publier']);
    expect(ar.slice(0, 3)).toEqual(['ملف', 'حفظ', 'نشر']);
    expect(en.slice(0, 3)).toEqual(['File', 'Save', 'Publish']);
  });

  it('names the editor’s commands with the editor toolbar’s own words', () => {
    for (const locale of ['fr', 'ar', 'en'] as const) {
      const byId = new Map(
        itemsOf(menuTemplate(record().actions, false, locale)).flatMap((item) =>
          item.id ? [[item.id, item.label] as const] : [],
        ),
      );
      const toolbar = editorTexts[locale];
      expect(Object.fromEntries(byId)).toMatchObject({
        save: toolbar.save,
        publish: toolbar.publish,
        undo: toolbar.undo,
        redo: toolbar.redo,
        preview: toolbar.mode.preview,
        phonePreview: toolbar.phonePreview,
        zoomIn: toolbar.zoomIn,
        zoomOut: toolbar.zoomOut,
      });
    }
  });

  it('tells the version in the About box, kept in order inside Arabic', () => {
    const versions = { version: '0.1.0', electron: '45.4.1', chrome: '142.0.1' };
    expect(aboutDetail('fr', versions)).toBe('Version 0.1.0\nElectron 45.4.1 · Chromium 142.0.1\n© Souk');
    expect(aboutDetail('ar', versions)).toContain('\u20660.1.0\u2069');
  });
});
