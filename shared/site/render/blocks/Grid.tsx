import { BLOCK_DEFINITIONS } from '../../blocks/catalogue';
import { DEFAULT_GRID_SIZE } from '../../blocks/definition';
import { GRID_COLUMNS, type GridItem } from '../../blocks/grid';
import { isBlockType } from '../../blocks/types';
import { BlockFrame } from '../BlockFrame';
import { EditingNotice } from '../parts/Notice';
import { useSiteText } from '../texts';
import type { BlockProps } from './props';

const sizeOf = (type: string) => (isBlockType(type) ? BLOCK_DEFINITIONS[type].gridSize : DEFAULT_GRID_SIZE);

/**
 * Nested blocks on a CSS grid: 12 columns on wide screens (layout md), 4 on phones (layout xs).
 * Each item's column, width and height are data attributes site.css maps to grid lines; rows
 * follow the items' order (by row, then column), so the markup reads in the order people see it.
 * A block without a place takes its type's default size (4x4; Features 10x8; ContactInformation 6x6).
 */
export function Grid({ block, attrs, nested }: BlockProps<'Grid'>) {
  const t = useSiteText();
  const md = new Map(attrs.layouts.md.map((item) => [item.i, item]));
  const xs = new Map(attrs.layouts.xs.map((item) => [item.i, item]));
  const placed = nested.map((child, index) => {
    const size = sizeOf(child.type);
    const wide: Partial<GridItem> = md.get(child.id) ?? {
      w: Math.min(size.w, GRID_COLUMNS.md),
      h: size.h,
      y: Number.MAX_SAFE_INTEGER,
      x: undefined,
    };
    const narrow: Partial<GridItem> = xs.get(child.id) ?? { w: GRID_COLUMNS.xs, h: size.h };
    return { child, wide, narrow, index };
  });
  placed.sort((a, b) => (a.wide.y ?? 0) - (b.wide.y ?? 0) || (a.wide.x ?? 0) - (b.wide.x ?? 0) || a.index - b.index);
  return (
    <BlockFrame block={block} width={attrs.width} attributes={{ 'data-padding': attrs.padding }}>
      {placed.length === 0 ? <EditingNotice>{t('site.editing.emptySlot')}</EditingNotice> : null}
      <div className="site-grid__items">
        {placed.map(({ child, wide, narrow }) => (
          <div
            key={child.id}
            className="site-grid__item"
            data-md-x={wide.x}
            data-md-w={wide.w}
            data-md-h={wide.h}
            data-xs-x={narrow.x}
            data-xs-w={narrow.w}
            data-xs-h={narrow.h}
          >
            {child.node}
          </div>
        ))}
      </div>
    </BlockFrame>
  );
}
