import { loadTypeDefs, type ServerModule } from '../module';
import { moderationLoaders } from './moderation.loaders';
import { moderationResolvers } from './moderation.resolvers';
import { moderationAuditSubscriber, moderationQueueLiveSubscriber } from './moderation.subscribers';

export const moderationModule: ServerModule = {
  name: 'moderation',
  typeDefs: loadTypeDefs(import.meta.url, 'moderation.graphql'),
  resolvers: moderationResolvers as ServerModule['resolvers'],
  loaders: moderationLoaders,
  subscribers: [moderationAuditSubscriber, moderationQueueLiveSubscriber],
};
