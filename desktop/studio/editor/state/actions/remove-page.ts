import { OK, refuse, type ActionReducer, type EditorAction } from '../types';

type RemovePage = Extract<EditorAction, { type: 'page/remove' }>;

/** Removes a page with its blocks; never the home page nor the last page (a site always has its home). */
export const removePage: ActionReducer<RemovePage> = (draft, action) => {
  const index = draft.pages.findIndex((page) => page.id === action.pageId);
  if (index < 0) return refuse('notFound');
  if (draft.pages[index]!.type === 'home') return refuse('invalid', 'homePage');
  if (draft.pages.length <= 1) return refuse('invalid', 'lastPage');
  draft.pages.splice(index, 1);
  return OK;
};
