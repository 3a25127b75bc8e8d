import { OK, refuse, type ActionReducer, type EditorAction } from '../types';

type SetPageVisible = Extract<EditorAction, { type: 'page/setVisible' }>;

/** Hides a page from the menu and the public site, or shows it again; the home page stays visible. */
export const setPageVisible: ActionReducer<SetPageVisible> = (draft, action) => {
  const page = draft.pages.find((candidate) => candidate.id === action.pageId);
  if (!page) return refuse('notFound');
  if (page.type === 'home' && !action.visible) return refuse('invalid', 'homePage');
  page.visible = action.visible;
  return OK;
};
