import { loadTypeDefs, type ServerModule } from '../module';
import { searchResolvers } from './search.resolvers';

export const searchModule: ServerModule = {
  name: 'search',
  typeDefs: loadTypeDefs(import.meta.url, 'search.graphql'),
  resolvers: searchResolvers as ServerModule['resolvers'],
};
