// `npm start` rebuilds the browser files only when their sources changed (issue 24).
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourcesFingerprint } from './sources-fingerprint';

describe('sourcesFingerprint', () => {
  let root: string;
  const sources = { dirs: ['web'], files: ['lock.json'] };
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'souk-fingerprint-'));
    await mkdir(path.join(root, 'web', 'pages'), { recursive: true });
    await writeFile(path.join(root, 'lock.json'), '{}');
    await writeFile(path.join(root, 'web', 'pages', 'Home.tsx'), 'export const Home = 1;');
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('stays the same for the same contents, even when files are touched', async () => {
    const before = await sourcesFingerprint(root, sources);
    const later = new Date(Date.now() + 60_000);
    await utimes(path.join(root, 'web', 'pages', 'Home.tsx'), later, later);
    expect(await sourcesFingerprint(root, sources)).toBe(before);
  });

  it('changes with a source’s contents, a new source, or the lock file', async () => {
    const first = await sourcesFingerprint(root, sources);
    await writeFile(path.join(root, 'web', 'pages', 'Home.tsx'), 'export const Home = 2;');
    const edited = await sourcesFingerprint(root, sources);
    expect(edited).not.toBe(first);
    await writeFile(path.join(root, 'web', 'pages', 'Search.tsx'), 'export const Search = 1;');
    const added = await sourcesFingerprint(root, sources);
    expect(added).not.toBe(edited);
    await writeFile(path.join(root, 'lock.json'), '{"v":2}');
    expect(await sourcesFingerprint(root, sources)).not.toBe(added);
  });

  it('leaves tests out: editing one does not call for a build', async () => {
    const before = await sourcesFingerprint(root, sources);
    await writeFile(path.join(root, 'web', 'pages', 'Home.test.tsx'), 'it()');
    expect(await sourcesFingerprint(root, sources)).toBe(before);
  });
});
