// The build's precompressed copies (issue 24): written beside each text file worth it, and
// decoding to the file itself.
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { precompress } from './precompress';

describe('precompress', () => {
  let dir: string;
  const script = `console.log(${JSON.stringify('souk '.repeat(600))});\n`;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'souk-precompress-'));
    await writeFile(path.join(dir, 'entry.js'), script);
    await writeFile(path.join(dir, 'entry.js.map'), '{"version":3}'.padEnd(4000, ' '));
    await writeFile(path.join(dir, 'tiny.css'), 'a{color:red}');
    await writeFile(path.join(dir, 'logo.png'), Buffer.alloc(5000, 1));
    const plugin = precompress();
    const bundle = Object.fromEntries(
      ['entry.js', 'entry.js.map', 'tiny.css', 'logo.png'].map((name) => [name, { fileName: name }]),
    ) as unknown as Rolldown.OutputBundle;
    const writeBundle = plugin.writeBundle as (
      options: { dir: string },
      bundle: Rolldown.OutputBundle,
    ) => Promise<void>;
    await writeBundle.call({}, { dir }, bundle);
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes brotli and gzip copies of a script that decode to it', async () => {
    const br = await readFile(path.join(dir, 'entry.js.br'));
    const gz = await readFile(path.join(dir, 'entry.js.gz'));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(gz).toString()).toBe(script);
    expect(br.length).toBeLessThan(script.length / 10);
  });

  it('leaves source maps, pictures and files too small to gain alone', async () => {
    expect((await readdir(dir)).sort()).toEqual(
      ['entry.js', 'entry.js.br', 'entry.js.gz', 'entry.js.map', 'logo.png', 'tiny.css'].sort(),
    );
  });
});
