import { BLOCK_DEFINITIONS } from '../../../../../shared/site/blocks/catalogue';
import { DEFAULT_GRID_SIZE } from '../../../../../shared/site/blocks/definition';
import {
  GRID_COLUMNS,
  GRID_MAX_ROWS,
  type GridBreakpoint,
  type GridItem,
  type GridLayouts,
} from '../../../../../shared/site/blocks/grid';
import { isBlockType } from '../../../../../shared/site/blocks/types';
import type { SiteBlock } from '../../../../../shared/site/document';
import { findBlock } from '../tree';
import { OK, refuse, type ActionReducer, type EditorAction } from '../types';

type PlaceGridItem = Extract<EditorAction, { type: 'grid/place' }>;

/** Where a block sits in a grid: column x and row y (from 0), width w and height h (in cells). */
export type GridPlace = Omit<GridItem, 'i'>;

/** A nested block as a grid lays it out at one breakpoint. */
export interface PlacedBlock {
  block: SiteBlock;
  /** Its place in the grid's `blocks`. */
  index: number;
  /** Its layout item, or undefined when it takes its type's default size. */
  item: GridItem | undefined;
  /** Where it lands: the cells the site shows it in. */
  place: GridPlace;
}

/** The highest row the schema accepts (shared/site/blocks/grid.ts). */
const MAX_ROW = 10_000;

const sizeOf = (type: string) => (isBlockType(type) ? BLOCK_DEFINITIONS[type].gridSize : DEFAULT_GRID_SIZE);

const layoutsOf = (grid: SiteBlock): GridLayouts => {
  const layouts = grid.attrs.layouts as Partial<GridLayouts> | undefined;
  return { md: layouts?.md ?? [], xs: layouts?.xs ?? [] };
};

/** What the renderer asks of a block: a column (or none: the first free one), a width and a height. */
interface Wanted {
  x: number | undefined;
  w: number;
  h: number;
}

/**
 * The order the site writes a grid's blocks in (shared/site/render/blocks/Grid.tsx): by wide row,
 * then wide column, then their place in the grid; a block without a wide item comes last. Phones
 * follow the same order, the markup being one for both.
 */
function siteOrder(blocks: readonly SiteBlock[], md: readonly GridItem[], first?: string): number[] {
  const items = new Map(md.map((item) => [item.i, item]));
  return blocks
    .map((block, index) => ({ index, item: items.get(block.id), first: block.id === first }))
    .sort(
      (a, b) =>
        (a.item?.y ?? Number.MAX_SAFE_INTEGER) - (b.item?.y ?? Number.MAX_SAFE_INTEGER) ||
        // The block being placed goes before the others of its row: it takes the place asked for
        // and pushes them down, rather than being pushed down itself.
        Number(b.first) - Number(a.first) ||
        (a.item?.x ?? 0) - (b.item?.x ?? 0) ||
        a.index - b.index,
    )
    .map((entry) => entry.index);
}

/**
 * CSS grid's placement with `grid-auto-flow: row dense` (site.css), which the site relies on:
 * in order, a block with a column takes the first rows free at that column; one without takes
 * the first free cells scanning rows, then columns. Nothing has a row of its own, so blocks rise
 * as long as the cells above them are free.
 */
function flow(wanted: readonly Wanted[], columns: number): { x: number; y: number }[] {
  const taken: boolean[][] = [];
  const free = (x: number, y: number, w: number, h: number) => {
    for (let row = y; row < y + h; row += 1) {
      for (let column = x; column < x + w; column += 1) if (taken[row]?.[column]) return false;
    }
    return true;
  };
  return wanted.map(({ x, w, h }) => {
    let spot: { x: number; y: number } | null = null;
    for (let row = 0; spot === null; row += 1) {
      if (x !== undefined) {
        if (free(x, row, w, h)) spot = { x, y: row };
      } else {
        for (let column = 0; column + w <= columns && spot === null; column += 1) {
          if (free(column, row, w, h)) spot = { x: column, y: row };
        }
      }
    }
    for (let row = spot.y; row < spot.y + h; row += 1) {
      taken[row] ??= [];
      for (let column = spot.x; column < spot.x + w; column += 1) taken[row]![column] = true;
    }
    return spot;
  });
}

/** What the renderer asks for a block at a breakpoint: its item, or its type's default size. */
function wantedOf(block: SiteBlock, item: GridItem | undefined, breakpoint: GridBreakpoint): Wanted {
  const columns = GRID_COLUMNS[breakpoint];
  if (!item) {
    const size = sizeOf(block.type);
    return { x: undefined, w: breakpoint === 'md' ? Math.min(size.w, columns) : columns, h: size.h };
  }
  // A stored item is valid (the schema checks x + w); the clamp only guards against a bad one.
  const x = Math.min(item.x, columns - 1);
  return { x, w: Math.min(item.w, columns - x), h: item.h };
}

function placeAll(
  blocks: readonly SiteBlock[],
  layouts: GridLayouts,
  breakpoint: GridBreakpoint,
  first?: string,
): PlacedBlock[] {
  const items = new Map(layouts[breakpoint].map((item) => [item.i, item]));
  const order = siteOrder(blocks, layouts.md, first);
  const wanted = order.map((index) => wantedOf(blocks[index]!, items.get(blocks[index]!.id), breakpoint));
  const spots = flow(wanted, GRID_COLUMNS[breakpoint]);
  return order.map((index, at) => ({
    block: blocks[index]!,
    index,
    item: items.get(blocks[index]!.id),
    place: { ...spots[at]!, w: wanted[at]!.w, h: wanted[at]!.h },
  }));
}

