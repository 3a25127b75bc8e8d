import type { Resolvers } from '../../graphql/resolvers.generated';

export const reactionsResolvers: Resolvers = {};
