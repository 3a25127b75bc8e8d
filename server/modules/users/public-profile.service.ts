import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { Deps } from '../../deps';
import type { UserModel } from './users.mappers';
import { findUser } from './users.service';

/**
 * A member as anyone may see them (the portal's member and merchant pages): null for an
 * unknown id, an anonymous account (it has no profile) or a suspended one. Private fields
 * stay in the model and are hidden by the `User` field resolvers, as for every account.
 */
export async function findPublicMember(deps: Deps, id: string): Promise<UserModel | null> {
  if (!/^\d{1,18}$/.test(id)) return null;
  const visible = await deps.db
    .selectFrom('users')
    .select('id')
    .where('id', '=', id)
    .where('is_anonymous', '=', false)
    .where('suspended_at', 'is', null)
    .executeTakeFirst();
  return visible ? findUser(deps, id) : null;
}

/** When each account was created, in the order of `ids` (null for unknown ones): one query for a whole list. */
export async function loadMemberSince(db: Kysely<Database>, ids: readonly string[]): Promise<(Date | null)[]> {
  const wanted = [...new Set(ids)];
  const rows = wanted.length
    ? await db.selectFrom('users').select(['id', 'created_at']).where('id', 'in', wanted).execute()
    : [];
  const byId = new Map(rows.map((row) => [row.id, row.created_at]));
  return ids.map((id) => byId.get(id) ?? null);
}
