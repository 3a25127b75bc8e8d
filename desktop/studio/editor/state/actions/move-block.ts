import { checkPlacement, clampIndex } from '../placement';
import { findBlock, isInside, sameContainer, writableContainerList } from '../tree';
import { OK, refuse, type ActionReducer, type EditorAction } from '../types';
import { dropGridItem } from './grid-items';

type MoveBlock = Extract<EditorAction, { type: 'block/move' }>;

/**
 * Moves a block to an index of a container: within its list (reorder), or between headers, a
 * page, footers and grids. The index is where it ends up in the target list once moved.
 */
export const moveBlock: ActionReducer<MoveBlock> = (draft, action, ctx) => {
  const location = findBlock(draft, action.blockId);
  if (!location) return refuse('notFound');
  if (isInside(draft, action.to, action.blockId)) return refuse('invalid', 'intoItself');
  if (!sameContainer(location.container, action.to)) {
    const placement = checkPlacement(draft, action.to, location.block, ctx, true);
    if (!placement.ok) return placement;
  }
  const target = writableContainerList(draft, action.to);
  if (!target) return refuse('notFound', 'container');
  const [block] = location.list.splice(location.index, 1);
  if (!sameContainer(location.container, action.to)) dropGridItem(draft, location.container, action.blockId);
  target.splice(clampIndex(action.index, target.length), 0, block!);
  return OK;
};
