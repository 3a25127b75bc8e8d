import { colorSchema, siteImageSchema } from '../../../../../shared/site/document';
import { isSafeImageUrl } from '../../../../../shared/site/media/urls';
import { OK, refuse, type ActionReducer, type EditorAction } from '../types';

type SetPageBackground = Extract<EditorAction, { type: 'page/setBackground' }>;

/** A page's background colour and picture; null takes one away, absent leaves it. */
export const setPageBackground: ActionReducer<SetPageBackground> = (draft, action) => {
  const page = draft.pages.find((candidate) => candidate.id === action.pageId);
  if (!page) return refuse('notFound');
  if (action.backgroundColor !== undefined && action.backgroundColor !== null) {
    const color = colorSchema.safeParse(action.backgroundColor);
    if (!color.success) return refuse('invalid', color.error.issues[0]?.message);
  }
  if (action.backgroundImg !== undefined && action.backgroundImg !== null) {
    const image = siteImageSchema.safeParse(action.backgroundImg);
    if (!image.success) return refuse('invalid', image.error.issues[0]?.message);
    // The site would not show it (https or a path of the site only): refused while the owner is there to fix it.
    const urls = [image.data.full, image.data.thumb].filter((url): url is string => url !== undefined);
    if (!urls.every(isSafeImageUrl)) return refuse('invalid', 'badImage');
  }
  if (action.backgroundColor === null) delete page.backgroundColor;
  else if (action.backgroundColor !== undefined) page.backgroundColor = action.backgroundColor;
  if (action.backgroundImg === null) delete page.backgroundImg;
  else if (action.backgroundImg !== undefined) page.backgroundImg = action.backgroundImg;
  return OK;
};
