import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { app, BrowserWindow, dialog, ipcMain, Menu, net, protocol, safeStorage, session, shell } from 'electron';
import electronUpdater from 'electron-updater';
import { DESKTOP_LINK_SCHEME } from '../../shared/domain/studio';
import type { Locale } from '../../shared/i18n/locales';
import { desktopTexts } from '../../shared/i18n/studio/desktop';
import { DEEP_LINK_CHANNEL, MENU_COMMAND_CHANNEL } from '../preload/channels';
import { deepLinkInArguments, formatDeepLink, parseDeepLink, type DeepLink } from '../studio/platform/deep-link';
import { resolveAppFile } from './app-files';
import { registerIpc } from './ipc';
import { aboutDetail, menuTemplate } from './menu';
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
import { ApiAddressRefused, createSettings, DEFAULT_API_BASE_URL, DEVELOPMENT_API_BASE_URL } from './settings';
import { createTokenStore } from './token-store';
import { startUpdates } from './updates';

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
const settings = createSettings(
  {
    read: () => readFile(userFile('settings.json'), 'utf8').catch(() => null),
    write: (text) => writeFile(userFile('settings.json'), text, { mode: 0o600 }),
  },
  app.isPackaged ? DEFAULT_API_BASE_URL : DEVELOPMENT_API_BASE_URL,
);

let mainWindow: BrowserWindow | null = null;
let locale: Locale = 'fr';
// A souk:// link that came before the window could take it (the app started from it).
let pendingLink: DeepLink | null = deepLinkInArguments(process.argv);

function sendDeepLink(link: DeepLink): void {
  if (!mainWindow || mainWindow.webContents.isLoading()) {
    pendingLink = link;
    return;
  }
  if (mainWindow.isMinimized()) mainWindow.restore();
  mainWindow.focus();
  mainWindow.webContents.send(DEEP_LINK_CHANNEL, formatDeepLink(link));
}

function buildMenu(): void {
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      menuTemplate(
        {
          send: (command) => mainWindow?.webContents.send(MENU_COMMAND_CHANNEL, command),
          openPage: (page) =>
            void settings.getApiBaseUrl().then((base) => {
              const url = new URL(page === 'pro' ? '/pro' : '/contact-us', base);
              url.searchParams.set('lang', locale);
              if (isExternalWebUrl(url.toString())) void shell.openExternal(url.toString());
            }),
          about: () => {
            const texts = desktopTexts[locale];
            const options = {
              type: 'info' as const,
              title: texts.menu.about,
              message: 'Souk Studio',
              detail: aboutDetail(locale, {
                version: app.getVersion(),
                electron: process.versions.electron ?? '',
                chrome: process.versions.chrome ?? '',
              }),
              buttons: [texts.about.ok],
            };
            void (mainWindow ? dialog.showMessageBox(mainWindow, options) : dialog.showMessageBox(options));
          },
        },
        process.platform === 'darwin',
        locale,
      ),
    ),
  );
}

async function createWindow(): Promise<void> {
  const window = new BrowserWindow(studioWindowOptions(path.join(import.meta.dirname, '../preload/index.cjs')));
  mainWindow = window;
  window.on('closed', () => {
    if (mainWindow === window) mainWindow = null;
  });
  window.webContents.on('will-navigate', (event, url) => guardNavigation(event, url, devServerUrl));
  window.webContents.on('will-redirect', (event, url) => guardNavigation(event, url, devServerUrl));
  window.webContents.setWindowOpenHandler(({ url }) => handleWindowOpen(url, (link) => void shell.openExternal(link)));
  window.webContents.on('did-finish-load', () => {
    const link = pendingLink;
    pendingLink = null;
    if (link) sendDeepLink(link);
  });
  buildMenu();
  window.once('ready-to-show', () => window.show());
  await window.loadURL(devServerUrl ?? `${APP_ORIGIN}/`);
}

async function start(): Promise<void> {
  await app.whenReady();
  denyAllPermissions(session.defaultSession);
  // The page's policy is fixed when it loads: a new API address reloads the window under its own.
  let policy = contentSecurityPolicy(await settings.getApiBaseUrl());
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
      'settings:setApiBaseUrl': async (url) => {
        try {
          await settings.setApiBaseUrl(url);
        } catch (error) {
          if (error instanceof ApiAddressRefused) return error.problem;
          throw error;
        }
        policy = contentSecurityPolicy(await settings.getApiBaseUrl());
        setImmediate(() => mainWindow?.webContents.reload());
        return null;
      },
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
      'app:setLocale': (next) => {
        locale = next;
        buildMenu();
      },
    },
    (url) => isAppUrl(url, devServerUrl),
  );
  await createWindow();
  startUpdates(electronUpdater.autoUpdater, {
    isPackaged: app.isPackaged,
    apiBaseUrl: () => settings.getApiBaseUrl(),
    log: (message) => console.warn(message),
  });
}

// One studio at a time: a second start (a souk:// link clicked while it runs) hands its link to
// the first and quits.
if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  // In development Electron runs the repository: the link must start it with the app's path.
  if (process.defaultApp && process.argv[1]) {
    app.setAsDefaultProtocolClient(DESKTOP_LINK_SCHEME, process.execPath, [path.resolve(process.argv[1])]);
  } else {
    app.setAsDefaultProtocolClient(DESKTOP_LINK_SCHEME);
  }
  app.on('second-instance', (_event, argv) => {
    const link = deepLinkInArguments(argv);
    if (link) sendDeepLink(link);
    else if (mainWindow) {
      if (mainWindow.isMinimized()) mainWindow.restore();
      mainWindow.focus();
    }
  });
  // macOS gives links as an event, also the one the app was started from.
  app.on('open-url', (event, url) => {
    event.preventDefault();
    const link = parseDeepLink(url);
    if (link) sendDeepLink(link);
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) void createWindow();
  });
  void start();
}
