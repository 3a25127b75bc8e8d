import { loadTypeDefs, type ServerModule } from '../module';
import { reactionsPlugin } from './reactions.plugin';
import { reactionsResolvers } from './reactions.resolvers';

/** Likes and bookmarks of announcements, and the member's liked, bookmarked and viewed tabs. */
export const reactionsModule: ServerModule = {
  name: 'reactions',
  typeDefs: loadTypeDefs(import.meta.url, 'reactions.graphql'),
  resolvers: reactionsResolvers as ServerModule['resolvers'],
  // Announcement.userReaction's loader is registered by the plugin (see reactions.plugin.ts).
  plugin: reactionsPlugin,
};
