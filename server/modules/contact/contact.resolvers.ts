import type { Resolvers } from '../../graphql/resolvers.generated';
import { allow, anyone, role } from '../../graphql/permissions';
import { operator } from '../stores';
import { findUser } from '../users';
import { listOpenContactMessages, sendContactMessage } from './contact.service';
import {
  assignContactMessage,
  contactReplies,
  findContactMessage,
  listContactMessages,
  replyToContactMessage,
  setContactMessageState,
} from './inbox.service';

/** The contact form: anyone sends; operators read, assign, answer and close the messages. */
export const contactResolvers: Resolvers = {
  Query: {
    contactMessageList: allow(role('ADMIN'), (_parent, { page, count }, ctx) =>
      listOpenContactMessages(ctx.deps, { page, count }),
    ),
    contactMessages: allow(operator, (_parent, { state, tag, page, count }, ctx) =>
      listContactMessages(ctx.deps, { state, tag, page, count }),
    ),
    contactMessage: allow(operator, (_parent, { id }, ctx) => findContactMessage(ctx.deps, id)),
  },
  Mutation: {
    contactMessageSend: allow(anyone, (_parent, { input }, ctx) =>
      sendContactMessage(ctx.deps, { viewer: ctx.viewer, ip: ctx.ip }, input, ctx.lang),
    ),
    contactMessageAssign: allow(operator, (_parent, { id, userId }, ctx) => assignContactMessage(ctx.deps, id, userId)),
    contactMessageReply: allow(operator, (_parent, { id, text }, ctx) =>
      replyToContactMessage(ctx.deps, ctx.viewer!, id, text),
    ),
    contactMessageSetState: allow(operator, (_parent, { id, state }, ctx) =>
      setContactMessageState(ctx.deps, id, state),
    ),
  },
  ContactMessage: {
    assignee: (message, _args, ctx) => (message.assignedTo ? findUser(ctx.deps, message.assignedTo) : null),
    replies: (message, _args, ctx) => contactReplies(ctx.deps, message.id),
  },
  ContactReply: {
    author: (reply, _args, ctx) => (reply.author_id ? findUser(ctx.deps, reply.author_id) : null),
    createdAt: (reply) => reply.created_at,
  },
};
