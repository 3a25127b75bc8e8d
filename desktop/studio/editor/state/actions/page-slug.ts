import slugify from '@sindresorhus/slugify';
import type { LocalizedText, SiteDocument } from '../../../../../shared/site/document';
import { SITE_LIMITS } from '../../../../../shared/site/limits';

/**
 * A page's address from its title (spec §4: regenerated in lowercase from the title): the French
 * title first, else the English, else the Arabic one, made unique among the other pages' slugs
 * with -2, -3…
 */
export function pageSlug(document: SiteDocument, title: LocalizedText, pageId: string): string {
  const source = [title.fr, title.en, title.ar].map((text) => text.trim()).find(Boolean) ?? 'page';
  const base = (slugify(source, { lowercase: true }) || 'page')
    .slice(0, SITE_LIMITS.maxSlugLength - 4)
    .replace(/-+$/, '');
  const taken = new Set(document.pages.filter((page) => page.id !== pageId).map((page) => page.slug));
  let slug = base || 'page';
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}
