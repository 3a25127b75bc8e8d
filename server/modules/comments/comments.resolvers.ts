import type { Resolvers } from '../../graphql/resolvers.generated';

export const commentsResolvers: Resolvers = {};
