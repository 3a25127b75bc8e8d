import { hasRole, Role, type PermissionSubject } from '../../../../../shared/domain/roles';

/** The account types of the switcher (spec §2 Layout), in its order. */
export const ACCOUNT_TYPES = ['User', 'Store', 'Admin', 'DeliveryProvider'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/**
 * The account types a member can switch to: User always; Store for members of a store (acting as
 * it, their comments are the store's); Admin for moderators and admins (and SUPER_ADMIN, who
 * passes every role check). DeliveryProvider needs a delivery company of one's own, which comes
 * with the delivery issue: it applies to no one yet.
 */
export function accountTypesOf(viewer: PermissionSubject, hasStores = false): AccountType[] {
  const types: AccountType[] = ['User'];
  if (hasStores) types.push('Store');
  if (hasRole(viewer, Role.MODERATOR) || hasRole(viewer, Role.ADMIN)) types.push('Admin');
  return types;
}
