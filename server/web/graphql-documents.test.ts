// The portal's browser build carries each GraphQL document with the pages that use it (issue 24):
// `shared/graphql/generated.ts` is read as one module per document. Built here for real with the
// plugin: a page-like chunk per document, each with its own, the unused ones nowhere.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixture } from './build.test-support';
import { AnnouncementShowDocument, HomeFeedDocument } from '../../shared/graphql/generated';
import { graphqlDocuments } from './graphql-documents';

const root = path.resolve(import.meta.dirname, '../..');

describe('GraphQL documents in the browser build', () => {
  let dir: string;
  let files: Map<string, string>;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'souk-graphql-documents-'));
    const generated = JSON.stringify(path.join(root, 'shared/graphql/generated.ts'));
    await writeFile(path.join(dir, 'home.js'), `export { HomeFeedDocument as document } from ${generated};`);
    await writeFile(path.join(dir, 'show.js'), `export { AnnouncementShowDocument as document } from ${generated};`);
    await writeFile(
      path.join(dir, 'entry.js'),
      "export const pages = { home: () => import('./home.js'), show: () => import('./show.js') };",
    );
    files = await buildFixture(dir, 'entry.js', [graphqlDocuments()]);
  }, 60_000);
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  /** The built files holding an operation's name as its document writes it. */
  const holding = (operation: string) =>
    [...files].filter(([, code]) => code.includes(`\\"value\\":\\"${operation}\\"`)).map(([name]) => name);

  it('puts each document in the chunk of the page using it, and leaves out the unused ones', () => {
    expect(holding('HomeFeed')).toEqual([expect.stringMatching(/^home-/)]);
    expect(holding('AnnouncementShow')).toEqual([expect.stringMatching(/^show-/)]);
    expect(holding('Me')).toEqual([]);
  });

  it('gives the very documents of the generated file', async () => {
    const entry = [...files.keys()].find((name) => name.startsWith('entry-'))!;
    const built = (await import(pathToFileURL(path.join(dir, 'out', 'assets', entry)).href)) as {
      pages: Record<'home' | 'show', () => Promise<{ document: unknown }>>;
    };
    expect((await built.pages.home()).document).toEqual(HomeFeedDocument);
    expect((await built.pages.show()).document).toEqual(AnnouncementShowDocument);
  });
});
