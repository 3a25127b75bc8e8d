import { findBlock } from '../tree';
import { OK, refuse, type ActionReducer, type EditorAction } from '../types';
import { dropGridItem } from './grid-items';

type RemoveBlock = Extract<EditorAction, { type: 'block/remove' }>;

/** Takes a block and its nested blocks out (the editor shows 'Impossible de supprimer ce bloc.' when it fails). */
export const removeBlock: ActionReducer<RemoveBlock> = (draft, action) => {
  const location = findBlock(draft, action.blockId);
  if (!location) return refuse('notFound');
  location.list.splice(location.index, 1);
  dropGridItem(draft, location.container, action.blockId);
  return OK;
};
