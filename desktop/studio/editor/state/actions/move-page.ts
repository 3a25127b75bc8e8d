import { OK, refuse, type ActionReducer, type EditorAction } from '../types';

type MovePage = Extract<EditorAction, { type: 'page/move' }>;

/** Reorders the pages (the menu follows their order). */
export const movePage: ActionReducer<MovePage> = (draft, action) => {
  const from = draft.pages.findIndex((page) => page.id === action.pageId);
  if (from < 0) return refuse('notFound');
  const [page] = draft.pages.splice(from, 1);
  const to = Math.max(0, Math.min(Math.trunc(action.index), draft.pages.length));
  draft.pages.splice(to, 0, page!);
  return OK;
};
