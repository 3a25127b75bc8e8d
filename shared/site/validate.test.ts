import { describe, expect, it } from 'vitest';
import { siteProblemTexts, type SiteProblemCode } from '../i18n/site/problems';
import { BLOCK_DEFINITIONS } from './blocks/catalogue';
import type { BlockType } from './blocks/types';
import { SITE_SCHEMA_VERSION, type SiteBlock, type SiteDocument } from './document';
import { SITE_LIMITS } from './limits';
import { validateSiteDocument, type SiteValidationContext } from './validate';

let sequence = 0;
const block = (type: string, overrides: Partial<SiteBlock> = {}): SiteBlock => ({
  id: `b${++sequence}`,
  type,
  attrs: type in BLOCK_DEFINITIONS ? BLOCK_DEFINITIONS[type as BlockType].defaults() : {},
  ...overrides,
});

/** A small valid store document; `edit` changes a fresh copy. */
function documentWith(edit: (document: SiteDocument) => void = () => {}): SiteDocument {
  const document: SiteDocument = {
    schemaVersion: SITE_SCHEMA_VERSION,
    templateId: 'store-default',
    theme: { font: 'Default', dark: false, color: 'orange' },
    pages: [
      { id: 'home', title: { fr: 'Accueil', ar: '', en: '' }, type: 'home', slug: '', visible: true, blocks: [] },
      {
        id: 'about',
        title: { fr: 'À propos', ar: '', en: '' },
        type: 'page',
        slug: 'a-propos',
        visible: true,
        blocks: [],
      },
    ],
    headers: [],
    footers: [],
    queries: [
      { id: 'news', name: { fr: 'Nouveautés', ar: '', en: '' }, q: '', count: 16, type: 'ANNOUNCEMENTS', filter: {} },
    ],
  };
  edit(document);
  return document;
}

const STORE: SiteValidationContext = { launchType: 'STORE', hasLocation: true };

/** The problem codes of a document (it must be refused). */
function codes(input: unknown, context: SiteValidationContext = STORE): SiteProblemCode[] {
  const result = validateSiteDocument(input, context);
  if (result.ok) throw new Error('expected the document to be refused');
  return result.problems.map((problem) => problem.code);
}

