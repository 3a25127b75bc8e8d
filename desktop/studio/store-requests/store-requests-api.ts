import type { Client } from '@urql/core';
import {
  StoreRequestApproveDocument,
  StoreRequestRefuseDocument,
  StoreRequestsDocument,
  type StoreRequestFieldsFragment,
  type StoreRequestStatus,
} from '../../../shared/graphql/generated';
import { dataOf } from '../kernel';

export type StoreRequestRow = StoreRequestFieldsFragment;

/** What the operators' store requests screen asks of the server; a refusal throws an ApiError. */
export interface StoreRequestsApi {
  list: (status: StoreRequestStatus) => Promise<{ rows: StoreRequestRow[]; total: number }>;
  approve: (id: string) => Promise<StoreRequestRow>;
  refuse: (id: string, reason: string) => Promise<StoreRequestRow>;
}

export function storeRequestsApi(client: Client): StoreRequestsApi {
  return {
    async list(status) {
      // Other operators decide too: always asked afresh.
      const data = dataOf(
        await client.query(StoreRequestsDocument, { status }, { requestPolicy: 'network-only' }).toPromise(),
      );
      return { rows: data.storeRequests.data, total: data.storeRequests.paginatorInfo.total };
    },
    async approve(id) {
      return dataOf(await client.mutation(StoreRequestApproveDocument, { id }).toPromise()).storeRequestApprove;
    },
    async refuse(id, reason) {
      return dataOf(await client.mutation(StoreRequestRefuseDocument, { id, reason }).toPromise()).storeRequestRefuse;
    },
  };
}
