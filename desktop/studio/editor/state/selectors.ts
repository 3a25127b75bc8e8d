import { BLOCK_SETS, CONTAINER_BLOCKS, type BlockType } from '../../../../shared/site/blocks/types';
import type { SiteBlock, SitePage } from '../../../../shared/site/document';
import { planAllows, type SiteCapability } from '../../../../shared/site/plans';
import { checkPlacement } from './placement';
import type { EditorState } from './store';
import { findBlock, type BlockLocation } from './tree';
import type { ContainerRef } from './types';

export { findBlock, type BlockLocation } from './tree';

/*
 * Selectors for `useEditor`: those returning a value of the state itself (a page, a block set,
 * a boolean) are safe as they are; those building a new array or object each call (marked) go
 * through `useEditorShallow`, or are read imperatively.
 */

/** The page on the canvas. */
export const selectCurrentPage = (state: EditorState): SitePage =>
  state.document.pages.find((page) => page.id === state.ui.currentPageId) ?? state.document.pages[0]!;

/** The selected block itself, or null. */
export const selectSelectedBlockValue = (state: EditorState): SiteBlock | null =>
  state.ui.selectedBlockId ? (findBlock(state.document, state.ui.selectedBlockId)?.block ?? null) : null;

/** The selected block and where it is, or null (a new object each call: for reads, not for useEditor). */
export const selectSelectedBlock = (state: EditorState): BlockLocation | null =>
  state.ui.selectedBlockId ? findBlock(state.document, state.ui.selectedBlockId) : null;

/** The pages the site's menu lists (spec §4: visible ones, not of type search or single). A new array: useEditorShallow. */
export const selectMenuPages = (state: EditorState): SitePage[] =>
  state.document.pages.filter((page) => page.visible && page.type !== 'search' && page.type !== 'single');

/** The block types this land's editor offers (spec §3 block sets: STORE full, MARKET reduced). */
export const selectBlockSet = (state: EditorState): readonly BlockType[] => BLOCK_SETS[state.launchType];

/** Whether the plan allows a capability (spec §6 table). */
export const selectCan =
  (capability: SiteCapability) =>
  (state: EditorState): boolean =>
    planAllows(state.plan, capability);

export const selectCanUndo = (state: EditorState): boolean => state.history.canUndo;
export const selectCanRedo = (state: EditorState): boolean => state.history.canRedo;

/** True when edits wait for the server (the window should warn before closing). */
export const selectDirty = (state: EditorState): boolean => state.sync.pendingCount > 0;

/** True for a Grid or SimpleGrid (blocks nest in them). */
export const isContainerBlock = (block: SiteBlock): boolean => CONTAINER_BLOCKS.includes(block.type as BlockType);

/**
 * The blocks from the top level down to `blockId` (the block last), for a breadcrumb and for the
 * props-grid tab; empty when it does not exist. A new array: for reads or useEditorShallow.
 */
export function blockPath(state: Pick<EditorState, 'document'>, blockId: string): SiteBlock[] {
  const path: SiteBlock[] = [];
  let location = findBlock(state.document, blockId);
  while (location) {
    path.unshift(location.block);
    location = location.container.kind === 'nested' ? findBlock(state.document, location.container.blockId) : null;
  }
  return path;
}

/**
 * Whether a new block of this type may go into a container now: the plan, the launch type's set
 * and the limits (what `block/add` would answer, without changing anything). For greying out
 * the add-block dialog's entries and the drop targets.
 */
export function canAddBlock(
  state: Pick<EditorState, 'document' | 'launchType' | 'plan'>,
  blockType: BlockType,
  to: ContainerRef,
): boolean {
  if (!planAllows(state.plan, 'blocks')) return false;
  const probe: SiteBlock = { id: '__probe__', type: blockType, attrs: {} };
  return checkPlacement(state.document, to, probe, { launchType: state.launchType, plan: state.plan }).ok;
}
