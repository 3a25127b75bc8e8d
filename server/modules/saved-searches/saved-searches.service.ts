import { ErrorCode } from '../../../shared/domain/errors';
import { notificationLinks } from '../../../shared/domain/notifications';
import { SAVED_SEARCH_LIMITS, type SavedSearchFrequency } from '../../../shared/domain/saved-searches';
import type { Deps } from '../../deps';
import { AppError, text } from '../../core/errors';
import { notify } from '../notifications';
import { search, type SearchInput } from '../search';
import type { Viewer } from '../users';

/** What SavedSearch's fields receive. */
export interface SavedSearchModel {
  id: string;
  name: string;
  path: string;
  frequency: SavedSearchFrequency;
  createdAt: Date;
}

const COLUMNS = ['id', 'name', 'path', 'frequency', 'created_at'] as const;
const toModel = (row: {
  id: string;
  name: string;
  path: string;
  frequency: SavedSearchFrequency;
  created_at: Date;
}) => ({
  id: row.id,
  name: row.name,
  path: row.path,
  frequency: row.frequency,
  createdAt: row.created_at,
});

function requireMember(viewer: Viewer): void {
  if (viewer.isAnonymous) throw new AppError(ErrorCode.SAVED_SEARCH_ANONYMOUS, text('savedSearches.anonymous'));
}

const invalid = (key: 'savedSearches.invalidName' | 'savedSearches.invalidPath', argument: string) =>
  new AppError(ErrorCode.SAVED_SEARCH_INVALID, text(key, { max: SAVED_SEARCH_LIMITS.nameMax }), { argument });

/** A path of this site only (it becomes a link in notifications and e-mails). */
function checkedPath(path: string): string {
  const trimmed = path.trim();
  if (
    !trimmed.startsWith('/') ||
    trimmed.startsWith('//') ||
    trimmed.length > SAVED_SEARCH_LIMITS.pathMax ||
    /[\u0000-\u001f\u007f\\]/.test(trimmed)
  ) {
    throw invalid('savedSearches.invalidPath', 'path');
  }
  return trimmed;
}

export interface SavedSearchInput {
  name: string;
  path: string;
  q?: string | null;
  filter: NonNullable<SearchInput['filter']>;
  frequency: SavedSearchFrequency;
}

/** The member's saved searches, newest first. */
export async function listSavedSearches(deps: Deps, viewer: Viewer): Promise<SavedSearchModel[]> {
  requireMember(viewer);
  const rows = await deps.db
    .selectFrom('saved_searches')
    .select(COLUMNS)
    .where('user_id', '=', viewer.id)
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toModel);
}

/**
 * Saves a search: its name, its portal address and the search input it stands for (checked by
 * running it once, so a filter search refuses is refused here). Announcements refreshed from
 * now on are new to it. The member's count is checked under a lock on their row.
 */
export async function createSavedSearch(
  deps: Deps,
  viewer: Viewer,
  input: SavedSearchInput,
): Promise<SavedSearchModel> {
  requireMember(viewer);
  const name = input.name.trim();
  if (!name || [...name].length > SAVED_SEARCH_LIMITS.nameMax) throw invalid('savedSearches.invalidName', 'name');
  const path = checkedPath(input.path);
  // The page and the order are the address's, not the alert's: it always looks at the newest.
  const { page: _page, orderByField: _order, count: _count, ...filter } = input.filter;
  const query: SearchInput = { q: input.q ?? null, filter };
  try {
    await (await search(deps, query)).announcements();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalid('savedSearches.invalidPath', 'filter');
  }
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', viewer.id).forUpdate().executeTakeFirst();
    const { count } = await trx
      .selectFrom('saved_searches')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('user_id', '=', viewer.id)
      .executeTakeFirstOrThrow();
    if (Number(count) >= SAVED_SEARCH_LIMITS.perMember) {
      throw new AppError(
        ErrorCode.SAVED_SEARCH_TOO_MANY,
        text('savedSearches.tooMany', { max: SAVED_SEARCH_LIMITS.perMember }),
        {
          max: SAVED_SEARCH_LIMITS.perMember,
        },
      );
    }
    const row = await trx
      .insertInto('saved_searches')
      .values({
        user_id: viewer.id,
        name,
        path,
        query: JSON.stringify(query),
        frequency: input.frequency,
        created_at: now,
        checked_at: now,
      })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    return toModel(row);
  });
}