/**
 * The grid's nested blocks where the site shows them at a breakpoint, in the site's order, so
 * the editor draws the same placement visitors get (blocks without an item included).
 */
export function gridPlaces(grid: SiteBlock, breakpoint: GridBreakpoint): PlacedBlock[] {
  return placeAll(grid.blocks ?? [], layoutsOf(grid), breakpoint);
}

/** Why a place does not fit the grid at a breakpoint, or null when it does. */
export function placeProblem(place: GridPlace, breakpoint: GridBreakpoint): string | null {
  const columns = GRID_COLUMNS[breakpoint];
  const { x, y, w, h } = place;
  if (![x, y, w, h].every(Number.isInteger)) return 'notWhole';
  if (x < 0 || w < 1 || x + w > columns) return 'columns';
  if (h < 1 || h > GRID_MAX_ROWS) return 'rows';
  if (y < 0 || y > MAX_ROW) return 'rows';
  return null;
}

/** Items holding where each block lands, in the grid's order of blocks. */
const itemsOf = (placed: readonly PlacedBlock[]): GridItem[] =>
  [...placed].sort((a, b) => a.index - b.index).map(({ block, place }) => ({ i: block.id, ...place }));

/**
 * The layout of a breakpoint once `blockId` is placed at `place`: every nested block gets an
 * item holding where it lands (column, row, size). Writing the landed places, rather than the
 * asked ones, keeps the layout what the site shows: laid out again, every block lands where it
 * is written (each block's cells above are taken by blocks of earlier rows). The asked row is
 * read against the rows the owner sees: the wide layout is first written so (blocks without an
 * item would otherwise come after any row). On phones only the column and size are the owner's:
 * the order, hence the rows, follows the wide layout.
 */
export function placedLayout(
  grid: SiteBlock,
  breakpoint: GridBreakpoint,
  blockId: string,
  place: GridPlace,
): GridItem[] {
  const blocks = grid.blocks ?? [];
  const layouts = layoutsOf(grid);
  const seen = breakpoint === 'md' ? itemsOf(placeAll(blocks, layouts, 'md')) : layouts[breakpoint];
  const others = seen.filter((item) => item.i !== blockId);
  const next = { ...layouts, [breakpoint]: [...others, { i: blockId, ...place }] };
  return itemsOf(placeAll(blocks, next, breakpoint, breakpoint === 'md' ? blockId : undefined));
}

/**
 * The wide place to ask for so that a block lands one step lower (1) or higher (-1), or null when
 * it cannot. Blocks rise while the cells above are free, so a row alone rarely moves one: what
 * moves it is its turn in the order. The rows where the order changes are tried nearest first
 * (a block asking for another's row goes before it), and the first one it lands lower or
 * higher with is taken: it passes the block below it, or the one above.
 */
export function stepRowPlace(grid: SiteBlock, blockId: string, direction: 1 | -1): GridPlace | null {
  const places = gridPlaces(grid, 'md');
  const current = places.find((placed) => placed.block.id === blockId);
  if (!current) return null;
  // The order changes only at a block's row (placedLayout reads rows as they land).
  const rows = new Set<number>([0]);
  for (const { place } of places) rows.add(place.y).add(place.y + 1);
  const from = current.place.y;
  const tried = [...rows]
    .filter((row) => (direction === 1 ? row > from : row < from) && row <= MAX_ROW)
    .sort((a, b) => (a - b) * direction);
  for (const row of tried) {
    const place = { ...current.place, y: row };
    const landed = placedLayout(grid, 'md', blockId, place).find((item) => item.i === blockId)!;
    if (direction === 1 ? landed.y > from : landed.y < from) return place;
  }
  return null;
}

const sameItems = (a: readonly GridItem[], b: readonly GridItem[]) =>
  a.length === b.length &&
  a.every((item, index) => {
    const other = b[index]!;
    return item.i === other.i && item.x === other.x && item.y === other.y && item.w === other.w && item.h === other.h;
  });

/**
 * Places one nested block of a Grid at a breakpoint (spec: layouts md and xs), creating its item
 * when it has none. A place outside the grid (x + w over the columns, a height over
 * GRID_MAX_ROWS) is refused, never trimmed: the owner sees why nothing moved.
 */
export const placeGridItem: ActionReducer<PlaceGridItem> = (draft, action) => {
  const grid = findBlock(draft, action.gridId)?.block;
  if (!grid) return refuse('notFound');
  if (grid.type !== 'Grid') return refuse('invalid', 'notGrid');
  if (!(grid.blocks ?? []).some((block) => block.id === action.blockId)) return refuse('notFound');
  if (action.breakpoint !== 'md' && action.breakpoint !== 'xs') return refuse('invalid', 'breakpoint');
  const problem = placeProblem(action.place, action.breakpoint);
  if (problem) return refuse('invalid', problem);

  const items = placedLayout(grid, action.breakpoint, action.blockId, action.place);
  const layouts = layoutsOf(grid);
  // Nothing to record when the grid already holds exactly these places (no empty undo step).
  if (sameItems(layouts[action.breakpoint], items)) return OK;
  const attrs = { ...grid.attrs, layouts: { ...layouts, [action.breakpoint]: items } };
  const parsed = BLOCK_DEFINITIONS.Grid.attrs.safeParse(attrs);
  if (!parsed.success) return refuse('invalid', parsed.error.issues[0]?.message ?? 'invalid');
  grid.attrs.layouts = parsed.data.layouts;
  return OK;
};
