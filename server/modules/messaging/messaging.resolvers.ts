import { resolveReport } from './report-decisions.service';
import type { Resolvers } from '../../graphql/resolvers.generated';
import type { Context } from '../../graphql/context';
import { parseId, parseIds } from '../../core/ids';
import { allow, moderator, signedIn } from '../../graphql/permissions';
import { canSee, loadAnnouncementsByIds } from '../announcements';
import type { MessageModel } from './messaging.mappers';
import { messengerTopic } from './messaging.live';
import {
  deleteMessageForMe,
  inboxParty,
  lastMessagesOf,
  listConversations,
  listMessages,
  listReports,
  markDelivered,
  markRead,
  messageById,
  missedMessages,
  partiesOf,
  reportConversation,
  reportMessage,
  reportThread,
  requireSide,
  sendMessage,
  setBlocked,
  setSideFlag,
  startConversation,
  typingTarget,
  unreadCount,
} from './messaging.service';
import { deleteQuickReply, listQuickReplies, saveQuickReply } from './quick-replies.service';

const optionalId = (value: string | null | undefined, argument: string) => (value ? parseId(value, argument) : null);

/**
 * The party a subscription listens for: the caller's own, or a store of theirs (members only).
 * Anonymous accounts have no messenger: `signedIn` lets them connect, the service refuses them.
 */
function listeningParty(ctx: Context, storeId: string | null | undefined) {
  return inboxParty(ctx.viewer!, optionalId(storeId, 'storeId'));
}

/**
 * The live messages of a party, after the ones it missed since `after`: the live subscription is
 * opened first, so nothing sent during the catch-up query falls between the two; what both
 * return is given once.
 */
async function* withCatchUp(
  subscription: AsyncIterable<{ messageReceived: MessageModel }>,
  missed: () => Promise<MessageModel[]>,
): AsyncGenerator<{ messageReceived: MessageModel }> {
  const live = subscription[Symbol.asyncIterator]();
  let last = 0n;
  try {
    for (const message of await missed()) {
      last = BigInt(message.id);
      yield { messageReceived: message };
    }
    for (;;) {
      const next = await live.next();
      if (next.done) return;
      if (BigInt(next.value.messageReceived.id) > last) yield next.value;
    }
  } finally {
    await live.return?.();
  }
}

