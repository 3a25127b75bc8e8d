import type { Client } from '@urql/core';
import {
  PromotionOffersDocument,
  PromotionRequestApproveDocument,
  PromotionRequestCancelDocument,
  PromotionRequestCreateDocument,
  PromotionRequestRefuseDocument,
  PromotionRequestsDocument,
  StorePromotionChoicesDocument,
  type PromotionOffersQuery,
  type PromotionRequestFieldsFragment,
  type PromotionRequestInput,
  type PromotionRequestStatus,
  type StorePromotionChoicesQuery,
} from '../../../shared/graphql/generated';
import type { PromotionRequestProblem } from '../../../shared/domain/promotion-requests';
import { dataOf, type ApiError } from '../kernel';

export type PromotionRequestRow = PromotionRequestFieldsFragment;
export type OfferInfo = PromotionOffersQuery['promotionOffers'][number];
export type PromotableAnnouncement = NonNullable<StorePromotionChoicesQuery['store']>['announcements'][number];

const PROBLEMS: readonly PromotionRequestProblem[] = ['offer', 'days', 'target'];

/** The fields a PROMOTION/INVALID refusal names, or null for another refusal. */
export function requestProblemsOf(error: ApiError): PromotionRequestProblem[] | null {
  const problems = error.extensions.problems;
  if (!Array.isArray(problems)) return null;
  return problems.filter((item): item is PromotionRequestProblem => PROBLEMS.includes(item as PromotionRequestProblem));
}

/** What the owner's promotion screen and the operators' desk ask of the server; a refusal throws an ApiError. */
export function promotionRequestsApi(client: Client) {
  return {
    async choices(storeId: string): Promise<{
      offers: OfferInfo[];
      announcements: PromotableAnnouncement[];
      requests: PromotionRequestRow[];
    }> {
      const [offers, store] = await Promise.all([
        client.query(PromotionOffersDocument, {}).toPromise(),
        client.query(StorePromotionChoicesDocument, { storeId }, { requestPolicy: 'network-only' }).toPromise(),
      ]);
      const data = dataOf(store);
      return {
        offers: dataOf(offers).promotionOffers,
        announcements: data.store?.announcements ?? [],
        requests: data.storePromotionRequests,
      };
    },
    async create(input: PromotionRequestInput): Promise<PromotionRequestRow> {
      return dataOf(await client.mutation(PromotionRequestCreateDocument, { input }).toPromise())
        .promotionRequestCreate;
    },
    async cancel(id: string): Promise<PromotionRequestRow> {
      return dataOf(await client.mutation(PromotionRequestCancelDocument, { id }).toPromise()).promotionRequestCancel;
    },
    async list(status: PromotionRequestStatus): Promise<{ rows: PromotionRequestRow[]; total: number }> {
      // Other operators decide too: always asked afresh.
      const data = dataOf(
        await client.query(PromotionRequestsDocument, { status }, { requestPolicy: 'network-only' }).toPromise(),
      );
      return { rows: data.promotionRequests.data, total: data.promotionRequests.paginatorInfo.total };
    },
    async approve(id: string): Promise<PromotionRequestRow> {
      return dataOf(await client.mutation(PromotionRequestApproveDocument, { id }).toPromise()).promotionRequestApprove;
    },
    async refuse(id: string, reason: string): Promise<PromotionRequestRow> {
      return dataOf(await client.mutation(PromotionRequestRefuseDocument, { id, reason }).toPromise())
        .promotionRequestRefuse;
    },
  };
}
export type PromotionRequestsApi = ReturnType<typeof promotionRequestsApi>;
