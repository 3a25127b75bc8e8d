import { BLOCK_SETS, isBlockType } from '../../../../shared/site/blocks/types';
import type { SiteBlock, SiteDocument } from '../../../../shared/site/document';
import { SITE_LIMITS } from '../../../../shared/site/limits';
import {
  containerDepth,
  containerList,
  containerPageId,
  countBlocks,
  forEachBlock,
  totalBlocks,
  treeHeight,
} from './tree';
import { OK, refuse, type ActionContext, type ActionResult, type ContainerRef } from './types';

/**
 * Whether a block tree may go into a container: the container exists, every block type belongs
 * to the launch type's set, and the limits of shared/site/limits.ts hold afterwards (the server
 * checks the same on commit; refusing here keeps the editor from building what cannot be saved).
 * `leaving` is the tree when it moves within the document (it is counted once).
 */
export function checkPlacement(
  document: SiteDocument,
  to: ContainerRef,
  tree: SiteBlock,
  ctx: ActionContext,
  leaving = false,
): ActionResult {
  const list = containerList(document, to);
  if (!list) return refuse('notFound', 'container');
  const allowed = BLOCK_SETS[ctx.launchType];
  const foreign = (block: SiteBlock): string | undefined =>
    !isBlockType(block.type) || !allowed.includes(block.type)
      ? block.type
      : (block.blocks ?? []).map(foreign).find((type) => type !== undefined);
  const refused = foreign(tree);
  if (refused !== undefined) return refuse('invalid', `blockNotAllowed:${refused}`);

  const added = leaving ? 0 : countBlocks([tree]);
  if (containerDepth(document, to) + treeHeight(tree) - 1 > SITE_LIMITS.maxDepth) return refuse('limit', 'maxDepth');
  if ((to.kind === 'headers' || to.kind === 'footers') && list.length + 1 > SITE_LIMITS.maxPinnedBlocks) {
    return refuse('limit', 'maxPinnedBlocks');
  }
  const pageId = containerPageId(document, to);
  if (pageId !== null) {
    const page = document.pages.find((candidate) => candidate.id === pageId);
    const alreadyThere = leaving && isOnPage(document, tree.id, pageId);
    const onPage = countBlocks(page?.blocks) + (alreadyThere ? 0 : countBlocks([tree]));
    if (onPage > SITE_LIMITS.maxBlocksPerPage) return refuse('limit', 'maxBlocksPerPage');
  }
  if (totalBlocks(document) + added > SITE_LIMITS.maxBlocksTotal) return refuse('limit', 'maxBlocksTotal');
  return OK;
}

function isOnPage(document: SiteDocument, blockId: string, pageId: string): boolean {
  let found = false;
  forEachBlock(document, (location) => {
    if (location.block.id !== blockId) return false;
    found = location.pageId === pageId;
    return true;
  });
  return found;
}

/** Keeps an index inside a list of `length` items (an insertion point: 0 to length). */
export function clampIndex(index: number | undefined, length: number): number {
  if (index === undefined || !Number.isFinite(index)) return length;
  return Math.max(0, Math.min(Math.trunc(index), length));
}
