// The desktop app's packaging, checked where Electron's binary cannot be downloaded: electron-builder's
// own schema accepts the configuration, the icons and the update feed are where it says, and a real
// electron-vite build gives the files the packaged app starts from, needing nothing from node_modules.
import { builtinModules } from 'node:module';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { DebugLogger } from 'builder-util';
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config';
import { build } from 'electron-vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP_UPDATES_PATH, PRODUCTION_API_BASE_URL } from '../../shared/domain/studio';
import { appManifest, readRootPackage } from './app-manifest';
import { builderConfig } from './electron-builder.config';

const projectDir = path.resolve(import.meta.dirname, '../..');
const CONFIG = 'desktop/packaging/electron-builder.config.ts';

describe('the packaging configuration', () => {
  it('is accepted by electron-builder’s own schema, loaded as electron-builder loads it', async () => {
    const config = await getConfig(projectDir, path.join(projectDir, CONFIG), null);
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();
    expect(config.appId).toBe('dz.souk.studio');
  });

  it('makes a Windows installer, a Linux AppImage and a macOS dmg, with the app’s icon', async () => {
    const config = builderConfig({});
    const targets = (value: unknown) => (value as { target: string }[]).map((entry) => entry.target);
    expect(targets(config.win?.target)).toEqual(['nsis']);
    expect(targets(config.linux?.target)).toEqual(['AppImage']);
    expect(targets(config.mac?.target)).toEqual(['dmg']);
    // One picture for all three: electron-builder makes the .ico and .icns from a PNG of 512 px or more.
    for (const platform of [config.win, config.linux, config.mac]) {
      const icon = path.join(projectDir, config.directories!.buildResources!, platform!.icon as string);
      const { width, height, format } = await sharp(icon).metadata();
      expect({ format, square: width === height, large: width >= 512 }).toEqual({
        format: 'png',
        square: true,
        large: true,
      });
    }
  });

  it('reads signing from the environment only, and fails unsigned release builds when asked', () => {
    const text = JSON.stringify(builderConfig({}));
    expect(text).not.toMatch(/certificate(File|Password)|cscLink|cscKeyPassword|appleId/i);
    expect(builderConfig({}).forceCodeSigning).toBe(false);
    expect(builderConfig({ SOUK_REQUIRE_SIGNING: '1' }).forceCodeSigning).toBe(true);
    expect(builderConfig({}).mac?.notarize).toBe(false);
    expect(builderConfig({ APPLE_TEAM_ID: 'ABCDE12345' }).mac?.notarize).toBe(true);
  });

  it('publishes updates to the feed the Souk server serves', () => {
    expect(builderConfig({}).publish).toEqual([
      { provider: 'generic', url: `${PRODUCTION_API_BASE_URL}${DESKTOP_UPDATES_PATH}`, channel: 'latest' },
    ]);
    expect(builderConfig({ SOUK_UPDATE_URL: 'https://staging.souk.dz/desktop/updates/' }).publish).toEqual([
      { provider: 'generic', url: 'https://staging.souk.dz/desktop/updates/', channel: 'latest' },
    ]);
  });

  it('registers the souk:// links with the system', () => {
    const config = builderConfig({});
    expect(config.protocols).toEqual([{ name: 'Souk Studio', schemes: ['souk'] }]);
    expect(config.linux?.mimeTypes).toContain('x-scheme-handler/souk');
  });
});

describe('the built app', () => {
  let outDir: string;
  beforeAll(async () => {
    outDir = await mkdtemp(path.join(os.tmpdir(), 'souk-studio-build-'));
    // electron-vite sets NODE_ENV for its build: the worker's own comes back after it.
    const env = { ...process.env };
    await build({
      root: projectDir,
      configFile: path.join(projectDir, 'electron.vite.config.ts'),
      logLevel: 'silent',
      build: { outDir },
    }).finally(() => {
      process.env.NODE_ENV = env.NODE_ENV;
      if (env.NODE_ENV_ELECTRON_VITE === undefined) delete process.env.NODE_ENV_ELECTRON_VITE;
    });
  }, 240_000);
  afterAll(() => rm(outDir, { recursive: true, force: true }));

  /** The modules a built file loads from outside itself. */
  const importsOf = async (file: string) => {
    const code = await readFile(file, 'utf8');
    const found = [
      ...code.matchAll(/\bfrom\s*["']([^"']+)["']/g),
      ...code.matchAll(/\bimport\s*\(\s*["']([^"']+)["']\s*\)/g),
      ...code.matchAll(/\bimport\s*["']([^"']+)["']/g),
      ...code.matchAll(/\brequire\(\s*["']([^"']+)["']\s*\)/g),
    ].map((match) => match[1]!);
    // Text that only looks like an import (inside a message or a template) is not a module name.
    return [...new Set(found)].filter((name) => !name.startsWith('.') && /^(node:)?[@a-z][\w./@-]*$/i.test(name));
  };
  const builtins = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);

  it('starts where the repository’s package.json (npm run studio) and the packaged app’s manifest say', async () => {
    const root = await readRootPackage(projectDir);
    const repoMain = (root as { main?: string }).main!;
    expect(existsSync(path.join(outDir, path.relative('out', repoMain)))).toBe(true);
    expect(existsSync(path.join(outDir, appManifest(root).main))).toBe(true);
    expect(appManifest(root).version).toBe(root.version);
    // The main process finds its preload and the renderer where index.ts looks for them.
    expect(existsSync(path.join(outDir, 'preload/index.cjs'))).toBe(true);
    expect(existsSync(path.join(outDir, 'renderer/index.html'))).toBe(true);
  });

  it('needs nothing from node_modules: main loads only Electron and Node, the sandboxed preload only Electron', async () => {
    const main = await importsOf(path.join(outDir, 'main/index.js'));
    expect(main.filter((name) => name !== 'electron' && !builtins.has(name))).toEqual([]);
    expect(main).toContain('electron');
    const preload = await importsOf(path.join(outDir, 'preload/index.cjs'));
    expect(preload).toEqual(['electron']);
  });
});
