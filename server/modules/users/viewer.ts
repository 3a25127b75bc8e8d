import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

/** The signed-in caller of a request, loaded fresh so role changes and suspensions apply at once. */
export interface Viewer {
  id: string;
  username: string | null;
  isAnonymous: boolean;
  isValidated: boolean;
  canPublish: boolean;
  canComment: boolean;
  rolesPlain: string[];
  permissions: { name: string }[];
  /** The stores the caller is a member of: an announcer of their announcements (absent: none). */
  storeIds?: string[];
}

/** Loads the viewer for a token's subject; null when the account is gone or suspended. */
export async function loadViewer(db: Kysely<Database>, userId: string): Promise<Viewer | null> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'username', 'is_anonymous', 'is_validated', 'can_publish', 'can_comment', 'suspended_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user || user.suspended_at) return null;
  const [roles, permissions, stores] = await Promise.all([
    db.selectFrom('user_roles').select('role').where('user_id', '=', userId).orderBy('role').execute(),
    db
      .selectFrom('user_permissions')
      .select('permission')
      .where('user_id', '=', userId)
      .orderBy('permission')
      .execute(),
    db.selectFrom('store_members').select('store_id').where('user_id', '=', userId).orderBy('store_id').execute(),
  ]);
  return {
    id: user.id,
    username: user.username,
    isAnonymous: user.is_anonymous,
    isValidated: user.is_validated,
    canPublish: user.can_publish,
    canComment: user.can_comment,
    rolesPlain: roles.map((r) => r.role),
    permissions: permissions.map((p) => ({ name: p.permission })),
    storeIds: stores.map((s) => s.store_id),
  };
}
