import { describe, expect, it } from 'vitest';
import { SITE_SCHEMA_VERSION, siteDocumentSchema } from './document';
import { migrateSiteDocument, SiteMigrationError } from './migrations';

/** A document as the first editor wrote it: no ids, plain strings, queries named by position. */
const v1 = () => ({
  templateId: 'store-default',
  queries: [
    { name: 'Nouveautés', q: '', count: 8 },
    { id: 'q1', name: { fr: 'Vélos', ar: 'دراجات', en: 'Bikes' }, q: 'vélo' },
  ],
  headers: [{ type: 'Header', attrs: { title: { fr: 'Chez Amina' } } }],
  footers: [{ type: 'Footer' }],
  pages: [
    {
      title: 'Accueil',
      type: 'home',
      slug: '',
      blocks: [
        { type: 'AnnouncementList', attrs: { query: 1, title: { fr: 'Nos vélos' } } },
        {
          type: 'SimpleGrid',
          attrs: {},
          blocks: [
            { type: 'Products', attrs: { query: 0 } },
            { type: 'Text', attrs: {} },
          ],
        },
        { type: 'Products', attrs: { query: 7 } },
      ],
    },
  ],
});

describe('migrateSiteDocument', () => {
  it('takes a document without schemaVersion as version 1 and brings it to the current version', () => {
    const { document, from } = migrateSiteDocument(v1());
    expect(from).toBe(1);
    const migrated = document as any;
    expect(migrated.schemaVersion).toBe(SITE_SCHEMA_VERSION);
    // The result is a valid current document.
    expect(siteDocumentSchema.safeParse(migrated).success).toBe(true);
  });

  it('gives every page, block and query an id, never repeating one already there', () => {
    const migrated = migrateSiteDocument(v1()).document as any;
    const ids = [
      ...migrated.queries.map((q: any) => q.id),
      ...migrated.headers.map((b: any) => b.id),
      ...migrated.footers.map((b: any) => b.id),
      ...migrated.pages.map((p: any) => p.id),
      ...migrated.pages[0].blocks.map((b: any) => b.id),
      ...migrated.pages[0].blocks[1].blocks.map((b: any) => b.id),
    ];
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    // The second query kept its own id (q1); the first got another.
    expect(migrated.queries[1].id).toBe('q1');
    expect(migrated.queries[0].id).not.toBe('q1');
  });

  it('localises plain-string titles and query names', () => {
    const migrated = migrateSiteDocument(v1()).document as any;
    expect(migrated.pages[0].title).toEqual({ fr: 'Accueil', ar: 'Accueil', en: 'Accueil' });
    expect(migrated.queries[0].name).toEqual({ fr: 'Nouveautés', ar: 'Nouveautés', en: 'Nouveautés' });
    expect(migrated.queries[1].name).toEqual({ fr: 'Vélos', ar: 'دراجات', en: 'Bikes' });
  });

  it('names queries by id instead of position, nested blocks too, and drops a position that names none', () => {
    const migrated = migrateSiteDocument(v1()).document as any;
    const [list, grid, orphan] = migrated.pages[0].blocks;
    expect(list.attrs).toEqual({ queryId: 'q1', title: { fr: 'Nos vélos' } });
    expect(grid.blocks[0].attrs).toEqual({ queryId: migrated.queries[0].id });
    expect(orphan.attrs).toEqual({});
    expect(migrated.footers[0].attrs).toEqual({});
  });

  it('leaves a current document as it is', () => {
    const current = { schemaVersion: SITE_SCHEMA_VERSION, pages: [] };
    const { document, from } = migrateSiteDocument(current);
    expect(from).toBe(SITE_SCHEMA_VERSION);
    expect(document).toBe(current);
  });

  it('refuses a version from the future, a version that is not a whole number, and what is not an object', () => {
    for (const input of [
      { schemaVersion: SITE_SCHEMA_VERSION + 1 },
      { schemaVersion: 0 },
      { schemaVersion: 1.5 },
      { schemaVersion: '2' },
      [],
      null,
      'document',
    ]) {
      expect(() => migrateSiteDocument(input)).toThrow(SiteMigrationError);
    }
  });

  it('runs step 1 on an explicit schemaVersion 1 too', () => {
    const migrated = migrateSiteDocument({ ...v1(), schemaVersion: 1 }).document as any;
    expect(migrated.schemaVersion).toBe(2);
    expect(migrated.pages[0].id).toEqual(expect.any(String));
  });
});
