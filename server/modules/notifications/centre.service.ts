import { ErrorCode } from '../../../shared/domain/errors';
import { NOTIFICATION_LIMITS } from '../../../shared/domain/notifications';
import { AppError } from '../../core/errors';
import type { Deps } from '../../deps';
import { NOTIFICATION_COLUMNS, toNotificationModel, type NotificationModel } from './notifications.mappers';

/** A page of the centre. */
export interface NotificationPageModel {
  data: NotificationModel[];
  nextCursor: string | null;
  hasMore: boolean;
}

/** The live topic of one member's new notifications. */
export function notificationTopic(userId: string): string {
  return `NOTIFICATION_ADDED:${userId}`;
}

const encodeCursor = (id: string): string => Buffer.from(`n:${id}`).toString('base64url');

function decodeCursor(cursor: string): string {
  const match = /^n:(\d{1,19})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match?.[1]) throw new AppError(ErrorCode.BAD_USER_INPUT, 'Invalid cursor', { argument: 'after' });
  return match[1];
}

/** The member's notifications shown in the app, newest first, a page after the cursor. */
export async function listNotifications(
  deps: Deps,
  userId: string,
  args: { after?: string | null; first?: number | null; unreadOnly?: boolean | null },
): Promise<NotificationPageModel> {
  const size = Math.min(
    Math.max(Math.trunc(args.first ?? NOTIFICATION_LIMITS.pageSize), 1),
    NOTIFICATION_LIMITS.pageSizeMax,
  );
  let query = deps.db
    .selectFrom('notifications')
    .select(NOTIFICATION_COLUMNS)
    .where('user_id', '=', userId)
    .where('in_app', '=', true)
    .orderBy('id', 'desc')
    .limit(size + 1);
  if (args.after) query = query.where('id', '<', decodeCursor(args.after));
  if (args.unreadOnly) query = query.where('read_at', 'is', null);
  const rows = await query.execute();
  const data = rows.slice(0, size).map(toNotificationModel);
  const hasMore = rows.length > size;
  return { data, hasMore, nextCursor: hasMore ? encodeCursor(data[data.length - 1]!.id) : null };
}

/** How many of the member's notifications are unread. */
export async function unreadCount(deps: Deps, userId: string): Promise<number> {
  const row = await deps.db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .where('in_app', '=', true)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Marks one of the member's notifications read (keeping the first time). NOT_FOUND for another's. */
export async function markRead(deps: Deps, userId: string, id: string): Promise<NotificationModel> {
  await deps.db
    .updateTable('notifications')
    .set({ read_at: deps.now() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .execute();
  const row = await deps.db
    .selectFrom('notifications')
    .select(NOTIFICATION_COLUMNS)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('in_app', '=', true)
    .executeTakeFirst();
  if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'Notification not found');
  return toNotificationModel(row);
}

/** Marks all the member's notifications read; returns how many were unread. */
export async function markAllRead(deps: Deps, userId: string): Promise<number> {
  const result = await deps.db
    .updateTable('notifications')
    .set({ read_at: deps.now() })
    .where('user_id', '=', userId)
    .where('in_app', '=', true)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** One notification, for its live delivery and its push. */
export async function loadNotification(deps: Deps, id: string): Promise<NotificationModel | null> {
  const row = await deps.db
    .selectFrom('notifications')
    .select(NOTIFICATION_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toNotificationModel(row) : null;
}
