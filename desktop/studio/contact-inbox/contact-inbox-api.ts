import type { Client } from '@urql/core';
import {
  ContactInboxDocument,
  ContactMessageAssignDocument,
  ContactMessageOpenDocument,
  ContactMessageReplyDocument,
  ContactMessageSetStateDocument,
  type ContactMessageOpenedFragment,
  type ContactMessageRowFragment,
  type ContactMessageState,
  type ContactMessageTag,
} from '../../../shared/graphql/generated';
import { dataOf } from '../kernel';

export type ContactRow = ContactMessageRowFragment;
export type ContactOpened = ContactMessageOpenedFragment;

/** What the operators' contact inbox asks of the server; a refusal throws an ApiError. */
export function contactInboxApi(client: Client) {
  return {
    async list(state: ContactMessageState | null, tag: ContactMessageTag | null) {
      // Other operators answer too: always asked afresh.
      const data = dataOf(
        await client.query(ContactInboxDocument, { state, tag }, { requestPolicy: 'network-only' }).toPromise(),
      );
      return { rows: data.contactMessages.data, total: data.contactMessages.paginatorInfo.total };
    },
    async open(id: string): Promise<ContactOpened> {
      return dataOf(
        await client.query(ContactMessageOpenDocument, { id }, { requestPolicy: 'network-only' }).toPromise(),
      ).contactMessage;
    },
    async assign(id: string, userId: string | null): Promise<ContactOpened> {
      return dataOf(await client.mutation(ContactMessageAssignDocument, { id, userId }).toPromise())
        .contactMessageAssign;
    },
    async reply(id: string, text: string): Promise<ContactOpened> {
      return dataOf(await client.mutation(ContactMessageReplyDocument, { id, text }).toPromise()).contactMessageReply;
    },
    async setState(id: string, state: ContactMessageState): Promise<ContactOpened> {
      return dataOf(await client.mutation(ContactMessageSetStateDocument, { id, state }).toPromise())
        .contactMessageSetState;
    },
  };
}
export type ContactInboxApi = ReturnType<typeof contactInboxApi>;
