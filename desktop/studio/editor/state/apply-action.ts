import type { SiteDocument } from '../../../../shared/site/document';
import { planAllows, type SiteCapability } from '../../../../shared/site/plans';
import { addBlock } from './actions/add-block';
import { addPage } from './actions/add-page';
import { cloneBlock } from './actions/clone-block';
import { moveBlock } from './actions/move-block';
import { movePage } from './actions/move-page';
import { pinBlock, unpinBlock } from './actions/pin-block';
import { placeGridItem } from './actions/place-grid-item';
import { addQuery, removeQuery, updateQuery } from './actions/queries';
import { removeBlock } from './actions/remove-block';
import { removePage } from './actions/remove-page';
import { renamePage } from './actions/rename-page';
import { replaceDocument } from './actions/replace-document';
import { setBlockAttr } from './actions/set-block-attr';
import { setBlockLayout } from './actions/set-block-layout';
import { setPageBackground } from './actions/set-page-background';
import { setPageVisible } from './actions/set-page-visible';
import { setTheme } from './actions/set-theme';
import { refuse, type ActionContext, type ActionReducer, type ActionResult, type EditorAction } from './types';

type Reducers = { [T in EditorAction['type']]: ActionReducer<Extract<EditorAction, { type: T }>> };

const REDUCERS: Reducers = {
  'block/add': addBlock,
  'block/clone': cloneBlock,
  'block/remove': removeBlock,
  'block/move': moveBlock,
  'block/pin': pinBlock,
  'block/unpin': unpinBlock,
  'block/setAttr': setBlockAttr,
  'block/setLayout': setBlockLayout,
  'grid/place': placeGridItem,
  'page/add': addPage,
  'page/rename': renamePage,
  'page/move': movePage,
  'page/setVisible': setPageVisible,
  'page/setBackground': setPageBackground,
  'page/remove': removePage,
  'theme/set': setTheme,
  'query/add': addQuery,
  'query/update': updateQuery,
  'query/remove': removeQuery,
  'document/replace': replaceDocument,
};

/**
 * The capability of the plan table (spec §6) an action uses. Content edits (attributes, titles,
 * theme) are open to every plan; structure (blocks, pages), layouts and grid places (design) and
 * queries, and choosing which query a list shows, are FULL only, as the server enforces on commit
 * (grid places aside: the server's check reads block layouts, not a Grid's attributes).
 */
export function capabilityOf(action: EditorAction): SiteCapability {
  switch (action.type) {
    case 'block/add':
    case 'block/clone':
    case 'block/remove':
    case 'block/move':
    case 'block/pin':
    case 'block/unpin':
      return 'blocks';
    case 'block/setLayout':
    case 'grid/place':
      return 'design';
    case 'block/setAttr':
      // A Grid's layouts are where its blocks sit: design, however they are written.
      if (action.path[0] === 'layouts') return 'design';
      return action.path[0] === 'queryId' ? 'queries' : 'props';
    case 'page/add':
    case 'page/move':
    case 'page/setVisible':
    case 'page/remove':
      return 'pages';
    case 'page/rename':
      return 'props';
    case 'page/setBackground':
    case 'theme/set':
      return 'theme';
    case 'query/add':
    case 'query/update':
    case 'query/remove':
      return 'queries';
    case 'document/replace':
      return 'history';
  }
}

/** True when the plan lets the editor make this action. */
export function actionAllowed(action: EditorAction, ctx: ActionContext): boolean {
  return planAllows(ctx.plan, capabilityOf(action));
}

/**
 * Applies one action to a draft (an immer draft or a plain document), after the plan check. A
 * refused action leaves the draft as it was: reducers check everything before they change it.
 */
export function applyAction(draft: SiteDocument, action: EditorAction, ctx: ActionContext): ActionResult {
  if (!actionAllowed(action, ctx)) return refuse('forbidden', capabilityOf(action));
  const reducer = REDUCERS[action.type] as ActionReducer<EditorAction>;
  return reducer(draft, action, ctx);
}
