/** Where a page of a list stands (GraphQL `PaginatorInfo`). */
export interface PaginatorInfoModel {
  currentPage: number;
  lastPage: number;
  hasMorePages: boolean;
  total: number;
}

/** A page to read: its number (from 1), its size, and how many rows come before it. */
export interface PageRequest {
  page: number;
  size: number;
  offset: number;
}

/**
 * Reads the `page` and size arguments of a list. Explicit nulls take the defaults; sizes are
 * kept between 1 and `maxSize` and pages start at 1, so no caller can ask for a huge page.
 */
export function pageRequest(
  page: number | null | undefined,
  size: number | null | undefined,
  limits: { defaultSize: number; maxSize: number },
): PageRequest {
  const safeSize = Math.min(Math.max(Math.trunc(size ?? limits.defaultSize), 1), limits.maxSize);
  const safePage = Math.max(Math.trunc(page ?? 1), 1);
  return { page: safePage, size: safeSize, offset: (safePage - 1) * safeSize };
}

/** The paginator of a page given the size of the whole list. */
export function paginatorInfo(request: PageRequest, total: number): PaginatorInfoModel {
  const lastPage = Math.max(Math.ceil(total / request.size), 1);
  return { currentPage: request.page, lastPage, hasMorePages: request.page < lastPage, total };
}
