import type { Resolvers } from '../../graphql/resolvers.generated';
import { allow, anyone, signedIn } from '../../graphql/permissions';
import { addPushToken, findUser } from './users.service';

export const usersResolvers: Resolvers = {
  Query: {
    me: allow(anyone, (_parent, _args, ctx) => (ctx.viewer ? findUser(ctx.deps, ctx.viewer.id) : null)),
  },
  Mutation: {
    userTokenAdd: allow(signedIn, async (_parent, { token }, ctx) => {
      await addPushToken(ctx.deps, ctx.viewer!.id, token);
      return true;
    }),
  },
  User: {
    // Roles and permissions are only ever shown for the caller's own account (`me`).
    rolesPlain: (user, _args, ctx) => (ctx.viewer?.id === user.id ? ctx.viewer.rolesPlain : []),
    permissions: (user, _args, ctx) => (ctx.viewer?.id === user.id ? ctx.viewer.permissions : []),
  },
};
