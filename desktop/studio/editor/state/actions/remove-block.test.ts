import { describe, expect, it } from 'vitest';
import { acceptedByServer, ids, run, templateDocument } from '../test-support';

describe('block/remove', () => {
  it('takes a block out with its nested blocks and its grid item', () => {
    const { document, results } = run(templateDocument(), [
      { type: 'block/add', id: 'grid', blockType: 'Grid', to: { kind: 'page', pageId: 'home' }, index: 0 },
      { type: 'block/add', id: 'a', blockType: 'Text', to: { kind: 'nested', blockId: 'grid' } },
      { type: 'block/add', id: 'b', blockType: 'Text', to: { kind: 'nested', blockId: 'grid' } },
      {
        type: 'block/setAttr',
        blockId: 'grid',
        path: ['layouts', 'md'],
        value: [
          { i: 'a', x: 0, y: 0, w: 4, h: 4 },
          { i: 'b', x: 4, y: 0, w: 4, h: 4 },
        ],
      },
      { type: 'block/remove', blockId: 'a' },
    ]);
    expect(results.every((result) => result.ok)).toBe(true);
    const grid = document.pages[0]!.blocks[0]!;
    expect(ids(grid.blocks!)).toEqual(['b']);
    expect((grid.attrs.layouts as { md: { i: string }[] }).md.map((item) => item.i)).toEqual(['b']);
    const again = run(document, [{ type: 'block/remove', blockId: 'grid' }]).document;
    expect(ids(again.pages[0]!.blocks)).not.toContain('grid');
    expect(acceptedByServer(again)).toBe(true);
  });

  it('removes pinned blocks too, and says notFound for a block that is gone', () => {
    const { document, results } = run(templateDocument(), [
      { type: 'block/remove', blockId: 'footer' },
      { type: 'block/remove', blockId: 'footer' },
    ]);
    expect(document.footers).toEqual([]);
    expect(results[1]).toEqual({ ok: false, error: 'notFound' });
  });
});
