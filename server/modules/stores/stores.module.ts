import { loadTypeDefs, type ServerModule } from '../module';
import { storesLoaders } from './stores.loaders';
import { storesPlugin } from './stores.plugin';
import { storesResolvers } from './stores.resolvers';

/** Stores: the directory, store pages' data, following, and the operators' and owners' tools. */
export const storesModule: ServerModule = {
  name: 'stores',
  typeDefs: loadTypeDefs(import.meta.url, 'stores.graphql'),
  resolvers: storesResolvers as ServerModule['resolvers'],
  loaders: storesLoaders,
  plugin: storesPlugin,
};