/** The messenger: members (not anonymous accounts) and store members write; moderators read reports. */
export const messagingResolvers: Resolvers = {
  Query: {
    conversationList: allow(signedIn, (_parent, { filter, first, after }, ctx) =>
      listConversations(ctx.deps, ctx.viewer!, {
        storeId: optionalId(filter?.storeId, 'storeId'),
        unreadOnly: filter?.unreadOnly,
        archived: filter?.archived,
        search: filter?.search,
        announcementId: optionalId(filter?.announcementId, 'announcementId'),
        withStoreId: optionalId(filter?.withStoreId, 'withStoreId'),
        first,
        after,
      }),
    ),
    conversation: allow(signedIn, (_parent, { id }, ctx) => requireSide(ctx.deps.db, ctx.viewer!, parseId(id, 'id'))),
    messageList: allow(signedIn, (_parent, { conversationId, first, before, after }, ctx) =>
      listMessages(ctx.deps, ctx.viewer!, parseId(conversationId, 'conversationId'), {
        first,
        before: optionalId(before, 'before'),
        after: optionalId(after, 'after'),
      }),
    ),
    messageUnreadCount: allow(signedIn, (_parent, { storeId }, ctx) =>
      unreadCount(ctx.deps, ctx.viewer!, optionalId(storeId, 'storeId')),
    ),
    quickReplyList: allow(signedIn, (_parent, { storeId }, ctx) =>
      listQuickReplies(ctx.deps, ctx.viewer!, parseId(storeId, 'storeId')),
    ),
    messageReportList: allow(moderator, (_parent, { first, before }, ctx) =>
      listReports(ctx.deps, { first, before: optionalId(before, 'before') }),
    ),
    messageReportThread: allow(moderator, (_parent, { reportId, first, before }, ctx) =>
      reportThread(ctx.deps, parseId(reportId, 'reportId'), { first, before: optionalId(before, 'before') }),
    ),
  },
  Mutation: {
    conversationStart: allow(signedIn, (_parent, { input }, ctx) =>
      startConversation(ctx.deps, ctx.viewer!, {
        announcementId: optionalId(input.announcementId, 'announcementId'),
        userId: optionalId(input.userId, 'userId'),
        storeId: optionalId(input.storeId, 'storeId'),
        text: input.text,
        mediaIds: input.mediaIds ? parseIds(input.mediaIds, 'mediaIds') : null,
        clientId: input.clientId,
      }),
    ),
    messageSend: allow(signedIn, (_parent, { conversationId, text, mediaIds, clientId }, ctx) =>
      sendMessage(ctx.deps, ctx.viewer!, parseId(conversationId, 'conversationId'), {
        text,
        mediaIds: mediaIds ? parseIds(mediaIds, 'mediaIds') : null,
        clientId,
      }),
    ),
    messageDelete: allow(signedIn, (_parent, { id }, ctx) =>
      deleteMessageForMe(ctx.deps, ctx.viewer!, parseId(id, 'id')),
    ),
    conversationMarkRead: allow(signedIn, (_parent, { id, messageId }, ctx) =>
      markRead(ctx.deps, ctx.viewer!, parseId(id, 'id'), optionalId(messageId, 'messageId')),
    ),
    conversationMarkDelivered: allow(signedIn, (_parent, { id, messageId }, ctx) =>
      markDelivered(ctx.deps, ctx.viewer!, parseId(id, 'id'), parseId(messageId, 'messageId')),
    ),
    conversationArchive: allow(signedIn, (_parent, { id, archived }, ctx) =>
      setSideFlag(ctx.deps, ctx.viewer!, parseId(id, 'id'), 'archived', archived),
    ),
    conversationMute: allow(signedIn, (_parent, { id, muted }, ctx) =>
      setSideFlag(ctx.deps, ctx.viewer!, parseId(id, 'id'), 'muted', muted),
    ),
    conversationBlock: allow(signedIn, (_parent, { id, blocked }, ctx) =>
      setBlocked(ctx.deps, ctx.viewer!, parseId(id, 'id'), blocked),
    ),
    // Typing is not stored nor put on the bus (one event per keystroke would fill the outbox):
    // it goes straight to the pubsub, which Redis shares between instances.
    conversationTypingSend: allow(signedIn, async (_parent, { id }, ctx) => {
      const typing = await typingTarget(ctx.deps, ctx.viewer!, parseId(id, 'id'));
      await ctx.pubsub.publish({
        topic: messengerTopic('TYPING', typing.to),
        payload: {
          conversationTyping: { conversationId: typing.conversationId, party: typing.party, at: ctx.deps.now() },
        },
      });
      return true;
    }),
    messageReport: allow(signedIn, (_parent, { id, reason, details }, ctx) =>
      reportMessage(ctx.deps, ctx.viewer!, parseId(id, 'id'), reason, details ?? null),
    ),
    messageReportResolve: allow(moderator, (_parent, { id, decision, reason }, ctx) =>
      resolveReport(ctx.deps, ctx.viewer!, parseId(id, 'id'), decision, reason ?? null),
    ),
    conversationReport: allow(signedIn, (_parent, { id, reason, details }, ctx) =>
      reportConversation(ctx.deps, ctx.viewer!, parseId(id, 'id'), reason, details ?? null),
    ),
    quickReplySave: allow(signedIn, (_parent, { storeId, id, title, text }, ctx) =>
      saveQuickReply(ctx.deps, ctx.viewer!, {
        storeId: parseId(storeId, 'storeId'),
        id: optionalId(id, 'id'),
        title,
        text,
      }),
    ),
    quickReplyDelete: allow(signedIn, (_parent, { id }, ctx) =>
      deleteQuickReply(ctx.deps, ctx.viewer!, parseId(id, 'id')),
    ),
  },
  Subscription: {
    messageReceived: {
      // Checked once, when the client subscribes: the topic is the party's.
      subscribe: allow(signedIn, async (_parent, { storeId, after }, ctx) => {
        const party = listeningParty(ctx, storeId);
        const live = (await ctx.pubsub.subscribe(messengerTopic('MESSAGE', party))) as AsyncIterable<{
          messageReceived: MessageModel;
        }>;
        const from = optionalId(after, 'after');
        return withCatchUp(live, () =>
          from ? missedMessages(ctx.deps, ctx.viewer!, party, from) : Promise.resolve([]),
        );
      }),
    },
    conversationUpdated: {
      subscribe: allow(signedIn, (_parent, { storeId }, ctx) =>
        ctx.pubsub.subscribe(messengerTopic('UPDATE', listeningParty(ctx, storeId))),
      ),
    },
    conversationTyping: {
      subscribe: allow(signedIn, (_parent, { storeId }, ctx) =>
        ctx.pubsub.subscribe(messengerTopic('TYPING', listeningParty(ctx, storeId))),
      ),
    },
  },
  Message: {
    mine: (message, _args, ctx) => (ctx.viewer ? partiesOf(ctx.viewer).includes(message.senderParty) : false),
    fromStore: (message) => message.senderParty.startsWith('S:'),
    // A store answers as the store: which member wrote is for the store's members (and the writer).
    senderId: (message, _args, ctx) =>
      message.senderParty.startsWith('U:') || (ctx.viewer && partiesOf(ctx.viewer).includes(message.senderParty))
        ? message.senderId
        : null,
    senderFirstName: (message, _args, ctx) =>
      message.senderParty.startsWith('S:') && ctx.viewer && partiesOf(ctx.viewer).includes(message.senderParty)
        ? message.senderFirstName
        : null,
    clientId: (message, _args, ctx) => (ctx.viewer?.id === message.senderId ? message.clientId : null),
    text: (message) => message.text,
  },
  Conversation: {
    side: (conversation) => conversation.side,
    counterpart: (conversation) => conversation.counterpart,
    unreadCount: (conversation) => conversation.mine.unreadCount,
    archived: (conversation) => conversation.mine.archived,
    muted: (conversation) => conversation.mine.muted,
    counterpartLastReadId: (conversation) =>
      conversation.other.lastReadMessageId === '0' ? null : conversation.other.lastReadMessageId,
    counterpartLastDeliveredId: (conversation) =>
      conversation.other.lastDeliveredMessageId === '0' ? null : conversation.other.lastDeliveredMessageId,
    announcement: async (conversation, _args, ctx) => {
      if (!conversation.announcementId) return null;
      const [announcement] = await loadAnnouncementsByIds(ctx.deps.db, [conversation.announcementId]);
      return announcement && canSee(ctx.viewer, announcement) ? announcement : null;
    },
  },
  MessageReport: {
    message: (report, _args, ctx) => messageById(ctx.deps, report.messageId),
  },
};

/** Conversation.lastMessage for a whole page at once (Mercurius loader). */
export const messagingLoaders = {
  Conversation: {
    lastMessage: async (queries: { obj: Parameters<typeof lastMessagesOf>[1][number] }[], ctx: Context) =>
      lastMessagesOf(
        ctx.deps.db,
        queries.map((query) => query.obj),
      ),
  },
};
