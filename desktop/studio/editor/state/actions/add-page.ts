import { localizedTextSchema } from '../../../../../shared/site/document';
import { SITE_LIMITS } from '../../../../../shared/site/limits';
import { clampIndex } from '../placement';
import { OK, refuse, type ActionReducer, type EditorAction } from '../types';
import { pageSlug } from './page-slug';

type AddPage = Extract<EditorAction, { type: 'page/add' }>;

/** A new empty page (type page unless told), visible, its slug made from its title. */
export const addPage: ActionReducer<AddPage> = (draft, action) => {
  if (draft.pages.length >= SITE_LIMITS.maxPages) return refuse('limit', 'maxPages');
  if (draft.pages.some((page) => page.id === action.id)) return refuse('invalid', 'duplicateId');
  const pageType = action.pageType ?? 'page';
  if (pageType === 'home') return refuse('invalid', 'homePage');
  const title = localizedTextSchema.safeParse(action.title);
  if (!title.success) return refuse('invalid', title.error.issues[0]?.message);
  draft.pages.splice(clampIndex(action.index, draft.pages.length), 0, {
    id: action.id,
    title: title.data,
    type: pageType,
    slug: pageSlug(draft, title.data, action.id),
    visible: true,
    blocks: [],
  });
  return OK;
};
