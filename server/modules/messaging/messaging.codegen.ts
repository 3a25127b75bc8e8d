import type { CodegenMappers } from '../module';

/** The models this module's field resolvers receive, by GraphQL type (graphql-codegen `mappers`). */
export const mappers: CodegenMappers = {
  Message: './messaging.mappers#MessageModel',
  Conversation: './messaging.mappers#ConversationModel',
  ConversationParty: './messaging.mappers#PartyModel',
  MessageReport: './messaging.service#MessageReportModel',
  QuickReply: './quick-replies.service#QuickReplyModel',
};
