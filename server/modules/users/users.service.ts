import { sql, type Kysely } from 'kysely';
import { ErrorCode } from '../../../shared/domain/errors';
import type { Database } from '../../db/types';
import type { Deps } from '../../deps';
import { AppError, type LocalizedMessage } from '../../core/errors';
import type { UserModel } from './users.mappers';

/** Loads an account as the `User` model; null when it does not exist. */
export async function findUser(deps: Deps, id: string, db: Kysely<Database> = deps.db): Promise<UserModel | null> {
  const [user] = await findUsers(db, [id]);
  return user ?? null;
}

/**
 * Loads accounts as `User` models in one query, in the order of `ids` (unknown ones left out):
 * what list field resolvers (authors of announcements, comments) batch through.
 */
export async function findUsers(db: Kysely<Database>, ids: readonly string[]): Promise<UserModel[]> {
  const wanted = [...new Set(ids.filter((id) => /^\d{1,18}$/.test(id)))];
  if (wanted.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .select([
      'id',
      'username',
      'display_name',
      'avatar_url',
      'is_anonymous',
      'is_validated',
      'email',
      'gender',
      'phone',
      'region_id',
      // As text: drivers would turn a date into a local-time Date and shift it across midnight.
      sql<string | null>`to_char(birth_date, 'YYYY-MM-DD')`.as('birth_date'),
    ])
    .where('id', 'in', wanted)
    .execute();
  const byId = new Map(
    rows.map((row): [string, UserModel] => [
      row.id,
      {
        id: row.id,
        username: row.username,
        displayName: row.display_name ?? row.username,
        avatarUrl: row.avatar_url,
        isAnonymous: row.is_anonymous,
        isValidated: row.is_validated,
        email: row.email,
        gender: row.gender,
        birthDate: row.birth_date,
        phone: row.phone,
        regionId: row.region_id === null ? null : String(row.region_id),
      },
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Like findUser, for accounts that must exist: USER_NOT_EXIST otherwise. */
export async function getUser(
  deps: Deps,
  id: string,
  message: string | LocalizedMessage,
  db?: Kysely<Database>,
): Promise<UserModel> {
  const user = await findUser(deps, id, db);
  if (!user) throw new AppError(ErrorCode.USER_NOT_EXIST, message);
  return user;
}
