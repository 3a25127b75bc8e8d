import { loadTypeDefs, type ServerModule } from '../module';
import { messengerLiveSubscriber } from './messaging.live';
import { messagingLoaders, messagingResolvers } from './messaging.resolvers';

/** The messenger: conversations with members and stores, in real time over graphql-ws. */
export const messagingModule: ServerModule = {
  name: 'messaging',
  typeDefs: loadTypeDefs(import.meta.url, 'messaging.graphql'),
  resolvers: messagingResolvers as ServerModule['resolvers'],
  loaders: messagingLoaders,
  subscribers: [messengerLiveSubscriber],
};
