import { loadTypeDefs, type ServerModule } from '../module';
import { storeRequestsResolvers } from './store-requests.resolvers';

/** Becoming a store (issue 19): members' requests for a store, decided by operators. */
export const storeRequestsModule: ServerModule = {
  name: 'store-requests',
  typeDefs: loadTypeDefs(import.meta.url, 'store-requests.graphql'),
  resolvers: storeRequestsResolvers as ServerModule['resolvers'],
};
