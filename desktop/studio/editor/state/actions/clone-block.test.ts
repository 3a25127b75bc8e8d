import { describe, expect, it } from 'vitest';
import { acceptedByServer, ids, run, templateDocument } from '../test-support';

const home = { kind: 'page', pageId: 'home' } as const;

describe('block/clone', () => {
  it('puts a deep copy right after the original, nested blocks and grid items renamed', () => {
    const { document, results } = run(templateDocument(), [
      { type: 'block/add', id: 'grid', blockType: 'Grid', to: home, index: 0 },
      { type: 'block/add', id: 'cell', blockType: 'Text', to: { kind: 'nested', blockId: 'grid' } },
      {
        type: 'block/setAttr',
        blockId: 'grid',
        path: ['layouts'],
        value: { md: [{ i: 'cell', x: 0, y: 0, w: 4, h: 4 }], xs: [{ i: 'cell', x: 0, y: 0, w: 4, h: 4 }] },
      },
      { type: 'block/clone', blockId: 'grid', newId: 'copy' },
    ]);
    expect(results.every((result) => result.ok)).toBe(true);
    const blocks = document.pages[0]!.blocks;
    expect(ids(blocks).slice(0, 2)).toEqual(['grid', 'copy']);
    const copy = blocks[1]!;
    expect(ids(copy.blocks!)).toEqual(['copy-1']);
    expect((copy.attrs.layouts as { md: { i: string }[] }).md[0]!.i).toBe('copy-1');
    // The original is untouched and both are saveable.
    expect((blocks[0]!.attrs.layouts as { md: { i: string }[] }).md[0]!.i).toBe('cell');
    expect(acceptedByServer(document)).toBe(true);
  });

  it('clones the same way when replayed (ids come from the action)', () => {
    const actions = [{ type: 'block/clone' as const, blockId: 'header', newId: 'header-copy' }];
    expect(run(templateDocument(), actions).document).toEqual(run(templateDocument(), actions).document);
  });

  it('says notFound for an unknown block', () => {
    expect(run(templateDocument(), [{ type: 'block/clone', blockId: 'ghost', newId: 'x' }]).results[0]).toEqual({
      ok: false,
      error: 'notFound',
    });
  });
});
