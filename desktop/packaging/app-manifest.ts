import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where `electron-vite build` writes the app (main, preload, renderer), and what electron-builder packs. */
export const APP_DIR = 'out';

interface RootPackage {
  name: string;
  version: string;
  description?: string;
  devDependencies?: Record<string, string>;
}

/**
 * The packaged app's own package.json (electron-builder's "two package.json" layout): the repository's
 * declares the server's dependencies too, which the desktop app must not carry. The app has none:
 * main and preload are bundled whole (electron.vite.config.ts), the renderer is static files.
 */
export function appManifest(root: RootPackage) {
  return {
    name: 'souk-studio',
    productName: 'Souk Studio',
    version: root.version,
    description: 'Souk Studio: design your store’s site and run it on the Souk marketplace',
    author: { name: 'Souk', email: 'contact@souk.dz' },
    homepage: 'https://souk.dz',
    license: 'UNLICENSED',
    type: 'module',
    main: 'main/index.js',
  };
}

/** The Electron version the app is built with: the repository's own (the app folder declares none). */
export function electronVersion(root: RootPackage): string {
  const version = root.devDependencies?.electron;
  if (!version || !/^\d+\.\d+\.\d+$/.test(version))
    throw new Error('package.json must pin electron to an exact version');
  return version;
}

export async function readRootPackage(projectDir: string): Promise<RootPackage> {
  return JSON.parse(await readFile(path.join(projectDir, 'package.json'), 'utf8')) as RootPackage;
}

// `tsx desktop/packaging/app-manifest.ts` (npm run studio:package) writes out/package.json.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const root = await readRootPackage(projectDir);
  await mkdir(path.join(projectDir, APP_DIR), { recursive: true });
  await writeFile(path.join(projectDir, APP_DIR, 'package.json'), `${JSON.stringify(appManifest(root), null, 2)}\n`);
}
