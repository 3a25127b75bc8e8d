import { loadTypeDefs, type ServerModule } from '../module';
import { cartResolvers } from './cart.resolvers';

/** The cart (issue 20): lines of orderable announcements, grouped by seller, priced as they are now. */
export const cartModule: ServerModule = {
  name: 'cart',
  typeDefs: loadTypeDefs(import.meta.url, 'cart.graphql'),
  resolvers: cartResolvers as ServerModule['resolvers'],
};
