import type { Kysely } from 'kysely';
import { ErrorCode } from '../../../shared/domain/errors';
import { PERMISSIONS, ROLES, Role } from '../../../shared/domain/roles';
import type { Database } from '../../db/types';
import type { Deps } from '../../deps';
import { AppError, text } from '../../core/errors';
import type { UserModel } from './users.mappers';
import { getUser } from './users.service';
import type { Viewer } from './viewer';

/** A change to an account's roles or permissions, by name. */
export type GrantChange =
  | { kind: 'role'; action: 'grant' | 'revoke'; name: string }
  | { kind: 'permission'; action: 'grant' | 'revoke'; name: string };

/** The roles and permissions an account holds now, sorted by name. */
export async function loadGrants(
  db: Kysely<Database>,
  userId: string,
): Promise<{ rolesPlain: string[]; permissions: { name: string }[] }> {
  const [roles, permissions] = await Promise.all([
    db.selectFrom('user_roles').select('role').where('user_id', '=', userId).orderBy('role').execute(),
    db
      .selectFrom('user_permissions')
      .select('permission')
      .where('user_id', '=', userId)
      .orderBy('permission')
      .execute(),
  ]);
  return { rolesPlain: roles.map((r) => r.role), permissions: permissions.map((p) => ({ name: p.permission })) };
}

/** Refuses names that shared/domain/roles.ts does not know. */
function assertKnown(change: GrantChange): void {
  const known: readonly string[] = change.kind === 'role' ? ROLES : PERMISSIONS;
  if (!known.includes(change.name)) {
    const key = change.kind === 'role' ? 'errors.unknownRole' : 'errors.unknownPermission';
    throw new AppError(ErrorCode.BAD_USER_INPUT, text(key, { name: change.name }), {
      known: [...known],
    });
  }
}

/**
 * Grants or revokes a role or permission (idempotent: granting a held one or revoking a
 * missing one changes nothing). The last SUPER_ADMIN cannot lose that role, so the
 * operators cannot lock themselves out. A change that changed something goes to the moderation
 * audit log, under the caller, with the name as its reason. Returns the account with its fresh grants.
 */
export async function changeGrant(
  deps: Deps,
  userId: string,
  change: GrantChange,
  /** Who asks: null for the operators' command line (server/cli/admin.ts). */
  by: Viewer | null = null,
): Promise<UserModel> {
  assertKnown(change);
  const notFound = text('errors.userNotExist');
  return deps.db.transaction().execute(async (trx) => {
    const user = await getUser(deps, userId, notFound, trx);
    let changed: number;
    if (change.kind === 'role' && change.action === 'grant') {
      changed = await trx
        .insertInto('user_roles')
        .values({ user_id: user.id, role: change.name })
        .onConflict((oc) => oc.doNothing())
        .returning('user_id')
        .execute()
        .then((rows) => rows.length);
    } else if (change.kind === 'role') {
      if (change.name === Role.SUPER_ADMIN) {
        // Locks the SUPER_ADMIN rows so two operators revoking each other cannot both succeed.
        const holders = await trx
          .selectFrom('user_roles')
          .select('user_id')
          .where('role', '=', Role.SUPER_ADMIN)
          .forUpdate()
          .execute();
        if (holders.length === 1 && holders[0]!.user_id === user.id) {
          throw new AppError(ErrorCode.CONFLICT, text('errors.lastSuperAdmin'));
        }
      }
      changed = await trx
        .deleteFrom('user_roles')
        .where('user_id', '=', user.id)
        .where('role', '=', change.name)
        .executeTakeFirst()
        .then((result) => Number(result.numDeletedRows));
    } else if (change.action === 'grant') {
      changed = await trx
        .insertInto('user_permissions')
        .values({ user_id: user.id, permission: change.name })
        .onConflict((oc) => oc.doNothing())
        .returning('user_id')
        .execute()
        .then((rows) => rows.length);
    } else {
      changed = await trx
        .deleteFrom('user_permissions')
        .where('user_id', '=', user.id)
        .where('permission', '=', change.name)
        .executeTakeFirst()
        .then((result) => Number(result.numDeletedRows));
    }
    if (changed > 0) {
      await deps.events.record(trx, {
        type: 'account.grantChanged',
        actorId: by?.id ?? null,
        payload: { userId: user.id, kind: change.kind, name: change.name, granted: change.action === 'grant' },
      });
    }
    return { ...user, ...(await loadGrants(trx, user.id)) };
  });
}
