import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import { ErrorCode } from '../../../shared/domain/errors';
import { MODERATION_LIMITS, MODERATION_QUEUE_STATUSES } from '../../../shared/domain/moderation';
import type { Database } from '../../db/types';
import type { Deps } from '../../deps';
import { AppError, text } from '../../core/errors';
import { pageRequest, readPage, type PaginatorInfoModel } from '../../core/pagination';
import { announcementNotFound } from '../announcements';
import { loadAnnouncementsByIds, type AnnouncementModel } from '../announcements';
import { actionImpossible, moderatorAction } from '../announcements';
import { loadCatalog } from '../catalog';
import { changeStatuses } from '../announcements';
import type { Viewer } from '../users';

/** Narrows the queue (GraphQL `ModerationQueueFilter`). */
export interface QueueFilter {
  categoryId?: number | null;
  regionId?: number | null;
  origin?: 'STORE' | 'INDIVIDUAL' | null;
  storeId?: string | null;
  keywords?: string | null;
}

/** An announcement of the queue and who holds it (GraphQL `ModerationQueueEntry`). */
export interface QueueEntryModel {
  announcement: AnnouncementModel;
  waitingSince: Date;
  lockedById: string | null;
  lockExpiresAt: Date | null;
}

export interface QueuePage {
  data: QueueEntryModel[];
  paginatorInfo: PaginatorInfoModel;
}

/** What the open queues are told (GraphQL `ModerationQueueEvent`). */
export interface QueueEventModel {
  kind: 'ADDED' | 'TAKEN' | 'RELEASED' | 'DECIDED';
  announcementId: string;
  moderatorId: string | null;
}

export const MODERATION_TOPIC = 'MODERATION_QUEUE';

const WAITING = [...MODERATION_QUEUE_STATUSES, 'LOCKED'] as const;

type AnnouncementsQuery = SelectQueryBuilder<Database, 'announcements', object>;

