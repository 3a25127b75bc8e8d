import { loadTypeDefs, type ServerModule } from '../module';
import { marketsResolvers } from './markets.resolvers';

/** Markets (lands gathering stores): their sites' data and the operators' tools. */
export const marketsModule: ServerModule = {
  name: 'markets',
  typeDefs: loadTypeDefs(import.meta.url, 'markets.graphql'),
  resolvers: marketsResolvers as ServerModule['resolvers'],
};
