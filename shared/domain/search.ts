/**
 * The marketplace search's filter (spec §3 "Search filter", §5 "Search filter normalisation",
 * §9): how a filter written loosely (an address, the portal's state, the API) becomes the one
 * filter the search runs, and how text becomes search words. Pure functions, written once:
 * the server, the portal and the studio all use them.
 */
import { PRICE_UNITS, type PriceUnit } from './marketplace';
import { MEDIA_SIZES, SEARCH_LIMITS, type MediaSize } from './announcements';
import type { MessageKey, MessageParams } from '../i18n';

/** Where an announcement is sold from (spec §3): a store, or an individual. */
export const SEARCH_ORIGINS = ['STORE', 'INDIVIDUAL'] as const;
export type SearchOrigin = (typeof SEARCH_ORIGINS)[number];

/** The origin value the portal sends to clear the origin filter (spec §5: `_removed_` means none). */
export const ORIGIN_REMOVED = '_removed_';

/** The orders a search can ask for (spec §9): last refresh (default) or creation. */
/** Price orders keep the announcements that have a price (no price has no place among them). */
export const SEARCH_ORDER_FIELDS = ['REFRESHED_AT', 'CREATED_AT', 'PRICE_ASC', 'PRICE_DESC'] as const;
export type SearchOrderField = (typeof SEARCH_ORDER_FIELDS)[number];

/** Limits of a filter besides SEARCH_LIMITS (ours: the spec is silent). */
export const SEARCH_FILTER_LIMITS = {
  /** Words of the keywords that are searched; later ones are ignored. */
  wordsMax: 8,
  /** Wilayas in one filter (there are 58). */
  regionIdsMax: 58,
  /** Communes in one filter. */
  cityIdsMax: 100,
  /** Specification conditions (`fields`) in one filter. */
  fieldsMax: 20,
  /** Characters of one specification value in `fields`. */
  fieldValueMax: 100,
  /** Stores in one filter (a market's site names its stores). */
  storeIdsMax: 200,
  /** Ranges of numeric specifications (`fieldRanges`) in one filter: a category has a handful. */
  fieldRangesMax: 10,
  /**
   * Bounds of a numeric specification range: whole numbers from 0 (years, kilometres, m², floors
   * are never negative) up to a billion, past any real mileage or surface and within a GraphQL Int.
   */
  rangeBoundMin: 0,
  rangeBoundMax: 1_000_000_000,
} as const;

/** Filter changes and typed keywords wait this long before searching (spec §9). */
export const SEARCH_DEBOUNCE_MS = 300;

/** Minutes since a seller's last request for the seller to count as connected (the `connected` filter). */
export const CONNECTED_WITHIN_MINUTES = 15;

/** A value a boolean filter may arrive as: an address gives "1" or "true", a form `true`. */
export type BooleanLike = boolean | number | string | null | undefined;

/**
 * Spec §5: boolean-like filters count as true for 1, "1", true and "true"; anything else
 * (absent, false, 0, "false", "") is false, which for a filter means "no restriction".
 */
