import type { AnnouncementStatus } from '../../../shared/domain/announcements';
import { STORE_ANNOUNCEMENTS_LIMITS } from '../../../shared/domain/stores';
import type { Deps } from '../../deps';
import { pageRequest } from '../../core/pagination';
import { announcementPage, matchingTyped, type AnnouncementPage } from '../announcements';
import type { Viewer } from '../users';
import { requireStoreInsider } from './store-access';

/**
 * The store studio's list: the store's announcements in every status, whoever of its members
 * published them (myAnnouncements only lists the caller's own), newest first. A reference
 * (SK00001234) finds that one; other words must each appear in the title.
 */
export async function storeAnnouncements(
  deps: Pick<Deps, 'db'>,
  viewer: Viewer,
  input: {
    storeId: string;
    statuses: readonly AnnouncementStatus[] | null;
    q: string | null;
    page: number;
    count: number;
  },
): Promise<AnnouncementPage> {
  await requireStoreInsider(deps, viewer, input.storeId);
  const window = pageRequest(input.page, input.count, {
    defaultSize: STORE_ANNOUNCEMENTS_LIMITS.pageSize,
    maxSize: STORE_ANNOUNCEMENTS_LIMITS.pageSizeMax,
  });
  return announcementPage(
    deps,
    (query) => matchingTyped(query.where('store_id', '=', input.storeId), input.q, STORE_ANNOUNCEMENTS_LIMITS.qMax),
    input.statuses,
    window,
  );
}
