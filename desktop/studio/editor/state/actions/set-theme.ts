import { siteThemeSchema } from '../../../../../shared/site/document';
import { isSafeImageUrl } from '../../../../../shared/site/media/urls';
import { OK, refuse, type ActionReducer, type EditorAction } from '../types';

type SetTheme = Extract<EditorAction, { type: 'theme/set' }>;

/** Font, dark mode, colour, background colour and picture; an undefined value takes it away. */
export const setTheme: ActionReducer<SetTheme> = (draft, action) => {
  const next = { ...draft.theme, ...action.theme };
  for (const key of Object.keys(next) as (keyof typeof next)[]) if (next[key] === undefined) delete next[key];
  const parsed = siteThemeSchema.safeParse(next);
  if (!parsed.success) return refuse('invalid', parsed.error.issues[0]?.message);
  const image = parsed.data.backgroundImg;
  // The site would not show it (https or a path of the site only): refused while the owner is there to fix it.
  if (image && ![image.full, image.thumb].every((url) => url === undefined || isSafeImageUrl(url))) {
    return refuse('invalid', 'badImage');
  }
  draft.theme = parsed.data;
  return OK;
};