export function isTrueLike(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

// Arabic-Indic (٠..٩) and Eastern Arabic-Indic (۰..۹) digits: "٢٠٨" and "208" are one model.
const ARABIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;
const TATWEEL = /\u0640/g;

/**
 * Text as the search compares it: lower case, Latin accents removed ("Peugeot", "péugeot" and
 * "PEUGEOT" are one word), Arabic letters folded to their common form (alef variants to ا,
 * ى to ي, ة to ه, no vowel marks, no tatweel), Arabic-Indic digits as 0-9, anything but letters
 * and digits turned into single spaces. The same function treats the stored text and the keywords.
 */
export function normalizeSearchText(text: string): string {
  return (
    text
      .normalize('NFD')
      // Decomposed, accents and Arabic vowel marks and hamzas are marks: dropping them folds é to e, أ to ا.
      .replace(/\p{M}/gu, '')
      .replace(TATWEEL, '')
      .replace(ARABIC_DIGITS, (digit) => {
        const code = digit.charCodeAt(0);
        return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
      })
      .replace(/ٱ/g, 'ا')
      .replace(/ى/g, 'ي')
      .replace(/ة/g, 'ه')
      .replace(/ؤ/g, 'و')
      .replace(/ئ/g, 'ي')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
  );
}

/**
 * Keywords as they go into the search and the address (spec §5: "keywords are slugified"):
 * the normalised words joined by dashes, or null when nothing searchable is left (spec: empty
 * keywords become null). Unlike a transliterating slug, Arabic stays Arabic: "سيارة Peugeot"
 * gives "سياره-peugeot", so someone typing Arabic finds announcements written in Arabic.
 */
export function slugifyKeywords(keywords: string | null | undefined): string | null {
  if (typeof keywords !== 'string') return null;
  const words = normalizeSearchText(keywords);
  return words === '' ? null : words.split(' ').join('-');
}

/**
 * The distinct words a search looks for, from keywords in any form (raw text or slug), in
 * their order, at most SEARCH_FILTER_LIMITS.wordsMax of them.
 */
export function searchWordsOf(keywords: string | null | undefined): string[] {
  if (typeof keywords !== 'string') return [];
  const normalized = normalizeSearchText(keywords);
  if (normalized === '') return [];
  return [...new Set(normalized.split(' '))].slice(0, SEARCH_FILTER_LIMITS.wordsMax);
}

/**
 * A wilaya or commune id as the portal writes it: spec §5 takes only the part after the last
 * dash ("alger-16" is 16, "16" is 16). Null when that part is not a positive whole number.
 */
export function locationIdOf(value: string | number): number | null {
  const text = String(value).trim();
  const last = text.slice(text.lastIndexOf('-') + 1);
  if (!/^\d{1,9}$/.test(last)) return null;
  const id = Number(last);
  return id > 0 ? id : null;
}

/** A specification condition of a filter (the spec's `model`, the API's `fields`): codename and value. */
export interface SearchFieldCondition {
  key: string;
  value: string;
}

/** Specification types whose values are numbers: the ones a search can range (`fieldRanges`). */
export const NUMERIC_SPECIFICATION_TYPES: readonly string[] = ['NUMBER', 'YEAR'];

/**
 * A range of a numeric specification (NUMBER or YEAR: year, mileage, surface...) by codename;
 * an empty bound is null (open), at least one bound is set.
 */
export interface SearchFieldRange {
  key: string;
  min: number | null;
  max: number | null;
}

/** A price range in the filter's price unit; an empty bound is null. */
export interface PriceRange {
  min: number | null;
  max: number | null;
}

/** A search filter as it may arrive: from the address, the portal's state or the API. */
export interface SearchFilterInput {
  keywords?: string | null;
  origin?: string | null;
  delivery?: BooleanLike;
  regionIds?: readonly (string | number)[] | string | number | null;
  cityIds?: readonly (string | number)[] | string | number | null;
  priceRange?: { min?: number | string | null; max?: number | string | null } | null;
  hasPrice?: BooleanLike;
  connected?: BooleanLike;
  exchange?: BooleanLike;
  hasPictures?: BooleanLike;
  priceUnit?: string | null;
  /** Category specification conditions; `model` is the spec's name for the same list. */
  fields?: readonly { key: string; value: string }[] | null;
  model?: readonly { key: string; value: string }[] | null;
  /** Ranges of numeric specifications: `{ key: 'annee', min: 2015, max: 2020 }`. */
  fieldRanges?: readonly { key: string; min?: number | string | null; max?: number | string | null }[] | null;
  categorySlug?: string | null;
  categoryId?: string | number | null;
  /** The same-author lists: only this member's announcements... */
  userId?: string | number | null;
  /** ...without the one being shown. */
  excludeId?: string | number | null;
  /** A store's site and listing: only this store's announcements. */
  storeId?: string | number | null;
  /** A market's site: only these stores' announcements. */
  storeIds?: readonly (string | number)[] | string | number | null;
  page?: number | string | null;
  orderByField?: string | null;
  count?: number | string | null;
  mediaSize?: string | null;
  fetchActiveCategory?: BooleanLike;
}

/** The filter the search runs: every loose form resolved, every default applied. */
export interface SearchFilter {
  /** Slugified keywords (see `slugifyKeywords`), null for none. */
  keywords: string | null;
  /** Null: stores and individuals. */
  origin: SearchOrigin | null;
  delivery: boolean;
  regionIds: number[];
  cityIds: number[];
  /** Null when no bound was given. */
  priceRange: PriceRange | null;
  hasPrice: boolean;
  connected: boolean;
  /** Spec §5: exchange true is EXCHANGEABLE; false is dropped. */
  exchange: 'EXCHANGEABLE' | null;
  hasPictures: boolean;
  /** The unit of `priceRange`'s bounds; null means dinars. */
  priceUnit: PriceUnit | null;
  /** Sorted by key then value, so equal filters compare equal. */
  fields: SearchFieldCondition[];
  /** Sorted by key; ranges with no bound are dropped. */
  fieldRanges: SearchFieldRange[];
  categorySlug: string | null;
  categoryId: number | null;
  userId: string | null;
  excludeId: string | null;
  /** storeId and storeIds together, sorted; empty: announcements of every store and individual. */
  storeIds: string[];
  /** 1-based. */
  page: number;
  /** Null: the default order (relevance with keywords, else last refresh). */
  orderByField: SearchOrderField | null;
  count: number;
  mediaSize: MediaSize;
  fetchActiveCategory: boolean;
}

/**
 * A filter field the caller got wrong, and why (the server answers BAD_USER_INPUT with both).
 * `text`, when given, is the catalog text that says it in the caller's language.
 */
export class SearchFilterError extends Error {
  constructor(
    readonly field: string,
    readonly reason: string,
    readonly text?: { key: MessageKey; params: MessageParams },
  ) {
    super(`${field}: ${reason}`);
    this.name = 'SearchFilterError';
  }
}

const isEmpty = (value: unknown): boolean =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

function listOf<T>(value: readonly T[] | T | null | undefined): T[] {
  if (value === null || value === undefined) return [];
  return Array.isArray(value) ? [...(value as readonly T[])] : [value as T];
}

function locationIds(field: string, value: SearchFilterInput['regionIds'], max: number): number[] {
  const ids = new Set<number>();
  for (const item of listOf(value)) {
    if (isEmpty(item)) continue;
    const id = locationIdOf(item);
    if (id === null) throw new SearchFilterError(field, `"${String(item)}" is not a wilaya or commune id`);
    ids.add(id);
  }
  if (ids.size > max) throw new SearchFilterError(field, `at most ${max} ids`);
  return [...ids].sort((a, b) => a - b);
}

function priceBound(field: string, value: number | string | null | undefined): number | null {
  if (isEmpty(value)) return null;
  const number = typeof value === 'number' ? value : Number(String(value).trim().replace(',', '.'));
  if (!Number.isFinite(number) || number < 0) throw new SearchFilterError(field, 'must be a positive amount');
  return number;
}

function wholeNumber(field: string, value: number | string | null | undefined, fallback: number): number {
  if (isEmpty(value)) return fallback;
  const number = typeof value === 'number' ? value : Number(String(value).trim());
  if (!Number.isInteger(number)) throw new SearchFilterError(field, 'must be a whole number');
  return number;
}

function numericId(field: string, value: string | number | null | undefined): string | null {
  if (isEmpty(value)) return null;
  const text = String(value).trim();
  if (!/^\d{1,18}$/.test(text)) throw new SearchFilterError(field, 'must be a numeric id');
  return String(BigInt(text));
}

function oneOf<T extends string>(field: string, values: readonly T[], value: string | null | undefined): T | null {
  if (isEmpty(value)) return null;
  if (!(values as readonly string[]).includes(value!)) {
    throw new SearchFilterError(field, `must be one of ${values.join(', ')}`);
  }
  return value as T;
}

/** Codenames of specifications as filters name them (the catalog's `codename`). */
const CODENAME = /^[a-z0-9_]{1,64}$/;

function fieldConditions(input: SearchFilterInput): SearchFieldCondition[] {
  const conditions = new Map<string, SearchFieldCondition>();
  for (const item of [...listOf(input.fields), ...listOf(input.model)]) {
    const key = typeof item?.key === 'string' ? item.key.trim() : '';
    const value = typeof item?.value === 'string' ? item.value.trim() : '';
    if (!CODENAME.test(key)) throw new SearchFilterError('fields', `"${key}" is not a specification`);
    // An empty value is a cleared field in the portal's form: no condition.
    if (value === '') continue;
    if (value.length > SEARCH_FILTER_LIMITS.fieldValueMax) {
      throw new SearchFilterError('fields', `the value of ${key} is too long`);
    }
    conditions.set(`${key}\u0000${value}`, { key, value });
  }
  if (conditions.size > SEARCH_FILTER_LIMITS.fieldsMax) {
    throw new SearchFilterError('fields', `at most ${SEARCH_FILTER_LIMITS.fieldsMax} conditions`);
  }
  return [...conditions.values()].sort((a, b) => a.key.localeCompare(b.key) || a.value.localeCompare(b.value));
}

function rangeBound(key: string, value: number | string | null | undefined): number | null {
  if (isEmpty(value)) return null;
  const number = typeof value === 'number' ? value : Number(String(value).trim());
  const { rangeBoundMin: min, rangeBoundMax: max } = SEARCH_FILTER_LIMITS;
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new SearchFilterError('fieldRanges', `the bounds of ${key} must be whole numbers from ${min} to ${max}`, {
      key: 'search.rangeBounds',
      params: { name: key, min, max },
    });
  }
  return number;
}

