import type { Transaction } from 'kysely';
import { canApply, type AnnouncementAction } from '../../../shared/domain/announcement-status';
import { isActiveStatus, type AnnouncementStatus } from '../../../shared/domain/announcements';
import { ErrorCode } from '../../../shared/domain/errors';
import type { Database } from '../../db/types';
import type { Deps } from '../../deps';
import { AppError, text } from '../../core/errors';
import { loadCatalog, type CatalogSnapshot } from '../catalog';
import type { Viewer } from '../users';
import { storeHiddenStatus } from '../stores';
import { announcementNotFound, isAnnouncer } from './access';
import { loadAnnouncementsByIds, type AnnouncementModel } from './announcements.mappers';
import { changeStatuses, expiryFrom, isCategoryFull, lockOwner, promoteQueued } from './lifecycle';

/** Most announcements one owner action may take at once. */
export const BULK_ACTION_MAX = 100;

/** The spec's "action impossible": the status does not allow it (extensions carry the status). */
export function actionImpossible(status: AnnouncementStatus): AppError {
  return new AppError(ErrorCode.ANNOUNCEMENT_ACTION_IMPOSSIBLE, text('announcements.actionImpossible', { status }), {
    status,
  });
}

interface Row {
  id: string;
  user_id: string;
  store_id: string | null;
  category_id: number;
  status: AnnouncementStatus;
  validated_at: Date | null;
  expires_at: Date | null;
  deleted_by_moderator: boolean;
}

/** What one transition changes; `null` status means the action leaves the announcement as it is. */
interface Outcome {
  status: AnnouncementStatus;
  reason?: string | null;
  set?: Partial<{
    refreshed_at: Date;
    expires_at: Date | null;
    validated_at: Date;
    deleted_at: Date | null;
    delete_reason: string | null;
    deleted_by_moderator: boolean;
  }>;
}

/**
 * The status a validated announcement takes when it becomes visible: published, queued when the
 * category is full, or hidden with its store while the store is not ACTIVE (DISABLED_STORE,
 * EXPIRED_STORE: it comes back with the store).
 */
async function activation(trx: Transaction<Database>, catalog: CatalogSnapshot, row: Row): Promise<AnnouncementStatus> {
  if (row.store_id !== null) {
    const store = await trx.selectFrom('stores').select('status').where('id', '=', row.store_id).executeTakeFirst();
    const hidden = storeHiddenStatus(store?.status);
    if (hidden) return hidden;
  }
  const full = await isCategoryFull(trx, catalog, {
    userId: row.user_id,
    categoryId: row.category_id,
    exceptId: row.id,
  });
  return full ? 'VALIDATED_QUEUED' : 'PUBLISHED';
}

/** Decides each action's outcome from the row; the table of allowed starting statuses is shared/domain's. */
async function outcomeOf(
  trx: Transaction<Database>,
  catalog: CatalogSnapshot,
  action: AnnouncementAction,
  row: Row,
  at: Date,
  reason: string | null,
): Promise<Outcome> {
  switch (action) {
    case 'refresh': {
      const fresh = { refreshed_at: at, expires_at: expiryFrom(at) };
      if (row.status !== 'EXPIRED') return { status: row.status, set: fresh };
      const status = await activation(trx, catalog, row);
      return { status, set: status === 'PUBLISHED' ? fresh : { expires_at: null } };
    }
    case 'disable':
      return { status: 'ARCHIVED', set: { expires_at: null } };
    case 'delete':
      return { status: 'DELETED', reason, set: { deleted_at: at, delete_reason: reason, expires_at: null } };
    case 'restore': {
      const cleared = { deleted_at: null, delete_reason: null };
      if (row.validated_at === null) return { status: 'PENDING', set: cleared };
      // Restoring does not bump it to the top (that is a refresh); its lifetime restarts.
      const status = await activation(trx, catalog, row);
      return { status, set: { ...cleared, expires_at: status === 'PUBLISHED' ? expiryFrom(at) : null } };
    }
    case 'lock':
      return { status: 'LOCKED' };
    case 'validate': {
      const status = await activation(trx, catalog, row);
      const published = status === 'PUBLISHED' ? { refreshed_at: at, expires_at: expiryFrom(at) } : {};
      return { status, set: { validated_at: at, ...published } };
    }
    case 'refuse':
      return { status: 'DISABLED', reason, set: { expires_at: null } };
    case 'moderatorDelete':
      return {
        status: 'DELETED',
        reason,
        set: { deleted_at: at, delete_reason: reason, deleted_by_moderator: true, expires_at: null },
      };
    case 'update':
      throw new Error('updates go through updateAnnouncement');
  }
}

/**
 * Applies one action to announcements in one transaction, all or none: every id must be the
 * caller's as announcer (or, for moderator actions, exist) and allow the action, else nothing changes.
 * Records a changelog row each, and publishes queued announcements when places free up.
 */
