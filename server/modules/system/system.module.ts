import { loadTypeDefs, type ServerModule } from '../module';
import { housekeepingPlugin } from './housekeeping.plugin';
import { systemResolvers } from './system.resolvers';

export const systemModule: ServerModule = {
  name: 'system',
  typeDefs: loadTypeDefs(import.meta.url, 'system.graphql'),
  resolvers: systemResolvers as ServerModule['resolvers'],
  plugin: housekeepingPlugin,
};
