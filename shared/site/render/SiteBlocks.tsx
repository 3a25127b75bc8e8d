import { memo, type ComponentType } from 'react';
import { BLOCK_DEFINITIONS } from '../blocks/catalogue';
import { layoutOf } from '../blocks/definition';
import { isBlockType, type BlockType } from '../blocks/types';
import type { SiteBlock } from '../document';
import { SITE_LIMITS } from '../limits';
import { BlockFrame } from './BlockFrame';
import { BLOCK_COMPONENTS } from './blocks';
import type { BlockProps } from './blocks/props';
import { useSiteRender } from './context';
import { EditingNotice } from './parts/Notice';
import { useSiteText } from './texts';

type ParsedAttrs = ReturnType<(typeof BLOCK_DEFINITIONS)[BlockType]['attrs']['safeParse']>;

/**
 * Parsed attributes by the attributes object they came from. Documents are immutable (the
 * studio edits them with immer: an unchanged block keeps its objects), so a block whose
 * attributes did not change is not parsed again when its page renders again.
 */
const parsedAttrs = new WeakMap<object, { type: string; result: ParsedAttrs }>();

function parseAttrs(type: BlockType, attrs: Record<string, unknown>): ParsedAttrs {
  const cached = parsedAttrs.get(attrs);
  if (cached && cached.type === type) return cached.result;
  const result = BLOCK_DEFINITIONS[type].attrs.safeParse(attrs);
  parsedAttrs.set(attrs, { type, result });
  return result;
}

/**
 * One block: its attributes are checked (and defaults filled) by its type's schema before its
 * component sees them, because the studio's canvas renders documents that have not been
 * validated yet. A block that fails, or of an unknown type, shows a hint in the studio and
 * nothing on the public site (published documents were validated on commit).
 */
function BlockView({
  block,
  depth = 1,
  frameKey,
}: {
  block: SiteBlock;
  depth?: number;
  frameKey?: string | undefined;
}) {
  const { editing } = useSiteRender();
  const t = useSiteText();
  // Validation refuses deeper documents; the bound keeps an unvalidated one from recursing without end.
  if (depth > SITE_LIMITS.maxDepth) return null;
  if (!isBlockType(block.type)) {
    return editing ? (
      <BlockFrame block={block} as="div">
        <EditingNotice>{t('site.editing.unknownBlock', { type: block.type })}</EditingNotice>
      </BlockFrame>
    ) : null;
  }
  const definition = BLOCK_DEFINITIONS[block.type];
  const attrs = block.attrs ? parseAttrs(block.type, block.attrs) : definition.attrs.safeParse({});
  if (!attrs.success) {
    return editing ? (
      <BlockFrame block={block} as="div">
        <EditingNotice>{t('site.editing.invalidBlock')}</EditingNotice>
      </BlockFrame>
    ) : null;
  }
  // The attributes were parsed by this type's own schema: they are this component's props.
  const Component = BLOCK_COMPONENTS[block.type] as ComponentType<BlockProps<BlockType>>;
  const nested = (block.blocks ?? []).map((child) => ({
    id: child.id,
    type: child.type,
    node: <SiteBlockView key={child.id} block={child} depth={depth + 1} frameKey={frameKey} />,
  }));
  return (
    <Component
      block={block}
      attrs={attrs.data as BlockProps<BlockType>['attrs']}
      layout={layoutOf(definition, block.layout)}
      nested={nested}
    />
  );
}

/** Blocks that show the site's pages or the current page: they render again when those change. */
const PAGE_DEPENDENT = new Set(['Menu', 'Header', 'ProductsShow']);

/**
 * One block, rendered again only when its own data changes (documents are immutable: an edit
 * elsewhere keeps this block's object), or, for the blocks that show pages, when the frame key
 * (pages, current page, theme) changes.
 */
export const SiteBlockView = memo(BlockView);

/** A list of blocks (a page's, the pinned headers or footers). */
export function SiteBlocks({ blocks, frameKey }: { blocks: readonly SiteBlock[]; frameKey?: string }) {
  return (
    <>
      {blocks.map((block) => (
        <SiteBlockView
          key={block.id}
          block={block}
          frameKey={PAGE_DEPENDENT.has(block.type) || block.blocks?.length ? frameKey : undefined}
        />
      ))}
    </>
  );
}
