import type { GqlResponse, TestServer } from '../../test/harness';

export const MESSAGE_FIELDS = `id conversationId createdAt text mine fromStore senderId senderFirstName status clientId
  pictures { id thumbnail }`;
export const CONVERSATION_FIELDS = `id type createdAt lastMessageAt unreadCount archived muted blocked blockedBy
  counterpartLastReadId counterpartLastDeliveredId announcement { id title }
  counterpart { type id name } side { type id name } lastMessage { id text status mine }`;

export const OPS = {
  start: `mutation ($input: ConversationStartInput!) { conversationStart(input: $input) { ${CONVERSATION_FIELDS} } }`,
  send: `mutation ($id: ID!, $text: String, $mediaIds: [ID!], $clientId: String) {
    messageSend(conversationId: $id, text: $text, mediaIds: $mediaIds, clientId: $clientId) { ${MESSAGE_FIELDS} } }`,
  list: `query ($filter: ConversationFilter, $first: Int, $after: String) {
    conversationList(filter: $filter, first: $first, after: $after) { data { ${CONVERSATION_FIELDS} } nextCursor } }`,
  conversation: `query ($id: ID!) { conversation(id: $id) { ${CONVERSATION_FIELDS} } }`,
  messages: `query ($id: ID!, $first: Int, $before: ID, $after: ID) {
    messageList(conversationId: $id, first: $first, before: $before, after: $after) { data { ${MESSAGE_FIELDS} } nextCursor } }`,
  unread: `query ($storeId: ID) { messageUnreadCount(storeId: $storeId) }`,
  read: `mutation ($id: ID!, $messageId: ID) { conversationMarkRead(id: $id, messageId: $messageId) { ${CONVERSATION_FIELDS} } }`,
  delivered: `mutation ($id: ID!, $messageId: ID!) { conversationMarkDelivered(id: $id, messageId: $messageId) }`,
  archive: `mutation ($id: ID!, $archived: Boolean!) { conversationArchive(id: $id, archived: $archived) { id archived } }`,
  mute: `mutation ($id: ID!, $muted: Boolean!) { conversationMute(id: $id, muted: $muted) { id muted } }`,
  block: `mutation ($id: ID!, $blocked: Boolean!) { conversationBlock(id: $id, blocked: $blocked) { id blocked blockedBy } }`,
  typing: `mutation ($id: ID!) { conversationTypingSend(id: $id) }`,
  delete: `mutation ($id: ID!) { messageDelete(id: $id) }`,
  reportMessage: `mutation ($id: ID!, $reason: MessageReportReason!, $details: String) {
    messageReport(id: $id, reason: $reason, details: $details) { id conversationId reason details reporterId message { id text } } }`,
  reportConversation: `mutation ($id: ID!, $reason: MessageReportReason!) {
    conversationReport(id: $id, reason: $reason) { id conversationId reason message { id } } }`,
  reports: `query { messageReportList { id conversationId reason reporterId message { id text } } }`,
  reportThread: `query ($id: ID!) { messageReportThread(reportId: $id) { data { id text } } }`,
  quickSave: `mutation ($storeId: ID!, $id: ID, $title: String!, $text: String!) {
    quickReplySave(storeId: $storeId, id: $id, title: $title, text: $text) { id storeId title text } }`,
  quickList: `query ($storeId: ID!) { quickReplyList(storeId: $storeId) { id title text } }`,
  quickDelete: `mutation ($id: ID!) { quickReplyDelete(id: $id) }`,
};

export interface MessageResult {
  id: string;
  conversationId: string;
  text: string;
  mine: boolean;
  fromStore: boolean;
  senderId: string | null;
  senderFirstName: string | null;
  status: 'SENT' | 'DELIVERED' | 'SEEN';
  clientId: string | null;
  pictures: { id: string; thumbnail: string }[];
}

export interface ConversationResult {
  id: string;
  type: 'USER' | 'STORE';
  unreadCount: number;
  archived: boolean;
  muted: boolean;
  blocked: boolean;
  blockedBy: boolean;
  counterpartLastReadId: string | null;
  counterpartLastDeliveredId: string | null;
  announcement: { id: string; title: string } | null;
  counterpart: { type: string; id: string; name: string | null };
  side: { type: string; id: string; name: string | null };
  lastMessage: { id: string; text: string; status: string; mine: boolean } | null;
}

/** The data of a response, or a thrown error naming the refusal. */
export function dataOf<T>(response: GqlResponse<T>): T {
  if (!response.data || response.errors) throw new Error(`refused: ${JSON.stringify(response.errors)}`);
  return response.data;
}

/** Starts a conversation through the API; returns it. */
export async function start(
  server: TestServer,
  token: string,
  input: Record<string, unknown>,
): Promise<ConversationResult> {
  return dataOf(await server.gql<{ conversationStart: ConversationResult }>(OPS.start, { input }, { token }))
    .conversationStart;
}

/** Sends a message through the API; returns it. */
export async function send(
  server: TestServer,
  token: string,
  conversationId: string,
  text: string,
  extra: Record<string, unknown> = {},
): Promise<MessageResult> {
  return dataOf(
    await server.gql<{ messageSend: MessageResult }>(OPS.send, { id: conversationId, text, ...extra }, { token }),
  ).messageSend;
}
