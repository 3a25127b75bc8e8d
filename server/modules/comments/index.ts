import { loadTypeDefs, type ServerModule } from '../module';
import { commentsResolvers } from './comments.resolvers';

export const commentsModule: ServerModule = {
  name: 'comments',
  typeDefs: loadTypeDefs(import.meta.url, 'comments.graphql'),
  resolvers: commentsResolvers as ServerModule['resolvers'],
};
