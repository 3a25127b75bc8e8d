import type { CodegenMappers } from '../module';

/** The models this module's field resolvers receive, by GraphQL type (graphql-codegen `mappers`). */
export const mappers: CodegenMappers = {
  ContactMessage: './contact.service#ContactMessageModel',
  ContactReply: './inbox.service#ContactReplyModel',
};
