import { sql, type Kysely } from 'kysely';
import { ACTIVE_STATUSES } from '../../../shared/domain/announcements';
import { normalizeSearchText } from '../../../shared/domain/search';
import type { Database } from '../../db/types';
import { searchDb } from './search.tables';

/** Words shorter than this are neither recorded nor corrected: trigrams say nothing about them. */
export const SEARCH_WORD_MIN_LENGTH = 2;
/** Longer "words" are noise (pasted links, serial numbers): not recorded. */
export const SEARCH_WORD_MAX_LENGTH = 40;
/** Words of one announcement recorded at most (its title and search text have far fewer). */
const WORDS_PER_ANNOUNCEMENT_MAX = 400;

/** The distinct normalised words of some texts that belong in the vocabulary, sorted. */
export function vocabularyWordsOf(texts: readonly string[]): string[] {
  const words = new Set<string>();
  for (const text of texts) {
    for (const word of normalizeSearchText(text).split(' ')) {
      const length = [...word].length;
      if (length >= SEARCH_WORD_MIN_LENGTH && length <= SEARCH_WORD_MAX_LENGTH) words.add(word);
    }
  }
  // Sorted, so concurrent writers lock the shared rows in the same order and cannot deadlock.
  return [...words].sort().slice(0, WORDS_PER_ANNOUNCEMENT_MAX);
}

/**
 * Adds an announcement's words (its title and search text, normalised: `normalizeSearchText`)
 * to the search vocabulary, counting each once more. Run by the search's subscriber of
 * `announcement.created` and `announcement.edited`, after their commit: the vocabulary only guides
 * typo correction and completion, so a count that runs a little high (an edit counts again,
 * a deletion does not count down) does no harm, and `rebuildSearchWords` makes it exact.
 */
export async function recordSearchWords(db: Kysely<Database>, words: readonly string[]): Promise<void> {
  const vocabulary = vocabularyWordsOf(words);
  if (vocabulary.length === 0) return;
  await sql`insert into search_words (word, ndoc)
    select word, 1 from unnest(${vocabulary}::text[]) as word
    on conflict (word) do update set ndoc = search_words.ndoc + 1`.execute(db);
}

/**
 * Rebuilds the whole vocabulary from the active announcements' search texts, with exact counts.
 * For bulk loaders (after loading) and for maintenance; one statement, in one transaction.
 */
export async function rebuildSearchWords(db: Kysely<Database>): Promise<number> {
  const statuses = sql.join(ACTIVE_STATUSES.map((status) => sql.lit(status)));
  return db.transaction().execute(async (trx) => {
    // Writers (recordSearchWords) and another rebuild wait until this one commits: no word is
    // counted twice or lost between the delete and the insert.
    await sql`lock table search_words in exclusive mode`.execute(trx);
    await searchDb(trx).deleteFrom('search_words').execute();
    const result = await sql`insert into search_words (word, ndoc)
      select word, count(*)::int
      from announcements, unnest(string_to_array(search_text, ' ')) as word
      where status in (${statuses})
        and char_length(word) between ${SEARCH_WORD_MIN_LENGTH} and ${SEARCH_WORD_MAX_LENGTH}
      group by word`.execute(trx);
    return Number(result.numAffectedRows ?? 0);
  });
}
