import type { ServerModule } from '../module';
import { trackingPlugin } from './tracking.plugin';

/** The tracking pixel and the daily roll-up of its events (issue 21); it adds nothing to the schema. */
export const trackingModule: ServerModule = {
  name: 'tracking',
  typeDefs: '',
  resolvers: {},
  plugin: trackingPlugin,
};
