import { loadTypeDefs, type ServerModule } from '../module';
import { mediaLoaders } from './media.loaders';
import { mediaPlugin } from './media.plugin';
import { mediaResolvers } from './media.resolvers';

/** Pictures of announcements: upload and file routes, storage, processing, and their GraphQL fields. */
export const mediaModule: ServerModule = {
  name: 'media',
  typeDefs: loadTypeDefs(import.meta.url, 'media.graphql'),
  resolvers: mediaResolvers as ServerModule['resolvers'],
  // Announcement.defaultMedia and medias: one query for a whole page of cards.
  loaders: mediaLoaders,
  plugin: mediaPlugin,
};
