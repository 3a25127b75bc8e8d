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
