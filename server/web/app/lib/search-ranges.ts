/**
 * Ranges of numeric specifications (year, mileage, surface...) in a search's address: two
 * parameters per specification, `{codename}.min` and `{codename}.max` (`annee.min=2015&
 * annee.max=2020`), the names the filter panel's GET form sends as they are. The rest of the
 * address is search-address.ts's.
 */
import {
  normalizeSearchFilter,
  SEARCH_FILTER_LIMITS,
  SearchFilterError,
  type SearchFieldRange,
  type SearchFilter,
} from '../../../../shared/domain/search';

/** The two bounds of a range, as the parameters' suffixes say them. */
export type RangeBound = 'min' | 'max';

/** The address parameter of one bound of a specification's range. */
export function rangeParamName(codename: string, bound: RangeBound): string {
  return `${codename}.${bound}`;
}

const RANGE_PARAM = /^([a-z0-9_]{1,64})\.(min|max)$/;

/** True when the search can read this bound (a whole number within the limits). */
function readableBound(key: string, bound: RangeBound, value: string): boolean {
  try {
    normalizeSearchFilter({ fieldRanges: [{ key, [bound]: value }] });
    return true;
  } catch (error) {
    if (error instanceof SearchFilterError) return false;
    throw error;
  }
}

/**
 * The ranges an address asks for. Like the rest of the address, what cannot be read is left out
 * rather than failing the search (a bound that is no whole number); bounds typed the wrong way
 * round ("2020" to "2015") are read the right way round, as a person meant them.
 */
export function fieldRangesFromQuery(query: URLSearchParams): SearchFieldRange[] {
  const ranges = new Map<string, SearchFieldRange>();
  for (const [name, raw] of query) {
    const match = RANGE_PARAM.exec(name);
    const value = raw.trim();
    if (!match || value === '') continue;
    const [, key, bound] = match as unknown as [string, string, RangeBound];
    if (!readableBound(key, bound, value)) continue;
    const range = ranges.get(key) ?? { key, min: null, max: null };
    range[bound] = Number(value);
    ranges.set(key, range);
  }
  return [...ranges.values()]
    .slice(0, SEARCH_FILTER_LIMITS.fieldRangesMax)
    .map((range) =>
      range.min !== null && range.max !== null && range.min > range.max
        ? { key: range.key, min: range.max, max: range.min }
        : range,
    );
}

/** Writes a filter's ranges into an address's query, in the filter's order (sorted by codename). */
export function appendFieldRangeParams(query: URLSearchParams, filter: Pick<SearchFilter, 'fieldRanges'>): void {
  for (const { key, min, max } of filter.fieldRanges) {
    if (min !== null) query.set(rangeParamName(key, 'min'), String(min));
    if (max !== null) query.set(rangeParamName(key, 'max'), String(max));
  }
}

/** The ranges as the `Search` query's `fieldRanges` variable, or undefined for none. */
export function fieldRangeVariables(
  filter: Pick<SearchFilter, 'fieldRanges'>,
): { key: string; min: number | null; max: number | null }[] | undefined {
  if (filter.fieldRanges.length === 0) return undefined;
  return filter.fieldRanges.map(({ key, min, max }) => ({ key, min, max }));
}
