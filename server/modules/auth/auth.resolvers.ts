import type { Resolvers } from '../../graphql/resolvers.generated';
import { allow, member, signedIn } from '../../graphql/permissions';
import { createAuthCode } from './auth-codes.service';
import { revokeOwnSession, revokeUserSessions } from './sessions.service';

export const authResolvers: Resolvers = {
  Mutation: {
    authCodeCreate: allow(member, (_parent, _args, ctx) => createAuthCode(ctx.deps, ctx.viewer!.id)),
    userLogout: allow(signedIn, async (_parent, { refreshToken }, ctx) => {
      if (refreshToken) return revokeOwnSession(ctx.deps, ctx.viewer!.id, refreshToken);
      await revokeUserSessions(ctx.deps, ctx.viewer!.id);
      return true;
    }),
  },
};
