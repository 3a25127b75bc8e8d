/** Role names as they appear in `rolesPlain`. SUPER_ADMIN passes every check. */
export const Role = {
  SUPER_ADMIN: 'SUPER_ADMIN',
  ADMIN: 'ADMIN',
  MODERATOR: 'MODERATOR',
  USER: 'USER',
} as const;
export type Role = (typeof Role)[keyof typeof Role];
export const ROLES: readonly Role[] = Object.values(Role);

/** Permission names as they appear in `permissions { name }`. */
export const Permission = {
  CAN_EDIT_SITEBUILD: 'can_edit_sitebuild',
  CAN_MODERATE: 'can_moderate',
} as const;
export type Permission = (typeof Permission)[keyof typeof Permission];
export const PERMISSIONS: readonly Permission[] = Object.values(Permission);

/** What permission checks need to know of a user. */
export interface PermissionSubject {
  rolesPlain: readonly string[];
  permissions: readonly { name: string }[];
}

/** True when the user holds the role, or is SUPER_ADMIN. */
export function hasRole(user: PermissionSubject, role: Role): boolean {
  return user.rolesPlain.includes(Role.SUPER_ADMIN) || user.rolesPlain.includes(role);
}

/** True when the user holds the permission by name, or is SUPER_ADMIN. */
export function hasPermission(user: PermissionSubject, permission: Permission): boolean {
  return user.rolesPlain.includes(Role.SUPER_ADMIN) || user.permissions.some((p) => p.name === permission);
}

/** The roles that moderate (besides SUPER_ADMIN, and holders of can_moderate). */
export const MODERATOR_ROLES = [Role.MODERATOR, Role.ADMIN] as const;

/** True when the user may moderate: the studio shows its moderation desk to them (the server checks each call). */
export function canModerate(user: PermissionSubject): boolean {
  return MODERATOR_ROLES.some((role) => hasRole(user, role)) || hasPermission(user, Permission.CAN_MODERATE);
}

/** True for operators (ADMIN, or SUPER_ADMIN): the studio shows them the store requests (the server checks each call). */
export function canOperate(user: PermissionSubject): boolean {
  return hasRole(user, Role.ADMIN);
}
