import { loadTypeDefs, type ServerModule } from '../module';
import { contactResolvers } from './contact.resolvers';

/** The contact form's messages (spec §3 "Contact message"). */
export const contactModule: ServerModule = {
  name: 'contact',
  typeDefs: loadTypeDefs(import.meta.url, 'contact.graphql'),
  resolvers: contactResolvers as ServerModule['resolvers'],
};
