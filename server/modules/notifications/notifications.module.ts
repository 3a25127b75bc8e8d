import { loadTypeDefs, type ServerModule } from '../module';
import { notificationsPlugin } from './notifications.plugin';
import { notificationsResolvers } from './notifications.resolvers';
import {
  notificationDeliverySubscriber,
  notificationsFromEventsSubscriber,
  unseenMessagesSubscriber,
} from './notifications.subscribers';

/** The notification centre: what concerns each member, in the app, by e-mail and by push. */
export const notificationsModule: ServerModule = {
  name: 'notifications',
  typeDefs: loadTypeDefs(import.meta.url, 'notifications.graphql'),
  resolvers: notificationsResolvers as ServerModule['resolvers'],
  plugin: notificationsPlugin,
  subscribers: [notificationsFromEventsSubscriber, unseenMessagesSubscriber, notificationDeliverySubscriber],
};
