import type { Locale } from '../../../../../shared/i18n/locales';
import type { LocalizedText, SiteDocument, SiteQuery, SiteQueryFilter } from '../../../../../shared/site/document';
import { DEFAULT_LIST_COUNT, SITE_LIMITS } from '../../../../../shared/site/limits';
import { forEachBlock } from '../../state/tree';

/**
 * Pure helpers of the query editor: what a new list holds, how a filter change is written
 * (unset fields are left out rather than stored as false or empty), and what the list shows of
 * each query.
 */

/** The second list of a query (its cluster). */
export type SiteQueryCluster = NonNullable<SiteQuery['cluster']>;

/** A new list: its name in the three languages, every result of the land, the default count. */
export function newSiteQuery(id: string, name: LocalizedText): SiteQuery {
  return { id, name, q: '', count: DEFAULT_LIST_COUNT, type: 'ANNOUNCEMENTS', filter: {} };
}

/** A new second list for a query. */
export function newCluster(name: LocalizedText): SiteQueryCluster {
  return { name, q: '', count: DEFAULT_LIST_COUNT, filter: {} };
}

/** The number the next default name carries: one more than the lists there are. */
export function nextListNumber(queries: readonly SiteQuery[]): number {
  return queries.length + 1;
}

/** True when more lists may be added (SITE_LIMITS.maxQueries). */
export function canAddQuery(queries: readonly SiteQuery[]): boolean {
  return queries.length < SITE_LIMITS.maxQueries;
}

/**
 * A filter with some fields changed: an `undefined`, `false`, empty list or empty price range
 * removes the field, so a filter only says what narrows the list (and stays equal to the one
 * a visitor's search would build).
 */
export function changeFilter(filter: SiteQueryFilter, change: Partial<SiteQueryFilter>): SiteQueryFilter {
  const next: Record<string, unknown> = { ...filter, ...change };
  for (const [key, value] of Object.entries(next)) {
    const empty =
      value === undefined ||
      value === false ||
      value === '' ||
      (Array.isArray(value) && value.length === 0) ||
      (key === 'priceRange' && isEmptyRange(value as SiteQueryFilter['priceRange']));
    if (empty) delete next[key];
  }
  return next;
}

function isEmptyRange(range: SiteQueryFilter['priceRange']): boolean {
  return !range || ((range.min === null || range.min === undefined) && (range.max === null || range.max === undefined));
}

/** A list's name in a language, French otherwise (what the props form's list picker shows too). */
export function queryName(name: LocalizedText, locale: Locale): string {
  return (name[locale] || name.fr || name.ar || name.en).trim();
}

/** How many blocks of the document show each query (`attrs.queryId`). */
export function blocksByQuery(document: SiteDocument): Map<string, number> {
  const counts = new Map<string, number>();
  forEachBlock(document, ({ block }) => {
    const queryId = block.attrs.queryId;
    if (typeof queryId === 'string') counts.set(queryId, (counts.get(queryId) ?? 0) + 1);
  });
  return counts;
}

/**
 * A count as typed: a whole number from 1 to SITE_LIMITS.maxQueryCount, or null when it is not
 * one (the field keeps the text and says why).
 */
export function parseCount(text: string): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const count = Number(text);
  return count >= 1 && count <= SITE_LIMITS.maxQueryCount ? count : null;
}

/** A price bound as typed: empty is no bound (null), else an amount of 0 or more; undefined when invalid. */
export function parsePriceBound(text: string): number | null | undefined {
  const trimmed = text.trim().replace(/\s/g, '').replace(',', '.');
  if (trimmed === '') return null;
  const amount = Number(trimmed);
  return Number.isFinite(amount) && amount >= 0 ? amount : undefined;
}
