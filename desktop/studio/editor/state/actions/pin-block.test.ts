import { describe, expect, it } from 'vitest';
import { acceptedByServer, ids, run, templateDocument } from '../test-support';

const home = { kind: 'page', pageId: 'home' } as const;

describe('block/pin and block/unpin', () => {
  it('pins a page block into the headers or the footers', () => {
    const { document } = run(templateDocument(), [
      { type: 'block/add', id: 'promo', blockType: 'Text', to: home, index: 0 },
      { type: 'block/add', id: 'note', blockType: 'Text', to: home, index: 0 },
      { type: 'block/pin', blockId: 'promo', to: 'headers' },
      { type: 'block/pin', blockId: 'note', to: 'footers' },
    ]);
    expect(ids(document.headers)).toEqual(['header', 'menu', 'promo']);
    expect(ids(document.footers)).toEqual(['footer', 'note']);
    expect(ids(document.pages[0]!.blocks)).not.toContain('promo');
    expect(acceptedByServer(document)).toBe(true);
  });

  it('unpins a header to the start of the page and a footer to its end (spec §4)', () => {
    const { document, results } = run(templateDocument(), [
      { type: 'block/unpin', blockId: 'menu', pageId: 'annonces' },
      { type: 'block/unpin', blockId: 'footer', pageId: 'annonces' },
    ]);
    expect(results.every((result) => result.ok)).toBe(true);
    const page = ids(document.pages[1]!.blocks);
    expect(page[0]).toBe('menu');
    expect(page.at(-1)).toBe('footer');
    expect(ids(document.headers)).toEqual(['header']);
  });

  it('refuses to unpin a block that is not pinned', () => {
    const start = templateDocument();
    const first = start.pages[0]!.blocks[0]!.id;
    expect(run(start, [{ type: 'block/unpin', blockId: first, pageId: 'home' }]).results[0]).toEqual({
      ok: false,
      error: 'invalid',
      detail: 'notPinned',
    });
  });
});
