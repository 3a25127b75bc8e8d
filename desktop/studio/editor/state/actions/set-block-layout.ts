import { BLOCK_DEFINITIONS } from '../../../../../shared/site/blocks/catalogue';
import { isBlockType } from '../../../../../shared/site/blocks/types';
import { findBlock } from '../tree';
import { OK, refuse, type ActionReducer, type EditorAction } from '../types';

type SetBlockLayout = Extract<EditorAction, { type: 'block/setLayout' }>;

/** A block's layout variant (Menu's three, Footer's two): one its type declares. */
export const setBlockLayout: ActionReducer<SetBlockLayout> = (draft, action) => {
  const location = findBlock(draft, action.blockId);
  if (!location) return refuse('notFound');
  const layouts = isBlockType(location.block.type) ? BLOCK_DEFINITIONS[location.block.type].layouts : undefined;
  if (!layouts?.includes(action.layout)) return refuse('invalid', 'layout');
  location.block.layout = action.layout;
  return OK;
};
