import type { Deps } from '../deps';
import { hashPassword } from '../modules/users/password';

let sequence = 0;

export interface UserFactoryInput {
  username?: string;
  email?: string;
  password?: string;
  isValidated?: boolean;
  isAnonymous?: boolean;
  roles?: string[];
  permissions?: string[];
}

/** Inserts an account straight into the database, for tests of other flows. */
export async function createUser(
  deps: Deps,
  input: UserFactoryInput = {},
): Promise<{ id: string; username: string | null; email: string | null; password: string }> {
  sequence += 1;
  const password = input.password ?? 'Secret-pass-1';
  const username = input.isAnonymous ? null : (input.username ?? `user${sequence}_${Date.now() % 100000}`);
  const email = input.isAnonymous ? null : (input.email ?? `${username}@example.dz`);
  const row = await deps.db
    .insertInto('users')
    .values({
      username,
      email,
      password_hash: input.isAnonymous ? null : await hashPassword(password),
      display_name: username,
      is_validated: input.isValidated ?? true,
      is_anonymous: input.isAnonymous ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const role of input.roles ?? []) {
    await deps.db.insertInto('user_roles').values({ user_id: row.id, role }).execute();
  }
  for (const permission of input.permissions ?? []) {
    await deps.db.insertInto('user_permissions').values({ user_id: row.id, permission }).execute();
  }
  return { id: row.id, username, email, password };
}
