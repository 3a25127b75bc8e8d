import { describe, expect, it } from 'vitest';
import { acceptedByServer, ids, run, templateDocument } from '../test-support';

const home = { kind: 'page', pageId: 'home' } as const;

describe('block/move', () => {
  it('reorders a page’s blocks (the index is where the block ends up)', () => {
    const start = templateDocument();
    const [a, b, c] = ids(start.pages[0]!.blocks);
    const down = run(start, [{ type: 'block/move', blockId: a!, to: home, index: 2 }]).document;
    expect(ids(down.pages[0]!.blocks).slice(0, 3)).toEqual([b, c, a]);
    const up = run(down, [{ type: 'block/move', blockId: a!, to: home, index: 0 }]).document;
    expect(ids(up.pages[0]!.blocks)).toEqual(ids(start.pages[0]!.blocks));
  });

  it('moves between headers, pages, footers and grids', () => {
    const { document, results } = run(templateDocument(), [
      { type: 'block/add', id: 'grid', blockType: 'SimpleGrid', to: home, index: 0 },
      { type: 'block/move', blockId: 'menu', to: { kind: 'page', pageId: 'annonces' }, index: 0 },
      { type: 'block/move', blockId: 'menu', to: { kind: 'nested', blockId: 'grid' }, index: 0 },
      { type: 'block/move', blockId: 'footer', to: { kind: 'headers' }, index: 0 },
    ]);
    expect(results.every((result) => result.ok)).toBe(true);
    expect(ids(document.pages[0]!.blocks[0]!.blocks!)).toEqual(['menu']);
    expect(ids(document.headers)).toEqual(['footer', 'header']);
    expect(document.footers).toEqual([]);
    expect(acceptedByServer(document)).toBe(true);
  });

  it('refuses to move a grid into itself or its own nested grid', () => {
    const { results } = run(templateDocument(), [
      { type: 'block/add', id: 'outer', blockType: 'SimpleGrid', to: home },
      { type: 'block/add', id: 'inner', blockType: 'SimpleGrid', to: { kind: 'nested', blockId: 'outer' } },
      { type: 'block/move', blockId: 'outer', to: { kind: 'nested', blockId: 'outer' }, index: 0 },
      { type: 'block/move', blockId: 'outer', to: { kind: 'nested', blockId: 'inner' }, index: 0 },
    ]);
    expect(results.slice(2)).toEqual([
      { ok: false, error: 'invalid', detail: 'intoItself' },
      { ok: false, error: 'invalid', detail: 'intoItself' },
    ]);
  });

  it('clamps an index past the end', () => {
    const start = templateDocument();
    const first = start.pages[0]!.blocks[0]!.id;
    const { document } = run(start, [{ type: 'block/move', blockId: first, to: home, index: 999 }]);
    expect(ids(document.pages[0]!.blocks).at(-1)).toBe(first);
  });
});
