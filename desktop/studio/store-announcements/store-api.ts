import type { Client } from '@urql/core';
import type { AnnouncementStatus, MemberDeleteReason } from '../../../shared/domain/announcements';
import type { StatisticsPeriod } from '../../../shared/domain/statistics';
import {
  StoreAnnouncementsDeleteDocument,
  StoreAnnouncementsDisableDocument,
  StoreAnnouncementsDocument,
  StoreAnnouncementsRefreshDocument,
  StoreAnnouncementsRestoreDocument,
  StudioAnnouncementStatisticsDocument,
  StudioStoreStatisticsDocument,
  type StatisticsSeriesFragment,
  type StoreAnnouncementRowFragment,
} from '../../../shared/graphql/generated';
import { ApiError, dataOf } from '../kernel';

export type AnnouncementRow = StoreAnnouncementRowFragment;
export type StatisticsSeries = StatisticsSeriesFragment;

/** The owner actions of the list (announcementDelete, Refresh, Disable, Restore). */
export type OwnerAction = 'delete' | 'refresh' | 'disable' | 'restore';

/** For ANNOUNCEMENT/ACTION_IMPOSSIBLE, the status that forbids the action (the error's `status` extension). */
export function forbiddingStatus(error: ApiError): AnnouncementStatus | null {
  const status = error.extensions.status;
  return typeof status === 'string' ? (status as AnnouncementStatus) : null;
}

/** What the list asks for: statuses (all when empty), words or a reference, a page. */
export interface ListRequest {
  statuses: readonly AnnouncementStatus[];
  q: string;
  page: number;
  count: number;
}

export interface ListPage {
  rows: AnnouncementRow[];
  page: number;
  lastPage: number;
  total: number;
}

/** What the store's studio asks of the server (issue 7), one call each; the server checks every one (a refusal throws an ApiError). */
export interface StoreStudioApi {
  list: (storeId: string, request: ListRequest) => Promise<ListPage>;
  act: (action: OwnerAction, ids: readonly string[], reason?: MemberDeleteReason) => Promise<AnnouncementRow[]>;
  storeStatistics: (storeId: string, period: StatisticsPeriod) => Promise<StatisticsSeries>;
  announcementStatistics: (id: string, period: StatisticsPeriod) => Promise<StatisticsSeries>;
}

export function storeStudioApi(client: Client): StoreStudioApi {
  // Lists and numbers change under the user (other members, visitors): always asked afresh.
  const fresh = { requestPolicy: 'network-only' } as const;
  return {
    async list(storeId, request) {
      const data = dataOf(
        await client
          .query(
            StoreAnnouncementsDocument,
            {
              storeId,
              filter: { statuses: request.statuses.length > 0 ? [...request.statuses] : null, q: request.q || null },
              page: request.page,
              count: request.count,
            },
            fresh,
          )
          .toPromise(),
      );
      const { data: rows, paginatorInfo } = data.storeAnnouncements;
      return { rows, page: paginatorInfo.currentPage, lastPage: paginatorInfo.lastPage, total: paginatorInfo.total };
    },
    async act(action, ids, reason) {
      const list = [...ids];
      switch (action) {
        case 'delete':
          if (!reason) throw new ApiError('BAD_USER_INPUT', 'reason');
          return dataOf(await client.mutation(StoreAnnouncementsDeleteDocument, { ids: list, reason }).toPromise())
            .announcementDelete;
        case 'refresh':
          return dataOf(await client.mutation(StoreAnnouncementsRefreshDocument, { ids: list }).toPromise())
            .announcementRefresh;
        case 'disable':
          return dataOf(await client.mutation(StoreAnnouncementsDisableDocument, { ids: list }).toPromise())
            .announcementDisable;
        case 'restore':
          return dataOf(await client.mutation(StoreAnnouncementsRestoreDocument, { ids: list }).toPromise())
            .announcementRestore;
      }
    },
    async storeStatistics(storeId, period) {
      return dataOf(
        await client.query(StudioStoreStatisticsDocument, { storeId, period: { ...period } }, fresh).toPromise(),
      ).storeStatistics;
    },
    async announcementStatistics(id, period) {
      return dataOf(
        await client.query(StudioAnnouncementStatisticsDocument, { id, period: { ...period } }, fresh).toPromise(),
      ).announcementStatistics;
    },
  };
}
