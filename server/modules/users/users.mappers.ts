/** What field resolvers of `User` receive: an account row in the service's shape. */
export interface UserModel {
  id: string;
  username: string | null;
  displayName: string | null;
  avatarUrl: string | null;
  isAnonymous: boolean;
  isValidated: boolean;
  /** Private fields: only shown to the account's owner (see users.resolvers.ts). */
  email: string | null;
  gender: string | null;
  /** YYYY-MM-DD. */
  birthDate: string | null;
  /** National form, 0XXXXXXXXX. */
  phone: string | null;
  regionId: string | null;
  /** Set when the service loaded them fresh (role operations); otherwise the viewer's are used. */
  rolesPlain?: string[];
  permissions?: { name: string }[];
}
