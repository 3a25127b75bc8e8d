import { loadTypeDefs, type ServerModule } from '../module';
import { announcementsLoaders } from './announcements.loaders';
import { announcementsPlugin } from './announcements.plugin';
import { announcementsResolvers } from './announcements.resolvers';

export const announcementsModule: ServerModule = {
  name: 'announcements',
  typeDefs: loadTypeDefs(import.meta.url, 'announcements.graphql'),
  resolvers: announcementsResolvers as ServerModule['resolvers'],
  loaders: announcementsLoaders,
  plugin: announcementsPlugin,
};