/**
 * Ranges of numeric specifications, checked for their shape only (the catalog says which
 * specifications are numeric: the server checks that). A range with no bound is no condition;
 * a minimum above the maximum, or two ranges of one specification, are refused rather than
 * guessed at.
 */
function fieldRanges(input: SearchFilterInput): SearchFieldRange[] {
  const ranges = new Map<string, SearchFieldRange>();
  for (const item of listOf(input.fieldRanges)) {
    const key = typeof item?.key === 'string' ? item.key.trim() : '';
    if (!CODENAME.test(key)) {
      throw new SearchFilterError('fieldRanges', `"${key}" is not a specification`, {
        key: 'search.unknownSpecification',
        params: { name: key },
      });
    }
    const min = rangeBound(key, item.min);
    const max = rangeBound(key, item.max);
    if (min === null && max === null) continue;
    if (min !== null && max !== null && min > max) {
      throw new SearchFilterError('fieldRanges', `the minimum of ${key} is above its maximum`, {
        key: 'search.rangeReversed',
        params: { name: key, min, max },
      });
    }
    if (ranges.has(key)) {
      throw new SearchFilterError('fieldRanges', `one range of ${key} at most`, {
        key: 'search.rangeRepeated',
        params: { name: key },
      });
    }
    ranges.set(key, { key, min, max });
  }
  if (ranges.size > SEARCH_FILTER_LIMITS.fieldRangesMax) {
    throw new SearchFilterError('fieldRanges', `at most ${SEARCH_FILTER_LIMITS.fieldRangesMax} ranges`, {
      key: 'search.tooManyRanges',
      params: { max: SEARCH_FILTER_LIMITS.fieldRangesMax },
    });
  }
  return [...ranges.values()].sort((a, b) => a.key.localeCompare(b.key));
}

