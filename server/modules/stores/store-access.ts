import type { Kysely, Transaction } from 'kysely';
import { ErrorCode } from '../../../shared/domain/errors';
import { Role } from '../../../shared/domain/roles';
import type { Database } from '../../db/types';
import type { Deps } from '../../deps';
import { AppError, text } from '../../core/errors';
import { moderator, role, satisfies } from '../../graphql/permissions';
import type { Viewer } from '../users';
import type { StoreModel } from './stores.mappers';
import type { LandMemberRole } from './stores.tables';
import { storeMessage } from './store-texts';

type Db = Kysely<Database> | Transaction<Database>;

/** Operators: the ADMIN role (SUPER_ADMIN passes). They create stores and markets and set service params. */
export const operator = role(Role.ADMIN);

/** True for operators. */
export function isOperator(viewer: Viewer | null): boolean {
  return satisfies(viewer, operator);
}

/** True when the caller is a member (owner or not) of the store, as loaded with the viewer. */
export function isStoreMember(viewer: Viewer | null, storeId: string): boolean {
  return viewer?.storeIds?.includes(storeId) ?? false;
}

/** The caller's role in a store, read now (inside the transaction that relies on it); null for none. */
export async function storeRoleOf(db: Db, storeId: string, userId: string): Promise<LandMemberRole | null> {
  const row = await db
    .selectFrom('store_members')
    .select('role')
    .where('store_id', '=', storeId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.role ?? null;
}

/** Members see a store whatever its status; everyone else only ACTIVE ones (operators see all). */
export function canSeeStore(viewer: Viewer | null, store: Pick<StoreModel, 'id' | 'status'>): boolean {
  return store.status === 'ACTIVE' || isStoreMember(viewer, store.id) || isOperator(viewer);
}

/** Members and operators see a store's members and service params. */
export function seesStoreInternals(viewer: Viewer | null, storeId: string): boolean {
  return isStoreMember(viewer, storeId) || isOperator(viewer);
}

/** STORE/NOT_FOUND in the caller's language. */
export function storeNotFound(): AppError {
  return new AppError(ErrorCode.STORE_NOT_FOUND, storeMessage('storeNotFound'));
}

/** MARKET/NOT_FOUND in the caller's language. */
export function marketNotFound(): AppError {
  return new AppError(ErrorCode.MARKET_NOT_FOUND, storeMessage('marketNotFound'));
}

/**
 * The store's studio (its announcements list, its statistics): its members, moderators and
 * operators. A store the caller may not see is STORE/NOT_FOUND (its existence stays private);
 * one they see but do not work in is FORBIDDEN.
 */
export async function requireStoreInsider(deps: Pick<Deps, 'db'>, viewer: Viewer, storeId: string): Promise<void> {
  const store = await deps.db
    .selectFrom('stores')
    .select(['id', 'status'])
    .where('id', '=', storeId)
    .executeTakeFirst();
  if (!store || !canSeeStore(viewer, store)) throw storeNotFound();
  if (!isStoreMember(viewer, store.id) && !isOperator(viewer) && !satisfies(viewer, moderator)) {
    throw new AppError(ErrorCode.FORBIDDEN, text('errors.forbidden'));
  }
}
