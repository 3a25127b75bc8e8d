import { accountMailSubscriber } from './users.subscribers';
import { loadTypeDefs, type ServerModule } from '../module';
import { usersLoaders } from './users.loaders';
import { usersResolvers } from './users.resolvers';

export const usersModule: ServerModule = {
  name: 'users',
  typeDefs: loadTypeDefs(import.meta.url, 'users.graphql'),
  resolvers: usersResolvers as ServerModule['resolvers'],
  loaders: usersLoaders,
  subscribers: [accountMailSubscriber],
};
