import { loadTypeDefs, type ServerModule } from '../module';
import { ordersResolvers } from './orders.resolvers';
import { ordersPlugin } from './orders.plugin';

/** Checkout, orders and delivery (issue 20): one order per seller, its state machine, the providers' rates. */
export const ordersModule: ServerModule = {
  name: 'orders',
  typeDefs: loadTypeDefs(import.meta.url, 'orders.graphql'),
  resolvers: ordersResolvers as ServerModule['resolvers'],
  plugin: ordersPlugin,
};
