import type { Resolvers } from '../../graphql/resolvers.generated';

export const searchResolvers: Resolvers = {};
