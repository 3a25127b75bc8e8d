import { CONTAINER_BLOCKS, type BlockType } from '../../../../shared/site/blocks/types';
import type { SiteBlock, SiteDocument } from '../../../../shared/site/document';
import type { ContainerRef } from './types';

/** A block found in a document: its list, its index there, the container's ref and its depth (1 = top level). */
export interface BlockLocation {
  block: SiteBlock;
  list: SiteBlock[];
  index: number;
  container: ContainerRef;
  depth: number;
  /** The page holding it (null for headers and footers, or blocks nested in them). */
  pageId: string | null;
}

/** Calls `visit` for every block of `blocks` and their nested blocks, depth first. */
function walk(
  blocks: SiteBlock[],
  container: ContainerRef,
  depth: number,
  pageId: string | null,
  visit: (location: BlockLocation) => boolean | void,
): boolean {
  for (let index = 0; index < blocks.length; index += 1) {
    const block = blocks[index]!;
    if (visit({ block, list: blocks, index, container, depth, pageId }) === true) return true;
    if (block.blocks && walk(block.blocks, { kind: 'nested', blockId: block.id }, depth + 1, pageId, visit))
      return true;
  }
  return false;
}

/** Visits every block of the document (headers, pages, footers); stop by returning true. */
export function forEachBlock(document: SiteDocument, visit: (location: BlockLocation) => boolean | void): void {
  if (walk(document.headers, { kind: 'headers' }, 1, null, visit)) return;
  for (const page of document.pages) {
    if (walk(page.blocks, { kind: 'page', pageId: page.id }, 1, page.id, visit)) return;
  }
  walk(document.footers, { kind: 'footers' }, 1, null, visit);
}

/** Where a block is, or null. */
export function findBlock(document: SiteDocument, blockId: string): BlockLocation | null {
  let found: BlockLocation | null = null;
  forEachBlock(document, (location) => {
    if (location.block.id !== blockId) return false;
    found = location;
    return true;
  });
  return found;
}

/**
 * The blocks of a container, or null when it does not exist. Read only: it never changes the
 * document (the state's documents are frozen), so a grid without nested blocks gives a new
 * empty list. Reducers that insert use `writableContainerList`.
 */
export function containerList(document: SiteDocument, ref: ContainerRef): readonly SiteBlock[] | null {
  switch (ref.kind) {
    case 'headers':
      return document.headers;
    case 'footers':
      return document.footers;
    case 'page':
      return document.pages.find((page) => page.id === ref.pageId)?.blocks ?? null;
    case 'nested': {
      const location = findBlock(document, ref.blockId);
      if (!location || !CONTAINER_BLOCKS.includes(location.block.type as BlockType)) return null;
      return location.block.blocks ?? [];
    }
  }
}

/** The live list a container ref names in a draft (a grid gets its `blocks` list when it has none), or null. */
export function writableContainerList(draft: SiteDocument, ref: ContainerRef): SiteBlock[] | null {
  if (ref.kind !== 'nested') return containerList(draft, ref) as SiteBlock[] | null;
  const location = findBlock(draft, ref.blockId);
  if (!location || !CONTAINER_BLOCKS.includes(location.block.type as BlockType)) return null;
  location.block.blocks ??= [];
  return location.block.blocks;
}

/** The depth blocks of a container have (1 = top level), or 0 when it does not exist. */
export function containerDepth(document: SiteDocument, ref: ContainerRef): number {
  if (ref.kind !== 'nested') return containerList(document, ref) ? 1 : 0;
  const location = findBlock(document, ref.blockId);
  return location ? location.depth + 1 : 0;
}

/** The page a container belongs to (null for headers, footers and what they nest). */
export function containerPageId(document: SiteDocument, ref: ContainerRef): string | null {
  if (ref.kind === 'page') return ref.pageId;
  if (ref.kind === 'nested') return findBlock(document, ref.blockId)?.pageId ?? null;
  return null;
}

/** How many blocks a tree holds, nested ones included. */
export function countBlocks(blocks: readonly SiteBlock[] | undefined): number {
  return (blocks ?? []).reduce((sum, block) => sum + 1 + countBlocks(block.blocks), 0);
}

/** How deep a block's own nesting goes (1 for a block without nested blocks). */
export function treeHeight(block: SiteBlock): number {
  return 1 + Math.max(0, ...(block.blocks ?? []).map(treeHeight));
}

/** Every block of the document, nested ones included. */
export function totalBlocks(document: SiteDocument): number {
  return (
    countBlocks(document.headers) +
    countBlocks(document.footers) +
    document.pages.reduce((sum, page) => sum + countBlocks(page.blocks), 0)
  );
}

/** True when `ref` is `blockId` itself or lies inside it. */
export function isInside(document: SiteDocument, ref: ContainerRef, blockId: string): boolean {
  let current: ContainerRef = ref;
  while (current.kind === 'nested') {
    if (current.blockId === blockId) return true;
    const location = findBlock(document, current.blockId);
    if (!location) return false;
    current = location.container;
  }
  return false;
}

/** Two container refs name the same container. */
export function sameContainer(a: ContainerRef, b: ContainerRef): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind === 'page' && b.kind === 'page') return a.pageId === b.pageId;
  if (a.kind === 'nested' && b.kind === 'nested') return a.blockId === b.blockId;
  return true;
}
