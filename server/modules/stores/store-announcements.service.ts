import { ANNOUNCEMENT_STATUSES, type AnnouncementStatus } from '../../../shared/domain/announcements';
import { STORE_ANNOUNCEMENTS_LIMITS } from '../../../shared/domain/stores';
import type { Locale } from '../../../shared/i18n/locales';
import type { Deps } from '../../deps';
import { pageRequest, paginatorInfo } from '../../graphql/pagination';
import { ANNOUNCEMENT_COLUMNS, toAnnouncementModel } from '../announcements/announcements.mappers';
import type { AnnouncementPage } from '../announcements/details.service';
import type { Viewer } from '../users/viewer';
import { requireStoreInsider } from './store-access';

const REFERENCE = /^SK\d{8}$/i;

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
  locale: Locale,
): Promise<AnnouncementPage> {
  await requireStoreInsider(deps, viewer, input.storeId, locale);
  const window = pageRequest(input.page, input.count, {
    defaultSize: STORE_ANNOUNCEMENTS_LIMITS.pageSize,
    maxSize: STORE_ANNOUNCEMENTS_LIMITS.pageSizeMax,
  });
  const statuses = input.statuses && input.statuses.length > 0 ? [...input.statuses] : [...ANNOUNCEMENT_STATUSES];
  const q = (input.q ?? '').trim().slice(0, STORE_ANNOUNCEMENTS_LIMITS.qMax);
  let base = deps.db.selectFrom('announcements').where('store_id', '=', input.storeId).where('status', 'in', statuses);
  if (REFERENCE.test(q)) {
    base = base.where('reference', '=', q.toUpperCase());
  } else {
    for (const word of q.split(/\s+/).filter(Boolean)) {
      base = base.where('title', 'ilike', `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`);
    }
  }
  const [rows, { total }] = await Promise.all([
    base
      .select(ANNOUNCEMENT_COLUMNS)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(window.size)
      .offset(window.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { data: rows.map((row) => toAnnouncementModel(row)), paginatorInfo: paginatorInfo(window, Number(total)) };
}
