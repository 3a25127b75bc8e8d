import type { Client } from '@urql/core';
import {
  AnnouncementDeleteForAdminDocument,
  AnnouncementValidationSetDocument,
  ModerationLockDocument,
  ModerationLockRenewDocument,
  ModerationQueueChangedDocument,
  ModerationQueueDocument,
  ModerationReleaseDocument,
  ModerationReportsResolveDocument,
  ModerationStatsDocument,
  ModerationTakeNextDocument,
  type ModerationOpenedFragment,
  type ModerationQueueChangedSubscription,
  type ModerationQueueFilter,
  type ModerationQueueRowFragment,
  type ModerationStatsQuery,
} from '../../../shared/graphql/generated';
import type { ModeratorDeleteReason } from '../../../shared/domain/announcements';
import { dataOf } from '../kernel';

export type QueueRow = ModerationQueueRowFragment;
export type OpenedEntry = ModerationOpenedFragment;
export type QueueStats = ModerationStatsQuery['moderationStats'];
export type QueueEvent = ModerationQueueChangedSubscription['moderationQueueChanged'];
export type QueueFilter = ModerationQueueFilter;

/** What the desk asks of the server: the moderation operations (issue 7), one call each; a refusal throws the kernel's ApiError. */
export interface DeskApi {
  queue(filter: QueueFilter, count: number): Promise<{ rows: QueueRow[]; total: number }>;
  stats(): Promise<QueueStats>;
  takeNext(filter: QueueFilter, exclude: readonly string[]): Promise<OpenedEntry | null>;
  lock(id: string): Promise<OpenedEntry>;
  renew(ids: readonly string[]): Promise<number>;
  release(id: string): Promise<void>;
  publish(id: string): Promise<void>;
  refuse(id: string, reason: ModeratorDeleteReason): Promise<void>;
  remove(id: string, reason: ModeratorDeleteReason): Promise<void>;
  /** Refuses or deletes a reported announcement and resolves its open reports; returns how many were. */
  resolveReports(id: string, action: 'REFUSE' | 'DELETE', reason: ModeratorDeleteReason): Promise<number>;
  /** Calls `onEvent` for each change of the queue until the returned function is called. */
  watch(onEvent: (event: QueueEvent) => void): () => void;
}

export function deskApi(client: Client): DeskApi {
  return {
    async queue(filter, count) {
      const data = dataOf(await client.query(ModerationQueueDocument, { filter, count }).toPromise());
      return { rows: data.moderationQueue.data, total: data.moderationQueue.paginatorInfo.total };
    },
    async stats() {
      return dataOf(await client.query(ModerationStatsDocument, {}).toPromise()).moderationStats;
    },
    async takeNext(filter, exclude) {
      const data = dataOf(
        await client.mutation(ModerationTakeNextDocument, { filter, exclude: [...exclude] }).toPromise(),
      );
      return data.moderationTakeNext ?? null;
    },
    async lock(id) {
      return dataOf(await client.mutation(ModerationLockDocument, { id }).toPromise()).moderationLock;
    },
    async renew(ids) {
      return dataOf(await client.mutation(ModerationLockRenewDocument, { ids: [...ids] }).toPromise())
        .moderationLockRenew;
    },
    async release(id) {
      dataOf(await client.mutation(ModerationReleaseDocument, { id }).toPromise());
    },
    async publish(id) {
      dataOf(await client.mutation(AnnouncementValidationSetDocument, { id, status: 'PUBLISHED' }).toPromise());
    },
    async refuse(id, reason) {
      dataOf(await client.mutation(AnnouncementValidationSetDocument, { id, status: 'DISABLED', reason }).toPromise());
    },
    async remove(id, reason) {
      dataOf(await client.mutation(AnnouncementDeleteForAdminDocument, { id, reason }).toPromise());
    },
    async resolveReports(id, action, reason) {
      return dataOf(
        await client
          .mutation(ModerationReportsResolveDocument, { target: 'ANNOUNCEMENT', targetId: id, action, reason })
          .toPromise(),
      ).moderationReportsResolve;
    },
    watch(onEvent) {
      const subscription = client.subscription(ModerationQueueChangedDocument, {}).subscribe((result) => {
        if (result.data) onEvent(result.data.moderationQueueChanged);
      });
      return () => subscription.unsubscribe();
    },
  };
}
