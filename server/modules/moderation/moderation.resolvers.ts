import type { Resolvers } from '../../graphql/resolvers.generated';

export const moderationResolvers: Resolvers = {};
