import type { Client } from '@urql/core';
import {
  OrderMoveDocument,
  ProviderParcelsDocument,
  SellerOrdersDocument,
  type OrderAction,
  type OrderFieldsFragment,
  type OrderStatus,
} from '../../../shared/graphql/generated';
import { dataOf } from '../kernel';

/** An order as the screen shows it; the buyer comes with a seller's list only. */
export type OrderRow = OrderFieldsFragment & {
  buyer?: { id: string; username: string | null; displayName: string | null };
};

/** Whose orders: a store's (its members), or the parcels of the delivery provider the account works. */
export type OrdersScope = { kind: 'store'; storeId: string } | { kind: 'provider' };

export interface OrderFilters {
  status: OrderStatus | null;
  /** Days, YYYY-MM-DD, both included; empty: no bound. */
  from: string;
  to: string;
  page: number;
}

/** What the orders screen asks of the server; a refusal throws an ApiError. */
export interface OrdersApi {
  list: (filters: OrderFilters) => Promise<{ rows: OrderRow[]; total: number; lastPage: number }>;
  move: (id: string, action: OrderAction, given?: { reason?: string; trackingNumber?: string }) => Promise<OrderRow>;
}

export function ordersApi(client: Client, scope: OrdersScope): OrdersApi {
  return {
    async list(filters) {
      // Buyers, sellers and couriers move orders too: always asked afresh.
      if (scope.kind === 'store') {
        const data = dataOf(
          await client
            .query(
              SellerOrdersDocument,
              {
                storeId: scope.storeId,
                status: filters.status,
                from: filters.from || null,
                to: filters.to || null,
                page: filters.page,
              },
              { requestPolicy: 'network-only' },
            )
            .toPromise(),
        );
        const page = data.sellerOrders;
        return { rows: page.data, total: page.paginatorInfo.total, lastPage: page.paginatorInfo.lastPage };
      }
      const data = dataOf(
        await client
          .query(
            ProviderParcelsDocument,
            { status: filters.status, page: filters.page },
            { requestPolicy: 'network-only' },
          )
          .toPromise(),
      );
      const page = data.providerParcels;
      return { rows: page.data, total: page.paginatorInfo.total, lastPage: page.paginatorInfo.lastPage };
    },
    async move(id, action, given = {}) {
      return dataOf(
        await client
          .mutation(OrderMoveDocument, {
            id,
            action,
            reason: given.reason ?? null,
            trackingNumber: given.trackingNumber ?? null,
          })
          .toPromise(),
      ).orderMove;
    },
  };
}
