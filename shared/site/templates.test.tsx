import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BLOCK_SETS, DATA_BOUND_BLOCKS, LOCATION_BLOCKS, type BlockType } from './blocks/types';
import type { SiteBlock } from './document';
import { LAUNCH_TYPES } from './launch';
import { SiteView } from './render/SiteView';
import { testContext } from './render/test-support';
import { defaultSiteDocument } from './templates';
import { validateSiteDocument } from './validate';

const blocksOf = (blocks: SiteBlock[]): SiteBlock[] =>
  blocks.flatMap((block) => [block, ...blocksOf(block.blocks ?? [])]);

describe.each(LAUNCH_TYPES)('the default %s site', (launchType) => {
  const document = defaultSiteDocument(launchType);
  const all = blocksOf([...document.headers, ...document.footers, ...document.pages.flatMap((page) => page.blocks)]);

  it('passes validation as it is, even for a land without a location', () => {
    const result = validateSiteDocument(document, { launchType, hasLocation: false });
    expect(result.ok ? [] : result.problems).toEqual([]);
    if (result.ok) expect(result.document).toEqual(document);
  });

  it('uses only its launch type blocks, and no location block', () => {
    for (const block of all) {
      expect(BLOCK_SETS[launchType]).toContain(block.type);
      expect(LOCATION_BLOCKS).not.toContain(block.type);
    }
  });

  it('has a home page, the listing page and the announcement page', () => {
    expect(document.pages.map((page) => [page.type, page.slug])).toEqual([
      ['home', ''],
      ['search', 'annonce'],
      ['single', 'annonce-detail'],
    ]);
    const listing = document.pages[1]!.blocks.find((block) => block.type === 'Products');
    expect(listing?.attrs.queryId).toBeUndefined();
    expect(document.pages[2]!.blocks.map((block) => block.type)).toEqual(['ProductsShow']);
  });

  it('binds its home lists to its own queries', () => {
    const ids = new Set(document.queries.map((query) => query.id));
    const bound = all.filter((block) => DATA_BOUND_BLOCKS.includes(block.type as BlockType) && block.attrs.queryId);
    expect(bound.length).toBeGreaterThan(0);
    for (const block of bound) expect(ids).toContain(block.attrs.queryId);
    expect(document.queries[0]?.name.fr).toBe('Nouveautés');
  });

  it('renders every page', () => {
    for (const page of document.pages) {
      const html = renderToStaticMarkup(<SiteView context={testContext({ launchType, document, page })} />);
      expect(html).toContain(`data-page-id="${page.id}"`);
    }
  });

  it('gives each call its own objects', () => {
    const first = defaultSiteDocument(launchType);
    first.queries[0]!.count = 1;
    first.pages[0]!.blocks[0]!.attrs.title = 'changed';
    expect(defaultSiteDocument(launchType).queries[0]!.count).toBe(8);
    expect(defaultSiteDocument(launchType).pages[0]!.blocks[0]!.attrs.title).not.toBe('changed');
  });
});

describe('the defaults by kind of site', () => {
  const types = (launchType: 'STORE' | 'MARKET') =>
    defaultSiteDocument(launchType).pages[0]!.blocks.map((block) => block.type);

  it('gives a store its products, features, story and networks', () => {
    expect(types('STORE')).toEqual(['HeroSection', 'Products', 'Features', 'ImageWithText', 'Social']);
  });

  it('gives a market its new arrivals carousel and its stores', () => {
    expect(types('MARKET')).toEqual(['HeroSection', 'ProductCarousel', 'StoreBrowser']);
    expect(defaultSiteDocument('MARKET').queries.map((query) => query.type)).toEqual(['ANNOUNCEMENTS', 'STORES']);
  });

  it('pins the Header and Menu on top and the Footer below', () => {
    const document = defaultSiteDocument('STORE');
    expect(document.headers.map((block) => block.type)).toEqual(['Header', 'Menu']);
    expect(document.footers.map((block) => block.type)).toEqual(['Footer']);
  });
});
