import { describe, expect, it } from 'vitest';
import { validateSiteDocument } from '../validate';
import { defaultSiteDocument } from '../templates';
import type { SiteBlock } from '../document';
import { BLOCK_DEFINITIONS } from './catalogue';
import { layoutOf } from './definition';
import { BLOCK_TYPES, DATA_BOUND_BLOCKS, type BlockType } from './types';

const attrsOf = (type: BlockType) => BLOCK_DEFINITIONS[type].defaults();

describe('the block catalogue', () => {
  it('defines every block type', () => {
    for (const type of BLOCK_TYPES) expect(BLOCK_DEFINITIONS[type].type).toBe(type);
  });

  it.each(BLOCK_TYPES)('%s: new blocks are valid and complete, and empty attributes get the defaults', (type) => {
    const definition = BLOCK_DEFINITIONS[type];
    const defaults = definition.defaults();
    expect(definition.attrs.parse(defaults)).toEqual(defaults);
    expect(definition.attrs.safeParse({}).success).toBe(true);
    expect(definition.defaults()).not.toBe(defaults);
  });

  it('gives titles in fr, ar and en to new content blocks', () => {
    for (const type of [
      'Content',
      'Image',
      'ImageWithText',
      'HeroSection',
      'Features',
      'Products',
      'Searchbar',
    ] as const) {
      const title = attrsOf(type).title as Record<string, string>;
      expect(title.fr && title.ar && title.en, type).toBeTruthy();
    }
  });

  it('holds the spec defaults', () => {
    expect(attrsOf('Grid')).toEqual({ layouts: { md: [], xs: [] }, width: 1, padding: 0 });
    expect(attrsOf('SimpleGrid')).toEqual({ numBlock: 2, width: 1, padding: 0 });
    expect(attrsOf('Spacer')).toEqual({ padding: 2 });
    expect(attrsOf('Gallery')).toMatchObject({ width: 1, itemsCount: 4, showCaption: true });
    expect(attrsOf('Carousel')).toMatchObject({ width: 1, count: 2, caption: true, perView: 1 });
    expect((attrsOf('Carousel').slides as unknown[]).length).toBe(2);
    for (const type of ['Header', 'Footer'] as const) {
      expect(attrsOf(type)).toMatchObject({ backgroundColor: 'black', backgroundColorOpacity: 80, width: 1 });
    }
    expect(attrsOf('Searchbar')).toMatchObject({ width: 1, showTitle: false, showCategories: false });
    expect(attrsOf('ProductsShow')).toEqual({
      width: 1,
      showComments: true,
      showDescription: true,
      showDelivery: true,
      showSpecs: true,
    });
    for (const type of ['Contact', 'Maps', 'Video'] as const) expect(attrsOf(type)).toMatchObject({ width: 1 });
    expect(attrsOf('Social')).toMatchObject({
      title: { fr: 'Suivez-nous', ar: 'تابعونا', en: 'Follow us' },
      subtitle: { fr: '', ar: '', en: '' },
    });
    expect(attrsOf('ProductNavs')).toMatchObject({ width: 1, itemsCount: 4 });
    expect(attrsOf('Image')).toMatchObject({
      width: 1,
      media: { link: '', contain: true, autoSize: false, image: null },
    });
    expect(attrsOf('Content')).toMatchObject({ width: 1 });
    expect(attrsOf('HeroSection').button).toMatchObject({ style: 'filled', color: 'primary' });
    expect(attrsOf('HeroSection').media).toEqual({ image: null, mobile: null });
  });

  it('binds data blocks to an optional query, 16 results by default', () => {
    for (const type of DATA_BOUND_BLOCKS) {
      const schema = BLOCK_DEFINITIONS[type].attrs;
      expect(schema.parse({}).count, type).toBe(16);
      expect(schema.parse({}).queryId, type).toBeUndefined();
      expect(schema.parse({ queryId: 'news' }).queryId, type).toBe('news');
      expect(schema.safeParse({ count: 500 }).success, type).toBe(false);
    }
  });

  it('gives Menu three layouts and Footer two; other types fall back to their first', () => {
    expect(BLOCK_DEFINITIONS.Menu.layouts).toHaveLength(3);
    expect(BLOCK_DEFINITIONS.Footer.layouts).toHaveLength(2);
    expect(layoutOf(BLOCK_DEFINITIONS.Menu, 'compact')).toBe('compact');
    expect(layoutOf(BLOCK_DEFINITIONS.Menu, 'nope')).toBe('bar');
    expect(layoutOf(BLOCK_DEFINITIONS.Text, 'anything')).toBeUndefined();
  });

  it('sizes blocks in a grid 4x4, Features 10x8, ContactInformation 6x6', () => {
    expect(BLOCK_DEFINITIONS.Text.gridSize).toEqual({ w: 4, h: 4 });
    expect(BLOCK_DEFINITIONS.Features.gridSize).toEqual({ w: 10, h: 8 });
    expect(BLOCK_DEFINITIONS.ContactInformation.gridSize).toEqual({ w: 6, h: 6 });
  });

  it('refuses colours outside the palette, widths outside the steps and unknown icons', () => {
    expect(BLOCK_DEFINITIONS.Header.attrs.safeParse({ backgroundColor: '#ff0000' }).success).toBe(false);
    expect(BLOCK_DEFINITIONS.Text.attrs.safeParse({ width: 0.3 }).success).toBe(false);
    expect(BLOCK_DEFINITIONS.Icon.attrs.safeParse({ icon: 'skull' }).success).toBe(false);
    expect(
      BLOCK_DEFINITIONS.Grid.attrs.safeParse({ layouts: { md: [{ i: 'a', x: 10, y: 0, w: 4, h: 4 }] } }).success,
    ).toBe(false);
  });
});