/** The filter's conditions on `announcements` (the category includes its subcategories). */
async function narrowed(deps: Deps, query: AnnouncementsQuery, filter: QueueFilter): Promise<AnnouncementsQuery> {
  let next = query;
  if (filter.categoryId != null) {
    const ids = (await loadCatalog(deps)).descendantIds(filter.categoryId);
    next = next.where('announcements.category_id', 'in', ids.length > 0 ? [...ids] : [filter.categoryId]);
  }
  if (filter.regionId != null) {
    next = next.where(sql<boolean>`announcements.region_ids && ${[filter.regionId]}::int[]`);
  }
  if (filter.origin === 'STORE') next = next.where('announcements.store_id', 'is not', null);
  if (filter.origin === 'INDIVIDUAL') next = next.where('announcements.store_id', 'is', null);
  if (filter.storeId != null) next = next.where('announcements.store_id', '=', filter.storeId);
  const words = (filter.keywords ?? '').trim().slice(0, MODERATION_LIMITS.keywordsMax);
  if (words) {
    const pattern = `%${words.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    next = next.where((eb: ExpressionBuilder<Database, 'announcements'>) =>
      eb.or([eb('announcements.title', 'ilike', pattern), eb('announcements.description', 'ilike', pattern)]),
    );
  }
  return next;
}

/** Announcements no moderator holds (no lock row). */
function heldByNobody(eb: ExpressionBuilder<Database, 'announcements'>) {
  return eb.not(
    eb.exists(
      eb
        .selectFrom('moderation_locks')
        .select('moderation_locks.announcement_id')
        .whereRef('moderation_locks.announcement_id', '=', 'announcements.id'),
    ),
  );
}

/**
 * Lets go of the locks nobody renewed in time (the moderator closed the window or lost the
 * network): their announcements are PENDING again (the open queues hear it from the lifecycle's
 * event), and each lost lock is recorded for the audit log.
 */
export async function releaseExpiredLocks(deps: Deps): Promise<string[]> {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const locks = await trx
      .deleteFrom('moderation_locks')
      .where('expires_at', '<=', now)
      .returning(['announcement_id', 'moderator_id'])
      .execute();
    // LOCKED with no moderator holding it (its lock just expired, or set before the queue kept
    // locks, or by an import): nobody would ever decide it, so it waits again like any other.
    const orphans = await trx
      .selectFrom('announcements')
      .select(['id', 'user_id'])
      .where('status', '=', 'LOCKED')
      .where(heldByNobody)
      .forUpdate()
      .execute();
    await changeStatuses(deps, trx, {
      transition: 'release',
      actorId: null,
      at: now,
      changes: orphans.map((row) => ({
        id: row.id,
        userId: row.user_id,
        from: 'LOCKED',
        to: 'PENDING',
        reason: 'EXPIRED',
      })),
    });
    await deps.events.record(
      trx,
      locks.map((lock) => ({
        type: 'moderation.lockReleased' as const,
        actorId: lock.moderator_id,
        payload: { announcementId: lock.announcement_id, expired: true },
      })),
    );
    return [...new Set([...locks.map((lock) => lock.announcement_id), ...orphans.map((row) => row.id)])];
  });
}

/** The queue, oldest first, with who holds each announcement. */
export async function moderationQueue(
  deps: Deps,
  filter: QueueFilter,
  page: number | null | undefined,
  count: number | null | undefined,
): Promise<QueuePage> {
  await releaseExpiredLocks(deps);
  const request = pageRequest(page, count, {
    defaultSize: MODERATION_LIMITS.pageSizeDefault,
    maxSize: MODERATION_LIMITS.pageSizeMax,
  });
  const base = await narrowed(
    deps,
    deps.db.selectFrom('announcements').where('announcements.status', 'in', [...WAITING]),
    filter,
  );
  // The lock is joined for the page only: the count reads the waiting announcements alone.
  const { data: rows, paginatorInfo } = await readPage(
    base
      .leftJoin('moderation_locks as lock', 'lock.announcement_id', 'announcements.id')
      .select(['announcements.id', 'announcements.created_at', 'lock.moderator_id', 'lock.expires_at'])
      .orderBy('announcements.created_at')
      .orderBy('announcements.id'),
    request,
    { countQuery: base.select((eb) => eb.fn.countAll<string>().as('total')) },
  );
  const models = new Map(
    (
      await loadAnnouncementsByIds(
        deps.db,
        rows.map((row) => row.id),
      )
    ).map((model) => [model.id, model]),
  );
  return {
    data: rows.flatMap((row) => {
      const announcement = models.get(row.id);
      return announcement
        ? [
            {
              announcement,
              waitingSince: row.created_at,
              lockedById: row.moderator_id ?? null,
              lockExpiresAt: row.expires_at ?? null,
            },
          ]
        : [];
    }),
    paginatorInfo,
  };
}

function taken(lockedBy: string): AppError {
  return new AppError(ErrorCode.MODERATION_TAKEN, text('moderation.taken'), { lockedBy });
}

/**
 * Holds the lock of an announcement for the moderator (or renews it): true when it was free,
 * false when the moderator held it already; MODERATION/TAKEN when another one does.
 */
async function acquire(deps: Deps, viewer: Viewer, announcementId: string): Promise<boolean> {
  const now = deps.now();
  const expires = new Date(now.getTime() + MODERATION_LIMITS.lockMs);
  const before = await deps.db
    .selectFrom('moderation_locks')
    .select('moderator_id')
    .where('announcement_id', '=', announcementId)
    .executeTakeFirst();
  // One statement decides between two moderators: the insert, or the renewal of one's own lock.
  const held = await deps.db
    .insertInto('moderation_locks')
    .values({ announcement_id: announcementId, moderator_id: viewer.id, locked_at: now, expires_at: expires })
    .onConflict((oc) =>
      oc
        .column('announcement_id')
        .doUpdateSet({ expires_at: expires })
        .where('moderation_locks.moderator_id', '=', viewer.id),
    )
    .returning('moderator_id')
    .executeTakeFirst();
  if (!held) {
    const holder = await deps.db
      .selectFrom('moderation_locks')
      .select('moderator_id')
      .where('announcement_id', '=', announcementId)
      .executeTakeFirst();
    throw taken(holder?.moderator_id ?? '');
  }
  return before?.moderator_id !== viewer.id;
}

/** Drops the moderator's lock of an announcement; true when there was one. */
async function dropLock(deps: Deps, viewer: Viewer, announcementId: string): Promise<boolean> {
  const dropped = await deps.db
    .deleteFrom('moderation_locks')
    .where('announcement_id', '=', announcementId)
    .where('moderator_id', '=', viewer.id)
    .executeTakeFirst();
  return Number(dropped.numDeletedRows) > 0;
}

/**
 * Whether an announcement out of the queue may be opened on the desk all the same: one still
 * there (not DELETED) with open reports on it or on one of its comments. It is held like a
 * queued one (no other moderator decides it meanwhile) but keeps its status.
 */
async function openedFromReports(deps: Deps, announcementId: string, status: string): Promise<boolean> {
  if (status === 'DELETED') return false;
  const reported = await deps.db
    .selectFrom('announcement_reports')
    .select('announcement_id')
    .where('announcement_id', '=', announcementId)
    .where('resolved_at', 'is', null)
    .union(
      deps.db
        .selectFrom('comment_reports as r')
        .innerJoin('announcement_comments as c', 'c.id', 'r.comment_id')
        .select('c.announcement_id')
        .where('c.announcement_id', '=', announcementId)
        .where('c.deleted_at', 'is', null)
        .where('r.resolved_at', 'is', null),
    )
    .limit(1)
    .executeTakeFirst();
  return reported !== undefined;
}

/**
 * Opens an announcement of the queue (or a reported one, see openedFromReports) for the moderator: it is LOCKED for them (its content
 * frozen, no other moderator gets it) until they decide, let it go, or stop renewing the lock.
 */
export async function lockForModeration(deps: Deps, viewer: Viewer, announcementId: string): Promise<QueueEntryModel> {
  await releaseExpiredLocks(deps);
  const row = await deps.db
    .selectFrom('announcements')
    .select(['status', 'created_at'])
    .where('id', '=', announcementId)
    .executeTakeFirst();
  if (!row) throw announcementNotFound();
  if (
    !(WAITING as readonly string[]).includes(row.status) &&
    !(await openedFromReports(deps, announcementId, row.status))
  ) {
    throw actionImpossible(row.status);
  }
  const fresh = await acquire(deps, viewer, announcementId);
  let announcement: AnnouncementModel;
  try {
    announcement =
      row.status === 'PENDING'
        ? await moderatorAction(deps, viewer, 'lock', announcementId)
        : (await loadAnnouncementsByIds(deps.db, [announcementId]))[0]!;
  } catch (error) {
    await dropLock(deps, viewer, announcementId);
    throw error;
  }
  if (fresh) {
    await deps.events.record(deps.db, {
      type: 'moderation.lockTaken',
      actorId: viewer.id,
      payload: { announcementId },
    });
  }
  const lock = await deps.db
    .selectFrom('moderation_locks')
    .select('expires_at')
    .where('announcement_id', '=', announcementId)
    .executeTakeFirstOrThrow();
  return { announcement, waitingSince: row.created_at, lockedById: viewer.id, lockExpiresAt: lock.expires_at };
}

/**
 * The oldest announcement of the queue (within the filter) that nobody holds, locked for the
 * moderator; null when there is none. Two moderators asking at once never get the same one:
 * the lock's insert decides, and the loser takes the next.
 */
export async function takeNextForModeration(
  deps: Deps,
  viewer: Viewer,
  filter: QueueFilter,
  exclude: readonly string[] = [],
): Promise<QueueEntryModel | null> {
  await releaseExpiredLocks(deps);
  // Those the moderator just skipped stay theirs to come back to, not the next one handed out.
  const skipped = new Set<string>(exclude);
  for (let round = 0; round < 10; round += 1) {
    let query = deps.db
      .selectFrom('announcements')
      .select('announcements.id')
      .where('announcements.status', 'in', [...MODERATION_QUEUE_STATUSES])
      .where(heldByNobody);
    if (skipped.size > 0) query = query.where('announcements.id', 'not in', [...skipped]);
    const candidates = await (
      await narrowed(deps, query, filter)
    )
      .orderBy('announcements.created_at')
      .orderBy('announcements.id')
      .limit(5)
      .execute();
    if (candidates.length === 0) return null;
    for (const { id } of candidates as { id: string }[]) {
      try {
        return await lockForModeration(deps, viewer, id);
      } catch (error) {
        // Taken by another moderator in the meantime, or decided: the next one.
        if (error instanceof AppError) {
          skipped.add(id);
          continue;
        }
        throw error;
      }
    }
  }
  return null;
}

/** Keeps the moderator's locks alive (the studio calls it while they are open); returns how many. */
export async function renewModerationLocks(deps: Deps, viewer: Viewer, announcementIds: string[]): Promise<number> {
  if (announcementIds.length === 0) return 0;
  const result = await deps.db
    .updateTable('moderation_locks')
    .set({ expires_at: new Date(deps.now().getTime() + MODERATION_LIMITS.lockMs) })
    .where('moderator_id', '=', viewer.id)
    .where('announcement_id', 'in', announcementIds.slice(0, MODERATION_LIMITS.bulkMax))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The moderator lets an announcement go undecided: PENDING again, for anyone. */
export async function releaseForModeration(deps: Deps, viewer: Viewer, announcementId: string): Promise<boolean> {
  return deps.db.transaction().execute(async (trx) => {
    const dropped = await trx
      .deleteFrom('moderation_locks')
      .where('announcement_id', '=', announcementId)
      .where('moderator_id', '=', viewer.id)
      .executeTakeFirst();
    if (Number(dropped.numDeletedRows) === 0) return false;
    const row = await trx
      .selectFrom('announcements')
      .select(['id', 'user_id'])
      .where('id', '=', announcementId)
      .where('status', '=', 'LOCKED')
      .forUpdate()
      .executeTakeFirst();
    const at = deps.now();
    if (row) {
      await changeStatuses(deps, trx, {
        transition: 'release',
        actorId: viewer.id,
        at,
        changes: [{ id: row.id, userId: row.user_id, from: 'LOCKED', to: 'PENDING' }],
      });
    }
    await deps.events.record(trx, {
      type: 'moderation.lockReleased',
      actorId: viewer.id,
      payload: { announcementId, expired: false },
    });
    return true;
  });
}

/**
 * A moderator's decision on an announcement (validate, refuse, delete): refused with
 * MODERATION/TAKEN while another moderator holds it; otherwise applied, the lock dropped, the
 * decision written to the audit log and the open queues told.
 */
export async function decide(
  deps: Deps,
  viewer: Viewer,
  decision: 'validate' | 'refuse' | 'moderatorDelete',
  announcementId: string,
  reason: string | null | undefined,
): Promise<AnnouncementModel> {
  await releaseExpiredLocks(deps);
  const holder = await deps.db
    .selectFrom('moderation_locks')
    .select('moderator_id')
    .where('announcement_id', '=', announcementId)
    .executeTakeFirst();
  if (holder && holder.moderator_id !== viewer.id) throw taken(holder.moderator_id);
  const model = await moderatorAction(deps, viewer, decision, announcementId, reason);
  // The decision's audit entry and the open queues' notice follow from the lifecycle's event.
  await dropLock(deps, viewer, announcementId);
  return model;
}
