import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { app, BrowserWindow, dialog, ipcMain, Menu, net, protocol, safeStorage, session, shell } from 'electron';
import { resolveAppFile } from './app-files';
import { registerIpc } from './ipc';
import { menuTemplate } from './menu';
import { createPdfSaver } from './pdf';
import {
  APP_ORIGIN,
  APP_SCHEME,
  contentSecurityPolicy,
  denyAllPermissions,
  guardNavigation,
  handleWindowOpen,
  isAppUrl,
  isExternalWebUrl,
  studioWindowOptions,
} from './security';
import { createSettings } from './settings';
import { createTokenStore } from './token-store';

// The wiring only: every rule lives in a module of its own, with its tests.
const devServerUrl = process.env.ELECTRON_RENDERER_URL;
const rendererRoot = path.join(import.meta.dirname, '../renderer');

protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
]);

const userFile = (name: string) => path.join(app.getPath('userData'), name);
const tokens = createTokenStore(safeStorage, {
  read: () => readFile(userFile('session.bin')).catch(() => null),
  write: (data) => writeFile(userFile('session.bin'), data, { mode: 0o600 }),
  remove: () => rm(userFile('session.bin'), { force: true }),
});
const settings = createSettings({
  read: () => readFile(userFile('settings.json'), 'utf8').catch(() => null),
  write: (text) => writeFile(userFile('settings.json'), text, { mode: 0o600 }),
});

async function createWindow(): Promise<void> {
  const window = new BrowserWindow(studioWindowOptions(path.join(import.meta.dirname, '../preload/index.cjs')));
  window.webContents.on('will-navigate', (event, url) => guardNavigation(event, url, devServerUrl));
  window.webContents.on('will-redirect', (event, url) => guardNavigation(event, url, devServerUrl));
  window.webContents.setWindowOpenHandler(({ url }) => handleWindowOpen(url, (link) => void shell.openExternal(link)));
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      menuTemplate((command) => window.webContents.send('menu:command', command), process.platform === 'darwin'),
    ),
  );
  window.once('ready-to-show', () => window.show());
  await window.loadURL(devServerUrl ?? `${APP_ORIGIN}/`);
}

void app.whenReady().then(async () => {
  denyAllPermissions(session.defaultSession);
  const policy = contentSecurityPolicy(await settings.getApiBaseUrl());
  protocol.handle(APP_SCHEME, async (request) => {
    const file = resolveAppFile(rendererRoot, request.url);
    if (!file) return new Response('Not found', { status: 404 });
    const response = await net.fetch(pathToFileURL(file).toString());
    const headers = new Headers(response.headers);
    headers.set('Content-Security-Policy', policy);
    return new Response(response.body, { status: response.status, headers });
  });
  registerIpc(
    ipcMain,
    {
      'tokens:available': () => tokens.available(),
      'tokens:load': () => tokens.load(),
      'tokens:save': (value) => tokens.save(value),
      'tokens:clear': () => tokens.clear(),
      'settings:getApiBaseUrl': () => settings.getApiBaseUrl(),
      'settings:setApiBaseUrl': (url) => settings.setApiBaseUrl(url),
      'shell:openExternal': (url) => (isExternalWebUrl(url) ? shell.openExternal(url) : undefined),
      'print:savePdf': (name) => {
        const window = BrowserWindow.getFocusedWindow() ?? BrowserWindow.getAllWindows()[0];
        if (!window) return 'cancelled';
        return createPdfSaver({
          print: () => window.webContents.printToPDF({ pageSize: 'A4', printBackground: true }),
          chooseFile: async (defaultName) => {
            const chosen = await dialog.showSaveDialog(window, {
              defaultPath: path.join(app.getPath('documents'), defaultName),
              filters: [{ name: 'PDF', extensions: ['pdf'] }],
            });
            return chosen.canceled || !chosen.filePath ? null : chosen.filePath;
          },
          write: (file, data) => writeFile(file, data),
        })(name);
      },
    },
    (url) => isAppUrl(url, devServerUrl),
  );
  await createWindow();
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
