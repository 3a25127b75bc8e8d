import { current, isDraft } from 'immer';
import type { SiteBlock } from '../../../../../shared/site/document';
import { checkPlacement } from '../placement';
import { findBlock } from '../tree';
import { OK, refuse, type ActionReducer, type EditorAction } from '../types';

type CloneBlock = Extract<EditorAction, { type: 'block/clone' }>;

/**
 * A copy of a block, with its nested blocks, right after it. The copy's id is the action's;
 * nested copies take `{newId}-{n}` in tree order, so a replayed clone names its blocks the same.
 */
export const cloneBlock: ActionReducer<CloneBlock> = (draft, action, ctx) => {
  const location = findBlock(draft, action.blockId);
  if (!location) return refuse('notFound');
  if (findBlock(draft, action.newId)) return refuse('invalid', 'duplicateId');
  let n = 0;
  const copy = (block: SiteBlock, id: string): SiteBlock => ({
    ...structuredClone({ ...(isDraft(block) ? current(block) : block), blocks: undefined }),
    id,
    ...(block.blocks ? { blocks: block.blocks.map((child) => copy(child, `${action.newId}-${(n += 1)}`)) } : {}),
  });
  const clone = copy(location.block, action.newId);
  if (clone.blocks === undefined) delete clone.blocks;
  // Grid layouts name their nested blocks by id: the copy's must name the copies.
  renameGridItems(location.block, clone);
  const placement = checkPlacement(draft, location.container, clone, ctx);
  if (!placement.ok) return placement;
  location.list.splice(location.index + 1, 0, clone);
  return OK;
};

function renameGridItems(original: SiteBlock, clone: SiteBlock): void {
  const ids = new Map<string, string>();
  const pair = (a: SiteBlock, b: SiteBlock) => {
    ids.set(a.id, b.id);
    a.blocks?.forEach((child, index) => pair(child, b.blocks![index]!));
  };
  pair(original, clone);
  const rename = (block: SiteBlock) => {
    const layouts = block.attrs.layouts as { md?: { i: string }[]; xs?: { i: string }[] } | undefined;
    for (const items of [layouts?.md, layouts?.xs]) {
      for (const item of items ?? []) item.i = ids.get(item.i) ?? item.i;
    }
    block.blocks?.forEach(rename);
  };
  rename(clone);
}
