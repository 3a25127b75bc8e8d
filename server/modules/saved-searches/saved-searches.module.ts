import { loadTypeDefs, type ServerModule } from '../module';
import { savedSearchesPlugin } from './saved-searches.plugin';
import { savedSearchesResolvers } from './saved-searches.resolvers';

/** Saved searches with alerts (issue 18, beyond the spec). */
export const savedSearchesModule: ServerModule = {
  name: 'saved-searches',
  typeDefs: loadTypeDefs(import.meta.url, 'saved-searches.graphql'),
  resolvers: savedSearchesResolvers as ServerModule['resolvers'],
  plugin: savedSearchesPlugin,
};
