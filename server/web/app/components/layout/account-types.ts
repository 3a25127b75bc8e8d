import { hasRole, Role, type PermissionSubject } from '../../../../../shared/domain/roles';

/** The account types of the switcher (spec §2 Layout), in its order. */
export const ACCOUNT_TYPES = ['User', 'Store', 'Admin', 'DeliveryProvider'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/**
 * The account types a member can switch to: User always; Admin for moderators and admins (and
 * SUPER_ADMIN, who passes every role check). Store and DeliveryProvider need a store or a delivery
 * company of one's own, which come with later issues: none applies yet.
 */
export function accountTypesOf(viewer: PermissionSubject): AccountType[] {
  const types: AccountType[] = ['User'];
  if (hasRole(viewer, Role.MODERATOR) || hasRole(viewer, Role.ADMIN)) types.push('Admin');
  return types;
}
