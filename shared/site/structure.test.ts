import { describe, expect, it } from 'vitest';
import type { SiteBlock, SiteDocument } from './document';
import { structuralChanges } from './structure';

const block = (id: string, type = 'Spacer', extra: Partial<SiteBlock> = {}): SiteBlock => ({
  id,
  type,
  attrs: {},
  ...extra,
});

const base = (): SiteDocument => ({
  schemaVersion: 2,
  templateId: 'store-default',
  theme: { font: 'Default', dark: false, color: 'orange' },
  pages: [
    {
      id: 'home',
      title: { fr: 'Accueil', ar: '', en: '' },
      type: 'home',
      slug: '',
      visible: true,
      blocks: [
        block('a', 'Text', { attrs: { align: 'start' } }),
        block('grid', 'Grid', { blocks: [block('n1'), block('n2')] }),
      ],
    },
    {
      id: 'about',
      title: { fr: 'À propos', ar: '', en: '' },
      type: 'page',
      slug: 'a-propos',
      visible: true,
      blocks: [block('b')],
    },
  ],
  headers: [block('menu', 'Menu', { layout: 'bar' })],
  footers: [block('footer', 'Footer')],
  queries: [
    { id: 'news', name: { fr: 'Nouveautés', ar: '', en: '' }, q: '', count: 16, type: 'ANNOUNCEMENTS', filter: {} },
  ],
});

const changed = (edit: (document: SiteDocument) => void) => {
  const after = structuredClone(base());
  edit(after);
  return structuralChanges(base(), after);
};

describe('structuralChanges', () => {
  it('finds nothing in content edits: attributes, theme, page titles, query-free changes', () => {
    expect(structuralChanges(base(), base())).toEqual([]);
    expect(
      changed((d) => {
        d.pages[0]!.blocks[0]!.attrs = { align: 'center', content: { fr: null, ar: null, en: null } };
        d.pages[0]!.blocks[1]!.blocks![0]!.attrs = { padding: 4 };
        d.theme = { font: 'Cairo', dark: true, color: '#123456', backgroundColor: 'white' };
        d.pages[1]!.title = { fr: 'Qui sommes-nous', ar: 'من نحن', en: 'About us' };
        d.pages[1]!.backgroundColor = 'black';
        d.headers[0]!.attrs = { showLogo: false };
      }),
    ).toEqual([]);
  });

  it('pages: added, removed, reordered, re-addressed or hidden', () => {
    const page = { ...base().pages[1]!, id: 'promo', slug: 'promo', blocks: [] };
    expect(changed((d) => d.pages.push(page))).toEqual(['pages']);
    expect(changed((d) => d.pages.pop())).toEqual(['pages']);
    expect(changed((d) => d.pages.reverse())).toEqual(['pages']);
    expect(changed((d) => (d.pages[1]!.slug = 'qui-sommes-nous'))).toEqual(['pages']);
    expect(changed((d) => (d.pages[1]!.visible = false))).toEqual(['pages']);
  });

  it('blocks: added, removed, moved between pages or into a grid, pinned to the header', () => {
    expect(changed((d) => d.pages[0]!.blocks.push(block('c')))).toEqual(['blocks']);
    expect(changed((d) => d.pages[0]!.blocks.shift())).toEqual(['blocks']);
    expect(changed((d) => d.pages[0]!.blocks.reverse())).toEqual(['blocks']);
    expect(changed((d) => d.pages[1]!.blocks.push(d.pages[0]!.blocks.shift()!))).toEqual(['blocks']);
    expect(changed((d) => d.pages[0]!.blocks[1]!.blocks!.push(d.pages[0]!.blocks.shift()!))).toEqual(['blocks']);
    expect(changed((d) => d.headers.push(d.pages[0]!.blocks.shift()!))).toEqual(['blocks']);
    expect(changed((d) => (d.pages[0]!.blocks[0]!.type = 'Content'))).toEqual(['blocks']);
  });

  it('design: the layout of a block kept; a new block’s layout is only blocks', () => {
    expect(changed((d) => (d.headers[0]!.layout = 'centered'))).toEqual(['design']);
    expect(changed((d) => (d.footers[0]!.layout = 'columns'))).toEqual(['design']);
    expect(changed((d) => d.headers.push(block('menu2', 'Menu', { layout: 'compact' })))).toEqual(['blocks']);
  });

  it('design: a grid’s placement of its blocks', () => {
    const place = (d: SiteDocument, w: number) =>
      (d.pages[0]!.blocks[1]!.attrs = { layouts: { md: [{ i: 'n1', x: 0, y: 0, w, h: 4 }], xs: [] } });
    expect(changed((d) => place(d, 6))).toEqual(['design']);
    // Other attributes of the grid are content.
    expect(changed((d) => (d.pages[0]!.blocks[1]!.attrs = { padding: 2 }))).toEqual([]);
  });

  it('queries: any change of the list', () => {
    expect(changed((d) => (d.queries[0]!.count = 8))).toEqual(['queries']);
    expect(changed((d) => (d.queries = []))).toEqual(['queries']);
  });

  it('names every capability a change needs, once each', () => {
    expect(
      changed((d) => {
        d.pages.pop();
        d.pages[0]!.blocks.pop();
        d.headers[0]!.layout = 'compact';
        d.queries = [];
      }),
    ).toEqual(['pages', 'blocks', 'design', 'queries']);
  });

  it('does not count the blocks of a page added or removed as blocks (that is pages)', () => {
    expect(changed((d) => d.pages.splice(1, 1))).toEqual(['pages']);
    const withBlocks = { ...base().pages[1]!, id: 'promo', slug: 'promo', blocks: [block('x')] };
    expect(changed((d) => d.pages.push(withBlocks))).toEqual(['pages']);
  });
});

describe('structuralChanges and stored documents', () => {
  it('ignores the order of keys (the database keeps its own)', () => {
    const before = base();
    const after = structuredClone(before);
    after.queries = after.queries.map((query) => Object.fromEntries(Object.entries(query).reverse()) as typeof query);
    after.queries[0]!.filter = { hasPictures: true, categoryId: '1002' };
    before.queries[0]!.filter = { categoryId: '1002', hasPictures: true };
    expect(structuralChanges(before, after)).toEqual([]);
  });
});
