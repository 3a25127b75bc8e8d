/** What field resolvers of `User` receive: an account row in the service's shape. */
export interface UserModel {
  id: string;
  username: string | null;
  displayName: string | null;
  avatarUrl: string | null;
  isAnonymous: boolean;
  isValidated: boolean;
}
