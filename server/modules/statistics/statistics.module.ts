import { loadTypeDefs, type ServerModule } from '../module';
import { statisticsResolvers } from './statistics.resolvers';

/** Statistics of announcements and stores per Algerian day (issue 7), for their announcers. */
export const statisticsModule: ServerModule = {
  name: 'statistics',
  typeDefs: loadTypeDefs(import.meta.url, 'statistics.graphql'),
  resolvers: statisticsResolvers as ServerModule['resolvers'],
};
