import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Configuration } from 'electron-builder';
import { DESKTOP_LINK_SCHEME, DESKTOP_UPDATES_PATH, PRODUCTION_API_BASE_URL } from '../../shared/domain/studio';
import { APP_DIR, electronVersion } from './app-manifest';

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const root = JSON.parse(readFileSync(path.join(projectDir, 'package.json'), 'utf8')) as Parameters<
  typeof electronVersion
>[0];

type Env = Record<string, string | undefined>;

/**
 * Packaging of the desktop studio (`npm run studio:package`, on Node 22.12+ with Electron's
 * binary): an NSIS installer for Windows, an AppImage for Linux, a dmg for macOS.
 *
 * Nothing secret is written here. electron-builder reads the signing identities from the
 * environment itself: CSC_LINK and CSC_KEY_PASSWORD (or WIN_CSC_LINK, WIN_CSC_KEY_PASSWORD for
 * Windows), and for macOS's notarisation APPLE_ID, APPLE_APP_SPECIFIC_PASSWORD and APPLE_TEAM_ID.
 * SOUK_REQUIRE_SIGNING=1 (release builds) fails a build that would come out unsigned.
 *
 * Updates: electron-builder writes `latest*.yml` beside the installers; they are copied to the
 * server's DESKTOP_UPDATES_DIR, which serves them at DESKTOP_UPDATES_PATH, where the app looks
 * (desktop/main/updates.ts asks the server it is signed in to; SOUK_UPDATE_URL changes the
 * address written into the package, production's by default).
 */
export function builderConfig(env: Env): Configuration {
  return {
    appId: 'dz.souk.studio',
    productName: 'Souk Studio',
    copyright: 'Copyright © Souk',
    electronVersion: electronVersion(root),
    directories: {
      app: APP_DIR,
      output: 'release/${version}',
      buildResources: 'resources/desktop',
    },
    // out/ holds only the build and its own package.json (desktop/packaging/app-manifest.ts).
    files: ['**/*', '!**/*.map'],
    // Bundled already; nothing to rebuild for Electron.
    npmRebuild: false,
    asar: true,
    protocols: [{ name: 'Souk Studio', schemes: [DESKTOP_LINK_SCHEME] }],
    forceCodeSigning: env.SOUK_REQUIRE_SIGNING === '1',
    publish: [
      {
        provider: 'generic',
        url: env.SOUK_UPDATE_URL ?? new URL(DESKTOP_UPDATES_PATH, PRODUCTION_API_BASE_URL).toString(),
        channel: 'latest',
      },
    ],
    win: {
      target: [{ target: 'nsis', arch: ['x64'] }],
      icon: 'icon.png',
      artifactName: 'Souk-Studio-Setup-${version}.${ext}',
      signtoolOptions: { publisherName: 'Souk', signingHashAlgorithms: ['sha256'] },
    },
    nsis: {
      oneClick: false,
      perMachine: false,
      allowToChangeInstallationDirectory: true,
      createDesktopShortcut: true,
      shortcutName: 'Souk Studio',
      // The installer speaks the studio's languages.
      installerLanguages: ['fr_FR', 'ar_SA', 'en_US'],
      multiLanguageInstaller: true,
    },
    linux: {
      target: [{ target: 'AppImage', arch: ['x64'] }],
      icon: 'icon.png',
      category: 'Office',
      artifactName: 'Souk-Studio-${version}-${arch}.${ext}',
      mimeTypes: [`x-scheme-handler/${DESKTOP_LINK_SCHEME}`],
    },
    mac: {
      target: [{ target: 'dmg', arch: ['x64', 'arm64'] }],
      icon: 'icon.png',
      category: 'public.app-category.business',
      hardenedRuntime: true,
      notarize: Boolean(env.APPLE_TEAM_ID),
      artifactName: 'Souk-Studio-${version}-${arch}.${ext}',
    },
    dmg: { title: 'Souk Studio ${version}' },
  };
}

export default builderConfig(process.env);
