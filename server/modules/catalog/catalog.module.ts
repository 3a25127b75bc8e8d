import { loadTypeDefs, type ServerModule } from '../module';
import { catalogResolvers } from './catalog.resolvers';

/** The category tree with its specifications, and the portal's menus, served from an in-memory snapshot. */
export const catalogModule: ServerModule = {
  name: 'catalog',
  typeDefs: loadTypeDefs(import.meta.url, 'catalog.graphql'),
  resolvers: catalogResolvers as ServerModule['resolvers'],
};
