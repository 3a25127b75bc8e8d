// `npm run build` (always) and `npm start` (`--if-changed`): the portal's and the studio's browser
// files, built by Vite into WEB_DIR. With `--if-changed`, nothing is built when the sources are
// those of the last build (a fingerprint of their contents kept beside the build), so a second
// start does not spend its time rebuilding what it already has.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sourcesFingerprint } from './sources-fingerprint';

const root = path.resolve(new URL('../..', import.meta.url).pathname);
const outDir = path.resolve(root, process.env.WEB_DIR ?? 'dist/web');
const STAMP = path.join(outDir, '.sources-fingerprint');

/** What the browser files are built from: their folders, and the files that pin the tools. */
const SOURCES = { dirs: ['server/web', 'shared', 'desktop/studio'], files: ['package-lock.json', 'tsconfig.json'] };

async function main(): Promise<void> {
  const ifChanged = process.argv.includes('--if-changed');
  // React and the bundle pick their production builds from NODE_ENV.
  process.env.NODE_ENV = 'production';
  const fingerprint = await sourcesFingerprint(root, SOURCES);
  const built =
    existsSync(path.join(outDir, '.vite', 'manifest.json')) && existsSync(path.join(outDir, 'studio', 'index.html'));
  if (ifChanged && built && existsSync(STAMP) && (await readFile(STAMP, 'utf8')) === fingerprint) {
    console.log(`Browser files are up to date in ${path.relative(root, outDir) || '.'} (sources unchanged).`);
    return;
  }
  const started = performance.now();
  const { build } = await import('vite');
  // The portal first: its build empties WEB_DIR, where the studio's build then goes (WEB_DIR/studio).
  await build({ configFile: path.join(root, 'server/web/vite.config.ts'), logLevel: 'warn' });
  await build({ configFile: path.join(root, 'desktop/studio/vite.config.ts'), logLevel: 'warn' });
  await writeFile(STAMP, fingerprint);
  console.log(`Browser files built in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
