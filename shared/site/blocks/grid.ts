import { z } from 'zod';
import { SITE_LIMITS } from '../limits';

/**
 * The Grid block's layouts (spec: "layouts md and xs"): where each nested block sits, in columns
 * and rows, on wide screens (md, 12 columns) and on phones (xs, 4 columns). Items name their block
 * by id (`i`); a nested block without an item takes its type's default size.
 */
export const GRID_COLUMNS = { md: 12, xs: 4 } as const;
export type GridBreakpoint = keyof typeof GRID_COLUMNS;

/** Rows a block may span (site.css has a rule for each). */
export const GRID_MAX_ROWS = 24;

const gridItem = (columns: number) =>
  z
    .object({
      i: z.string().regex(SITE_LIMITS.idPattern, 'Identifiant invalide'),
      x: z
        .number()
        .int()
        .min(0)
        .max(columns - 1),
      y: z.number().int().min(0).max(10_000),
      w: z.number().int().min(1).max(columns),
      h: z.number().int().min(1).max(GRID_MAX_ROWS),
    })
    .refine((item) => item.x + item.w <= columns, 'Le bloc dépasse la grille');

export const gridLayoutsSchema = z.object({
  md: z.array(gridItem(GRID_COLUMNS.md)).max(SITE_LIMITS.maxBlocksPerPage).default([]),
  xs: z.array(gridItem(GRID_COLUMNS.xs)).max(SITE_LIMITS.maxBlocksPerPage).default([]),
});
export type GridLayouts = z.infer<typeof gridLayoutsSchema>;
export type GridItem = GridLayouts['md'][number];
