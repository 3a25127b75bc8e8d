import type { PubSub } from 'mercurius';
import { ErrorCode } from '../../../shared/domain/errors';
import { HIDDEN_BY_SUSPENSION, SUSPENSION_REASON, SUSPENSION_REASON_MAX } from '../../../shared/domain/moderation';
import { Role } from '../../../shared/domain/roles';
import { translate } from '../../../shared/i18n';
import type { Locale } from '../../../shared/i18n/locales';
import type { Deps } from '../../deps';
import { AppError } from '../../core/errors';
import { findUsers } from '../users/users.service';
import type { UserModel } from '../users/users.mappers';
import type { Viewer } from '../users/viewer';
import { recordModerationAction } from './audit.service';
import { publishQueueEvent } from './queue.service';

const STAFF: readonly string[] = [Role.SUPER_ADMIN, Role.ADMIN, Role.MODERATOR];

/**
 * Checks who may suspend or restore whom: nobody acts on themselves or on a SUPER_ADMIN, and
 * only a SUPER_ADMIN acts on staff (moderators, admins).
 */
async function requireTarget(deps: Deps, viewer: Viewer, userId: string, locale: Locale): Promise<void> {
  const user = await deps.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!user) throw new AppError(ErrorCode.USER_NOT_EXIST, translate(locale, 'errors.userNotExist'));
  const roles = (await deps.db.selectFrom('user_roles').select('role').where('user_id', '=', userId).execute()).map(
    (row) => row.role,
  );
  const callerIsSuperAdmin = viewer.rolesPlain.includes(Role.SUPER_ADMIN);
  const forbidden =
    userId === viewer.id ||
    roles.includes(Role.SUPER_ADMIN) ||
    (roles.some((role) => STAFF.includes(role)) && !callerIsSuperAdmin);
  if (forbidden) throw new AppError(ErrorCode.FORBIDDEN, translate(locale, 'errors.forbidden'));
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
export async function suspendUser(
  deps: Deps,
  viewer: Viewer,
  userId: string,
  reason: string,
  locale: Locale,
  pubsub?: PubSub,
): Promise<UserModel> {
  const why = reason.trim();
  if (!why || [...why].length > SUSPENSION_REASON_MAX) {
    throw new AppError(
      ErrorCode.BAD_USER_INPUT,
      translate(locale, 'validation.max_length', { n: SUSPENSION_REASON_MAX }),
      {
        argument: 'reason',
      },
    );
  }
  await requireTarget(deps, viewer, userId, locale);
  const now = deps.now();
  const hidden = await deps.db.transaction().execute(async (trx) => {
    const suspended = await trx
      .updateTable('users')
      .set({ suspended_at: now })
      .where('id', '=', userId)
      .where('suspended_at', 'is', null)
      .executeTakeFirst();
    // Already suspended: nothing more to do (idempotent).
    if (Number(suspended.numUpdatedRows) === 0) return null;
    await trx
      .updateTable('refresh_tokens')
      .set({ revoked_at: now })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
    const rows = await trx
      .updateTable('announcements as a')
      .set({ status: 'DISABLED', updated_at: now })
      .from('announcements as before')
      .whereRef('before.id', '=', 'a.id')
      .where('a.user_id', '=', userId)
      .where('a.status', 'in', [...HIDDEN_BY_SUSPENSION])
      .returning(['a.id', 'before.status'])
      .execute();
    if (rows.length > 0) {
      await trx
        .insertInto('announcement_changelog')
        .values(
          rows.map((row) => ({
            announcement_id: row.id,
            user_id: viewer.id,
            action: 'DEACTIVATE' as const,
            status_from: row.status,
            status_to: 'DISABLED' as const,
            reason: SUSPENSION_REASON,
            created_at: now,
          })),
        )
        .execute();
      await trx
        .deleteFrom('moderation_locks')
        .where(
          'announcement_id',
          'in',
          rows.map((row) => row.id),
        )
        .execute();
    }
    await recordModerationAction(trx, {
      moderatorId: viewer.id,
      action: 'SUSPEND',
      targetType: 'USER',
      targetId: userId,
      reason: why,
      at: now,
    });
    return rows;
  });
  for (const row of hidden ?? []) {
    await publishQueueEvent(pubsub, { kind: 'DECIDED', announcementId: row.id, moderatorId: viewer.id });
  }
  return userModel(deps, userId);
}

/**
 * Restores a suspended account: it may sign in again, and the announcements its suspension
 * disabled (and nothing else) go back to the status they had; one whose lifetime ran out
 * meanwhile comes back EXPIRED.
 */
export async function restoreUser(deps: Deps, viewer: Viewer, userId: string, locale: Locale): Promise<UserModel> {
  await requireTarget(deps, viewer, userId, locale);
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const restored = await trx
      .updateTable('users')
      .set({ suspended_at: null })
      .where('id', '=', userId)
      .where('suspended_at', 'is not', null)
      .executeTakeFirst();
    if (Number(restored.numUpdatedRows) === 0) return;
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
    for (const row of hidden) {
      const before = row.status_from ?? 'PENDING';
      // A lock ended with the suspension: the announcement waits for a moderator again.
      const waiting = before === 'LOCKED' ? 'PENDING' : before;
      const lapsed =
        (waiting === 'PUBLISHED' || waiting === 'EDITED') && row.expires_at !== null && row.expires_at <= now;
      const status = lapsed ? 'EXPIRED' : waiting;
      await trx.updateTable('announcements').set({ status, updated_at: now }).where('id', '=', row.id).execute();
      await trx
        .insertInto('announcement_changelog')
        .values({
          announcement_id: row.id,
          user_id: viewer.id,
          action: 'RESTORE',
          status_from: 'DISABLED',
          status_to: status,
          reason: SUSPENSION_REASON,
          created_at: now,
        })
        .execute();
    }
    await recordModerationAction(trx, {
      moderatorId: viewer.id,
      action: 'RESTORE',
      targetType: 'USER',
      targetId: userId,
      at: now,
    });
  });
  return userModel(deps, userId);
}
