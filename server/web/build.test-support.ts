import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin } from 'vite';

/**
 * Builds `entry` (a file of `dir`) with `plugins` as the portal's build would, unminified and
 * without the preload helper (the output runs in Node), and gives the built files by name.
 */
export async function buildFixture(dir: string, entry: string, plugins: Plugin[]): Promise<Map<string, string>> {
  await build({
    configFile: false,
    root: dir,
    logLevel: 'silent',
    plugins,
    build: {
      outDir: path.join(dir, 'out'),
      minify: false,
      modulePreload: false,
      target: 'es2022',
      rollupOptions: { input: path.join(dir, entry), preserveEntrySignatures: 'strict' },
    },
  });
  const assets = path.join(dir, 'out', 'assets');
  const names = await readdir(assets);
  return new Map(
    await Promise.all(names.map(async (name) => [name, await readFile(path.join(assets, name), 'utf8')] as const)),
  );
}
