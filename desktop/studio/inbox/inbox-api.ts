import type { Client } from '@urql/core';
import {
  ConversationListDocument,
  ConversationMarkReadDocument,
  ConversationUpdatedDocument,
  MessageListDocument,
  MessageReceivedDocument,
  MessageSendDocument,
  MessageUnreadCountDocument,
  QuickReplyDeleteDocument,
  QuickReplyListDocument,
  QuickReplySaveDocument,
  type ConversationFieldsFragment,
  type ConversationUpdatedSubscription,
  type MessageFieldsFragment,
} from '../../../shared/graphql/generated';
import { dataOf } from '../kernel';

export type InboxConversation = ConversationFieldsFragment;
export type InboxMessage = MessageFieldsFragment;
export type InboxUpdate = ConversationUpdatedSubscription['conversationUpdated'];
export interface QuickReply {
  id: string;
  title: string;
  text: string;
}

/** What the inbox lists: all or only the unread, and words of a buyer's name or an announcement's title. */
export interface InboxFilter {
  unreadOnly: boolean;
  search: string;
}

/** What a store's inbox asks of the server, one call each; a refusal throws an ApiError. */
export interface InboxApi {
  conversations: (storeId: string, filter: InboxFilter) => Promise<InboxConversation[]>;
  /** Newest first; `before` pages back in history. */
  messages: (conversationId: string, before?: string) => Promise<{ data: InboxMessage[]; nextCursor: string | null }>;
  send: (conversationId: string, text: string, clientId: string) => Promise<InboxMessage>;
  markRead: (conversationId: string) => Promise<void>;
  unreadCount: (storeId: string) => Promise<number>;
  quickReplies: (storeId: string) => Promise<QuickReply[]>;
  saveQuickReply: (storeId: string, title: string, text: string) => Promise<QuickReply>;
  deleteQuickReply: (id: string) => Promise<void>;
  /** The store's new messages and read marks as they happen; returns the stop. */
  watch: (
    storeId: string,
    on: { message: (message: InboxMessage) => void; update: (update: InboxUpdate) => void },
  ) => () => void;
}

const INBOX_SIZE = 50;

export function inboxApi(client: Client): InboxApi {
  // Inboxes change under the user (buyers, other members): always asked afresh.
  const fresh = { requestPolicy: 'network-only' } as const;
  return {
    async conversations(storeId, filter) {
      const search = filter.search.trim();
      const data = dataOf(
        await client
          .query(
            ConversationListDocument,
            { filter: { storeId, unreadOnly: filter.unreadOnly, ...(search ? { search } : {}) }, first: INBOX_SIZE },
            fresh,
          )
          .toPromise(),
      );
      return data.conversationList.data;
    },
    async messages(conversationId, before) {
      const data = dataOf(
        await client.query(MessageListDocument, { conversationId, before: before ?? null }, fresh).toPromise(),
      );
      return { data: data.messageList.data, nextCursor: data.messageList.nextCursor ?? null };
    },
    async send(conversationId, text, clientId) {
      return dataOf(await client.mutation(MessageSendDocument, { conversationId, text, clientId }).toPromise())
        .messageSend;
    },
    async markRead(conversationId) {
      dataOf(await client.mutation(ConversationMarkReadDocument, { id: conversationId }).toPromise());
    },
    async unreadCount(storeId) {
      return dataOf(await client.query(MessageUnreadCountDocument, { storeId }, fresh).toPromise()).messageUnreadCount;
    },
    async quickReplies(storeId) {
      return dataOf(await client.query(QuickReplyListDocument, { storeId }, fresh).toPromise()).quickReplyList;
    },
    async saveQuickReply(storeId, title, text) {
      return dataOf(await client.mutation(QuickReplySaveDocument, { storeId, title, text }).toPromise()).quickReplySave;
    },
    async deleteQuickReply(id) {
      dataOf(await client.mutation(QuickReplyDeleteDocument, { id }).toPromise());
    },
    watch(storeId, on) {
      const messages = client.subscription(MessageReceivedDocument, { storeId }).subscribe((result) => {
        if (result.data) on.message(result.data.messageReceived);
      });
      const updates = client.subscription(ConversationUpdatedDocument, { storeId }).subscribe((result) => {
        if (result.data) on.update(result.data.conversationUpdated);
      });
      return () => {
        messages.unsubscribe();
        updates.unsubscribe();
      };
    },
  };
}
