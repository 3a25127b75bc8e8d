import type { MercuriusLoaders } from 'mercurius';
import { loadTypeDefs, type ServerModule } from '../module';
import { reactionsLoaders } from './reactions.loaders';
import { reactionsResolvers } from './reactions.resolvers';

export const reactionsModule: ServerModule = {
  name: 'reactions',
  typeDefs: loadTypeDefs(import.meta.url, 'reactions.graphql'),
  resolvers: reactionsResolvers as ServerModule['resolvers'],
  loaders: reactionsLoaders as MercuriusLoaders,
};
