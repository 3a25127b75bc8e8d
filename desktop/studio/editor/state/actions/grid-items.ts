import type { SiteDocument } from '../../../../../shared/site/document';
import { findBlock } from '../tree';
import type { ContainerRef } from '../types';

/**
 * A Grid places its nested blocks with layout items naming them (`i`); a block leaving the grid
 * takes its items along, so the grid never names a block it no longer holds.
 */
export function dropGridItem(document: SiteDocument, container: ContainerRef, blockId: string): void {
  if (container.kind !== 'nested') return;
  const grid = findBlock(document, container.blockId)?.block;
  const layouts = grid?.attrs.layouts as { md?: { i: string }[]; xs?: { i: string }[] } | undefined;
  if (!layouts) return;
  for (const key of ['md', 'xs'] as const) {
    const items = layouts[key];
    if (!items) continue;
    const index = items.findIndex((item) => item.i === blockId);
    if (index >= 0) items.splice(index, 1);
  }
}
