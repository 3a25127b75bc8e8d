import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Built files worth a compressed copy: text ones (source maps are read by developers' tools only). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this, the compressed copy saves less than its own headers and lookup cost. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` and `<file>.gz` beside each built text file, compressed once at their
 * strongest (brotli 11, gzip 9), for @fastify/static's `preCompressed`: the server then never
 * spends a request's time compressing a file that never changes.
 */
export function precompress(): Plugin {
  return {
    name: 'souk:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? path.dirname(options.file ?? '.');
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outDir, name);
          const bytes = await readFile(file);
          if (bytes.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gzipped(bytes, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}