/**
 * The stores a filter is narrowed to: `storeId` and `storeIds` together (a store's site sends
 * one, a market's site its list), as digit strings without duplicates, sorted so that equal
 * filters compare equal.
 */
function storeIdsOf(input: SearchFilterInput): string[] {
  const ids = new Set<string>();
  const one = numericId('storeId', input.storeId);
  if (one !== null) ids.add(one);
  for (const item of listOf(input.storeIds)) {
    const id = numericId('storeIds', item);
    if (id !== null) ids.add(id);
  }
  if (ids.size > SEARCH_FILTER_LIMITS.storeIdsMax) {
    throw new SearchFilterError('storeIds', `at most ${SEARCH_FILTER_LIMITS.storeIdsMax} ids`);
  }
  return [...ids].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0));
}

/**
 * Applies spec §5 and the defaults of §9 to a filter in any of its loose forms:
 * boolean-likes, exchange true → EXCHANGEABLE (false dropped), origin `_removed_` → none, a price
 * range with every bound empty dropped (bounds given the wrong way round are swapped), region
 * and city ids taken after their last dash, keywords slugified (empty → null), page 1, 48 per
 * page, MEDIUM pictures. Throws SearchFilterError for what cannot mean anything (an id that is
 * no id, page 0, an unknown order...).
 */
