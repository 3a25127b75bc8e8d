import { describe, expect, it } from 'vitest';
import type { GridLayouts } from '../../../../../shared/site/blocks/grid';
import type { SiteBlock, SiteDocument } from '../../../../../shared/site/document';
import { acceptedByServer, run, templateDocument } from '../test-support';
import { findBlock } from '../tree';
import type { EditorAction } from '../types';
import { gridPlaces, stepRowPlace, type GridPlace } from './place-grid-item';

const home = { kind: 'page', pageId: 'home' } as const;
const inGrid = { kind: 'nested', blockId: 'g' } as const;

/** A page with a Grid holding two Texts (4x4) and a Features (10x8), none of them placed yet. */
function withGrid(): SiteDocument {
  return run(templateDocument(), [
    { type: 'block/add', id: 'g', blockType: 'Grid', to: home, index: 0 },
    { type: 'block/add', id: 't1', blockType: 'Text', to: inGrid },
    { type: 'block/add', id: 't2', blockType: 'Text', to: inGrid },
    { type: 'block/add', id: 'f', blockType: 'Features', to: inGrid },
  ]).document;
}

const gridOf = (document: SiteDocument): SiteBlock => findBlock(document, 'g')!.block;
const layoutsOf = (document: SiteDocument) => gridOf(document).attrs.layouts as GridLayouts;
const place = (
  blockId: string,
  at: GridPlace,
  breakpoint: 'md' | 'xs' = 'md',
): Extract<EditorAction, { type: 'grid/place' }> => ({
  type: 'grid/place',
  gridId: 'g',
  blockId,
  breakpoint,
  place: at,
});
/** Where each block lands, by id, as the site lays the grid out. */
const landed = (document: SiteDocument, breakpoint: 'md' | 'xs' = 'md') =>
  Object.fromEntries(gridPlaces(gridOf(document), breakpoint).map(({ block, place: at }) => [block.id, at]));

