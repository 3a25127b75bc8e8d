import { loadTypeDefs, type ServerModule } from '../module';
import { commentsLoaders } from './comments.loaders';
import { commentsResolvers } from './comments.resolvers';

/** Comments (questions and answers) under announcements, their reactions and reports. */
export const commentsModule: ServerModule = {
  name: 'comments',
  typeDefs: loadTypeDefs(import.meta.url, 'comments.graphql'),
  resolvers: commentsResolvers as ServerModule['resolvers'],
  loaders: commentsLoaders,
};
