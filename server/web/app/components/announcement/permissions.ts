import { hasPermission, hasRole, Permission, Role } from '../../../../../shared/domain/roles';
import type { Viewer } from '../../session';

/**
 * The announcer (spec §6): the listing's owner. Store members join them when stores land (the
 * API does not yet say who belongs to a store).
 */
export function isAnnouncer(viewer: Viewer | null, announcement: { userId: string }): boolean {
  return viewer !== null && viewer.id === announcement.userId;
}

/** Moderators, admins and holders of can_moderate: the server lets them delete any comment. */
export function canModerate(viewer: Viewer | null): boolean {
  if (!viewer) return false;
  return (
    hasRole(viewer, Role.MODERATOR) || hasRole(viewer, Role.ADMIN) || hasPermission(viewer, Permission.CAN_MODERATE)
  );
}
