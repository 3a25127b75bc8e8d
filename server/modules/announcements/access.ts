import { isActiveStatus } from '../../../shared/domain/announcements';
import { ErrorCode } from '../../../shared/domain/errors';
import type { Deps } from '../../deps';
import { AppError, text } from '../../core/errors';
import { moderator, satisfies } from '../../graphql/permissions';
import type { Viewer } from '../users';
import { loadAnnouncementsByIds, type AnnouncementModel } from './announcements.mappers';

/** Moderators, admins and holders of can_moderate. */
export function isModerator(viewer: Viewer | null): boolean {
  return satisfies(viewer, moderator);
}

/**
 * The announcer (spec §6): the announcement's owner, or a member of the store it is sold from
 * (the viewer carries the stores they belong to, loaded with it on every request).
 */
export function isAnnouncer(
  viewer: Viewer | null,
  announcement: Pick<AnnouncementModel, 'userId' | 'storeId'>,
): boolean {
  if (viewer === null) return false;
  if (viewer.id === announcement.userId) return true;
  return announcement.storeId !== null && (viewer.storeIds ?? []).includes(announcement.storeId);
}

/** Active announcements are public; the others only show to their owner and to moderators. */
export function canSee(viewer: Viewer | null, announcement: AnnouncementModel): boolean {
  return isActiveStatus(announcement.status) || isAnnouncer(viewer, announcement) || isModerator(viewer);
}

/** ANNOUNCEMENT/NOT_FOUND in the caller's language. */
export function announcementNotFound(): AppError {
  return new AppError(ErrorCode.ANNOUNCEMENT_NOT_FOUND, text('announcements.notFound'));
}

/**
 * The announcement a buyer acts on (like, bookmark, comment, report, phone reveal): it must
 * exist and be visible to the caller (ANNOUNCEMENT/NOT_FOUND), and be active
 * (ANNOUNCEMENT/NOT_ACTIVE, with its status, so the portal opens its status dialog).
 */
export async function requireActiveAnnouncement(
  deps: Pick<Deps, 'db'>,
  viewer: Viewer | null,
  id: string,
): Promise<AnnouncementModel> {
  const [announcement] = await loadAnnouncementsByIds(deps.db, [id]);
  if (!announcement || !canSee(viewer, announcement)) throw announcementNotFound();
  if (!isActiveStatus(announcement.status)) {
    throw new AppError(ErrorCode.ANNOUNCEMENT_NOT_ACTIVE, text('announcements.notActive'), {
      status: announcement.status,
    });
  }
  return announcement;
}
