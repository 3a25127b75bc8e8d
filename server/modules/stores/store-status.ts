import { sql, type Transaction } from 'kysely';
import type { AnnouncementStatus } from '../../../shared/domain/announcements';
import type { StoreStatus } from '../../../shared/domain/stores';
import type { Database } from '../../db/types';
import type { Deps } from '../../deps';
import { changeStatuses, expiryFrom } from '../announcements';

/** What a store's active announcements become while the store is not ACTIVE (spec §4). */
export const HIDDEN_STATUS_OF: Record<Exclude<StoreStatus, 'ACTIVE'>, AnnouncementStatus> = {
  DISABLED: 'DISABLED_STORE',
  EXPIRED: 'EXPIRED_STORE',
};

/** The status an announcement of a store takes when it becomes visible: hidden while the store is not ACTIVE. */
export function storeHiddenStatus(storeStatus: StoreStatus | null | undefined): AnnouncementStatus | null {
  return storeStatus && storeStatus !== 'ACTIVE' ? HIDDEN_STATUS_OF[storeStatus] : null;
}

/**
 * Makes a store's announcements follow its status, inside the transaction that changes it:
 * leaving ACTIVE, its active ones (PUBLISHED, EDITED) become DISABLED_STORE or EXPIRED_STORE
 * (hidden from search and pages, out of the counters by their triggers); between DISABLED and
 * EXPIRED they swap; back to ACTIVE they are PUBLISHED again. Each change gets a changelog row
 * by `userId`. Returns how many announcements changed.
 */
export async function applyStoreStatus(
  deps: Pick<Deps, 'events'>,
  trx: Transaction<Database>,
  input: { storeId: string; from: StoreStatus; to: StoreStatus; userId: string | null; at: Date },
): Promise<number> {
  if (input.from === input.to) return 0;
  const fromStatuses: AnnouncementStatus[] =
    input.from === 'ACTIVE' ? ['PUBLISHED', 'EDITED'] : [HIDDEN_STATUS_OF[input.from]];
  const toStatus: AnnouncementStatus = input.to === 'ACTIVE' ? 'PUBLISHED' : HIDDEN_STATUS_OF[input.to];
  const rows = await trx
    .selectFrom('announcements')
    .select(['id', 'user_id', 'status'])
    .where('store_id', '=', input.storeId)
    .where('status', 'in', fromStatuses)
    .orderBy('id')
    .forUpdate()
    .execute();
  // Back in view, an announcement hidden before it ever had a lifetime (validated while its
  // store was down) starts one; the others keep theirs (the expiry then runs as usual).
  const set =
    input.to === 'ACTIVE' ? { expires_at: sql<Date>`coalesce(expires_at, ${expiryFrom(input.at)})` } : undefined;
  await changeStatuses(deps, trx, {
    transition: input.to === 'ACTIVE' ? 'storeShow' : 'storeHide',
    actorId: input.userId,
    at: input.at,
    changes: rows.map((row) => ({
      id: row.id,
      userId: row.user_id,
      from: row.status,
      to: toStatus,
      reason: `STORE_${input.to}`,
      ...(set ? { set } : {}),
    })),
  });
  return rows.length;
}
