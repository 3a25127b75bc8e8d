import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Read by the tests only: a change there leaves built files as they are. */
const NOT_BUILT = /\.test\.tsx?$|(^|\/)node_modules\//;

/**
 * One digest of every source file's path and contents under `dirs` (recursively) and of `files`,
 * in a stable order: equal when and only when the sources are the same, whatever their times.
 */
export async function sourcesFingerprint(
  root: string,
  sources: { dirs: readonly string[]; files: readonly string[] },
): Promise<string> {
  const files: string[] = [...sources.files];
  for (const dir of sources.dirs) {
    const entries = await readdir(path.join(root, dir), { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const file = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      if (!NOT_BUILT.test(file)) files.push(file);
    }
  }
  const hash = createHash('sha256');
  for (const file of files.sort()) {
    hash
      .update(file)
      .update('\0')
      .update(await readFile(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}
