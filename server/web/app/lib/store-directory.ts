import { STORE_LIMITS } from '../../../../shared/domain/stores';
import type { StoreFilter } from '../../../../shared/graphql/generated';
import { paths, withQuery } from '../routes';

/** The store directory's filter (spec §2: /boutiques/{tag?}, filters keyword, regionId, cityId), read from its address. */
export interface StoreDirectoryFilter {
  /** A category slug the stores sell in. */
  tag: string | null;
  keyword: string | null;
  regionId: string | null;
  cityId: string | null;
  page: number;
}

/** The directory's query parameter names (the spec's filter names). */
export const DIRECTORY_PARAMS = { keyword: 'keyword', regionId: 'regionId', cityId: 'cityId', page: 'page' } as const;

const ID = /^\d{1,9}$/;
const TAG = /^[a-z0-9][a-z0-9-]{0,119}$/;
/** Pages past this are not served (a crawler walking page numbers gets a 404 instead of empty pages). */
export const DIRECTORY_MAX_PAGE = 200;
const KEYWORD_MAX = 100;

/** The filter of a directory address; values that cannot be a filter (a non-numeric id) are left out. */
export function directoryFilterOf(params: Record<string, string>, query: URLSearchParams): StoreDirectoryFilter {
  const text = (name: string) => query.get(name)?.trim().slice(0, KEYWORD_MAX) || null;
  const id = (name: string) => {
    const value = query.get(name)?.trim() ?? '';
    return ID.test(value) ? value : null;
  };
  const page = Number(query.get(DIRECTORY_PARAMS.page) ?? '1');
  return {
    tag: params.tag && TAG.test(params.tag) ? params.tag : null,
    keyword: text(DIRECTORY_PARAMS.keyword),
    regionId: id(DIRECTORY_PARAMS.regionId),
    // A commune only counts within a chosen wilaya (the form clears it when the wilaya changes).
    cityId: id(DIRECTORY_PARAMS.regionId) ? id(DIRECTORY_PARAMS.cityId) : null,
    page: Number.isInteger(page) && page >= 1 && page <= DIRECTORY_MAX_PAGE ? page : 1,
  };
}

/** The one address of a directory filter: the tag in the path, set filters in the query, page 1 without `page`. */
export function directoryAddress(filter: StoreDirectoryFilter, page = filter.page): string {
  return withQuery(paths.stores(filter.tag ?? undefined), {
    keyword: filter.keyword,
    regionId: filter.regionId,
    cityId: filter.cityId,
    page: page > 1 ? page : undefined,
  });
}

/** The `storeSearch` filter of a directory filter. */
export function directoryVariables(filter: StoreDirectoryFilter): { filter: StoreFilter } {
  return {
    filter: {
      keyword: filter.keyword,
      regionId: filter.regionId,
      cityId: filter.cityId,
      tag: filter.tag,
      page: filter.page,
      count: STORE_LIMITS.directoryPageSize,
    },
  };
}
