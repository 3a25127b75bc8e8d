import { loadTypeDefs, type ServerModule } from '../module';
import { geoResolvers } from './geo.resolvers';

/** Wilayas (regions) and communes (cities): reference data served from an in-memory snapshot. */
export const geoModule: ServerModule = {
  name: 'geo',
  typeDefs: loadTypeDefs(import.meta.url, 'geo.graphql'),
  resolvers: geoResolvers as ServerModule['resolvers'],
};
