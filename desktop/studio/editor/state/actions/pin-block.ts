import { checkPlacement } from '../placement';
import { findBlock } from '../tree';
import { OK, refuse, type ActionReducer, type EditorAction } from '../types';
import { dropGridItem } from './grid-items';

type PinBlock = Extract<EditorAction, { type: 'block/pin' }>;
type UnpinBlock = Extract<EditorAction, { type: 'block/unpin' }>;

/** Pins a page's block: it leaves the page for the end of the headers or footers, shown on every page. */
export const pinBlock: ActionReducer<PinBlock> = (draft, action, ctx) => {
  const location = findBlock(draft, action.blockId);
  if (!location) return refuse('notFound');
  if (location.container.kind === action.to) return OK;
  const to = { kind: action.to } as const;
  const placement = checkPlacement(draft, to, location.block, ctx, true);
  if (!placement.ok) return placement;
  location.list.splice(location.index, 1);
  dropGridItem(draft, location.container, action.blockId);
  // Headers read top-down, so a newly pinned header goes last (just above the page); footers too.
  draft[action.to].push(location.block);
  return OK;
};

/** Unpins a header or footer: back into a page, a header at its start, a footer at its end (spec §4). */
export const unpinBlock: ActionReducer<UnpinBlock> = (draft, action, ctx) => {
  const location = findBlock(draft, action.blockId);
  if (!location) return refuse('notFound');
  const kind = location.container.kind;
  if (kind !== 'headers' && kind !== 'footers') return refuse('invalid', 'notPinned');
  const page = draft.pages.find((candidate) => candidate.id === action.pageId);
  if (!page) return refuse('notFound', 'page');
  const placement = checkPlacement(draft, { kind: 'page', pageId: page.id }, location.block, ctx, true);
  if (!placement.ok) return placement;
  location.list.splice(location.index, 1);
  if (kind === 'headers') page.blocks.unshift(location.block);
  else page.blocks.push(location.block);
  return OK;
};
