import { LOCALES } from '../../../../../shared/i18n/locales';
import { localizedTextSchema, type LocalizedText } from '../../../../../shared/site/document';
import { planAllows } from '../../../../../shared/site/plans';
import { withoutStaleTranslations } from '../../../../../shared/site/template-texts';
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
  // A language left as it was that still holds the template's title would name the page
  // otherwise than the owner's new title: emptied (the site shows the owner's). Typed ones stay.
  const cleaned = withoutStaleTranslations(title.data);
  const before = page.title;
  page.title = Object.fromEntries(
    LOCALES.map((locale) => [locale, title.data[locale] !== before[locale] ? title.data[locale] : cleaned[locale]]),
  ) as LocalizedText;
  if (page.type !== 'home' && planAllows(ctx.plan, 'pages')) page.slug = pageSlug(draft, title.data, page.id);
  return OK;
};
