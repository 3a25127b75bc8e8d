import { localizedTextSchema } from '../../../../../shared/site/document';
import { planAllows } from '../../../../../shared/site/plans';
import { OK, refuse, type ActionReducer, type EditorAction } from '../types';
import { pageSlug } from './page-slug';

type RenamePage = Extract<EditorAction, { type: 'page/rename' }>;

/**
 * New titles for a page; its slug is made again from them (the home page keeps its empty one).
 * A plan without the pages capability (BASIC) renames the titles only: the address is structure.
 */
export const renamePage: ActionReducer<RenamePage> = (draft, action, ctx) => {
  const page = draft.pages.find((candidate) => candidate.id === action.pageId);
  if (!page) return refuse('notFound');
  const title = localizedTextSchema.safeParse(action.title);
  if (!title.success) return refuse('invalid', title.error.issues[0]?.message);
  page.title = title.data;
  if (page.type !== 'home' && planAllows(ctx.plan, 'pages')) page.slug = pageSlug(draft, title.data, page.id);
  return OK;
};