describe('validateSiteDocument', () => {
  it('accepts a valid document and fills the defaults of the document and of each block', () => {
    const result = validateSiteDocument(
      {
        schemaVersion: SITE_SCHEMA_VERSION,
        pages: [
          {
            id: 'home',
            title: { fr: 'Accueil' },
            type: 'home',
            slug: '',
            blocks: [{ id: 's', type: 'Spacer', attrs: {} }],
          },
        ],
      },
      STORE,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.document).toMatchObject({
      templateId: null,
      theme: { font: 'Default', dark: false, color: 'orange' },
      headers: [],
      footers: [],
      queries: [],
      pages: [{ title: { fr: 'Accueil', ar: '', en: '' }, visible: true, blocks: [{ attrs: { padding: 2 } }] }],
    });
  });

  it('invalid: the shape, with the path of each wrong value', () => {
    const result = validateSiteDocument(
      documentWith((d) => {
        (d.theme as { color: string }).color = 'rgb(1,2,3)';
        (d.pages[1] as { slug: string }).slug = 'Pas Une Adresse';
      }),
      STORE,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => [p.path, p.code])).toEqual([
      ['theme.color', 'invalid'],
      ['pages.1.slug', 'invalid'],
    ]);
    expect(codes('not a document')).toEqual(['invalid']);
    expect(codes(documentWith((d) => (d.pages = [])))).toEqual(['invalid']);
  });

  it('invalid: a block attribute the block type does not accept, and an unknown layout', () => {
    expect(codes(documentWith((d) => d.pages[0]!.blocks.push(block('Spacer', { attrs: { padding: 'big' } }))))).toEqual(
      ['invalid'],
    );
    expect(codes(documentWith((d) => d.pages[0]!.blocks.push(block('Menu', { layout: 'sideways' }))))).toEqual([
      'invalid',
    ]);
  });

  it('unknownVersion: a schemaVersion from the future', () => {
    expect(codes({ ...documentWith(), schemaVersion: SITE_SCHEMA_VERSION + 1 })).toEqual(['unknownVersion']);
  });

  it('migrates a version 1 document and accepts it', () => {
    const result = validateSiteDocument(
      { pages: [{ title: 'Accueil', type: 'home', slug: '', blocks: [{ type: 'Spacer' }] }] },
      STORE,
    );
    expect(result.ok).toBe(true);
  });

  it('unknownBlock and blockNotAllowed: the launch type’s block set', () => {
    expect(codes(documentWith((d) => d.pages[0]!.blocks.push(block('Marquee'))))).toEqual(['unknownBlock']);
    const social = documentWith((d) => d.pages[0]!.blocks.push(block('Social')));
    expect(validateSiteDocument(social, STORE).ok).toBe(true);
    expect(codes(social, { launchType: 'MARKET', hasLocation: false })).toEqual(['blockNotAllowed']);
    const stores = documentWith((d) => d.pages[0]!.blocks.push(block('StoreBrowser')));
    expect(codes(stores)).toEqual(['blockNotAllowed']);
  });

  it('notContainer and tooDeep: only grids hold blocks, and only so deep', () => {
    expect(codes(documentWith((d) => d.pages[0]!.blocks.push(block('Text', { blocks: [block('Spacer')] }))))).toEqual([
      'notContainer',
    ]);
    let nested = block('Spacer');
    for (let depth = 1; depth < SITE_LIMITS.maxDepth; depth += 1) nested = block('Grid', { blocks: [nested] });
    expect(
      validateSiteDocument(
        documentWith((d) => d.pages[0]!.blocks.push(nested)),
        STORE,
      ).ok,
    ).toBe(true);
    const deeper = block('Grid', { blocks: [nested] });
    expect(codes(documentWith((d) => d.pages[0]!.blocks.push(deeper)))).toEqual(['tooDeep']);
  });

  it('tooManyBlocks and tooManyBlocksTotal: per page (nested ones count) and in the whole site', () => {
    const full = () => Array.from({ length: SITE_LIMITS.maxBlocksPerPage }, () => block('Spacer'));
    expect(
      validateSiteDocument(
        documentWith((d) => (d.pages[0]!.blocks = full())),
        STORE,
      ).ok,
    ).toBe(true);
    expect(
      codes(
        documentWith((d) => (d.pages[0]!.blocks = [...full().slice(1), block('Grid', { blocks: [block('Spacer')] })])),
      ),
    ).toEqual(['tooManyBlocks']);

    const pages = Math.ceil(SITE_LIMITS.maxBlocksTotal / SITE_LIMITS.maxBlocksPerPage) + 1;
    const big = documentWith((d) => {
      d.pages = Array.from({ length: pages }, (_, n) => ({
        id: `p${n}`,
        title: { fr: `Page ${n}`, ar: '', en: '' },
        type: n === 0 ? ('home' as const) : ('page' as const),
        slug: n === 0 ? '' : `page-${n}`,
        visible: true,
        blocks: full(),
      }));
    });
    expect(codes(big)).toEqual(['tooManyBlocksTotal']);
  });

  it('tooLarge: the document’s size in bytes, before anything else', () => {
    const text = 'é'.repeat(SITE_LIMITS.maxDocumentBytes / 2);
    expect(codes({ ...documentWith(), note: text })).toEqual(['tooLarge']);
  });

  it('duplicateId, duplicateSlug and homePage', () => {
    expect(codes(documentWith((d) => d.pages[0]!.blocks.push(block('Spacer', { id: 'news' }))))).toEqual([
      'duplicateId',
    ]);
    expect(
      codes(
        documentWith((d) =>
          d.pages.push({ ...d.pages[1]!, id: 'about-again', title: { fr: 'Encore', ar: '', en: '' }, blocks: [] }),
        ),
      ),
    ).toEqual(['duplicateSlug']);
    expect(codes(documentWith((d) => (d.pages[0]!.type = 'page')))).toEqual(['duplicateSlug', 'homePage']);
    expect(codes(documentWith((d) => d.pages.push({ ...d.pages[0]!, id: 'home2' })))).toEqual(['homePage']);
  });

  it('unknownQuery: a data-bound block must read a query of the document', () => {
    const list = (queryId: string) =>
      block('AnnouncementList', { attrs: { ...block('AnnouncementList').attrs, queryId } });
    expect(
      validateSiteDocument(
        documentWith((d) => d.pages[0]!.blocks.push(list('news'))),
        STORE,
      ).ok,
    ).toBe(true);
    expect(codes(documentWith((d) => d.pages[0]!.blocks.push(list('gone'))))).toEqual(['unknownQuery']);
  });

  it('noLocation: a map block on a land without a location, with the spec’s text', () => {
    const map = documentWith((d) => d.pages[0]!.blocks.push(block('Map')));
    expect(validateSiteDocument(map, STORE).ok).toBe(true);
    const result = validateSiteDocument(map, { launchType: 'STORE', hasLocation: false });
    expect(result).toEqual({
      ok: false,
      problems: [
        { path: 'pages.0.blocks.0', code: 'noLocation', message: "L'emplacement de la boutique est inconnu." },
      ],
    });
  });

  it('unsupportedVideo and badLink: the attribute schemas’ own refusals, in the caller’s language', () => {
    const video = documentWith((d) =>
      d.pages[0]!.blocks.push(
        block('Video', { attrs: { ...block('Video').attrs, video: 'https://example.com/film.avi' } }),
      ),
    );
    const refused = validateSiteDocument(video, { ...STORE, locale: 'fr' });
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.problems).toEqual([
        { path: 'pages.0.blocks.0.attrs.video', code: 'unsupportedVideo', message: 'Format de vidéo non supporté' },
      ]);
    }
    const button = block('Button');
    const link = documentWith((d) =>
      d.pages[0]!.blocks.push({
        ...button,
        attrs: { ...button.attrs, button: { ...(button.attrs.button as object), link: 'javascript:alert(1)' } },
      }),
    );
    const english = validateSiteDocument(link, { ...STORE, locale: 'en' });
    expect(english.ok).toBe(false);
    if (!english.ok) {
      expect(english.problems).toEqual([
        { path: 'pages.0.blocks.0.attrs.button.link', code: 'badLink', message: siteProblemTexts.en.badLink },
      ]);
    }
  });

  it('reports at most 50 problems', () => {
    const many = documentWith((d) => (d.pages[0]!.blocks = Array.from({ length: 80 }, () => block('Marquee'))));
    expect(codes(many)).toHaveLength(50);
  });
});
