import type { Kysely, Transaction } from 'kysely';
import { ErrorCode } from '../../../shared/domain/errors';
import { Role } from '../../../shared/domain/roles';
import type { Locale } from '../../../shared/i18n/locales';
import type { Database } from '../../db/types';
import type { Deps } from '../../deps';
import { AppError } from '../../core/errors';
import { moderator, role, satisfies } from '../../graphql/permissions';
import { translate } from '../../../shared/i18n';
import type { Viewer } from '../users';
import type { StoreModel } from './stores.mappers';
import type { LandMemberRole } from './stores.tables';
import { storeText } from './store-texts';

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
export function storeNotFound(locale: Locale): AppError {
  return new AppError(ErrorCode.STORE_NOT_FOUND, storeText(locale, 'storeNotFound'));
}

/** MARKET/NOT_FOUND in the caller's language. */
export function marketNotFound(locale: Locale): AppError {
  return new AppError(ErrorCode.MARKET_NOT_FOUND, storeText(locale, 'marketNotFound'));
}

/**
 * The store's studio (its announcements list, its statistics): its members, moderators and
 * operators. A store the caller may not see is STORE/NOT_FOUND (its existence stays private);
 * one they see but do not work in is FORBIDDEN.
 */
export async function requireStoreInsider(
  deps: Pick<Deps, 'db'>,
  viewer: Viewer,
  storeId: string,
  locale: Locale,
): Promise<void> {
  const store = await deps.db
    .selectFrom('stores')
    .select(['id', 'status'])
    .where('id', '=', storeId)
    .executeTakeFirst();
  if (!store || !canSeeStore(viewer, store)) throw storeNotFound(locale);
  if (!isStoreMember(viewer, store.id) && !isOperator(viewer) && !satisfies(viewer, moderator)) {
    throw new AppError(ErrorCode.FORBIDDEN, translate(locale, 'errors.forbidden'));
  }
}
