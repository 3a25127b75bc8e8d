import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { REPORT_LIMITS, type AnnouncementStatus, type ReportReason } from '../../../shared/domain/announcements';
import { ErrorCode } from '../../../shared/domain/errors';
import { MODERATION_LIMITS } from '../../../shared/domain/moderation';
import { normalizePhone } from '../../../shared/domain/phone';
import { MODERATOR_ROLES, PERMISSIONS, Permission, Role, ROLES } from '../../../shared/domain/roles';
import type { Database } from '../../db/types';
import type { Deps } from '../../deps';
import { AppError, text } from '../../core/errors';
import { pageRequest, readPage, type PaginatorInfoModel } from '../../core/pagination';
import { announcementPage } from '../announcements';
import type { AnnouncementModel } from '../announcements';
import { findUsers } from '../users';
import type { UserModel } from '../users';

/** An account as the moderators see it (GraphQL `ModerationUser`); counts are loaded per page. */
export interface ModerationUserModel {
  id: string;
  user: UserModel;
  email: string | null;
  phone: string | null;
  suspendedAt: Date | null;
  memberSince: Date;
}

/** A report of an announcement or a comment (GraphQL `ModerationUserReport`). */
export interface UserReportModel {
  target: 'ANNOUNCEMENT' | 'COMMENT';
  targetId: string;
  announcementId: string;
  commentId: string | null;
  reporterId: string | null;
  reason: ReportReason | null;
  message: string | null;
  createdAt: Date;
  resolvedAt: Date | null;
}

/** Narrows the search (GraphQL `ModerationUserFilter`). */
export interface UserSearchFilter {
  role?: string | null;
  permission?: string | null;
  suspended?: boolean | null;
  moderates?: boolean | null;
}

type Page<T> = { data: T[]; paginatorInfo: PaginatorInfoModel };

const pageLimits = { defaultSize: MODERATION_LIMITS.pageSizeDefault, maxSize: MODERATION_LIMITS.pageSizeMax };

/** A LIKE pattern that matches `text` anywhere, its wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** Refuses role and permission names shared/domain/roles.ts does not know (BAD_USER_INPUT). */
function assertKnown(known: readonly string[], name: string, argument: string): void {
  if (known.includes(name)) return;
  const key = argument === 'filter.role' ? 'errors.unknownRole' : 'errors.unknownPermission';
  throw new AppError(ErrorCode.BAD_USER_INPUT, text(key, { name }), { argument, known: [...known] });
}

/** Holds a role (SUPER_ADMIN holders are not counted in: the filter says who has the name). */
const holdsRole = (eb: ExpressionBuilder<Database, 'users'>, roles: readonly string[]) =>
  eb.exists(
    eb
      .selectFrom('user_roles')
      .select('user_roles.user_id')
      .whereRef('user_roles.user_id', '=', 'users.id')
      .where('user_roles.role', 'in', [...roles]),
  );

const holdsPermission = (eb: ExpressionBuilder<Database, 'users'>, permission: string) =>
  eb.exists(
    eb
      .selectFrom('user_permissions')
      .select('user_permissions.user_id')
      .whereRef('user_permissions.user_id', '=', 'users.id')
      .where('user_permissions.permission', '=', permission),
  );

/**
 * Finds accounts for the moderators: q is looked for in the username, the display name, the
 * e-mail address and the phone number (any form of an Algerian number), or taken as an id.
 * Anonymous accounts have none of those, so they are only found by id. Exact matches come first.
 */
