import type { MercuriusLoaders } from 'mercurius';
import { loadTypeDefs, type ServerModule } from '../module';
import { commentsLoaders } from './comments.loaders';
import { commentsResolvers } from './comments.resolvers';

export const commentsModule: ServerModule = {
  name: 'comments',
  typeDefs: loadTypeDefs(import.meta.url, 'comments.graphql'),
  resolvers: commentsResolvers as ServerModule['resolvers'],
  loaders: commentsLoaders as MercuriusLoaders,
};
