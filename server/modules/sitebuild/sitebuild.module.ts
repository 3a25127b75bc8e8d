import { loadTypeDefs, type ServerModule } from '../module';
import { sitebuildLoaders } from './sitebuild.loaders';
import { sitebuildResolvers } from './sitebuild.resolvers';
import { siteBuildLiveSubscriber } from './sitebuild.events';

/** Site builds of stores and markets (spec §3–§7): the public sites, the editor's API and its events. */
export const sitebuildModule: ServerModule = {
  name: 'sitebuild',
  typeDefs: loadTypeDefs(import.meta.url, 'sitebuild.graphql'),
  resolvers: sitebuildResolvers as ServerModule['resolvers'],
  loaders: sitebuildLoaders,
  subscribers: [siteBuildLiveSubscriber],
};
