import { loadTypeDefs, type ServerModule } from '../module';
import { mediaResolvers } from './media.resolvers';

export const mediaModule: ServerModule = {
  name: 'media',
  typeDefs: loadTypeDefs(import.meta.url, 'media.graphql'),
  resolvers: mediaResolvers as ServerModule['resolvers'],
};
