import type { ReactNode } from 'react';
import type { SiteBlock } from '../document';
import { useSiteRender, type SiteEditing } from './context';

/** What a block's root may be. */
type FrameTag = 'section' | 'div' | 'header' | 'footer' | 'nav' | 'figure' | 'aside';

const kebab = (type: string) => type.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** `data-width` of a block: its share of the content column in percent. */
export function widthAttribute(width: number | undefined): string | undefined {
  return width === undefined ? undefined : String(Math.round(width * 100));
}

/** The event a selection handler reads (a React event, or a test's stand-in). */
interface SelectionEvent {
  key?: string;
  target: unknown;
  currentTarget: unknown;
  preventDefault(): void;
  stopPropagation(): void;
}

/**
 * What makes a block selectable in the studio's canvas: focusable, `aria-selected`, and a click
 * or Enter/Space on the block itself selects it. The event stops there, so the innermost block
 * is the one selected, and its default is prevented, so links and forms inside stay put.
 */
export function selectionProps(editing: SiteEditing, blockId: string) {
  return {
    tabIndex: 0,
    'aria-selected': editing.selectedBlockId === blockId,
    onClick(event: SelectionEvent) {
      event.stopPropagation();
      event.preventDefault();
      editing.select(blockId);
    },
    onKeyDown(event: SelectionEvent) {
      if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
      event.preventDefault();
      event.stopPropagation();
      editing.select(blockId);
    },
  };
}

/**
 * The root element of every block: `data-block-id` and `data-block-type` (the studio finds
 * blocks by them), the layout and width site.css reads, and in the studio's canvas the selection
 * (a click or Enter selects the innermost block; links and forms inside do not fire there).
 */
export function BlockFrame({
  block,
  as: Tag = 'section',
  className,
  width,
  layout,
  label,
  roleDescription,
  attributes,
  children,
}: {
  block: SiteBlock;
  as?: FrameTag;
  className?: string;
  width?: number;
  layout?: string | undefined;
  /** The accessible name of a section without a visible heading. */
  label?: string;
  /** `aria-roledescription` (a carousel). */
  roleDescription?: string;
  /** More data attributes site.css reads (`data-…`). */
  attributes?: Record<`data-${string}`, string | number | undefined>;
  children?: ReactNode;
}) {
  const { editing } = useSiteRender();
  const selected = editing?.selectedBlockId === block.id;
  const classes = ['site-block', `site-${kebab(block.type)}`, className, selected ? 'is-selected' : null]
    .filter(Boolean)
    .join(' ');
  const select = editing ? selectionProps(editing, block.id) : {};
  return (
    <Tag
      className={classes}
      data-block-id={block.id}
      data-block-type={block.type}
      data-layout={layout}
      data-width={widthAttribute(width)}
      aria-label={label}
      aria-roledescription={roleDescription}
      {...attributes}
      {...select}
    >
      {children}
    </Tag>
  );
}