const notFound = () => new AppError(ErrorCode.SAVED_SEARCH_NOT_FOUND, text('savedSearches.notFound'));

export async function updateSavedSearch(
  deps: Deps,
  viewer: Viewer,
  id: string,
  frequency: SavedSearchFrequency,
): Promise<SavedSearchModel> {
  requireMember(viewer);
  const row = await deps.db
    .updateTable('saved_searches')
    .set({ frequency })
    .where('id', '=', id)
    .where('user_id', '=', viewer.id)
    .returning(COLUMNS)
    .executeTakeFirst();
  if (!row) throw notFound();
  return toModel(row);
}

export async function deleteSavedSearch(deps: Deps, viewer: Viewer, id: string): Promise<boolean> {
  requireMember(viewer);
  const deleted = await deps.db
    .deleteFrom('saved_searches')
    .where('id', '=', id)
    .where('user_id', '=', viewer.id)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw notFound();
  return true;
}

/**
 * Looks at the saved searches of one frequency whose interval passed, oldest first: the newest
 * matches refreshed since each one's last look, not the member's own, not told before, become one
 * SAVED_SEARCH_MATCH notification (linking to the announcement when there is one, else to the
 * search). Returns how many notifications were written. Run on a schedule.
 */
export async function alertSavedSearches(deps: Deps, frequency: SavedSearchFrequency, batch = 100): Promise<number> {
  const now = deps.now();
  const due = await deps.db
    .selectFrom('saved_searches')
    .select(['id', 'user_id', 'name', 'path', 'query', 'checked_at'])
    .where('frequency', '=', frequency)
    .where('checked_at', '<=', new Date(now.getTime() - SAVED_SEARCH_LIMITS.intervalMs[frequency]))
    .orderBy('checked_at')
    .limit(batch)
    .execute();
  let told = 0;
  for (const saved of due) {
    const query = (typeof saved.query === 'string' ? JSON.parse(saved.query) : saved.query) as SearchInput;
    let fresh: { id: string; slug: string; title: string }[] = [];
    try {
      const page = await (
        await search(deps, {
          q: query.q ?? null,
          filter: { ...query.filter, page: 1, count: SAVED_SEARCH_LIMITS.matchesPerSweep },
        })
      ).announcements();
      fresh = page.data.filter((a) => a.refreshedAt > saved.checked_at && a.userId !== saved.user_id);
    } catch (error) {
      // A search that no longer runs (a category gone): looked at again next time, logged.
      deps.log.warn({ err: error, savedSearchId: saved.id }, 'saved search could not run');
    }
    told += await deps.db.transaction().execute(async (trx) => {
      // Claimed: another instance that read the same row finds it looked at already.
      const claimed = await trx
        .updateTable('saved_searches')
        .set({ checked_at: now })
        .where('id', '=', saved.id)
        .where('checked_at', '=', saved.checked_at)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0 || fresh.length === 0) return 0;
      const inserted = await trx
        .insertInto('saved_search_hits')
        .values(fresh.map((a) => ({ saved_search_id: saved.id, announcement_id: a.id })))
        .onConflict((oc) => oc.doNothing())
        .returning('announcement_id')
        .execute();
      const news = fresh.filter((a) => inserted.some((row) => row.announcement_id === a.id));
      const first = news[0];
      if (!first) return 0;
      await notify(deps, trx, saved.user_id, {
        kind: 'SAVED_SEARCH_MATCH',
        target: { type: 'SAVED_SEARCH', id: saved.id },
        link: news.length === 1 ? notificationLinks.announcement(first) : saved.path,
        data: { name: saved.name, count: String(news.length), title: first.title },
        dedupeKey: `savedSearch:${saved.id}:${first.id}:${now.getTime()}`,
        groupKey: `savedSearch:${saved.id}`,
      });
      return 1;
    });
  }
  return told;
}
