import { sql, type Kysely, type Transaction } from 'kysely';
import {
  ACTIVE_STATUSES,
  ANNOUNCEMENT_LIMITS,
  type AnnouncementStatus,
  type ChangelogAction,
} from '../../../shared/domain/announcements';
import type { Database } from '../../db/types';
import type { CatalogSnapshot } from '../catalog/catalog.service';

type Db = Kysely<Database> | Transaction<Database>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When an announcement refreshed at `from` expires. */
export function expiryFrom(from: Date): Date {
  return new Date(from.getTime() + ANNOUNCEMENT_LIMITS.lifetimeDays * DAY_MS);
}

/** Appends a changelog row: who did what, from which status to which. */
export async function recordChange(
  db: Db,
  entry: {
    announcementId: string;
    userId: string | null;
    action: ChangelogAction;
    from: AnnouncementStatus | null;
    to: AnnouncementStatus;
    reason?: string | null;
    at: Date;
  },
): Promise<void> {
  await db
    .insertInto('announcement_changelog')
    .values({
      announcement_id: entry.announcementId,
      user_id: entry.userId,
      action: entry.action,
      status_from: entry.from,
      status_to: entry.to,
      reason: entry.reason ?? null,
      created_at: entry.at,
    })
    .execute();
}

/**
 * Serialises the status changes of one member's announcements inside a transaction, so two
 * validations at once cannot both take the last free place of a category.
 */
export async function lockOwner(trx: Transaction<Database>, userId: string): Promise<void> {
  await sql`select id from users where id = ${userId} for update`.execute(trx);
}

/**
 * Whether the owner has reached the category's maximum of active announcements (spec §4:
 * VALIDATED_QUEUED). `exceptId` leaves out the announcement being activated.
 */
export async function isCategoryFull(
  db: Db,
  catalog: CatalogSnapshot,
  input: { userId: string; categoryId: number; exceptId?: string },
): Promise<boolean> {
  const max = catalog.categoriesById.get(input.categoryId)?.maxActiveAnnouncements ?? null;
  if (max === null) return false;
  let query = db
    .selectFrom('announcements')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', input.userId)
    .where('category_id', '=', input.categoryId)
    .where('status', 'in', [...ACTIVE_STATUSES]);
  if (input.exceptId) query = query.where('id', '<>', input.exceptId);
  const { count } = await query.executeTakeFirstOrThrow();
  return Number(count) >= max;
}

/**
 * After an active announcement of this owner and category left the active statuses, publishes
 * the oldest validated one waiting in the queue, if the category has room again.
 */
export async function promoteQueued(
  trx: Transaction<Database>,
  catalog: CatalogSnapshot,
  input: { userId: string; categoryId: number; at: Date },
): Promise<string | null> {
  if (await isCategoryFull(trx, catalog, input)) return null;
  const next = await trx
    .selectFrom('announcements')
    .select('id')
    .where('user_id', '=', input.userId)
    .where('category_id', '=', input.categoryId)
    .where('status', '=', 'VALIDATED_QUEUED')
    .orderBy('validated_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!next) return null;
  await trx
    .updateTable('announcements')
    .set({ status: 'PUBLISHED', refreshed_at: input.at, updated_at: input.at, expires_at: expiryFrom(input.at) })
    .where('id', '=', next.id)
    .execute();
  await recordChange(trx, {
    announcementId: next.id,
    userId: null,
    action: 'VALIDATE',
    from: 'VALIDATED_QUEUED',
    to: 'PUBLISHED',
    reason: 'QUEUE',
    at: input.at,
  });
  return next.id;
}
