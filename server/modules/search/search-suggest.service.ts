import { sql } from 'kysely';
import { ErrorCode } from '../../../shared/domain/errors';
import { normalizeSearchText, searchWordsOf } from '../../../shared/domain/search';
import type { Locale } from '../../../shared/i18n/locales';
import type { Deps } from '../../deps';
import { AppError } from '../../core/errors';
import type { CategoryModel } from '../catalog';
import { loadCatalog } from '../catalog';
import { CORRECTION_MIN_SIMILARITY } from './search-keywords';

/** A completion of the search box. */
export interface SearchSuggestionModel {
  text: string;
  category: CategoryModel | null;
}

/** Suggestions one call returns at most. */
export const SUGGESTIONS_MAX = 20;
/** Categories among the suggestions at most: the rest are words. */
const CATEGORY_SUGGESTIONS_MAX = 3;

/**
 * Completions of what is being typed (the search box): categories whose name, in any language,
 * has words starting with the typed words (shown in the request's language), then known words
 * completing the last typed word (commonest first), then known words close to it (typos,
 * pg_trgm). Earlier typed words are kept in front of each completion.
 */
export async function suggestSearches(
  deps: Pick<Deps, 'db'>,
  q: string,
  count: number,
  locale: Locale,
): Promise<SearchSuggestionModel[]> {
  if (!Number.isInteger(count) || count < 1 || count > SUGGESTIONS_MAX) {
    throw new AppError(ErrorCode.BAD_USER_INPUT, `count must be between 1 and ${SUGGESTIONS_MAX}`, {
      argument: 'count',
    });
  }
  const words = searchWordsOf(q.slice(0, 100));
  const typed = words.at(-1);
  if (!typed) return [];
  const head = words.slice(0, -1);

  const catalog = await loadCatalog(deps);
  const categories: SearchSuggestionModel[] = [];
  for (const category of catalog.categoriesById.values()) {
    if (!category.active || categories.length >= Math.min(CATEGORY_SUGGESTIONS_MAX, count)) continue;
    const names = Object.values(category.names).map((name) => normalizeSearchText(name).split(' '));
    const matches = names.some((nameWords) => words.every((word) => nameWords.some((n) => n.startsWith(word))));
    if (matches) categories.push({ text: category.names[locale], category });
  }

  const wanted = count - categories.length;
  if (wanted <= 0) return categories;
  // Prefix completions by popularity, then typo corrections by closeness; one statement.
  const { rows } = await sql<{ word: string }>`
    select word from (
      (select word, 0 as kind, ndoc::float8 as weight from search_words
        where word like ${`${typed}%`} and ndoc > 0
        order by ndoc desc, word limit ${wanted})
      union all
      (select word, 1, similarity(word, ${typed})::float8 from search_words
        where char_length(${typed}) >= 3 and word % ${typed} and similarity(word, ${typed}) >= ${CORRECTION_MIN_SIMILARITY}
          and word not like ${`${typed}%`} and ndoc > 0
        order by similarity(word, ${typed}) desc, ndoc desc limit ${wanted})
    ) s
    order by kind, weight desc, word`.execute(deps.db);
  const seen = new Set<string>();
  const completions: SearchSuggestionModel[] = [];
  for (const { word } of rows) {
    const text = [...head, word].join(' ');
    if (seen.has(text)) continue;
    seen.add(text);
    completions.push({ text, category: null });
  }
  return [...categories, ...completions.slice(0, wanted)];
}
