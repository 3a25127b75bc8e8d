import type { SelectQueryBuilder } from 'kysely';
import { ANNOUNCEMENT_STATUSES, type AnnouncementStatus } from '../../../shared/domain/announcements';
import type { Database } from '../../db/types';
import type { Deps } from '../../deps';
import { readPage, type PageRequest, type PaginatorInfoModel } from '../../core/pagination';
import { ANNOUNCEMENT_COLUMNS, toAnnouncementModel, type AnnouncementModel } from './announcements.mappers';

/** A page of announcements with the paginator. */
export interface AnnouncementPage {
  data: AnnouncementModel[];
  paginatorInfo: PaginatorInfoModel;
}

/** The announcements table, narrowed by whoever asks for a page of it. */
export type AnnouncementsQuery = SelectQueryBuilder<Database, 'announcements', object>;

/**
 * One page of announcements in any status (or only `statuses`), newest first, with their total:
 * the lists of one owner, of one store and of one account for the moderators differ only in
 * `narrow`.
 */
export async function announcementPage(
  deps: Pick<Deps, 'db'>,
  narrow: (query: AnnouncementsQuery) => AnnouncementsQuery,
  statuses: readonly AnnouncementStatus[] | null | undefined,
  window: PageRequest,
): Promise<AnnouncementPage> {
  const chosen = statuses && statuses.length > 0 ? [...statuses] : [...ANNOUNCEMENT_STATUSES];
  const page = await readPage(
    narrow(deps.db.selectFrom('announcements'))
      .where('status', 'in', chosen)
      .select(ANNOUNCEMENT_COLUMNS)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc'),
    window,
  );
  return { data: page.data.map((row) => toAnnouncementModel(row)), paginatorInfo: page.paginatorInfo };
}

const REFERENCE = /^SK\d{8}$/i;

/**
 * An owner's list narrowed by what was typed in its search box: a reference (SK00001234) finds
 * that one; other words must each appear in the title (case aside). Used by a member's own list
 * and a store's; `q` is cut to `maxLength` first.
 */
export function matchingTyped(query: AnnouncementsQuery, q: string | null, maxLength: number): AnnouncementsQuery {
  const typed = (q ?? '').trim().slice(0, maxLength);
  if (REFERENCE.test(typed)) return query.where('reference', '=', typed.toUpperCase());
  let narrowed = query;
  for (const word of typed.split(/\s+/).filter(Boolean)) {
    narrowed = narrowed.where('title', 'ilike', `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`);
  }
  return narrowed;
}
