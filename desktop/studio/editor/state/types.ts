import type { GridBreakpoint, GridItem } from '../../../../shared/site/blocks/grid';
import type { BlockType } from '../../../../shared/site/blocks/types';
import type {
  LocalizedText,
  PageType,
  SiteDocument,
  SiteImage,
  SiteQuery,
  SiteTheme,
} from '../../../../shared/site/document';
import type { LaunchType } from '../../../../shared/site/launch';
import type { SitePlan } from '../../../../shared/site/plans';

/**
 * Where blocks live: the pinned headers and footers, a page, or the nested blocks of a Grid or
 * SimpleGrid (spec §4: blocks move between headers, footers and page, and nest in grids).
 */
export type ContainerRef =
  { kind: 'headers' } | { kind: 'footers' } | { kind: 'page'; pageId: string } | { kind: 'nested'; blockId: string };

/**
 * Every change the editor makes to a document. Ids are chosen by whoever creates the action
 * (`newId()`), never by the reducer, so replaying the same actions on another version of the
 * document (conflict rebase) gives the same blocks the same ids.
 */
export type EditorAction =
  /** Adds a new block with its type's defaults; without `index`, at the end. */
  | { type: 'block/add'; id: string; blockType: BlockType; layout?: string; to: ContainerRef; index?: number }
  /** A deep copy right after the original; nested ids derive from `newId`. */
  | { type: 'block/clone'; blockId: string; newId: string }
  | { type: 'block/remove'; blockId: string }
  | { type: 'block/move'; blockId: string; to: ContainerRef; index: number }
  /** Out of the page into the pinned headers or footers. */
  | { type: 'block/pin'; blockId: string; to: 'headers' | 'footers' }
  /** Back into a page: a header to its start, a footer to its end (spec §4). */
  | { type: 'block/unpin'; blockId: string; pageId: string }
  /** One attribute, by its path inside `attrs` (`['title', 'ar']`). */
  | { type: 'block/setAttr'; blockId: string; path: (string | number)[]; value: unknown }
  | { type: 'block/setLayout'; blockId: string; layout: string }
  /**
   * Where a nested block of a Grid sits at a breakpoint (wide md or phone xs), its item created
   * when it has none; the grid's other blocks make room (they land where the site puts them).
   */
  | { type: 'grid/place'; gridId: string; blockId: string; breakpoint: GridBreakpoint; place: Omit<GridItem, 'i'> }
  | { type: 'page/add'; id: string; title: LocalizedText; pageType?: PageType; index?: number }
  /** New titles; the slug is made again from them (spec §4). */
  | { type: 'page/rename'; pageId: string; title: LocalizedText }
  | { type: 'page/move'; pageId: string; index: number }
  | { type: 'page/setVisible'; pageId: string; visible: boolean }
  | { type: 'page/setBackground'; pageId: string; backgroundColor?: string | null; backgroundImg?: SiteImage | null }
  | { type: 'page/remove'; pageId: string }
  | { type: 'theme/set'; theme: Partial<SiteTheme> }
  | { type: 'query/add'; query: SiteQuery }
  | { type: 'query/update'; queryId: string; query: Partial<Omit<SiteQuery, 'id'>> }
  | { type: 'query/remove'; queryId: string }
  /** The whole document at once: a history entry restored, a blueprint selected, another editor's version taken. */
  | { type: 'document/replace'; document: SiteDocument };

export type EditorActionType = EditorAction['type'];

/** Why an action was refused. */
export type ActionError = 'notFound' | 'forbidden' | 'limit' | 'invalid';

export type ActionResult = { ok: true } | { ok: false; error: ActionError; detail?: string };

/** What a reducer may know besides the document. */
export interface ActionContext {
  launchType: LaunchType;
  plan: SitePlan;
  /** False when the land has no location with coordinates: map blocks cannot be added (spec §8). Unknown when absent. */
  hasLocation?: boolean;
}

/** A reducer: changes the draft in place, or leaves it untouched and says why not. */
export type ActionReducer<A extends EditorAction> = (
  draft: SiteDocument,
  action: A,
  ctx: ActionContext,
) => ActionResult;

export const OK: ActionResult = { ok: true };

/** A refusal. */
export function refuse(error: ActionError, detail?: string): ActionResult {
  return detail === undefined ? { ok: false, error } : { ok: false, error, detail };
}
