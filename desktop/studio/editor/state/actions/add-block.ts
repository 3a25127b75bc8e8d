import { BLOCK_DEFINITIONS } from '../../../../../shared/site/blocks/catalogue';
import { layoutOf } from '../../../../../shared/site/blocks/definition';
import { BLOCK_SETS, isBlockType, LOCATION_BLOCKS } from '../../../../../shared/site/blocks/types';
import type { SiteBlock } from '../../../../../shared/site/document';
import { checkPlacement, clampIndex } from '../placement';
import { findBlock, writableContainerList } from '../tree';
import { OK, refuse, type ActionReducer, type EditorAction } from '../types';

type AddBlock = Extract<EditorAction, { type: 'block/add' }>;

/** A new block of its type with the catalogue's defaults (spec §3), at an index or at the end. */
export const addBlock: ActionReducer<AddBlock> = (draft, action, ctx) => {
  if (!isBlockType(action.blockType) || !BLOCK_SETS[ctx.launchType].includes(action.blockType)) {
    return refuse('invalid', `blockNotAllowed:${String(action.blockType)}`);
  }
  if (findBlock(draft, action.id)) return refuse('invalid', 'duplicateId');
  // The server refuses a map without the land's location ("L'emplacement de la boutique est inconnu.").
  if (ctx.hasLocation === false && LOCATION_BLOCKS.includes(action.blockType)) return refuse('invalid', 'noLocation');
  const definition = BLOCK_DEFINITIONS[action.blockType];
  const layout = definition.layouts ? layoutOf(definition, action.layout) : undefined;
  const block: SiteBlock = {
    id: action.id,
    type: action.blockType,
    ...(layout ? { layout } : {}),
    attrs: definition.defaults(),
  };
  const placement = checkPlacement(draft, action.to, block, ctx);
  if (!placement.ok) return placement;
  const list = writableContainerList(draft, action.to)!;
  list.splice(clampIndex(action.index, list.length), 0, block);
  return OK;
};
