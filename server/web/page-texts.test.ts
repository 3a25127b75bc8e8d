// The portal's browser build ships the page's language only (issue 24): the modules holding all
// three languages are swapped for stand-ins, and each language is a chunk of its own, loaded by
// the entry. Built here for real with the plugin, on a small entry that reads texts as pages do.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixture } from './build.test-support';
import { translate } from '../../shared/i18n';
import { portalCatalog } from '../../shared/i18n/portal';
import { pageTexts } from './page-texts';

const root = path.resolve(import.meta.dirname, '../..');

describe('page texts', () => {
  let dir: string;
  let files: Map<string, string>;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'souk-page-texts-'));
    const from = (file: string) => JSON.stringify(path.join(root, file));
    await writeFile(
      path.join(dir, 'entry.js'),
      [
        `import { portalCatalog } from ${from('shared/i18n/portal/index.ts')};`,
        `import { translate } from ${from('shared/i18n/index.ts')};`,
        `import { loadPageTexts } from ${from('server/web/client/texts/loaded.ts')};`,
        'export async function textsOf(locale) {',
        '  await loadPageTexts(locale);',
        "  return [portalCatalog(locale).home.hero.title, translate(locale, 'price.GIVEN')];",
        '}',
      ].join('\n'),
    );
    files = await buildFixture(dir, 'entry.js', [pageTexts()]);
  }, 60_000);
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const holding = (text: string) => [...files].filter(([, code]) => code.includes(text)).map(([name]) => name);

  it('puts each language’s texts in a chunk of its own, and none in the rest of the build', () => {
    for (const locale of ['fr', 'ar', 'en'] as const) {
      const title = portalCatalog(locale).home.hero.title;
      const chunks = holding(JSON.stringify(title).slice(1, -1));
      expect(chunks, locale).toHaveLength(1);
      expect(chunks[0]).toMatch(new RegExp(`^${locale}-.*\\.js$`));
    }
  });

  it('reads the page’s language through the same calls as the real modules', async () => {
    const entry = [...files.keys()].find((name) => name.startsWith('entry-'))!;
    const built = (await import(pathToFileURL(path.join(dir, 'out', 'assets', entry)).href)) as {
      textsOf: (locale: string) => Promise<string[]>;
    };
    expect(await built.textsOf('ar')).toEqual([portalCatalog('ar').home.hero.title, translate('ar', 'price.GIVEN')]);
  });
});