export async function searchUsers(
  deps: Deps,
  input: { q?: string | null; filter?: UserSearchFilter | null; page?: number | null; count?: number | null },
): Promise<Page<ModerationUserModel>> {
  const request = pageRequest(input.page, input.count, pageLimits);
  const q = (input.q ?? '').trim().slice(0, MODERATION_LIMITS.keywordsMax);
  const filter = input.filter ?? {};
  if (filter.role) assertKnown(ROLES, filter.role, 'filter.role');
  if (filter.permission) assertKnown(PERMISSIONS, filter.permission, 'filter.permission');
  const asId = /^\d{1,18}$/.test(q) ? q : null;
  const phone = q ? normalizePhone(q) : null;
  const lowered = q.toLowerCase();

  let base = deps.db.selectFrom('users');
  if (q) {
    const pattern = containing(q);
    base = base.where((eb) =>
      eb.or([
        ...(asId ? [eb('users.id', '=', asId)] : []),
        eb.and([
          eb('users.is_anonymous', '=', false),
          eb.or([
            eb('users.username', 'ilike', pattern),
            eb('users.display_name', 'ilike', pattern),
            eb('users.email', 'ilike', pattern),
            eb('users.phone', 'like', phone ?? pattern),
          ]),
        ]),
      ]),
    );
  } else {
    base = base.where('users.is_anonymous', '=', false);
  }
  if (filter.role) {
    const role = filter.role;
    base = base.where((eb) => holdsRole(eb, [role]));
  }
  if (filter.permission) {
    const permission = filter.permission;
    base = base.where((eb) => holdsPermission(eb, permission));
  }
  if (filter.suspended === true) base = base.where('users.suspended_at', 'is not', null);
  if (filter.suspended === false) base = base.where('users.suspended_at', 'is', null);
  if (filter.moderates === true) {
    base = base.where((eb) =>
      eb.or([holdsRole(eb, [...MODERATOR_ROLES, Role.SUPER_ADMIN]), holdsPermission(eb, Permission.CAN_MODERATE)]),
    );
  }

  const exact = q
    ? sql<number>`case when users.id::text = ${q} or lower(users.username) = ${lowered} or lower(users.email) = ${lowered} or users.phone = ${phone ?? q} then 0 else 1 end`
    : sql<number>`1`;
  const page = await readPage(
    base
      .select(['users.id', 'users.suspended_at', 'users.created_at'])
      .orderBy(exact)
      .orderBy('users.created_at', 'desc')
      .orderBy('users.id', 'desc'),
    request,
  );
  return { data: await toModerationUsers(deps.db, page.data), paginatorInfo: page.paginatorInfo };
}

/** Rows of `users` as the moderators see them, in their order: one more query for the models. */
async function toModerationUsers(
  db: Kysely<Database>,
  rows: readonly { id: string; suspended_at: Date | null; created_at: Date }[],
): Promise<ModerationUserModel[]> {
  const users = new Map(
    (
      await findUsers(
        db,
        rows.map((row) => row.id),
      )
    ).map((user) => [user.id, user]),
  );
  return rows.flatMap((row) => {
    const user = users.get(row.id);
    if (!user) return [];
    return [
      {
        id: user.id,
        user,
        email: user.email,
        phone: user.phone,
        suspendedAt: row.suspended_at,
        memberSince: row.created_at,
      },
    ];
  });
}

/** One account for the moderators; null when it does not exist. */
export async function moderationUser(deps: Deps, id: string): Promise<ModerationUserModel | null> {
  const rows = await deps.db
    .selectFrom('users')
    .select(['id', 'suspended_at', 'created_at'])
    .where('id', '=', id)
    .execute();
  return (await toModerationUsers(deps.db, rows))[0] ?? null;
}

/** Counts per account of a page, in the order of `ids` (0 for those without). */
function inOrder(ids: readonly string[], rows: { user_id: string | null; n: string | number }[]): number[] {
  const byUser = new Map<string, number>();
  for (const row of rows) {
    if (row.user_id !== null) byUser.set(row.user_id, (byUser.get(row.user_id) ?? 0) + Number(row.n));
  }
  return ids.map((id) => byUser.get(id) ?? 0);
}

/** The role names of a page of accounts, sorted: one query. */
export async function loadRoleNames(db: Kysely<Database>, ids: readonly string[]): Promise<string[][]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('user_roles')
    .select(['user_id', 'role'])
    .where('user_id', 'in', [...ids])
    .orderBy('role')
    .execute();
  return ids.map((id) => rows.filter((row) => row.user_id === id).map((row) => row.role));
}

/** The permission names of a page of accounts, sorted: one query. */
export async function loadPermissionNames(db: Kysely<Database>, ids: readonly string[]): Promise<string[][]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('user_permissions')
    .select(['user_id', 'permission'])
    .where('user_id', 'in', [...ids])
    .orderBy('permission')
    .execute();
  return ids.map((id) => rows.filter((row) => row.user_id === id).map((row) => row.permission));
}

