import { startOfAlgerianDay } from '../../../shared/domain/format';
import {
  MODERATION_LIMITS,
  MODERATION_QUEUE_STATUSES,
  type ModerationAuditAction,
  type ModerationTargetType,
} from '../../../shared/domain/moderation';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { Deps } from '../../deps';
import { pageRequest, readPage, type PaginatorInfoModel } from '../../core/pagination';
import type { Viewer } from '../users';

/** One moderator action as the audit log keeps it. */
export interface ModerationActionEntry {
  moderatorId: string | null;
  action: ModerationAuditAction;
  targetType: ModerationTargetType;
  targetId: string;
  reason?: string | null;
  at: Date;
}

/** Writes a moderator action to the audit log (inside the caller's transaction when given one). */
export async function recordModerationAction(db: Kysely<Database>, entry: ModerationActionEntry): Promise<void> {
  await db
    .insertInto('moderation_audit')
    .values({
      moderator_id: entry.moderatorId,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      reason: entry.reason ?? null,
      created_at: entry.at,
    })
    .execute();
}

/** What moderators see at a glance (GraphQL `ModerationStats`). */
export interface ModerationStatsModel {
  queueSize: number;
  /** Held by a moderator right now, and of those by the caller. */
  locked: number;
  myLocked: number;
  oldestWaitingSince: Date | null;
  /** Decisions (validate, refuse, delete) since midnight in Algeria: everyone's, and the caller's. */
  decisionsToday: number;
  myDecisionsToday: number;
}

const DECISIONS: ModerationAuditAction[] = ['VALIDATE', 'REFUSE', 'DELETE'];

export async function moderationStats(deps: Deps, viewer: Viewer): Promise<ModerationStatsModel> {
  const since = startOfAlgerianDay(deps.now());
  const [waiting, decisions, mine] = await Promise.all([
    deps.db
      .selectFrom('announcements')
      .select((eb) => [
        eb.fn.countAll<string>().as('total'),
        eb.fn.count<string>('id').filterWhere('status', '=', 'LOCKED').as('locked'),
        // Waiting for a moderator: validated ones waiting for a place (VALIDATED_QUEUED) are not,
        // and the demo's and real ones can be months old, which the desk would show as its backlog.
        eb.fn.min('created_at').filterWhere('status', 'in', ['PENDING', 'LOCKED']).as('oldest'),
      ])
      .where('status', 'in', [...MODERATION_QUEUE_STATUSES, 'LOCKED'])
      .executeTakeFirstOrThrow(),
    deps.db
      .selectFrom('moderation_audit')
      .select((eb) => [
        eb.fn.countAll<string>().as('all'),
        eb.fn.count<string>('id').filterWhere('moderator_id', '=', viewer.id).as('mine'),
      ])
      .where('action', 'in', DECISIONS)
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow(),
    deps.db
      .selectFrom('moderation_locks')
      .select((eb) => eb.fn.countAll<string>().as('held'))
      .where('moderator_id', '=', viewer.id)
      .where('expires_at', '>', deps.now())
      .executeTakeFirstOrThrow(),
  ]);
  return {
    queueSize: Number(waiting.total),
    locked: Number(waiting.locked),
    myLocked: Number(mine.held),
    oldestWaitingSince: waiting.oldest ? new Date(waiting.oldest) : null,
    decisionsToday: Number(decisions.all),
    myDecisionsToday: Number(decisions.mine),
  };
}

/** Narrows the audit log (GraphQL `ModerationAuditFilter`). */
export interface AuditFilter {
  moderatorId?: string | null;
  action?: ModerationAuditAction | null;
  targetType?: ModerationTargetType | null;
  targetId?: string | null;
  from?: Date | null;
  to?: Date | null;
}

/** One line of the audit log (GraphQL `ModerationAuditEntry`). */
export interface AuditEntryModel {
  id: string;
  moderatorId: string | null;
  action: ModerationAuditAction;
  targetType: ModerationTargetType;
  targetId: string;
  reason: string | null;
  createdAt: Date;
}

/** The audit log, newest first. */
export async function moderationAuditLog(
  deps: Deps,
  filter: AuditFilter,
  page: number | null | undefined,
  count: number | null | undefined,
): Promise<{ data: AuditEntryModel[]; paginatorInfo: PaginatorInfoModel }> {
  const request = pageRequest(page, count, {
    defaultSize: MODERATION_LIMITS.pageSizeDefault,
    maxSize: MODERATION_LIMITS.pageSizeMax,
  });
  let base = deps.db.selectFrom('moderation_audit');
  if (filter.moderatorId) base = base.where('moderator_id', '=', filter.moderatorId);
  if (filter.action) base = base.where('action', '=', filter.action);
  if (filter.targetType) base = base.where('target_type', '=', filter.targetType);
  if (filter.targetId) base = base.where('target_id', '=', filter.targetId);
  if (filter.from) base = base.where('created_at', '>=', filter.from);
  if (filter.to) base = base.where('created_at', '<', filter.to);
  const { data: rows, paginatorInfo } = await readPage(
    base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
    request,
  );
  return {
    data: rows.map((row) => ({
      id: row.id,
      moderatorId: row.moderator_id,
      action: row.action,
      targetType: row.target_type,
      targetId: row.target_id,
      reason: row.reason,
      createdAt: row.created_at,
    })),
    paginatorInfo,
  };
}
