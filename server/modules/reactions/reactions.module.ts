import { loadTypeDefs, type ServerModule } from '../module';
import { reactionsLoaders } from './reactions.loaders';
import { reactionsResolvers } from './reactions.resolvers';

/** Likes and bookmarks of announcements, and the member's liked, bookmarked and viewed tabs. */
export const reactionsModule: ServerModule = {
  name: 'reactions',
  typeDefs: loadTypeDefs(import.meta.url, 'reactions.graphql'),
  resolvers: reactionsResolvers as ServerModule['resolvers'],
  loaders: reactionsLoaders,
};
