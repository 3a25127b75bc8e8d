import { loadTypeDefs, type ServerModule } from '../module';
import { authResolvers } from './auth.resolvers';
import { authRoutes } from './auth.routes';

/** The sign-in gateway (plain HTTP routes) and the session mutations. */
export const authModule: ServerModule = {
  name: 'auth',
  typeDefs: loadTypeDefs(import.meta.url, 'auth.graphql'),
  resolvers: authResolvers as ServerModule['resolvers'],
  plugin: authRoutes,
};
