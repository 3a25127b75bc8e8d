import { loadTypeDefs, type ServerModule } from '../module';

/** Stores land in a later issue; for now only the Store type exists, so Announcement.store can be asked for. */
export const storesModule: ServerModule = {
  name: 'stores',
  typeDefs: loadTypeDefs(import.meta.url, 'stores.graphql'),
  resolvers: {},
};
