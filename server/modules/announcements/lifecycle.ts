import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import {
  ACTIVE_STATUSES,
  ANNOUNCEMENT_LIMITS,
  type AnnouncementStatus,
  type ChangelogAction,
} from '../../../shared/domain/announcements';
import {
  ANNOUNCEMENT_TRANSITIONS,
  canTransition,
  type AnnouncementTransition,
} from '../../../shared/domain/announcement-status';
import type { Database } from '../../db/types';
import type { Deps } from '../../deps';
import type { CatalogSnapshot } from '../catalog';

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
  deps: Pick<Deps, 'events'>,
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
    .forUpdate()
    .executeTakeFirst();
  if (!next) return null;
  await changeStatuses(deps, trx, {
    transition: 'promote',
    actorId: null,
    at: input.at,
    changes: [
      {
        id: next.id,
        userId: input.userId,
        from: 'VALIDATED_QUEUED',
        to: 'PUBLISHED',
        reason: 'QUEUE',
        set: { refreshed_at: input.at, expires_at: expiryFrom(input.at) },
      },
    ],
  });
  return next.id;
}

/** Columns a status change may set beside the status (a lifetime, a validation or deletion time). */
export type StatusColumns = Partial<{
  refreshed_at: Date;
  expires_at: Date | null | RawBuilder<Date>;
  validated_at: Date;
  deleted_at: Date | null;
  delete_reason: string | null;
  deleted_by_moderator: boolean;
}>;

/** One announcement's change of status, as its caller found it (`from`, read under a row lock). */
export interface StatusChange {
  id: string;
  /** The announcement's owner. */
  userId: string;
  from: AnnouncementStatus;
  to: AnnouncementStatus;
  reason?: string | null;
  /** Columns to set with it; changes sharing one `set` object are written by one statement. */
  set?: StatusColumns;
}

/**
 * The one writer of announcements' status. Checks every change against the transition table of
 * `shared/domain/announcement-status.ts`, writes it (only if the row still has the status its
 * caller read), its changelog row, and an `announcement.statusChanged` event, all with the
 * caller's transaction. A change the table does not allow is a programming error, not a user's:
 * callers check what the user may do first (`canApply`) and say so in the user's words.
 */
export async function changeStatuses(
  deps: Pick<Deps, 'events'>,
  trx: Transaction<Database>,
  input: { transition: AnnouncementTransition; actorId: string | null; at: Date; changes: readonly StatusChange[] },
): Promise<void> {
  if (input.changes.length === 0) return;
  for (const change of input.changes) {
    if (!canTransition(input.transition, change.from, change.to)) {
      throw new Error(`announcement ${change.id}: ${input.transition} cannot take ${change.from} to ${change.to}`);
    }
  }
  const groups = new Map<string, StatusChange[]>();
  const setIds = new Map<StatusColumns, number>();
  for (const change of input.changes) {
    const setKey = change.set ? (setIds.get(change.set) ?? setIds.set(change.set, setIds.size).size - 1) : -1;
    const key = `${change.from}>${change.to}#${setKey}`;
    groups.set(key, [...(groups.get(key) ?? []), change]);
  }
  for (const group of groups.values()) {
    const [first] = group as [StatusChange];
    const ids = group.map((change) => change.id);
    const result = await trx
      .updateTable('announcements')
      .set({ status: first.to, updated_at: input.at, ...first.set })
      .where('id', 'in', ids)
      .where('status', '=', first.from)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== ids.length) {
      throw new Error(`announcements ${ids.join(', ')} changed status under ${input.transition}`);
    }
  }
  await trx
    .insertInto('announcement_changelog')
    .values(
      input.changes.map((change) => ({
        announcement_id: change.id,
        user_id: input.actorId,
        action: ANNOUNCEMENT_TRANSITIONS[input.transition].history,
        status_from: change.from,
        status_to: change.to,
        reason: change.reason ?? null,
        created_at: input.at,
      })),
    )
    .execute();
  const moved = input.changes.filter((change) => change.from !== change.to);
  await deps.events.record(
    trx,
    moved.map((change) => ({
      type: 'announcement.statusChanged' as const,
      actorId: input.actorId,
      payload: {
        announcementId: change.id,
        userId: change.userId,
        from: change.from,
        to: change.to,
        transition: input.transition,
        reason: change.reason ?? null,
      },
    })),
  );
}
