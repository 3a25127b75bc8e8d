import type { Client } from '@urql/core';
import {
  AnnouncementCommentDeleteDocument,
  AnnouncementCommentListDocument,
  ModerationAuditLogDocument,
  ModerationCommentsSetDocument,
  ModerationUserDetailDocument,
  ModerationUserSearchDocument,
  ModerationViewerDocument,
  UserPermissionGrantDocument,
  UserPermissionRevokeDocument,
  UserRestoreDocument,
  UserRoleGrantDocument,
  UserRoleRevokeDocument,
  UserSuspendDocument,
  type AnnouncementCommentListQuery,
  type ModerationAuditFilter,
  type ModerationAuditLogQuery,
  type ModerationUserDetailQuery,
  type ModerationUserFilter,
  type ModerationUserRowFragment,
} from '../../../shared/graphql/generated';
import type { AnnouncementStatus } from '../../../shared/domain/announcements';
import { Role } from '../../../shared/domain/roles';
import { dataOf } from '../kernel';

export type UserRow = ModerationUserRowFragment;
export type UserDetail = NonNullable<ModerationUserDetailQuery['moderationUser']>;
export type AuditEntry = ModerationAuditLogQuery['moderationAuditLog']['data'][number];
export type AuditFilter = ModerationAuditFilter;
export type UserFilter = ModerationUserFilter;
export type CommentThread = AnnouncementCommentListQuery['announcementCommentList']['data'][number];

/** A page of a list and where it stands. */
export interface Paged<T> {
  rows: T[];
  total: number;
  page: number;
  lastPage: number;
}

/** A change of a role or permission (SUPER_ADMIN only; the server checks). */
export interface GrantChange {
  kind: 'role' | 'permission';
  name: string;
  /** true: give it; false: take it away. */
  held: boolean;
}

/** Which of an account's announcements its panel shows: some statuses (none: all) and a page. */
export interface AnnouncementView {
  statuses: readonly AnnouncementStatus[];
  page: number;
}

/** Announcements (a page) and reports (the most recent) shown in a user's panel. */
export const DETAIL_ROWS = 50;
/** Comments listed under an opened announcement (top-level threads, with their answers). */
export const COMMENTS_SHOWN = 50;

/** What the Users and Audit log tabs, and the opened announcement's comments, ask of the server. */
export interface UsersApi {
  /** Whether the signed-in user is SUPER_ADMIN (grants are offered to them only). */
  viewerIsSuperAdmin: () => Promise<boolean>;
  search: (q: string, filter: UserFilter, page: number, count: number) => Promise<Paged<UserRow>>;
  /** One account with a page of its announcements (these statuses, or all) and its reports; null when it does not exist. */
  detail: (id: string, view?: AnnouncementView) => Promise<UserDetail | null>;
  suspend: (id: string, reason: string) => Promise<void>;
  restore: (id: string) => Promise<void>;
  grant: (id: string, change: GrantChange) => Promise<void>;
  audit: (filter: AuditFilter, page: number, count: number) => Promise<Paged<AuditEntry>>;
  comments: (announcementId: string) => Promise<{ threads: CommentThread[]; total: number }>;
  setComments: (announcementId: string, enabled: boolean) => Promise<boolean>;
  deleteComment: (id: string) => Promise<void>;
}

export function usersApi(client: Client): UsersApi {
  // Network-only: after an action the same lists are asked again and must be fresh.
  const fresh = { requestPolicy: 'network-only' } as const;
  return {
    viewerIsSuperAdmin: async () => {
      const data = dataOf(await client.query(ModerationViewerDocument, {}, fresh).toPromise());
      return data.me?.rolesPlain.includes(Role.SUPER_ADMIN) ?? false;
    },
    search: async (q, filter, page, count) => {
      const data = dataOf(
        await client.query(ModerationUserSearchDocument, { q: q || null, filter, page, count }, fresh).toPromise(),
      );
      const { paginatorInfo } = data.moderationUserSearch;
      return {
        rows: data.moderationUserSearch.data,
        total: paginatorInfo.total,
        page: paginatorInfo.currentPage,
        lastPage: paginatorInfo.lastPage,
      };
    },
    detail: async (id, view) =>
      dataOf(
        await client
          .query(
            ModerationUserDetailDocument,
            {
              id,
              count: DETAIL_ROWS,
              statuses: view?.statuses.length ? [...view.statuses] : null,
              page: view?.page ?? 1,
            },
            fresh,
          )
          .toPromise(),
      ).moderationUser ?? null,
    suspend: async (id, reason) => {
      dataOf(await client.mutation(UserSuspendDocument, { userId: id, reason }).toPromise());
    },
    restore: async (id) => {
      dataOf(await client.mutation(UserRestoreDocument, { userId: id }).toPromise());
    },
    grant: async (id, { kind, name, held }) => {
      if (kind === 'role') {
        const document = held ? UserRoleGrantDocument : UserRoleRevokeDocument;
        dataOf(await client.mutation(document, { userId: id, role: name }).toPromise());
      } else {
        const document = held ? UserPermissionGrantDocument : UserPermissionRevokeDocument;
        dataOf(await client.mutation(document, { userId: id, permission: name }).toPromise());
      }
    },
    audit: async (filter, page, count) => {
      const data = dataOf(await client.query(ModerationAuditLogDocument, { filter, page, count }, fresh).toPromise());
      const { paginatorInfo } = data.moderationAuditLog;
      return {
        rows: data.moderationAuditLog.data,
        total: paginatorInfo.total,
        page: paginatorInfo.currentPage,
        lastPage: paginatorInfo.lastPage,
      };
    },
    comments: async (announcementId) => {
      const data = dataOf(
        await client
          .query(AnnouncementCommentListDocument, { announcementId, first: COMMENTS_SHOWN }, fresh)
          .toPromise(),
      );
      return {
        threads: data.announcementCommentList.data,
        total: data.announcementCommentList.paginatorInfo.total,
      };
    },
    setComments: async (announcementId, enabled) =>
      dataOf(await client.mutation(ModerationCommentsSetDocument, { announcementId, enabled }).toPromise())
        .moderationCommentsSet.isCommentEnabled,
    deleteComment: async (id) => {
      dataOf(await client.mutation(AnnouncementCommentDeleteDocument, { id }).toPromise());
    },
  };
}
