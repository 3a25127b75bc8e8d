import { describe, expect, it } from 'vitest';
import { BLOCK_DEFINITIONS } from '../../../../../shared/site/blocks/catalogue';
import { SITE_LIMITS } from '../../../../../shared/site/limits';
import { acceptedByServer, ids, run, templateDocument } from '../test-support';

const home = { kind: 'page', pageId: 'home' } as const;

describe('block/add', () => {
  it('inserts a block with its type’s defaults at an index, or appends it', () => {
    const start = templateDocument();
    const before = ids(start.pages[0]!.blocks);
    const { document, results } = run(start, [
      { type: 'block/add', id: 'first', blockType: 'Text', to: home, index: 0 },
      { type: 'block/add', id: 'last', blockType: 'Button', to: home },
    ]);
    expect(results.every((result) => result.ok)).toBe(true);
    expect(ids(document.pages[0]!.blocks)).toEqual(['first', ...before, 'last']);
    expect(document.pages[0]!.blocks[0]!.attrs).toEqual(BLOCK_DEFINITIONS.Text.defaults());
    expect(acceptedByServer(document)).toBe(true);
  });

  it('gives a block with layouts its first layout, or a known one asked for', () => {
    const { document } = run(templateDocument(), [
      { type: 'block/add', id: 'm1', blockType: 'Menu', to: home },
      { type: 'block/add', id: 'f1', blockType: 'Footer', layout: 'simple', to: home },
    ]);
    const blocks = document.pages[0]!.blocks;
    expect(blocks.find((block) => block.id === 'm1')!.layout).toBe(BLOCK_DEFINITIONS.Menu.layouts![0]);
    expect(blocks.find((block) => block.id === 'f1')!.layout).toBe('simple');
  });

  it('nests a block inside a grid, and refuses a grid that is not a container', () => {
    const { document, results } = run(templateDocument(), [
      { type: 'block/add', id: 'grid', blockType: 'SimpleGrid', to: home },
      { type: 'block/add', id: 'inside', blockType: 'Text', to: { kind: 'nested', blockId: 'grid' } },
      { type: 'block/add', id: 'nope', blockType: 'Text', to: { kind: 'nested', blockId: 'inside' } },
    ]);
    expect(results.map((result) => result.ok)).toEqual([true, true, false]);
    expect(ids(document.pages[0]!.blocks.find((block) => block.id === 'grid')!.blocks!)).toEqual(['inside']);
  });

  it('refuses a block type outside the launch type’s set (a market has no Map)', () => {
    const { results } = run(
      templateDocument('MARKET'),
      [{ type: 'block/add', id: 'map', blockType: 'Map', to: home }],
      { launchType: 'MARKET' },
    );
    expect(results[0]).toEqual({ ok: false, error: 'invalid', detail: 'blockNotAllowed:Map' });
  });

  it('keeps the limits: pinned blocks, blocks per page, depth', () => {
    const pinned = Array.from({ length: SITE_LIMITS.maxPinnedBlocks }, (_, n) => ({
      type: 'block/add' as const,
      id: `h${n}`,
      blockType: 'Spacer' as const,
      to: { kind: 'headers' } as const,
    }));
    const headers = run(templateDocument(), pinned);
    expect(headers.results.filter((result) => !result.ok)).toEqual(
      Array(2).fill({ ok: false, error: 'limit', detail: 'maxPinnedBlocks' }),
    );

    const many = Array.from({ length: SITE_LIMITS.maxBlocksPerPage + 1 }, (_, n) => ({
      type: 'block/add' as const,
      id: `b${n}`,
      blockType: 'Spacer' as const,
      to: home,
    }));
    const page = run(templateDocument(), many);
    expect(page.document.pages[0]!.blocks).toHaveLength(SITE_LIMITS.maxBlocksPerPage);
    expect(page.results.at(-1)).toEqual({ ok: false, error: 'limit', detail: 'maxBlocksPerPage' });

    const deep = Array.from({ length: SITE_LIMITS.maxDepth + 1 }, (_, n) => ({
      type: 'block/add' as const,
      id: `g${n}`,
      blockType: 'SimpleGrid' as const,
      to: n === 0 ? home : ({ kind: 'nested', blockId: `g${n - 1}` } as const),
    }));
    const nested = run(templateDocument(), deep);
    expect(nested.results.at(-1)).toEqual({ ok: false, error: 'limit', detail: 'maxDepth' });
    expect(acceptedByServer(nested.document)).toBe(true);
  });

  it('refuses an id already in the document', () => {
    const { results } = run(templateDocument(), [{ type: 'block/add', id: 'header', blockType: 'Text', to: home }]);
    expect(results[0]).toEqual({ ok: false, error: 'invalid', detail: 'duplicateId' });
  });
});
