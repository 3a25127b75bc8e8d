import { Role, hasRole } from '../../../shared/domain/roles';
import type { Context } from '../../graphql/context';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { allow, anyone, member, role } from '../../graphql/permissions';
import { sendValidationEmail, validateEmail } from './email-validation.service';
import { confirmPasswordReset, requestPasswordReset } from './password-reset.service';
import { updateProfile } from './profile.service';
import { findPublicMember } from './public-profile.service';
import { registerUser } from './registration.service';
import { changeGrant } from './roles.service';
import type { UserModel } from './users.mappers';
import { findUser } from './users.service';

const superAdmin = role(Role.SUPER_ADMIN);

const isSelf = (user: UserModel, ctx: Context): boolean => ctx.viewer?.id === user.id;

/** A field only the account's owner may read; null for everyone else. */
const ownOnly =
  <K extends 'email' | 'gender' | 'birthDate' | 'phone' | 'regionId'>(field: K) =>
  (user: UserModel, _args: unknown, ctx: Context): UserModel[K] | null =>
    isSelf(user, ctx) ? user[field] : null;

/** Whether the caller may see this account's roles and permissions: its owner, or SUPER_ADMIN. */
const seesGrants = (user: UserModel, ctx: Context): boolean =>
  isSelf(user, ctx) || (ctx.viewer !== null && hasRole(ctx.viewer, Role.SUPER_ADMIN));

export const usersResolvers: Resolvers = {
  Query: {
    me: allow(anyone, (_parent, _args, ctx) => (ctx.viewer ? findUser(ctx.deps, ctx.viewer.id) : null)),
    user: allow(anyone, (_parent, { id }, ctx) => findPublicMember(ctx.deps, id)),
  },
  Mutation: {
    userRegister: allow(anyone, (_parent, { input }, ctx) => registerUser(ctx.deps, input, ctx.lang, ctx.ip)),
    userEmailValidate: allow(anyone, (_parent, { token }, ctx) => validateEmail(ctx.deps, token)),
    userValidationEmailSend: allow(member, (_parent, _args, ctx) =>
      sendValidationEmail(ctx.deps, ctx.viewer!.id, ctx.lang),
    ),
    userPasswordResetRequest: allow(anyone, (_parent, { email }, ctx) =>
      requestPasswordReset(ctx.deps, email, ctx.lang, ctx.ip),
    ),
    userPasswordResetConfirm: allow(anyone, (_parent, args, ctx) => confirmPasswordReset(ctx.deps, args)),
    userProfileUpdate: allow(member, (_parent, { input }, ctx) => updateProfile(ctx.deps, ctx.viewer!.id, input)),
    userRoleGrant: allow(superAdmin, (_parent, { userId, role: name }, ctx) =>
      changeGrant(ctx.deps, userId, { kind: 'role', action: 'grant', name }, ctx.viewer),
    ),
    userRoleRevoke: allow(superAdmin, (_parent, { userId, role: name }, ctx) =>
      changeGrant(ctx.deps, userId, { kind: 'role', action: 'revoke', name }, ctx.viewer),
    ),
    userPermissionGrant: allow(superAdmin, (_parent, { userId, permission: name }, ctx) =>
      changeGrant(ctx.deps, userId, { kind: 'permission', action: 'grant', name }, ctx.viewer),
    ),
    userPermissionRevoke: allow(superAdmin, (_parent, { userId, permission: name }, ctx) =>
      changeGrant(ctx.deps, userId, { kind: 'permission', action: 'revoke', name }, ctx.viewer),
    ),
  },
  User: {
    // Grants loaded fresh by a role operation win over the caller's, which were read when the request began.
    rolesPlain: (user, _args, ctx) => {
      if (user.rolesPlain && seesGrants(user, ctx)) return user.rolesPlain;
      return isSelf(user, ctx) ? ctx.viewer!.rolesPlain : [];
    },
    permissions: (user, _args, ctx) => {
      if (user.permissions && seesGrants(user, ctx)) return user.permissions;
      return isSelf(user, ctx) ? ctx.viewer!.permissions : [];
    },
    email: ownOnly('email'),
    gender: (user, _args, ctx) => (isSelf(user, ctx) ? (user.gender as 'MALE' | 'FEMALE' | null) : null),
    birthDate: ownOnly('birthDate'),
    phone: ownOnly('phone'),
    regionId: ownOnly('regionId'),
  },
};
