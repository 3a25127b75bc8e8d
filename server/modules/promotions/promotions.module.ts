import { loadTypeDefs, type ServerModule } from '../module';
import { promotionsPlugin } from './promotions.plugin';
import { promotionsLoaders } from './promotions.loaders';
import { promotionsResolvers } from './promotions.resolvers';

/** Promotions (issue 21): campaigns in named slots, what a slot shows, the counted clicks. */
export const promotionsModule: ServerModule = {
  name: 'promotions',
  typeDefs: loadTypeDefs(import.meta.url, 'promotions.graphql'),
  resolvers: promotionsResolvers as ServerModule['resolvers'],
  loaders: promotionsLoaders,
  plugin: promotionsPlugin,
};
