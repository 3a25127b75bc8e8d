import { ErrorCode } from '../../../shared/domain/errors';
import { HIDDEN_BY_SUSPENSION, SUSPENSION_REASON, SUSPENSION_REASON_MAX } from '../../../shared/domain/moderation';
import { Role } from '../../../shared/domain/roles';
import type { Deps } from '../../deps';
import { AppError, text } from '../../core/errors';
import { findUsers } from '../users';
import type { UserModel } from '../users';
import type { Viewer } from '../users';
import { changeStatuses } from '../announcements';
import { revokeUserSessions } from '../auth';
import { setSuspended } from '../users';

const STAFF: readonly string[] = [Role.SUPER_ADMIN, Role.ADMIN, Role.MODERATOR];

/**
 * Checks who may suspend or restore whom: nobody acts on themselves or on a SUPER_ADMIN, and
 * only a SUPER_ADMIN acts on staff (moderators, admins).
 */
async function requireTarget(deps: Deps, viewer: Viewer, userId: string): Promise<void> {
  const user = await deps.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!user) throw new AppError(ErrorCode.USER_NOT_EXIST, text('errors.userNotExist'));
  const roles = (await deps.db.selectFrom('user_roles').select('role').where('user_id', '=', userId).execute()).map(
    (row) => row.role,
  );
  const callerIsSuperAdmin = viewer.rolesPlain.includes(Role.SUPER_ADMIN);
  const forbidden =
    userId === viewer.id ||
    roles.includes(Role.SUPER_ADMIN) ||
    (roles.some((role) => STAFF.includes(role)) && !callerIsSuperAdmin);
  if (forbidden) throw new AppError(ErrorCode.FORBIDDEN, text('errors.forbidden'));
}

async function userModel(deps: Deps, userId: string): Promise<UserModel> {
  return (await findUsers(deps.db, [userId]))[0]!;
}

/**
 * Suspends an account: it can no longer sign in (its sessions are revoked; its access tokens are
 * refused from now on, as every request loads its caller), and its announcements that are
 * visible or waiting for validation are DISABLED with the reason ACCOUNT_SUSPENDED, so they leave
 * the search and the moderation queue. Written to the audit log with the moderator's reason.
 */
export async function suspendUser(deps: Deps, viewer: Viewer, userId: string, reason: string): Promise<UserModel> {
  const why = reason.trim();
  if (!why || [...why].length > SUSPENSION_REASON_MAX) {
    throw new AppError(ErrorCode.BAD_USER_INPUT, text('validation.max_length', { n: SUSPENSION_REASON_MAX }), {
      argument: 'reason',
    });
  }
  await requireTarget(deps, viewer, userId);
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    // Already suspended: nothing more to do (idempotent).
    if (!(await setSuspended(trx, userId, now))) return;
    await revokeUserSessions({ ...deps, db: trx }, userId);
    const rows = await trx
      .selectFrom('announcements')
      .select(['id', 'user_id', 'status'])
      .where('user_id', '=', userId)
      .where('status', 'in', [...HIDDEN_BY_SUSPENSION])
      .orderBy('id')
      .forUpdate()
      .execute();
    await changeStatuses(deps, trx, {
      transition: 'suspend',
      actorId: viewer.id,
      at: now,
      changes: rows.map((row) => ({
        id: row.id,
        userId: row.user_id,
        from: row.status,
        to: 'DISABLED',
        reason: SUSPENSION_REASON,
      })),
    });
    if (rows.length > 0) {
      await trx
        .deleteFrom('moderation_locks')
        .where(
          'announcement_id',
          'in',
          rows.map((row) => row.id),
        )
        .execute();
    }
    await deps.events.record(trx, {
      type: 'account.suspended',
      actorId: viewer.id,
      payload: { userId, reason: why, hiddenAnnouncementIds: rows.map((row) => row.id) },
    });
  });
  return userModel(deps, userId);
}

/**
 * Restores a suspended account: it may sign in again, and the announcements its suspension
 * disabled (and nothing else) go back to the status they had; one whose lifetime ran out
 * meanwhile comes back EXPIRED.
 */
export async function restoreUser(deps: Deps, viewer: Viewer, userId: string): Promise<UserModel> {
  await requireTarget(deps, viewer, userId);
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    if (!(await setSuspended(trx, userId, null))) return;
    // Each announcement still DISABLED whose last change was the suspension, with the status it left.
    const hidden = await trx
      .selectFrom('announcements as a')
      .innerJoinLateral(
        (eb) =>
          eb
            .selectFrom('announcement_changelog as c')
            .select(['c.reason', 'c.status_from'])
            .whereRef('c.announcement_id', '=', 'a.id')
            .orderBy('c.created_at', 'desc')
            .orderBy('c.id', 'desc')
            .limit(1)
            .as('last'),
        (join) => join.onTrue(),
      )
      .select(['a.id', 'a.expires_at', 'last.status_from'])
      .where('a.user_id', '=', userId)
      .where('a.status', '=', 'DISABLED')
      .where('last.reason', '=', SUSPENSION_REASON)
      .execute();
    await changeStatuses(deps, trx, {
      transition: 'unsuspend',
      actorId: viewer.id,
      at: now,
      changes: hidden.map((row) => {
        const before = row.status_from ?? 'PENDING';
        // A lock ended with the suspension: the announcement waits for a moderator again.
        const waiting = before === 'LOCKED' ? 'PENDING' : before;
        const lapsed =
          (waiting === 'PUBLISHED' || waiting === 'EDITED') && row.expires_at !== null && row.expires_at <= now;
        return {
          id: row.id,
          userId,
          from: 'DISABLED' as const,
          to: lapsed ? ('EXPIRED' as const) : waiting,
          reason: SUSPENSION_REASON,
        };
      }),
    });
    await deps.events.record(trx, { type: 'account.restored', actorId: viewer.id, payload: { userId } });
  });
  return userModel(deps, userId);
}
