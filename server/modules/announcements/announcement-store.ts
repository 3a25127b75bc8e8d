import type { Kysely, Transaction } from 'kysely';
import { failure } from '../../../shared/domain/validation';
import type { Database } from '../../db/types';
import type { Viewer } from '../users';
import { announcementFormError } from './announcement-form';

/**
 * The store an announcement is published as (the form's `storeId`): an ACTIVE store the caller
 * is a member of, read now. Undefined when the form names none (a new announcement is then an
 * individual's; an edit keeps its store). A store the caller does not belong to, or that is not
 * ACTIVE, fails the form on `storeId`.
 */
export async function readAnnouncementStore(
  db: Kysely<Database> | Transaction<Database>,
  viewer: Viewer,
  storeId: string | null | undefined,
): Promise<string | undefined> {
  if (storeId === null || storeId === undefined) return undefined;
  const id = storeId.trim();
  const refused = announcementFormError([failure('storeId', 'exists')]);
  if (!/^\d{1,18}$/.test(id)) throw refused;
  const row = await db
    .selectFrom('store_members')
    .innerJoin('stores', 'stores.id', 'store_members.store_id')
    .select('stores.id')
    .where('store_members.store_id', '=', id)
    .where('store_members.user_id', '=', viewer.id)
    .where('stores.status', '=', 'ACTIVE')
    .executeTakeFirst();
  if (!row) throw refused;
  return row.id;
}