async function applyAction(
  deps: Deps,
  viewer: Viewer,
  input: { action: AnnouncementAction; ids: string[]; reason?: string | null; asModerator: boolean },
): Promise<AnnouncementModel[]> {
  if (input.ids.length === 0) return [];
  if (input.ids.length > BULK_ACTION_MAX) {
    throw new AppError(ErrorCode.BAD_USER_INPUT, `At most ${BULK_ACTION_MAX} announcements at once`, {
      argument: 'ids',
    });
  }
  const catalog = await loadCatalog(deps);
  const at = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('announcements')
      .select([
        'id',
        'user_id',
        'store_id',
        'category_id',
        'status',
        'validated_at',
        'expires_at',
        'deleted_by_moderator',
      ])
      .where('id', 'in', input.ids)
      .orderBy('id')
      .forUpdate()
      .execute();
    // Owner actions: the announcer's (its owner or a member of its store).
    const mine = rows.filter(
      (row) => input.asModerator || isAnnouncer(viewer, { userId: row.user_id, storeId: row.store_id }),
    );
    if (mine.length !== input.ids.length) throw announcementNotFound();
    for (const row of mine) {
      const ownersCannotUndo = input.action === 'restore' && row.deleted_by_moderator;
      const alreadyDeletedByModerator = input.action === 'moderatorDelete' && row.deleted_by_moderator;
      if (!canApply(input.action, row.status) || ownersCannotUndo || alreadyDeletedByModerator) {
        throw actionImpossible(row.status);
      }
    }
    for (const owner of new Set(mine.map((row) => row.user_id))) await lockOwner(trx, owner);
    for (const row of mine) {
      const outcome = await outcomeOf(trx, catalog, input.action, row, at, input.reason ?? null);
      await changeStatuses(deps, trx, {
        transition: input.action,
        actorId: viewer.id,
        at,
        changes: [
          {
            id: row.id,
            userId: row.user_id,
            from: row.status,
            to: outcome.status,
            reason: outcome.reason ?? null,
            ...(outcome.set ? { set: outcome.set } : {}),
          },
        ],
      });
      if (isActiveStatus(row.status) && !isActiveStatus(outcome.status)) {
        await promoteQueued(deps, trx, catalog, { userId: row.user_id, categoryId: row.category_id, at });
      }
    }
  });
  return loadAnnouncementsByIds(deps.db, input.ids);
}

/** Owner actions of the spec: refresh, disable (archive), restore, delete with a reason. */
export function ownerAction(
  deps: Deps,
  viewer: Viewer,
  action: 'refresh' | 'disable' | 'restore' | 'delete',
  ids: string[],
  reason?: string,
): Promise<AnnouncementModel[]> {
  return applyAction(deps, viewer, { action, ids, reason: reason ?? null, asModerator: false });
}

/** Moderator actions: lock, validate, refuse (`announcementValidationSet`) and delete. */
export async function moderatorAction(
  deps: Deps,
  viewer: Viewer,
  action: 'lock' | 'validate' | 'refuse' | 'moderatorDelete',
  id: string,
  reason?: string | null,
): Promise<AnnouncementModel> {
  const [model] = await applyAction(deps, viewer, { action, ids: [id], reason: reason ?? null, asModerator: true });
  if (!model) throw announcementNotFound();
  return model;
}

/**
 * Expires the active announcements whose lifetime ran out (run on a schedule), recording a
 * DEACTIVATE row by the system, and publishes queued ones that get a place. Returns how many expired.
 */
export async function expireAnnouncements(deps: Deps, batchSize = 500): Promise<number> {
  const catalog = await loadCatalog(deps);
  let total = 0;
  for (;;) {
    const at = deps.now();
    const expired = await deps.db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('announcements')
        .select(['id', 'user_id', 'category_id', 'status'])
        .where('status', 'in', ['PUBLISHED', 'EDITED'])
        .where('expires_at', '<=', at)
        .orderBy('expires_at')
        .limit(batchSize)
        .forUpdate()
        .skipLocked()
        .execute();
      if (rows.length === 0) return 0;
      await changeStatuses(deps, trx, {
        transition: 'expire',
        actorId: null,
        at,
        changes: rows.map((row) => ({
          id: row.id,
          userId: row.user_id,
          from: row.status,
          to: 'EXPIRED',
          reason: 'EXPIRED',
        })),
      });
      const pairs = new Map(rows.map((row) => [`${row.user_id}:${row.category_id}`, row]));
      for (const row of pairs.values()) {
        await promoteQueued(deps, trx, catalog, { userId: row.user_id, categoryId: row.category_id, at });
      }
      return rows.length;
    });
    total += expired;
    if (expired < batchSize) return total;
  }
}
