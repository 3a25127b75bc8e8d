import type { SelectQueryBuilder, Simplify } from 'kysely';

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

/** A page of a list and where it stands (GraphQL `…Paginator`). */
export interface Page<T> {
  data: T[];
  paginatorInfo: PaginatorInfoModel;
}

/** A query whose single row holds a count in `total`. */
export interface CountQuery {
  executeTakeFirstOrThrow(): Promise<{ total: string | number | bigint }>;
}

/**
 * Reads one page of `query` (its columns and order chosen, not yet limited) and counts the whole
 * list at the same time. The count is `query` without its columns and order, so it has the same
 * filters; grouped, distinct or combined queries count something else and must pass their own
 * `countQuery`.
 */
export async function readPage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  request: PageRequest,
  options: { countQuery?: CountQuery } = {},
): Promise<Page<Simplify<O>>> {
  const [data, counted] = await Promise.all([
    query.limit(request.size).offset(request.offset).execute(),
    (options.countQuery ?? countOf(query)).executeTakeFirstOrThrow(),
  ]);
  return { data, paginatorInfo: paginatorInfo(request, Number(counted.total)) };
}

/** `select count(*) as total` with the filters of `query`. */
function countOf<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): CountQuery {
  return query
    .clearSelect()
    .clearOrderBy()
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .$castTo<{ total: string }>();
}
