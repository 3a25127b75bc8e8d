import { sql, type Kysely } from 'kysely';
import { searchWordsOf } from '../../../shared/domain/search';
import type { Database } from '../../db/types';
import { runTraced, type SearchTrace } from './search-trace';

/** Keywords as the search runs them: a tsquery over the stored vector, and how it was built. */
export interface KeywordQuery {
  /** tsquery text: every word must match, each word through any of its forms. */
  tsquery: string;
  /** The words searched, normalised, in order (stop words left out). */
  words: string[];
  /** Known words each misspelled or unknown word was widened to. */
  corrections: Record<string, string[]>;
}

/** Similarity (pg_trgm) a known word needs to stand in for a keyword: "peugot" → "peugeot" is 0.5. */
export const CORRECTION_MIN_SIMILARITY = 0.4;
/** Known words one keyword is widened to at most. */
const CORRECTIONS_PER_WORD = 3;
/** A keyword carried by fewer announcements than this is a likely typo: similar, commoner words join it. */
const RARE_WORD_NDOC = 3;
/** ...when they are this many times as common (an unknown word takes any known one). */
const CORRECTION_NDOC_RATIO = 10;
/** Shorter keywords are not corrected: a two-letter word is similar to too much. */
const CORRECTION_MIN_LENGTH = 4;

// Words that carry no meaning of their own in the three languages, dropped unless the keywords
// are nothing else (French ones are already dropped by the French configuration's stop list).
const STOP_WORDS = new Set([
  'the',
  'and',
  'for',
  'with',
  'of',
  'in',
  'a',
  'an',
  'to',
  'في',
  'من',
  'على',
  'مع',
  'الى',
  'عن',
  'و',
  'ب',
  'ل',
]);

interface WordRow {
  word: string;
  ndoc: number | null;
  french: string[];
  arabic: string[];
  similar: { word: string; ndoc: number; similarity: number }[] | null;
}

const quote = (lexeme: string): string => `'${lexeme.replace(/'/g, "''")}'`;

/**
 * Builds the keyword part of a search: each word matches through its exact normalised form
 * (the `simple` part of the vector: search text, brands, Darija), its French and Arabic stems
 * (title, description, category names), and, when the vocabulary does not know it or hardly
 * (a typo), the few known words most similar to it (pg_trgm). One query for all words, reused
 * for RECENT_QUERIES_TTL_MS by later searches of the same words. Null when nothing searchable is left.
 */
export async function buildKeywordQuery(
  db: Kysely<Database>,
  keywords: string | null,
  now: number,
  trace?: SearchTrace,
): Promise<KeywordQuery | null> {
  const words = searchWordsOf(keywords);
  if (words.length === 0) return null;
  // Popular searches repeat: their words are looked up once every few seconds, not at every page.
  let cache = recentQueries.get(db);
  if (!cache) {
    cache = new Map();
    recentQueries.set(db, cache);
  }
  const key = words.join(' ');
  const hit = cache.get(key);
  if (hit && hit.expiresAt > now) return hit.query;
  const query = await lookUpKeywords(db, words, trace);
  if (cache.size >= RECENT_QUERIES_MAX) cache.clear();
  cache.set(key, { query, expiresAt: now + RECENT_QUERIES_TTL_MS });
  return query;
}

/** How long a keyword lookup is reused: the vocabulary changes slowly, and a new word waits this long at most. */
const RECENT_QUERIES_TTL_MS = 10_000;
const RECENT_QUERIES_MAX = 5_000;
const recentQueries = new WeakMap<Kysely<Database>, Map<string, { query: KeywordQuery; expiresAt: number }>>();

async function lookUpKeywords(db: Kysely<Database>, words: string[], trace?: SearchTrace): Promise<KeywordQuery> {
  const query = sql<WordRow>`
    select w.word, k.ndoc,
      tsvector_to_array(to_tsvector('souk_french'::regconfig, w.word)) as french,
      tsvector_to_array(to_tsvector('souk_arabic'::regconfig, w.word)) as arabic,
      case when coalesce(k.ndoc, 0) < ${RARE_WORD_NDOC} and char_length(w.word) >= ${CORRECTION_MIN_LENGTH}
        and w.word !~ '^[0-9]+$' then (
        select json_agg(json_build_object('word', c.word, 'ndoc', c.ndoc, 'similarity', c.similarity)
          order by c.similarity desc, c.ndoc desc)
        from (
          select s.word, s.ndoc, similarity(s.word, w.word) as similarity
          from search_words s
          where s.word % w.word and s.word <> w.word and similarity(s.word, w.word) >= ${CORRECTION_MIN_SIMILARITY}
          order by similarity(s.word, w.word) desc, s.ndoc desc
          limit ${CORRECTIONS_PER_WORD}
        ) c
      ) end as similar
    from unnest(${words}::text[]) with ordinality as w(word, position)
    left join search_words k on k.word = w.word
    order by w.position`;
  const { rows } = await runTraced(db, query, trace);

  // Stop words say nothing unless they are all there is ("the" alone is still a search).
  const meaningful = rows.filter((row) => !STOP_WORDS.has(row.word) && (row.french.length > 0 || isArabic(row.word)));
  const kept = meaningful.length > 0 ? meaningful : rows;
  const corrections: Record<string, string[]> = {};
  const groups = kept.map((row) => {
    const forms = new Set([row.word, ...row.french, ...row.arabic]);
    const ndoc = row.ndoc ?? 0;
    if (ndoc < RARE_WORD_NDOC) {
      // An unknown word takes any known neighbour; a rare one only far commoner ones.
      const better = (row.similar ?? []).filter((c) =>
        ndoc === 0 ? c.ndoc > 0 : c.ndoc >= ndoc * CORRECTION_NDOC_RATIO,
      );
      if (better.length > 0) corrections[row.word] = better.map((c) => c.word);
      for (const candidate of better) forms.add(candidate.word);
    }
    return `(${[...forms].map(quote).join(' | ')})`;
  });
  return { tsquery: groups.join(' & '), words: kept.map((row) => row.word), corrections };
}

function isArabic(word: string): boolean {
  return /\p{Script=Arabic}/u.test(word);
}