describe('grid/place', () => {
  it('lays out blocks without items as the site does: default sizes, first free cells', () => {
    const document = withGrid();
    expect(landed(document)).toEqual({
      t1: { x: 0, y: 0, w: 4, h: 4 },
      t2: { x: 4, y: 0, w: 4, h: 4 },
      f: { x: 0, y: 4, w: 10, h: 8 },
    });
    // Phones: the whole width each, in the wide order.
    expect(landed(document, 'xs')).toEqual({
      t1: { x: 0, y: 0, w: 4, h: 4 },
      t2: { x: 0, y: 4, w: 4, h: 4 },
      f: { x: 0, y: 8, w: 4, h: 8 },
    });
  });

  it('creates the item of a block that has none, and writes where every block lands', () => {
    const { document, results } = run(withGrid(), [place('f', { x: 2, y: 4, w: 10, h: 6 })]);
    expect(results).toEqual([{ ok: true }]);
    expect(layoutsOf(document)).toEqual({
      md: [
        { i: 't1', x: 0, y: 0, w: 4, h: 4 },
        { i: 't2', x: 4, y: 0, w: 4, h: 4 },
        { i: 'f', x: 2, y: 4, w: 10, h: 6 },
      ],
      xs: [],
    });
    expect(acceptedByServer(document)).toBe(true);
  });

  it('gives the block the cells asked for and pushes the blocks there down', () => {
    const { document } = run(withGrid(), [
      place('t1', { x: 0, y: 0, w: 4, h: 4 }),
      place('t1', { x: 2, y: 0, w: 4, h: 4 }),
    ]);
    expect(landed(document)).toEqual({
      t1: { x: 2, y: 0, w: 4, h: 4 },
      t2: { x: 4, y: 4, w: 4, h: 4 },
      f: { x: 0, y: 8, w: 10, h: 8 },
    });
  });

  it('lets a block rise while the cells above it are free', () => {
    const { document } = run(withGrid(), [place('t2', { x: 8, y: 20, w: 4, h: 4 })]);
    expect(landed(document).t2).toEqual({ x: 8, y: 0, w: 4, h: 4 });
  });

  it('keeps written places exactly where the site shows them, whatever the order of edits', () => {
    // A small deterministic random walk of places: after each, the stored items are the layout.
    let seed = 7;
    const random = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % below;
    };
    let document = withGrid();
    for (let step = 0; step < 60; step += 1) {
      const blockId = ['t1', 't2', 'f'][random(3)]!;
      const breakpoint = random(2) === 0 ? 'md' : 'xs';
      const columns = breakpoint === 'md' ? 12 : 4;
      const w = 1 + random(columns);
      const at = { x: random(columns - w + 1), y: random(12), w, h: 1 + random(6) };
      const result = run(document, [place(blockId, at, breakpoint)]);
      expect(result.results[0]).toEqual({ ok: true });
      document = result.document;
      for (const key of ['md', 'xs'] as const) {
        const written = Object.fromEntries(layoutsOf(document)[key].map(({ i, ...rest }) => [i, rest]));
        // Phone rows follow the wide order, so a wide edit may move them: columns and sizes stay.
        if (key === 'xs' && breakpoint === 'md') {
          for (const [id, at2] of Object.entries(landed(document, key))) {
            if (written[id]) expect({ ...at2, y: 0 }).toEqual({ ...written[id], y: 0 });
          }
        } else if (Object.keys(written).length > 0) {
          expect(landed(document, key)).toEqual(written);
        }
      }
    }
    expect(acceptedByServer(document)).toBe(true);
  });

  it('places phones by column and size; their order is the wide one', () => {
    const { document } = run(withGrid(), [
      place('t1', { x: 0, y: 0, w: 2, h: 3 }, 'xs'),
      place('t2', { x: 2, y: 9, w: 2, h: 3 }, 'xs'),
    ]);
    expect(landed(document, 'xs')).toEqual({
      t1: { x: 0, y: 0, w: 2, h: 3 },
      t2: { x: 2, y: 0, w: 2, h: 3 },
      f: { x: 0, y: 3, w: 4, h: 8 },
    });
    // The wide layout is untouched.
    expect(layoutsOf(document).md).toEqual([]);
  });

  it('refuses a place outside the grid and changes nothing', () => {
    const start = withGrid();
    const { document, results } = run(start, [
      place('t1', { x: 10, y: 0, w: 4, h: 4 }),
      place('t1', { x: -1, y: 0, w: 4, h: 4 }),
      place('t1', { x: 0, y: 0, w: 0, h: 4 }),
      place('t1', { x: 0, y: 0, w: 4, h: 25 }),
      place('t1', { x: 0, y: 0, w: 4, h: 0 }),
      place('t1', { x: 0, y: -1, w: 4, h: 4 }),
      place('t1', { x: 0.5, y: 0, w: 4, h: 4 }),
      place('t1', { x: 2, y: 0, w: 3, h: 4 }, 'xs'),
    ]);
    expect(results.map((result) => !result.ok && result.error)).toEqual(Array(8).fill('invalid'));
    expect(results.map((result) => !result.ok && result.detail)).toEqual([
      'columns',
      'columns',
      'columns',
      'rows',
      'rows',
      'rows',
      'notWhole',
      'columns',
    ]);
    expect(document).toBe(start);
  });

  it('refuses a block that is not in the grid, and a grid that is not a Grid', () => {
    const start = run(withGrid(), [
      { type: 'block/add', id: 's', blockType: 'SimpleGrid', to: home },
      { type: 'block/add', id: 'inS', blockType: 'Text', to: { kind: 'nested', blockId: 's' } },
    ]).document;
    const at = { x: 0, y: 0, w: 4, h: 4 };
    const { document, results } = run(start, [
      place('inS', at),
      place('nope', at),
      { type: 'grid/place', gridId: 'nope', blockId: 't1', breakpoint: 'md', place: at },
      { type: 'grid/place', gridId: 's', blockId: 'inS', breakpoint: 'md', place: at },
    ]);
    expect(results).toEqual([
      { ok: false, error: 'notFound' },
      { ok: false, error: 'notFound' },
      { ok: false, error: 'notFound' },
      { ok: false, error: 'invalid', detail: 'notGrid' },
    ]);
    expect(document).toBe(start);
  });

  it('records nothing when the block is already there', () => {
    const placed = run(withGrid(), [place('t1', { x: 0, y: 0, w: 4, h: 4 })]).document;
    const again = run(placed, [place('t1', { x: 0, y: 0, w: 4, h: 4 })]);
    expect(again.results).toEqual([{ ok: true }]);
    expect(again.document).toBe(placed);
  });

  it('forgets the items of blocks that left the grid when it writes the layout', () => {
    const placed = run(withGrid(), [place('t1', { x: 0, y: 0, w: 4, h: 4 })]).document;
    // An item naming a block the grid no longer holds (an older document).
    const stale = run(placed, [
      {
        type: 'block/setAttr',
        blockId: 'g',
        path: ['layouts', 'md'],
        value: [...layoutsOf(placed).md, { i: 'gone', x: 0, y: 0, w: 1, h: 1 }],
      },
      place('t2', { x: 8, y: 0, w: 4, h: 4 }),
    ]).document;
    expect(layoutsOf(stale).md.map((item) => item.i)).toEqual(['t1', 't2', 'f']);
  });

  it('is design: a BASIC plan may not place blocks, nor write the layouts by hand', () => {
    const start = withGrid();
    const { document, results } = run(
      start,
      [
        place('t1', { x: 2, y: 0, w: 4, h: 4 }),
        { type: 'block/setAttr', blockId: 'g', path: ['layouts', 'md'], value: [] },
      ],
      { plan: 'BASIC' },
    );
    expect(results).toEqual([
      { ok: false, error: 'forbidden', detail: 'design' },
      { ok: false, error: 'forbidden', detail: 'design' },
    ]);
    expect(document).toBe(start);
  });
});

describe('stepRowPlace', () => {
  it('moves a block below the one under it, and back above it', () => {
    // t2 out of the Features' columns: once t1 goes after it, the Features rises to the top.
    const start = run(withGrid(), [place('t2', { x: 10, y: 0, w: 2, h: 4 })]).document;
    expect(landed(start).f).toEqual({ x: 0, y: 4, w: 10, h: 8 });
    const down = stepRowPlace(gridOf(start), 't1', 1)!;
    const lower = run(start, [place('t1', down)]).document;
    expect(landed(lower).f).toEqual({ x: 0, y: 0, w: 10, h: 8 });
    expect(landed(lower).t1).toEqual({ x: 0, y: 8, w: 4, h: 4 });

    const up = stepRowPlace(gridOf(lower), 't1', -1)!;
    const higher = run(lower, [place('t1', up)]).document;
    expect(landed(higher).t1).toEqual({ x: 0, y: 0, w: 4, h: 4 });
    expect(landed(higher).f?.y).toBe(4);
  });

  it('says when a block can go no lower or higher', () => {
    const start = withGrid();
    // t2 holds the Features below the first row: t1 going after it would rise again to the top.
    expect(stepRowPlace(gridOf(start), 't1', 1)).toBeNull();
    expect(stepRowPlace(gridOf(start), 't2', -1)).toBeNull();
    expect(stepRowPlace(gridOf(start), 'f', 1)).toBeNull();
    expect(stepRowPlace(gridOf(start), 'nope', 1)).toBeNull();
  });
});