describe('refusals a document commit reports', () => {
  const commit = (block: SiteBlock, locale: 'fr' | 'en' = 'fr') => {
    const document = defaultSiteDocument('STORE');
    document.pages[0]!.blocks.push(block);
    return validateSiteDocument(document, { launchType: 'STORE', hasLocation: true, locale });
  };

  it('refuses links other than http, https, mailto, tel and site paths with badLink', () => {
    const cases: [BlockType, Record<string, unknown>, string][] = [
      ['Button', { button: { ...(attrsOf('Button').button as object), link: 'javascript:alert(1)' } }, 'button.link'],
      ['Image', { media: { link: 'data:text/html,x' } }, 'media.link'],
      ['Menu', { links: [{ label: { fr: 'x' }, link: 'vbscript:x' }] }, 'links.0.link'],
      ['Image', { media: { image: { full: 'http://insecure.example/a.jpg' } } }, 'media.image.full'],
    ];
    for (const [type, attrs, path] of cases) {
      const result = commit({ id: 'x1', type, attrs: { ...attrsOf(type), ...attrs } });
      expect(result.ok, type).toBe(false);
      if (!result.ok) {
        expect(result.problems[0]).toEqual({
          path: `pages.0.blocks.${defaultSiteDocument('STORE').pages[0]!.blocks.length}.attrs.${path}`,
          code: 'badLink',
          message: 'Les liens doivent commencer par http, https, mailto ou tel.',
        });
      }
    }
    expect(commit({ id: 'x1', type: 'Button', attrs: { button: { link: 'tel:+213550123456' } } }).ok).toBe(true);
  });

  it('refuses an unsupported video with the spec text', () => {
    const result = commit({ id: 'x1', type: 'Video', attrs: { video: 'https://example.com/film.avi' } });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems[0]?.message).toBe('Format de vidéo non supporté');
  });

  it('stores a pasted video address as {provider, id}', () => {
    const result = commit({ id: 'x1', type: 'Video', attrs: { video: 'https://youtu.be/dQw4w9WgXcQ' } });
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.document.pages[0]!.blocks.at(-1)!.attrs.video).toEqual({ provider: 'youtube', id: 'dQw4w9WgXcQ' });
    }
  });
});