/** How many announcements each account has, whatever their status: one query for a page. */
export async function countAnnouncements(db: Kysely<Database>, ids: readonly string[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('announcements')
    .select((eb) => ['user_id', eb.fn.countAll<string>().as('n')])
    .where('user_id', 'in', [...ids])
    .groupBy('user_id')
    .execute();
  return inOrder(ids, rows);
}

/** Open reports on each account's announcements and (live) comments: two queries for a page. */
export async function countOpenReportsAgainst(db: Kysely<Database>, ids: readonly string[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const [announcements, comments] = await Promise.all([
    db
      .selectFrom('announcement_reports as r')
      .innerJoin('announcements as a', 'a.id', 'r.announcement_id')
      .select((eb) => ['a.user_id', eb.fn.countAll<string>().as('n')])
      .where('a.user_id', 'in', [...ids])
      .where('r.resolved_at', 'is', null)
      .groupBy('a.user_id')
      .execute(),
    db
      .selectFrom('comment_reports as r')
      .innerJoin('announcement_comments as c', 'c.id', 'r.comment_id')
      .select((eb) => ['c.user_id', eb.fn.countAll<string>().as('n')])
      .where('c.user_id', 'in', [...ids])
      .where('r.resolved_at', 'is', null)
      .where('c.deleted_at', 'is', null)
      .groupBy('c.user_id')
      .execute(),
  ]);
  return inOrder(ids, [...announcements, ...comments]);
}

/** Reports each account filed, on announcements and comments: two queries for a page. */
export async function countReportsFiled(db: Kysely<Database>, ids: readonly string[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const [announcements, comments] = await Promise.all([
    db
      .selectFrom('announcement_reports')
      .select((eb) => ['user_id', eb.fn.countAll<string>().as('n')])
      .where('user_id', 'in', [...ids])
      .groupBy('user_id')
      .execute(),
    db
      .selectFrom('comment_reports')
      .select((eb) => ['user_id', eb.fn.countAll<string>().as('n')])
      .where('user_id', 'in', [...ids])
      .groupBy('user_id')
      .execute(),
  ]);
  return inOrder(ids, [...announcements, ...comments]);
}

/** An account's announcements for the moderators: any status (or these), newest first. */
export async function userAnnouncements(
  deps: Deps,
  userId: string,
  input: { statuses?: readonly AnnouncementStatus[] | null; page?: number | null; count?: number | null },
): Promise<Page<AnnouncementModel>> {
  const request = pageRequest(input.page, input.count, pageLimits);
  return announcementPage(deps, (query) => query.where('user_id', '=', userId), input.statuses, request);
}

/**
 * Reports about an account (on its announcements and its comments) or made by it, open or dealt
 * with, newest first: one page read from both report tables at once.
 */
export async function userReports(
  deps: Deps,
  userId: string,
  side: 'against' | 'made',
  input: { page?: number | null; count?: number | null },
): Promise<Page<UserReportModel>> {
  const request = pageRequest(input.page, input.count, {
    defaultSize: REPORT_LIMITS.pageSize,
    maxSize: REPORT_LIMITS.pageSizeMax,
  });
  const onAnnouncements = deps.db
    .selectFrom('announcement_reports as r')
    .innerJoin('announcements as a', 'a.id', 'r.announcement_id')
    .select([
      sql<'ANNOUNCEMENT' | 'COMMENT'>`'ANNOUNCEMENT'`.as('target'),
      'r.announcement_id as target_id',
      'r.announcement_id',
      sql<string | null>`null::bigint`.as('comment_id'),
      'r.user_id as reporter_id',
      sql<ReportReason | null>`r.reason`.as('reason'),
      'r.message',
      'r.created_at',
      'r.resolved_at',
    ])
    .where(side === 'against' ? 'a.user_id' : 'r.user_id', '=', userId);
  const onComments = deps.db
    .selectFrom('comment_reports as r')
    .innerJoin('announcement_comments as c', 'c.id', 'r.comment_id')
    .select([
      sql<'ANNOUNCEMENT' | 'COMMENT'>`'COMMENT'`.as('target'),
      'r.comment_id as target_id',
      'c.announcement_id',
      sql<string | null>`r.comment_id`.as('comment_id'),
      'r.user_id as reporter_id',
      sql<ReportReason | null>`null`.as('reason'),
      sql<string | null>`null`.as('message'),
      'r.created_at',
      'r.resolved_at',
    ])
    .where(side === 'against' ? 'c.user_id' : 'r.user_id', '=', userId);
  const both = onAnnouncements.unionAll(onComments);
  const page = await readPage(
    deps.db.selectFrom(both.as('reports')).selectAll().orderBy('created_at', 'desc').orderBy('target_id', 'desc'),
    request,
  );
  return {
    data: page.data.map((row) => ({
      target: row.target,
      targetId: String(row.target_id),
      announcementId: String(row.announcement_id),
      commentId: row.comment_id === null ? null : String(row.comment_id),
      reporterId: row.reporter_id,
      reason: row.reason,
      message: row.message,
      createdAt: new Date(row.created_at),
      resolvedAt: row.resolved_at === null ? null : new Date(row.resolved_at),
    })),
    paginatorInfo: page.paginatorInfo,
  };
}
