import type { z } from 'zod';
import type { BlockType } from './types';

/** A block's size inside a Grid, in the grid's columns and rows (spec: 4x4 unless told). */
export interface GridSize {
  w: number;
  h: number;
}

/**
 * What the catalogue knows of a block type, apart from how it renders (render components live
 * in shared/site/render so the validation the server runs imports no React): the schema of its
 * attributes, with the spec's defaults, and its layout variants.
 */
export interface BlockDefinition<Attrs extends Record<string, unknown> = Record<string, unknown>> {
  type: BlockType;
  /** Checks stored attributes and fills the defaults (a parse returns the attributes to keep). */
  attrs: z.ZodType<Attrs>;
  /** The attributes of a block just added (spec: default content in fr, ar and en). */
  defaults: () => Attrs;
  /** Layout variants (Menu has three, Footer two); the first is the default. */
  layouts?: readonly string[];
  /** Its size when dropped into a Grid (spec: 4x4, Features 10x8, ContactInformation 6x6). */
  gridSize: GridSize;
}

/** The default size of a block in a Grid (spec §3 "Default grid sizes are 4x4"). */
export const DEFAULT_GRID_SIZE: GridSize = { w: 4, h: 4 };

/**
 * Declares a block type: its schema and options, then (`withDefaults`) the attributes of a new
 * block, which are run through the schema so a new block always holds valid, complete attributes.
 * Two steps so the defaults are typed against the finished schema (literal values stay literal).
 */
export function defineBlock<Schema extends z.ZodType<Record<string, unknown>>>(definition: {
  type: BlockType;
  attrs: Schema;
  layouts?: readonly string[];
  gridSize?: GridSize;
}): { withDefaults(defaults: () => z.input<Schema>): BlockDefinition<z.output<Schema>> } {
  return {
    withDefaults: (defaults) => ({
      type: definition.type,
      // A schema's parse returns its output type; TypeScript cannot see it through the type parameter.
      attrs: definition.attrs as unknown as z.ZodType<z.output<Schema>>,
      defaults: () => definition.attrs.parse(defaults()),
      ...(definition.layouts ? { layouts: definition.layouts } : {}),
      gridSize: definition.gridSize ?? DEFAULT_GRID_SIZE,
    }),
  };
}

/** The layout a block renders with: its own when the type knows it, else the type's first. */
export function layoutOf(definition: BlockDefinition, layout: string | undefined): string | undefined {
  if (!definition.layouts) return undefined;
  return layout !== undefined && definition.layouts.includes(layout) ? layout : definition.layouts[0];
}
