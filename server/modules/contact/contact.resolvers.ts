import type { Resolvers } from '../../graphql/resolvers.generated';
import { allow, anyone, role } from '../../graphql/permissions';
import { listOpenContactMessages, sendContactMessage } from './contact.service';

/** The contact form: anyone sends, admins read. */
export const contactResolvers: Resolvers = {
  Query: {
    contactMessageList: allow(role('ADMIN'), (_parent, { page, count }, ctx) =>
      listOpenContactMessages(ctx.deps, { page, count }),
    ),
  },
  Mutation: {
    contactMessageSend: allow(anyone, (_parent, { input }, ctx) =>
      sendContactMessage(ctx.deps, { viewer: ctx.viewer, ip: ctx.ip }, input, ctx.lang),
    ),
  },
};