export function normalizeSearchFilter(input: SearchFilterInput = {}, q?: string | null): SearchFilter {
  const rawKeywords = [q, input.keywords].filter((k): k is string => typeof k === 'string' && k.trim() !== '');
  for (const keywords of rawKeywords) {
    if (keywords.length > SEARCH_LIMITS.keywordsMax) {
      throw new SearchFilterError('keywords', `at most ${SEARCH_LIMITS.keywordsMax} characters`);
    }
  }
  const origin = input.origin === ORIGIN_REMOVED ? null : oneOf('origin', SEARCH_ORIGINS, input.origin);

  let priceRange: PriceRange | null = null;
  if (input.priceRange) {
    const min = priceBound('priceRange.min', input.priceRange.min);
    const max = priceBound('priceRange.max', input.priceRange.max);
    if (min !== null || max !== null) {
      priceRange = min !== null && max !== null && min > max ? { min: max, max: min } : { min, max };
    }
  }

  const page = wholeNumber('page', input.page, 1);
  if (page < 1 || page > SEARCH_LIMITS.maxPage) {
    throw new SearchFilterError('page', `must be between 1 and ${SEARCH_LIMITS.maxPage}`);
  }
  const count = wholeNumber('count', input.count, SEARCH_LIMITS.pageSize);
  if (count < 1 || count > SEARCH_LIMITS.pageSizeMax) {
    throw new SearchFilterError('count', `must be between 1 and ${SEARCH_LIMITS.pageSizeMax}`);
  }
  const categoryId = numericId('categoryId', input.categoryId);

  return {
    // q (the search box) and filter.keywords (the address) both count when both are given.
    keywords: slugifyKeywords(rawKeywords.join(' ')),
    origin,
    delivery: isTrueLike(input.delivery),
    regionIds: locationIds('regionIds', input.regionIds, SEARCH_FILTER_LIMITS.regionIdsMax),
    cityIds: locationIds('cityIds', input.cityIds, SEARCH_FILTER_LIMITS.cityIdsMax),
    priceRange,
    hasPrice: isTrueLike(input.hasPrice),
    connected: isTrueLike(input.connected),
    exchange: isTrueLike(input.exchange) ? 'EXCHANGEABLE' : null,
    hasPictures: isTrueLike(input.hasPictures),
    priceUnit: oneOf('priceUnit', PRICE_UNITS, input.priceUnit),
    fields: fieldConditions(input),
    fieldRanges: fieldRanges(input),
    categorySlug: isEmpty(input.categorySlug) ? null : input.categorySlug!.trim().toLowerCase(),
    categoryId: categoryId === null ? null : Number(categoryId),
    userId: numericId('userId', input.userId),
    excludeId: numericId('excludeId', input.excludeId),
    storeIds: storeIdsOf(input),
    page,
    orderByField: oneOf('orderByField', SEARCH_ORDER_FIELDS, input.orderByField),
    count,
    mediaSize: oneOf('mediaSize', Object.keys(MEDIA_SIZES) as MediaSize[], input.mediaSize) ?? 'MEDIUM',
    // Not a filter but a request for the active category; absent means yes.
    fetchActiveCategory: input.fetchActiveCategory == null || isTrueLike(input.fetchActiveCategory),
  };
}
